// Exercise 2.2: ending a signal.
//
// `send(_:)`, given in `Signal.swift`, takes the send lock and calls
// `deliver(_:)` for every event sent into the input observer. `deliver` is
// where the grammar is enforced: nothing after a terminal event.

import Step01_Event

extension Signal {
    /// Delivers `event` to the current observers, if the signal is alive.
    ///
    /// - Precondition: `sendLock` is held by the calling thread.
    func deliver(_ event: Event) {
        // Under the state lock, only read (and, for a terminal event, change)
        // the state. The bag taken out is a copy of the state's: it shares
        // its storage, so taking it copies nothing.
        let observers: Bag<Observer>? = stateLock.withLock {
            // `terminating` and `terminated` both mean: nothing more is
            // delivered from here. (`deliverPendingTermination` delivers the
            // one event a terminating signal still owes.)
            guard case .alive(let observers) = state else { return nil }
            if event.isTerminating {
                // Record the end before announcing it: an observer that
                // looks at the signal, or observes it, while it receives the
                // terminal event finds it already terminated. The state no
                // longer holds the observers; `observers` below is the last
                // reference to them.
                state = .terminated
            }
            return observers
        }
        // Call out without holding `stateLock`: an observer is someone
        // else's code, and it may observe or stop observing this signal while
        // it receives the event. Both take the state lock, which `NSLock`
        // would refuse to take twice on one thread: a deadlock.
        for observer in observers ?? Bag() {
            observer.send(event)
        }
        // For a terminal event, `observers` goes out of scope here, and the
        // observers (and everything their closures captured) are released.
    }
}
