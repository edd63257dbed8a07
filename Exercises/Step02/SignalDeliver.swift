// Exercise 2.2: ending a signal.
//
// `send(_:)`, given in `Signal.swift`, takes the send lock and calls
// `deliver(_:)` for every event sent into the input observer. `deliver` is
// where the grammar is enforced: nothing after a terminal event.
//
// The placeholder below compiles (it delivers nothing), so the tests can run
// and show you what they expected. Replace it.

import Step01_Event

extension Signal {
    /// Delivers `event` to the current observers, if the signal is alive.
    ///
    /// - Precondition: `sendLock` is held by the calling thread.
    func deliver(_ event: Event) {
        // TODO: while holding `stateLock`, take the observers out of `state`
        // if it is `.alive` (and nothing otherwise); if `event` is terminal,
        // set `state` to `.terminated` at the same time. Then, with the lock
        // released, send `event` to each observer taken, in order.
    }
}
