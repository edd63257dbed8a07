// Exercise 4.5: who keeps a signal alive.
//
// A signal is alive as long as someone can observe it (your code holds the
// shell) or someone is observing it (its bag has observers). When both stop,
// nobody will ever see another event: the signal ends, silently, and ends
// its lifetime, so that whatever the generator attached is released.
//
// The core learns of the two things that can make it unreachable here:
// the shell going away (`signalDidDeinitialize`, which the shell's `deinit`
// calls), and an observation being disposed (`removeObserver(using:)`,
// which the disposable `observe` returns calls). To end the signal, call
// `terminateUnreachableSignal()` (given), with the state lock released.
//
// The placeholders below compile (they never end anything, and disposing
// an observation does not remove it), so the tests can run and show you
// what they expected. Replace them.

import Step03_Future

extension Signal.Core {
    /// Called when the `Signal` shell is deallocated: from now on, nobody
    /// can start observing. If nobody is observing either, the signal ends.
    func signalDidDeinitialize() {
        // TODO: under `stateLock`, if the state is `.alive`, remember that
        // the shell is gone (`isShellReleased`) and see whether the bag is
        // empty. Then, with the lock released, end the signal if it is.
    }

    /// Forgets the observer that `token` names, if the signal is still alive;
    /// ends the signal if that was the last observer and the shell is gone.
    func removeObserver(using token: Bag<Signal.Observer>.Token) {
        // TODO: under `stateLock`, if the state is `.alive`, remove the
        // observer from its bag and see whether the signal has become
        // unreachable: no shell, no observers. Then, with the lock released,
        // let the removed observer go (it may run code when released) and
        // end the signal if it is unreachable.
    }
}
