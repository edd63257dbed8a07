// Exercise 2.2: ending a signal.
//
// `send(_:)`, given in `Signal.swift`, hands every terminal event (`failed`,
// `completed`, `interrupted`) to `beginTermination(with:)`, and `deliver`
// calls `deliverPendingTermination()` each time it has delivered a value.
// Between them, these two methods end the signal, by the rules of the
// chapter's section "The end does not wait":
//
// - A terminal event never waits for the send lock. It moves the signal to
//   `terminating` at once, with the observers and the event.
// - Whoever can take the send lock without waiting delivers it: the sending
//   thread, if nobody is delivering; otherwise the delivering thread, when
//   it has finished (in `deliverPendingTermination`, which `deliver` calls).
// - The state is `terminated` before any observer hears the event, the
//   observers are called with the state lock released, and they are
//   released once they have heard it.
//
// The placeholders below compile (they end nothing), so the tests can run
// and show you what they expected. Replace them.

import Step01_Event

extension Signal {
    /// Moves the signal to `terminating` with `event`, without waiting for a
    /// delivery in progress, then delivers it if nobody is delivering.
    ///
    /// Does nothing if the signal is not alive: only the first terminal
    /// event counts.
    func beginTermination(with event: Event) {
        // TODO: under `stateLock`, if `state` is `.alive`, replace it with
        // `.terminating`, keeping the alive state's observers and `event`.
        // Then, with the lock released, and only if this call did that,
        // try to deliver it (`deliverPendingTermination()`).
    }

    /// Delivers the terminal event that is waiting, if there is one and no
    /// other thread holds the send lock. If one does, that thread calls this
    /// again when it unlocks, so the event is never left behind.
    func deliverPendingTermination() {
        // TODO: under `stateLock`, if `state` is `.terminating` and
        // `sendLock.tryLock()` succeeds, move to `.terminated` and take the
        // pending observers and event. Then, with the state lock released,
        // send the event to each observer, in order, and unlock the send
        // lock. Otherwise do nothing. (Why try the send lock while holding
        // the state lock? Think of a thread that unlocks the send lock just
        // as another thread begins the termination.)
    }
}
