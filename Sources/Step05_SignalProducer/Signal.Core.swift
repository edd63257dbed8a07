import Foundation

extension Signal {
    /// The part of a signal that does the work: it keeps the observers,
    /// delivers events one at a time, and ends the generator's lifetime when
    /// the signal terminates.
    ///
    /// Who holds what (strong references only; nothing points back):
    ///
    ///     your code ──▶ Signal (shell) ──▶ Core ──▶ observers
    ///     input observer ─────────────────▶ Core ──▶ lifetime's disposables
    ///
    /// The disposable that `observe` returns holds the core weakly.
    final class Core {
        /// What the signal is doing. Read and written only under `stateLock`.
        ///
        ///     alive ──────── terminal event ──────────────────▶ terminated
        ///       │                                                   ▲
        ///       └─ terminal event sent by an observer ─▶ terminating ┘
        ///          while a delivery is under way        (sent when it ends)
        private enum State {
            /// Delivering events to these observers. `isShellReleased` says
            /// whether the `Signal` itself is gone, so that nobody can start
            /// observing any more.
            case alive(Bag<Observer>, isShellReleased: Bool)
            /// An observer sent this terminal event while another event was
            /// being delivered on the same thread. The delivering thread sends
            /// it to these observers as soon as it has finished.
            case terminating(Bag<Observer>, Event)
            /// The terminal event has been delivered and the observers released.
            case terminated
        }

        private var state: State = .alive(Bag(), isShellReleased: false)
        private let stateLock = NSLock()

        /// Lets one event at a time through to the observers.
        private let sendLock = SendLock()

        /// Disposed when the signal terminates: this ends the lifetime given
        /// to the generator.
        private let disposables = CompositeDisposable()

        init(_ generator: (Observer, Lifetime) -> Void) {
            // The input observer holds the core strongly, through `send`.
            generator(Observer(self.send, interruptsOnDeinit: true), Lifetime(disposables))
        }

        /// Starts delivering events to `observer`; see `Signal.observe(_:)`.
        func observe(_ observer: Observer) -> Disposable? {
            let token: Bag<Observer>.Token? = stateLock.withLock {
                guard case .alive(var observers, let isShellReleased) = state else { return nil }
                // Leave `state` for a moment so that `observers` is the only
                // reference to the bag's storage: inserting then appends in
                // place instead of copying every observer.
                state = .terminated
                let token = observers.insert(observer)
                state = .alive(observers, isShellReleased: isShellReleased)
                return token
            }
            guard let token else {
                observer.sendInterrupted()
                return nil
            }
            return AnyDisposable { [weak self] in
                self?.removeObserver(using: token)
            }
        }

        /// Forgets the observer that `token` names, if the signal is still
        /// alive; terminates the signal if that was the last observer and the
        /// shell is gone.
        private func removeObserver(using token: Bag<Observer>.Token) {
            let (removed, isUnreachable): (Observer?, Bool) = stateLock.withLock {
                guard case .alive(var observers, let isShellReleased) = state else { return (nil, false) }
                state = .terminated
                let removed = observers.remove(using: token)
                state = .alive(observers, isShellReleased: isShellReleased)
                return (removed, isShellReleased && observers.isEmpty)
            }
            // `removed` is released here, after the lock: releasing an
            // observer can run arbitrary code, which must not find the lock
            // held.
            _ = removed
            if isUnreachable {
                terminateUnreachableSignal()
            }
        }

        /// Called when the `Signal` shell is deallocated: from now on, nobody
        /// can start observing. If nobody is observing either, the signal ends.
        func signalDidDeinitialize() {
            let isUnreachable: Bool = stateLock.withLock {
                guard case .alive(let observers, _) = state else { return false }
                state = .alive(observers, isShellReleased: true)
                return observers.isEmpty
            }
            if isUnreachable {
                terminateUnreachableSignal()
            }
        }

        /// Ends a signal that nobody observes and nobody can observe. It has no
        /// observer to tell, so this amounts to ending the generator's lifetime
        /// and refusing further events.
        private func terminateUnreachableSignal() {
            send(.interrupted)
        }

        /// Receives every event sent into the input observer.
        private func send(_ event: Event) {
            if sendLock.isHeldByCurrentThread {
                // An observer, called by this very thread, is sending into the
                // signal that is delivering to it.
                sendRecursively(event)
                return
            }
            var hasTerminated = false
            sendLock.withLock {
                hasTerminated = deliver(event)
                // An observer may have sent a terminal event while `event` was
                // being delivered: send it now that the delivery has finished.
                hasTerminated = deliverPendingTermination() || hasTerminated
            }
            if hasTerminated {
                // The observers have seen the end; now release what the
                // generator attached to its lifetime, outside the send lock.
                disposables.dispose()
            }
        }

        /// Delivers `event` to the current observers, if the signal is alive.
        ///
        /// - Precondition: `sendLock` is held by the calling thread.
        /// - Returns: Whether this delivery terminated the signal.
        private func deliver(_ event: Event) -> Bool {
            let observers: Bag<Observer>? = stateLock.withLock {
                guard case .alive(let observers, _) = state else { return nil }
                if event.isTerminating {
                    state = .terminated
                }
                return observers
            }
            // Call out without holding `stateLock`, so observers may observe or
            // stop observing this signal while they receive the event.
            for observer in observers ?? Bag() {
                observer.send(event)
            }
            return observers != nil && event.isTerminating
        }

        /// Sends the terminal event that an observer sent during a delivery.
        ///
        /// - Precondition: `sendLock` is held by the calling thread.
        /// - Returns: Whether there was such an event.
        private func deliverPendingTermination() -> Bool {
            let pending: (observers: Bag<Observer>, event: Event)? = stateLock.withLock {
                guard case .terminating(let observers, let event) = state else { return nil }
                state = .terminated
                return (observers, event)
            }
            guard let pending else { return false }
            for observer in pending.observers {
                observer.send(pending.event)
            }
            return true
        }

        /// Handles an event that an observer sent into this signal while this
        /// thread was delivering another one.
        private func sendRecursively(_ event: Event) {
            precondition(
                event.isTerminating,
                """
                Signal: an observer sent a value into the signal that is delivering an event to it, \
                on the same thread. Events are never delivered recursively, because observers would \
                see them out of order. Send the value after the current event has been delivered, \
                or send it into another signal.
                """
            )
            stateLock.withLock {
                if case .alive(let observers, _) = state {
                    state = .terminating(observers, event)
                }
            }
        }
    }
}
