// Exercise 2.3: observing, before and after the end.
//
// `observe(_:)` adds an observer to the alive state's bag and returns a way
// to remove it again. `removeObserver(using:)`, given in `Signal.swift`,
// does the removing.

import Step01_Event

extension Signal {
    /// Starts sending this signal's events to `observer`.
    ///
    /// If the signal has already terminated (or is terminating), `observer`
    /// receives one `interrupted` event at once, and there is nothing to
    /// stop.
    ///
    /// ```swift
    /// let (output, input) = Signal<Int, Never>.pipe()
    /// output.observe(Signal<Int, Never>.Observer { print($0) })
    /// input.send(value: 1)
    /// // prints VALUE 1
    /// ```
    ///
    /// - Returns: A disposable that stops this observation (and only this
    ///   one) without ending the signal, or `nil` if the signal had already
    ///   terminated.
    @discardableResult
    public func observe(_ observer: Observer) -> Disposable? {
        let token: Bag<Observer>.Token? = stateLock.withLock {
            guard case .alive(let alive) = state else { return nil }
            // Insert through the object, not into a copy of its bag: the
            // bag grows in place. (`var bag = alive.observers` would make a
            // second reference to the same storage, and inserting into it
            // would copy every observer first: exercise 2.6 checks for
            // that.)
            return alive.observers.insert(observer)
        }
        guard let token else {
            // Terminated or terminating: the observer will never hear the
            // end, so tell it now that it missed it. Not `completed`, which
            // would claim it saw the stream finish. Called after the lock is
            // released, like every call into an observer.
            observer.sendInterrupted()
            return nil
        }
        // `[weak self]`: holding on to an observation must not keep the
        // signal alive. If the signal is gone, there is nothing to remove.
        return AnyDisposable { [weak self] in
            self?.removeObserver(using: token)
        }
    }
}
