// attempt: a check or an action that may fail
// ===========================================
//
// `attempt` is `attemptMap` that keeps the value: the closure checks it, or
// does something with it, and either lets it through or names the error to
// fail with. It has the same four overloads as `attemptMap`, picked by the
// same rules (see `AttemptMap.swift`), and is written with them.

extension Signal {
    /// Forwards every value for which `action` succeeds; fails with the
    /// first failure it returns, and stops observing this signal then.
    ///
    /// Terminal events of this signal pass as they are. A closure that
    /// returns a `Result` picks this overload.
    ///
    /// ```swift
    /// struct Overdrawn: Swift.Error, CustomStringConvertible {
    ///     var description: String { "overdrawn" }
    /// }
    /// let (balances, input) = Signal<Int, Overdrawn>.pipe()
    /// balances
    ///     .attempt { $0 < 0 ? .failure(Overdrawn()) : .success(()) }
    ///     .observe { print($0) }
    /// input.send(value: 10)
    /// input.send(value: -5)
    /// input.send(value: 20)
    /// // prints VALUE 10
    /// // prints FAILED overdrawn
    /// ```
    ///
    /// - Parameter action: Checks a value: `.success(())` lets it through,
    ///   a failure ends the signal.
    /// - Returns: A signal of the values that passed, until the first that
    ///   did not.
    public func attempt(_ action: @escaping (Value) -> Result<(), Error>) -> Signal<Value, Error> {
        attemptMap { value in action(value).map { value } }
    }

    /// Forwards every value for which `action` returns; fails with the first
    /// error it throws, of this signal's own error type. A closure that says
    /// `throws(Error)` picks this overload; it is disfavored for the reason
    /// the typed-throws `attemptMap` is.
    ///
    /// ```swift
    /// enum AccountError: Swift.Error { case overdrawn(by: Int) }
    /// let (balances, input) = Signal<Int, AccountError>.pipe()
    /// balances
    ///     .attempt { (balance) throws(AccountError) in
    ///         if balance < 0 { throw .overdrawn(by: -balance) }
    ///     }
    ///     .observeFailed { print("failed: \($0)") }
    /// input.send(value: 10)
    /// input.send(value: -5)
    /// // prints failed: overdrawn(by: 5)
    /// ```
    @_disfavoredOverload
    public func attempt(_ action: @escaping (Value) throws(Error) -> Void) -> Signal<Value, Error> {
        attemptMap { (value) throws(Error) -> Value in
            try action(value)
            return value
        }
    }
}

extension Signal where Error == Swift.Error {
    /// Forwards every value for which `action` returns; fails with the first
    /// error it throws. A throwing closure on a signal whose error is
    /// `Swift.Error` picks this overload, ReactiveSwift's.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, Swift.Error> {
        attemptMap { value in
            try action(value)
            return value
        }
    }
}

extension Signal where Error == Never {
    /// Forwards every value of this signal, which cannot fail, for which
    /// `action` returns; fails with the first error it throws, as a
    /// `Swift.Error`. Any closure on a signal that cannot fail picks this
    /// overload, ReactiveSwift's, unless it returns a `Result`.
    ///
    /// ```swift
    /// struct Overdrawn: Swift.Error, CustomStringConvertible {
    ///     var description: String { "overdrawn" }
    /// }
    /// let (balances, input) = Signal<Int, Never>.pipe()
    /// balances
    ///     .attempt { if $0 < 0 { throw Overdrawn() } }
    ///     .observeResult { print($0) }
    /// input.send(value: 10)
    /// input.send(value: -5)
    /// // prints success(10)
    /// // prints failure(overdrawn)
    /// ```
    public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, Swift.Error> {
        promoteError(Swift.Error.self).attempt(action)
    }
}

extension SignalProducer {
    /// Forwards every value of each start for which `action` succeeds; fails
    /// with the first failure, and interrupts the work then; see
    /// `Signal/attempt(_:)`.
    ///
    /// ```swift
    /// struct Overdrawn: Swift.Error, CustomStringConvertible {
    ///     var description: String { "overdrawn" }
    /// }
    /// SignalProducer<Int, Overdrawn>([10, -5, 20])
    ///     .attempt { $0 < 0 ? .failure(Overdrawn()) : .success(()) }
    ///     .startWithResult { print($0) }
    /// // prints success(10)
    /// // prints failure(overdrawn)
    /// ```
    public func attempt(_ action: @escaping (Value) -> Result<(), Error>) -> SignalProducer<Value, Error> {
        attemptMap { value in action(value).map { value } }
    }

    /// Forwards every value of each start for which `action` returns; fails
    /// with the first error it throws, of this producer's own error type.
    @_disfavoredOverload
    public func attempt(_ action: @escaping (Value) throws(Error) -> Void) -> SignalProducer<Value, Error> {
        attemptMap { (value) throws(Error) -> Value in
            try action(value)
            return value
        }
    }
}

extension SignalProducer where Error == Swift.Error {
    /// Forwards every value of each start for which `action` returns; fails
    /// with the first error it throws. A throwing closure on a producer
    /// whose error is `Swift.Error` picks this overload.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<Value, Swift.Error> {
        attemptMap { value in
            try action(value)
            return value
        }
    }
}

extension SignalProducer where Error == Never {
    /// Forwards every value of each start of this producer, which cannot
    /// fail, for which `action` returns; fails with the first error it
    /// throws, as a `Swift.Error`.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> SignalProducer<Value, Swift.Error> {
        promoteError(Swift.Error.self).attempt(action)
    }
}
