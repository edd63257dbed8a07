// Exercise 2.2: ending a signal.
//
// `send(_:)`, given in `Signal.swift`, hands every terminal event to
// `beginTermination(with:)`, and `deliver` calls
// `deliverPendingTermination()` each time it has delivered a value. Between
// them, these two methods end the signal without ever waiting for a
// delivery in progress.

import Step01_Event

extension Signal {
    /// Moves the signal to `terminating` with `event`, without waiting for a
    /// delivery in progress, then delivers it if nobody is delivering.
    ///
    /// Does nothing if the signal is not alive: only the first terminal
    /// event counts.
    func beginTermination(with event: Event) {
        // Record the end at once. From here on `deliver` finds the signal
        // not alive and drops values, and `observe` answers `interrupted`.
        let hasBegun: Bool = stateLock.withLock {
            guard case .alive(let alive) = state else { return false }
            state = .terminating(TerminatingState(observers: alive.observers, event: event))
            return true
        }
        // Deliver it now if nobody is delivering. If someone is (another
        // thread, or this one, when an observer sent the terminal event),
        // `tryLock` fails, and that delivery hands it on when it ends.
        if hasBegun {
            deliverPendingTermination()
        }
    }

    /// Delivers the terminal event that is waiting, if there is one and no
    /// other thread holds the send lock. If one does, that thread calls this
    /// again when it unlocks, so the event is never left behind.
    func deliverPendingTermination() {
        // Both checks under the state lock. A delivering thread unlocks the
        // send lock, then reads the state; a terminating thread writes the
        // state, then tries the send lock. Whatever the timing, at least one
        // of them sees the other, and the state lock makes sure only one of
        // them takes the pending event.
        let pending: TerminatingState? = stateLock.withLock {
            guard case .terminating(let pending) = state, sendLock.tryLock() else { return nil }
            // Terminated before anyone hears of it. The state lets go of the
            // observers; `pending` below is the last reference to them.
            state = .terminated
            return pending
        }
        guard let pending else { return }
        // Call out without holding `stateLock`: an observer may observe or
        // stop observing while it receives the event.
        for observer in pending.observers {
            observer.send(pending.event)
        }
        sendLock.unlock()
        // `pending` goes out of scope: the observers, and what their
        // closures captured, are released.
    }
}
