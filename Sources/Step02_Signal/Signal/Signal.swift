import Foundation
import Synchronization

/// A hot stream of events that are pushed to every observer at once.
///
/// A signal is already running when you get it: its generator runs as soon
/// as it is created, and events sent into its input observer are delivered
/// straight away to whoever is observing *at that moment*. Nothing is
/// stored: an observer that arrives late does not see what it missed.
///
/// ```swift
/// let (output, input) = Signal<Int, Never>.pipe()
/// input.send(value: 1)  // nobody is observing: lost
/// output.observeValues { print($0) }
/// input.send(value: 2)
/// input.sendCompleted()
/// // prints 2
/// ```
///
/// The contract:
/// - Every observer sees the same events in the same order.
/// - Events are delivered one at a time, even when sent from many threads.
/// - After a terminal event (`failed`, `completed` or `interrupted`) nothing
///   more is delivered, and the signal lets go of its observers.
/// - Observing a signal that has already terminated delivers exactly one
///   `interrupted` to the new observer.
/// - When the input observer is released, nobody can send the terminal event
///   any more, so the signal is interrupted.
/// - A terminal event never waits for a delivery in progress. From then on
///   values are dropped, and the thread that is delivering sends the
///   terminal event as soon as its delivery ends.
/// - An observer must not send a *value* into the signal that is delivering
///   to it, on the same thread: events are never delivered recursively.
///   Terminal events are allowed; they are delivered once the current event
///   has reached every observer.
public final class Signal<Value, Error: Swift.Error> {
    /// What the signal is doing. Read and written only under `stateLock`.
    ///
    ///     alive ── terminal event ──▶ terminating ── delivered ──▶ terminated
    ///
    /// A terminal event does not wait for the send lock: it moves the signal
    /// to `terminating` at once, and whichever thread holds the send lock,
    /// now or next, delivers it.
    ///
    /// Each case holds a class, not the bag itself. A class reference has the
    /// same size and shape whatever `Value` and `Error` are, so checking the
    /// state costs no look-up of type information at run time; and the bag
    /// inside `AliveState` can grow in place.
    private enum State {
        /// Delivering events to these observers.
        case alive(AliveState)
        /// A terminal event has arrived. It is delivered to these observers as
        /// soon as no delivery is under way.
        case terminating(TerminatingState)
        /// The terminal event has been delivered and the observers released.
        case terminated
    }

    private var state: State = .alive(AliveState())
    private let stateLock = NSLock()

    /// Lets one event at a time through to the observers.
    private let sendLock = SendLock()

    /// Creates a signal and runs `generator` at once with the signal's input
    /// observer. Whatever the generator (or anyone it hands the observer to)
    /// sends into that observer is delivered to the signal's observers.
    ///
    /// The input observer keeps the signal alive. When it is released, the
    /// signal is interrupted.
    ///
    /// - Parameter generator: Receives the input observer.
    public convenience init(_ generator: (Observer) -> Void) {
        self.init(interruptsWhenInputIsReleased: true, generator)
    }

    /// Creates a signal whose input observer interrupts it on release only if
    /// `interruptsWhenInputIsReleased` is true.
    init(interruptsWhenInputIsReleased: Bool, _ generator: (Observer) -> Void) {
        // The input observer holds the signal strongly, through `send`.
        generator(Observer(self.send, interruptsOnDeinit: interruptsWhenInputIsReleased))
    }

    /// Starts sending this signal's events to `observer`.
    ///
    /// If the signal has already terminated, `observer` receives one
    /// `interrupted` event at once, and there is nothing to stop.
    ///
    /// - Returns: A disposable that stops this observation (and only this
    ///   one) without ending the signal, or `nil` if the signal had already
    ///   terminated.
    @discardableResult
    public func observe(_ observer: Observer) -> Disposable? {
        // `lock()` and `unlock()` rather than `withLock`: `withLock` is
        // generic over what its closure returns, and for a result whose
        // type depends on `Value` the runtime would look that type up on
        // every call.
        stateLock.lock()
        guard case .alive(let alive) = state else {
            stateLock.unlock()
            observer.sendInterrupted()
            return nil
        }
        // The bag grows in place, unless a delivery on another thread is
        // walking it right now: then this copies it, and the delivery goes
        // on with the observers it started with.
        let token = alive.observers.insert(observer)
        stateLock.unlock()
        return Observation(of: self, token: token)
    }

