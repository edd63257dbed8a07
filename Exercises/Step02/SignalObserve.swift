// Exercise 2.3: observing, before and after the end.
//
// `observe(_:)` adds an observer to the alive state's bag and returns a way
// to remove it again. `removeObserver(using:)`, given in `Signal.swift`,
// does the removing.
//
// The placeholder below compiles (it observes nothing), so the tests can run
// and show you what they expected. Replace it.

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
        // TODO: while holding `stateLock`, if `state` is `.alive`, insert
        // `observer` into the alive state's bag and keep the token. Then,
        // with the lock released: if the signal was not alive, send
        // `observer` one `interrupted` and return nil; otherwise return an
        // `AnyDisposable` that calls `removeObserver(using:)` with the
        // token, and that does not keep the signal alive.
        return nil
    }
}
