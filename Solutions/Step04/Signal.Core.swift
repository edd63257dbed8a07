// Given: the core of your signal: step 4's `Signal.Core`, with the two
// methods of exercise 4.5 taken out (they are in `SignalReachability.swift`).
// You do not need to change this file.
//
// Its state lock is a `StateLock` (see `StateLock.swift`): if your code asks
// for it while already holding it, the program stops with a message instead
// of waiting for itself for ever.

import Step03_Future

extension Signal {
    /// The part of a signal that does the work: it keeps the observers,
    /// delivers events one at a time, and ends the generator's lifetime when
    /// the signal terminates.
    final class Core {
        /// What the signal is doing. Read and written only under `stateLock`.
        ///
        ///     alive ── terminal event ──▶ terminating ── delivered ──▶ terminated
        enum State {
            /// Delivering events to these observers.
            case alive(AliveState)
            /// A terminal event waits for the delivery under way to end.
            case terminating(TerminatingState)
            /// The terminal event has been delivered and the observers released.
            case terminated
        }

        /// The observers of a signal that is alive, and whether its shell is
        /// gone, so that nobody can start observing any more.
        final class AliveState {
            var observers = Bag<Observer>()
            var isShellReleased = false
        }

        /// A terminal event that waits for the delivery under way to end, and
        /// the observers it goes to.
        final class TerminatingState {
            let observers: Bag<Observer>
            let event: Event

            init(observers: Bag<Observer>, event: Event) {
                self.observers = observers
                self.event = event
            }
        }

        /// What the signal is doing. Read and write it only while holding
        /// `stateLock`, and never call out while holding it.
        var state: State = .alive(AliveState())
        /// Guards `state`.
        let stateLock = StateLock()

        /// Lets one event at a time through to the observers.
        let sendLock = SendLock()

        /// Disposed when the signal terminates: this ends the lifetime given
        /// to the generator. Your `CompositeDisposable` (exercise 4.2).
        let disposables = CompositeDisposable()

        init(_ generator: (Observer, Lifetime) -> Void) {
            // The input observer holds the core strongly, through `send`.
            generator(Observer(self.send, interruptsOnDeinit: true), Lifetime(disposables))
        }

        /// Starts delivering events to `observer`; see `Signal.observe(_:)`.
        func observe(_ observer: Observer) -> Disposable? {
            let token: Bag<Observer>.Token? = stateLock.withLock {
                guard case .alive(let alive) = state else { return nil }
                return alive.observers.insert(observer)
            }
            guard let token else {
                observer.sendInterrupted()
                return nil
            }
            return AnyDisposable { [weak self] in
                self?.removeObserver(using: token)
            }
        }

        /// Ends a signal that nobody observes and nobody can observe. It has
        /// no observer to tell, so this amounts to ending the generator's
        /// lifetime and refusing further events.
        func terminateUnreachableSignal() {
            send(.interrupted)
        }

        /// Receives every event sent into the input observer.
        private func send(_ event: Event) {
            if event.isTerminating {
                beginTermination(with: event)
            } else {
                deliver(event)
            }
        }

        /// Delivers a value to the current observers, if the signal is alive.
        private func deliver(_ event: Event) {
            precondition(
                !sendLock.isHeldByCurrentThread,
                "Signal: a value was sent into the signal while it was delivering an event, on the same thread: by one of its observers, or by the deinit of a value let go of during the delivery."
            )
            sendLock.lock()
            let observers: Bag<Observer>? = stateLock.withLock {
                guard case .alive(let alive) = state else { return nil }
                return alive.observers
            }
            for observer in observers ?? Bag() {
                observer.send(event)
            }
            sendLock.unlock()
            deliverPendingTermination()
        }

        /// Moves the signal to `terminating` with `event`, then delivers it if
        /// nobody is delivering.
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

        /// Delivers the terminal event that is waiting, if nobody holds the
        /// send lock, then ends the lifetime.
        private func deliverPendingTermination() {
            let pending: TerminatingState? = stateLock.withLock {
                guard case .terminating(let pending) = state, sendLock.tryLock() else { return nil }
                state = .terminated
                return pending
            }
            guard let pending else { return }
            for observer in pending.observers {
                observer.send(pending.event)
            }
            sendLock.unlock()
            // The observers have seen the end; now release what the
            // generator attached to its lifetime.
            disposables.dispose()
        }
    }
}