    /// Forgets the observer that `token` names, if the signal is still alive.
    private func removeObserver(using token: Bag<Observer>.Token) {
        stateLock.lock()
        guard case .alive(let alive) = state else {
            stateLock.unlock()
            return
        }
        let removed = alive.observers.remove(using: token)
        stateLock.unlock()
        // `removed` is released here, after the lock: releasing an observer
        // can run arbitrary code (its closure's captures may deinitialize),
        // and that code must not find the lock held.
        _ = removed
    }

    /// Receives every event sent into the input observer.
    private func send(_ event: Event) {
        if event.isTerminating {
            beginTermination(with: event)
        } else {
            deliver(event)
        }
    }

    /// Delivers a value to the current observers, if the signal is alive;
    /// waits for its turn first.
    private func deliver(_ event: Event) {
        precondition(
            !sendLock.isHeldByCurrentThread,
            """
            Signal: a value was sent into the signal while it was delivering an event, on the \
            same thread: by one of its observers, or by the deinit of a value let go of during \
            the delivery. Events are never delivered recursively, because observers would \
            see them out of order. Send the value after the current event has been delivered, \
            or send it into another signal.
            """
        )
        sendLock.lock()
        // `lock()` and `unlock()` rather than `withLock`, here and below:
        // this runs for every value, and `withLock`, generic over what its
        // closure returns, would ask the runtime for that type each time.
        stateLock.lock()
        let observers: Bag<Observer>? = if case .alive(let alive) = state { alive.observers } else { nil }
        stateLock.unlock()
        // Call out without holding `stateLock`, so observers may observe or
        // stop observing this signal while they receive the event.
        if let observers {
            for observer in observers {
                observer.send(event)
            }
        }
        sendLock.unlock()
        // A terminal event may have arrived while this thread was
        // delivering: it is this thread's job to deliver it now.
        deliverPendingTermination()
    }

    /// Moves the signal to `terminating` with `event`, without waiting for a
    /// delivery in progress, then delivers it if nobody is delivering.
    private func beginTermination(with event: Event) {
        let hasBegun: Bool = stateLock.withLock {
            guard case .alive(let alive) = state else { return false }
            state = .terminating(TerminatingState(observers: alive.observers, event: event))
            return true
        }
        if hasBegun {
            deliverPendingTermination()
        }
    }

    /// Delivers the terminal event that is waiting, if there is one and no
    /// other thread holds the send lock. If one does, that thread calls this
    /// again when it unlocks, so the event is never left behind.
    private func deliverPendingTermination() {
        stateLock.lock()
        // Try the send lock while holding the state lock: a thread that holds
        // the send lock checks the state only after unlocking it, so one of
        // the two always sees the other.
        guard case .terminating(let pending) = state, sendLock.tryLock() else {
            stateLock.unlock()
            return
        }
        state = .terminated
        stateLock.unlock()
        for observer in pending.observers {
            observer.send(pending.event)
        }
        sendLock.unlock()
    }
}

extension Signal {
    /// The observers of a signal that is alive. A class, so that `observe`
    /// adds to the bag in place, through the state.
    private final class AliveState {
        var observers = Bag<Observer>()
    }

    /// A terminal event that waits for the delivery under way to end, and the
    /// observers it goes to.
    private final class TerminatingState {
        let observers: Bag<Observer>
        let event: Event

        init(observers: Bag<Observer>, event: Event) {
            self.observers = observers
            self.event = event
        }
    }
}

extension Signal {
    /// What `observe` returns: disposing it stops one observation.
    ///
    /// It could be an `AnyDisposable` whose action calls
    /// `removeObserver(using:)`. This one small object does the same with
    /// less: it holds the signal weakly and the token, with no closure to
    /// allocate, and every observation that is kept makes one.
    ///
    /// It is `@unchecked Sendable` because its only mutable state, the
    /// `disposed` flag, is atomic, and a weak reference may be read from any
    /// thread.
    private final class Observation: Disposable, @unchecked Sendable {
        /// The signal observed; weak, so that holding an observation does
        /// not keep the signal alive.
        private weak var signal: Signal?
        /// Names the observer in the signal's bag.
        private let token: Bag<Observer>.Token
        /// Whether `dispose()` has been called.
        private let disposed = Atomic<Bool>(false)

        init(of signal: Signal, token: Bag<Observer>.Token) {
            self.signal = signal
            self.token = token
        }

        var isDisposed: Bool { disposed.load(ordering: .acquiring) }

        func dispose() {
            guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
            signal?.removeObserver(using: token)
        }
    }
}

/// A signal may be shared between threads when its values may: all its
/// mutable state is guarded by `stateLock`, and events go through
/// `sendLock`.
extension Signal: @unchecked Sendable where Value: Sendable {}
