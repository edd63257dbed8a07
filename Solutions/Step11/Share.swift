// Exercise 11.2: sharing one start.
//
// `startWithSignal` hands over the signal of a start before its work runs:
// whoever observes that signal then shares the one run.

import Step10_Properties

extension SignalProducer {
    /// Starts this producer once, and sends each of its events to `first`,
    /// then to `second`.
    ///
    /// ```swift
    /// let fetchUser = SignalProducer<String, Never> { observer, _ in
    ///     print("fetching the user")
    ///     observer.send(value: "Ada")
    ///     observer.sendCompleted()
    /// }
    /// let header = Signal<String, Never>.Observer { print("header:", $0) }
    /// let avatar = Signal<String, Never>.Observer { print("avatar:", $0) }
    /// fetchUser.startSharing(with: header, and: avatar)
    /// // prints fetching the user
    /// // prints header: VALUE Ada
    /// // prints avatar: VALUE Ada
    /// // prints header: COMPLETED
    /// // prints avatar: COMPLETED
    /// ```
    ///
    /// Both observers are attached before the work runs, so they hear even
    /// what it sends as it starts.
    ///
    /// - Returns: The start's signal, and the disposable that interrupts
    ///   the start. The signal is hot: an observer attached to it later
    ///   hears only what follows, and, after the end, only `interrupted`.
    @discardableResult
    public func startSharing(
        with first: Signal<Value, Error>.Observer,
        and second: Signal<Value, Error>.Observer
    ) -> (signal: Signal<Value, Error>, interrupter: Disposable) {
        // The setup closure runs before the work: both observers are there
        // for its first event. Observers of a signal hear each event in the
        // order they were attached.
        startWithSignal { signal, interrupter in
            signal.observe(first)
            signal.observe(second)
            return (signal, interrupter)
        }
    }
}
