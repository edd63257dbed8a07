// Exercise 11.2: sharing one start.
//
// One run of a producer's work, heard by two observers. The contract is in
// Exercises/Step11.md.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

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
    /// - Returns: The start's signal, and the disposable that interrupts
    ///   the start. The signal is hot: an observer attached to it later
    ///   hears only what follows, and, after the end, only `interrupted`.
    @discardableResult
    public func startSharing(
        with first: Signal<Value, Error>.Observer,
        and second: Signal<Value, Error>.Observer
    ) -> (signal: Signal<Value, Error>, interrupter: Disposable) {
        // TODO: start this producer once; both observers hear every event,
        // even those its work sends as it starts.
        (Signal.never, AnyDisposable {})
    }
}
