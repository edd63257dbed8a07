// Exercise 4.5: who keeps a signal alive.
//
// A signal is alive as long as someone can observe it (your code holds the
// shell) or someone is observing it (its bag has observers). When both stop,
// nobody will ever see another event: the signal ends, silently, and ends
// its lifetime, so that whatever the generator attached is released.

import Step03_Future

extension Signal.Core {
    /// Called when the `Signal` shell is deallocated: from now on, nobody
    /// can start observing. If nobody is observing either, the signal ends.
    func signalDidDeinitialize() {
        let isUnreachable: Bool = stateLock.withLock {
            // A signal that has ended, or is ending, needs nothing more.
            guard case .alive(let alive) = state else { return false }
            // Remember it: when the last observer leaves later,
            // `removeObserver` must know that nobody can come back.
            alive.isShellReleased = true
            return alive.observers.isEmpty
        }
        // End it outside the lock: ending takes the lock again, and runs
        // whatever the generator attached to the lifetime.
        if isUnreachable {
            terminateUnreachableSignal()
        }
    }

    /// Forgets the observer that `token` names, if the signal is still alive;
    /// ends the signal if that was the last observer and the shell is gone.
    func removeObserver(using token: Bag<Signal.Observer>.Token) {
        let (removed, isUnreachable): (Signal.Observer?, Bool) = stateLock.withLock {
            guard case .alive(let alive) = state else { return (nil, false) }
            let removed = alive.observers.remove(using: token)
            // While the shell lives, an empty bag is fine: someone may still
            // observe. Once it is gone, an empty bag means nobody ever will.
            return (removed, alive.isShellReleased && alive.observers.isEmpty)
        }
        // `removed` is released here, after the lock: releasing it may run
        // code (what its closure captured may deinitialize), which must not
        // find the lock held.
        _ = removed
        if isUnreachable {
            terminateUnreachableSignal()
        }
    }
}
