// attemptMap: a transform that may fail
// =====================================
//
// `map` cannot fail. `attemptMap` can: when the transform fails for a value,
// the stream fails with that error, and stops observing its source at once.
// There are four overloads, one per way a Swift function says "this may
// fail", and Swift picks one from the closure you write:
//
//     the closure                       the stream's error   the overload           the result's error
//     returns a Result<U, Error>        any but Swift.Error  Result                 the stream's
//                                         and Never
//     says throws(Error)                any but Swift.Error  typed throws           the stream's
//     throws (untyped)                  Swift.Error          Error == Swift.Error   Swift.Error
//     throws, or does not throw         Never                Error == Never         Swift.Error
//
// (On a `Swift.Error` stream, typed throws and the untyped form take the
// same closures; Swift prefers the form written for that stream, and both
// do the same.)
//
// The `Result` form and the two untyped ones are ReactiveSwift's. Typed
// throws is this library's addition, so that a `Signal<String, ParseError>`
// keeps its error type: `attemptMap { (text) throws(ParseError) in ... }`.
//
// Three things a learner meets, all from Swift's rules rather than this
// library's:
// - A closure that throws without saying what is taken to throw `any Error`,
//   which does not fit a stream whose error is `ParseError` ("invalid
//   conversion of thrown error type 'any Error' to 'ParseError'"). Write the
//   thrown type in the closure, as above.
// - On a stream whose error is `Swift.Error` or `Never`, a closure that
//   returns a `Result` fits two overloads equally, and Swift reports the
//   call as ambiguous, as it does with ReactiveSwift. Write a throwing
//   closure there.
// - On a stream that cannot fail, the `Never` form is the only one that
//   takes a throwing closure, and it promotes to `Swift.Error`. To keep a
//   typed error, promote first: `promoteError(ParseError.self).attemptMap`.

extension Signal {
    /// Sends the success of `transform(value)` for every value; fails with
    /// the first failure it returns, and stops observing this signal then.
    ///
    /// Terminal events of this signal pass as they are. A closure that
    /// returns a `Result` picks this overload.
    ///
    /// ```swift
    /// struct NotANumber: Swift.Error, CustomStringConvertible {
    ///     let text: String
    ///     var description: String { "not a number: \(text)" }
    /// }
    /// let (texts, input) = Signal<String, NotANumber>.pipe()
    /// texts
    ///     .attemptMap { text in Int(text).map { .success($0) } ?? .failure(NotANumber(text: text)) }
    ///     .observe { print($0) }
    /// input.send(value: "42")
    /// input.send(value: "forty-two")
    /// input.send(value: "7")
    /// // prints VALUE 42
    /// // prints FAILED not a number: forty-two
    /// ```
    ///
    /// - Parameter transform: Turns a value into a new value, or into the
    ///   error to fail with.
    /// - Returns: A signal of the new values, which fails with the first
    ///   failure of `transform`.
    public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> Signal<U, Error> {
        sendingResults(of: transform)
    }

    /// Sends `transform(value)` for every value; fails with the first error
    /// it throws, of this signal's own error type, and stops observing this
    /// signal then.
    ///
    /// A closure that says `throws(Error)`, with the signal's error type,
    /// picks this overload (Swift takes a closure that does not say what it
    /// throws to throw `any Error`).
    ///
    /// ```swift
    /// enum ParseError: Swift.Error { case notANumber(String) }
    /// let (texts, input) = Signal<String, ParseError>.pipe()
    /// let numbers: Signal<Int, ParseError> = texts.attemptMap { (text) throws(ParseError) in
    ///     guard let number = Int(text) else { throw .notANumber(text) }
    ///     return number
    /// }
    /// numbers.observeFailed { print("failed: \($0)") }
    /// input.send(value: "42")
    /// input.send(value: "forty-two")
    /// // prints failed: notANumber("forty-two")
    /// ```
    ///
    /// Why `@_disfavoredOverload`: a closure that returns a `Result` fits
    /// this overload too (with `U` the `Result`, since a closure that does
    /// not throw may stand where one that throws is expected), and Swift
    /// ranks the two equal. The attribute, which the standard library uses
    /// for the same purpose, tells Swift to choose this overload only when
    /// no other fits, so code written for ReactiveSwift keeps its meaning.
    /// Its underscore marks it as not yet an official part of the language.
    ///
    /// - Parameter transform: Turns a value into a new value, or throws.
    /// - Returns: A signal of the new values, which fails with the first
    ///   error `transform` throws.
    @_disfavoredOverload
    public func attemptMap<U>(_ transform: @escaping (Value) throws(Error) -> U) -> Signal<U, Error> {
        sendingResults { value in
            Result { () throws(Error) -> U in try transform(value) }
        }
    }

