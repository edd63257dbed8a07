import Synchronization

// The core of `never` (step 12)
// =============================
//
// `SignalProducer.never` was a `SignalProducer { observer, lifetime in ... }`
// that kept its input observer until the start ended. Each start made a
// signal for it: a core, its state, a bag, two locks, a lifetime, and the
// disposable that kept the observer. 656 bytes of heap, for a start that
// sends one event in its whole life: `interrupted`, when it is disposed.
//
// A start of `never` with one observer needs none of it. Nothing can be sent
// while it runs, so there is nothing to serialize, and nothing to end but
// the observer's wait. `NeverCore.start` makes one small object,
// `SilentStart`, which is the start's disposable and holds the observer
// until the disposal. OpenCombine's `Empty(completeImmediately: false)` does
// the same for its subscribers.
//
// `startWithSignal` still gets a signal, through the general path: whoever
// asks for a signal may observe it many times.

/// Runs the starts of `SignalProducer.never`.
@usableFromInline
final class NeverCore<Value, Error: Swift.Error>: SignalProducerCore<Value, Error> {
    @usableFromInline
    override init() {}

    override func prepareStart() -> SignalProducer<Value, Error>.PreparedStart {
        .init { observer, lifetime in
            // Keep the input observer until the start ends: releasing it
            // would interrupt.
            lifetime.observeEndedWithoutHandle { _ = observer }
        }
    }

    override func start(
        _ makeObserver: (_ upstreamInterrupter: Disposable) -> Signal<Value, Error>.Observer
    ) -> Disposable {
        let start = SilentStart<Value, Error>()
        start.attach(makeObserver(start))
        return start
    }
}

/// One start of `never`: sends its observer `interrupted` when it is
/// disposed, once, and lets go of the observer then.
///
/// The observer is handed over after the start exists, because the observer
/// downstream is made with the start as its interrupter, and whoever makes
/// it may dispose of the start before it is attached (an operator's
/// transformation may end its start as it is set up). So the start moves
/// through three states, `State`, in one atomic word:
///
///     waiting ── attach ──▶ attached ── dispose ──▶ disposed
///        └──────────────── dispose ──────────────────▲
///
/// Whoever moves it to `disposed` from `attached` sends `interrupted`. A
/// dispose that comes first leaves the sending to `attach`, which finds
/// `disposed` and sends it at once, as attaching to an interrupted signal
/// does.
///
/// `@unchecked Sendable`: `observer` is written only by `attach`, before it
/// publishes `attached` with a releasing exchange, and read only by the
/// `dispose` that takes `attached` away with an acquiring one; or, if a
/// disposal came first, written and cleared by `attach` alone.
@usableFromInline
final class SilentStart<Value, Error: Swift.Error>: Disposable, @unchecked Sendable {
    /// Where the start is: see the diagram above.
    @usableFromInline
    enum State: UInt8, AtomicRepresentable {
        /// Made, and the observer not handed over yet.
        case waiting
        /// Holding the observer, until the disposal.
        case attached
        /// Disposed: `interrupted` has been sent, or `attach` will send it.
        case disposed
    }

    @usableFromInline let state = Atomic<State>(.waiting)
    @usableFromInline var observer: Signal<Value, Error>.Observer?

    @usableFromInline
    init() {}

    /// Hands over the observer; sends it `interrupted` at once if the start
    /// was disposed while the observer was being made.
    @usableFromInline
    func attach(_ observer: Signal<Value, Error>.Observer) {
        self.observer = observer
        let (exchanged, _) = state.compareExchange(
            expected: .waiting, desired: .attached, ordering: .acquiringAndReleasing)
        if !exchanged {
            self.observer = nil
            observer.sendInterrupted()
        }
    }

    @usableFromInline
    var isDisposed: Bool { state.load(ordering: .acquiring) == .disposed }

    @usableFromInline
    func dispose() {
        let previous = state.exchange(.disposed, ordering: .acquiringAndReleasing)
        guard previous == .attached else { return }
        let observer = self.observer
        self.observer = nil
        observer?.sendInterrupted()
    }
}
