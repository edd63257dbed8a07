// Exercise 9.4: attemptMap and attempt.
//
// Parsing, validating, decoding: a transformation that can fail. `map`
// cannot say "this value is bad"; `attemptMap` can, and a bad value ends
// the stream with a failure.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step08_Flattening

extension Signal {
    /// Sends `transform(value)`'s success for each value; at the first
    /// failure, fails with its error. Terminal events pass as they are.
    ///
    /// ```swift
    /// enum ParseError: Error { case notANumber }
    /// let (texts, input) = Signal<String, ParseError>.pipe()
    /// let numbers = texts.attemptMap { text in
    ///     Int(text).map(Result.success) ?? .failure(.notANumber)
    /// }
    /// numbers.observeResult { result in
    ///     switch result {
    ///     case .success(let number): print(number)
    ///     case .failure(let error): print(error)
    ///     }
    /// }
    /// input.send(value: "1")
    /// input.send(value: "one")
    /// input.send(value: "2")
    /// // prints 1
    /// // prints notANumber
    /// ```
    ///
    /// - Parameter transform: The new value, or the error to fail with;
    ///   called once per value, and never after a failure.
    /// - Returns: A signal of the new values.
    public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> Signal<U, Error> {
        // TODO: each value goes through `transform`: a success's value is
        // sent; a failure ends the output with its error, and `transform` is
        // not called again. Terminal events pass.
        return Signal<U, Error> { _, _ in }
    }

    /// Forwards each value for which `action` succeeds; at the first
    /// failure, fails with its error. Terminal events pass as they are.
    ///
    /// - Parameter action: A check of the value, or the error to fail with.
    /// - Returns: A signal of the values that passed.
    public func attempt(_ action: @escaping (Value) -> Result<(), Error>) -> Signal<Value, Error> {
        // TODO: each value passes if `action` succeeds; the first failure
        // ends the output with its error.
        return Signal<Value, Error> { _, _ in }
    }
}

extension Signal where Error == Swift.Error {
    /// Sends `transform(value)` for each value; at the first error it throws,
    /// fails with that error.
    ///
    /// - Parameter transform: The new value; throws the error to fail with.
    /// - Returns: A signal of the new values.
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Error> {
        // TODO: the same, where a thrown error is the failure.
        return Signal<U, Error> { _, _ in }
    }
}

extension Signal where Error == Never {
    /// Sends `transform(value)` for each value of a signal that could not
    /// fail; at the first error it throws, fails with that error.
    ///
    /// - Parameter transform: The new value; throws the error to fail with.
    /// - Returns: A signal of the new values, which can fail with any error.
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Swift.Error> {
        // TODO: the same, on a signal that cannot fail: the result fails with
        // whatever the closure throws.
        return Signal<U, Swift.Error> { _, _ in }
    }
}

extension SignalProducer {
    /// Sends `transform(value)`'s success for each value of each start; at
    /// the first failure, fails with its error; see
    /// the `Signal` version.
    public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> SignalProducer<U, Error> {
        // TODO: the same on every start; a failure interrupts the start
        // underneath at once.
        return SignalProducer<U, Error> { _, _ in }
    }

    /// Forwards each value of each start for which `action` succeeds; at the
    /// first failure, fails with its error.
    public func attempt(_ action: @escaping (Value) -> Result<(), Error>) -> SignalProducer<Value, Error> {
        // TODO: the same on every start; a failure interrupts the start
        // underneath at once.
        return SignalProducer<Value, Error> { _, _ in }
    }
}

extension SignalProducer where Error == Swift.Error {
    /// Sends `transform(value)` for each value of each start; at the first
    /// error it throws, fails with that error.
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<U, Error> {
        // TODO: the same on every start.
        return SignalProducer<U, Error> { _, _ in }
    }
}

extension SignalProducer where Error == Never {
    /// Sends `transform(value)` for each value of each start of a producer
    /// that could not fail; at the first error it throws, fails with that
    /// error.
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<U, Swift.Error> {
        // TODO: the same on every start.
        return SignalProducer<U, Swift.Error> { _, _ in }
    }
}