    /// The one implementation of every `attemptMap` and `attempt`; the
    /// overloads differ only in how their closure reports a failure.
    private func sendingResults<U>(of transform: @escaping (Value) -> Result<U, Error>) -> Signal<U, Error> {
        flatMapEvent(Event.attemptMap(transform))
    }
}

extension Signal where Error == Swift.Error {
    /// Sends `transform(value)` for every value; fails with the first error
    /// it throws. A throwing closure on a signal whose error is
    /// `Swift.Error` picks this overload, ReactiveSwift's.
    ///
    /// ```swift
    /// struct NotANumber: Swift.Error, CustomStringConvertible {
    ///     var description: String { "not a number" }
    /// }
    /// let (texts, input) = Signal<String, Swift.Error>.pipe()
    /// texts
    ///     .attemptMap { text in
    ///         guard let number = Int(text) else { throw NotANumber() }
    ///         return number
    ///     }
    ///     .observe { print($0) }
    /// input.send(value: "42")
    /// input.send(value: "forty-two")
    /// // prints VALUE 42
    /// // prints FAILED not a number
    /// ```
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Swift.Error> {
        sendingResults { value in
            Result { try transform(value) }
        }
    }
}

extension Signal where Error == Never {
    /// Sends `transform(value)` for every value of this signal, which cannot
    /// fail; fails with the first error `transform` throws, as a
    /// `Swift.Error`. Any closure on a signal that cannot fail picks this
    /// overload, ReactiveSwift's, unless it returns a `Result`.
    ///
    /// ```swift
    /// struct NotANumber: Swift.Error, CustomStringConvertible {
    ///     var description: String { "not a number" }
    /// }
    /// let (texts, input) = Signal<String, Never>.pipe()
    /// texts
    ///     .attemptMap { text in
    ///         guard let number = Int(text) else { throw NotANumber() }
    ///         return number
    ///     }
    ///     .observeResult { print($0) }
    /// input.send(value: "42")
    /// input.send(value: "forty-two")
    /// // prints success(42)
    /// // prints failure(not a number)
    /// ```
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> Signal<U, Swift.Error> {
        promoteError(Swift.Error.self).attemptMap(transform)
    }
}

extension SignalProducer {
    /// Sends the success of `transform(value)` for every value of each
    /// start; fails with the first failure, and interrupts the work then;
    /// see `Signal/attemptMap(_:)`.
    ///
    /// ```swift
    /// struct Negative: Swift.Error, CustomStringConvertible {
    ///     var description: String { "negative" }
    /// }
    /// SignalProducer<Int, Negative>([4, -1, 9])
    ///     .attemptMap { $0 < 0 ? .failure(Negative()) : .success($0 * 10) }
    ///     .startWithResult { print($0) }
    /// // prints success(40)
    /// // prints failure(negative)
    /// ```
    public func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> SignalProducer<U, Error> {
        flatMapEvent(ProducedSignal.Event.attemptMap(transform))
    }

    /// Sends `transform(value)` for every value of each start; fails with
    /// the first error it throws, of this producer's own error type. A
    /// closure that says `throws(Error)` picks this overload; see the
    /// typed-throws ``Signal`` version for why it is disfavored.
    @_disfavoredOverload
    public func attemptMap<U>(_ transform: @escaping (Value) throws(Error) -> U) -> SignalProducer<U, Error> {
        attemptMap { value in
            Result { () throws(Error) -> U in try transform(value) }
        }
    }
}

extension SignalProducer where Error == Swift.Error {
    /// Sends `transform(value)` for every value of each start; fails with
    /// the first error it throws. A throwing closure on a producer whose
    /// error is `Swift.Error` picks this overload.
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<U, Swift.Error> {
        attemptMap { value in
            Result { try transform(value) }
        }
    }
}

extension SignalProducer where Error == Never {
    /// Sends `transform(value)` for every value of each start of this
    /// producer, which cannot fail; fails with the first error `transform`
    /// throws, as a `Swift.Error`.
    public func attemptMap<U>(_ transform: @escaping (Value) throws -> U) -> SignalProducer<U, Swift.Error> {
        promoteError(Swift.Error.self).attemptMap(transform)
    }
}

extension Signal.Event {
    /// `attemptMap` as an event transformation: each value's result is sent
    /// as a value, or ends the stream as a failure.
    static func attemptMap<U>(_ transform: @escaping (Value) -> Result<U, Error>) -> Transformation<U, Error> {
        { output, _ in
            Signal.Observer { event in
                switch event {
                case .value(let value):
                    switch transform(value) {
                    case .success(let newValue):
                        output.send(value: newValue)
                    case .failure(let error):
                        // Ends the returned signal, and with it the
                        // observation: `transform` is not called again.
                        output.send(error: error)
                    }
                case .failed(let error):
                    output.send(error: error)
                case .completed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}
