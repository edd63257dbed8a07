// Exercise 3.1: map and mapError.
//
// A transformed future is a new future whose operation starts this one. So
// nothing runs when you call `map`: it only wraps the work in more work.
//
// The placeholders below compile (they return futures that never deliver),
// so the tests can run and show you what they expected. Replace each one.

extension Future {
    /// A future that runs this one and transforms its value.
    ///
    /// Nothing runs until the new future is started. Starting it starts this
    /// future; when this one succeeds, `transform` runs on its value. A
    /// failure passes through untouched, without calling `transform`.
    ///
    /// ```swift
    /// Future<String, Never>(value: "test")
    ///     .map { $0.count }
    ///     .start { print($0) }
    /// // prints success(4)
    /// ```
    public func map<U>(_ transform: @escaping (Value) -> U) -> Future<U, Error> {
        Future<U, Error> { completion in
            // TODO: start `self`; when it delivers its result, hand
            // `completion` that result with its value transformed (a failure
            // passes on unchanged).
        }
    }

    /// A future that runs this one and transforms its error.
    ///
    /// Nothing runs until the new future is started. A value passes through
    /// untouched, without calling `transform`.
    ///
    /// ```swift
    /// struct Timeout: Error {}
    /// struct LoadError: Error { let reason: String }
    /// Future<Int, Timeout>(error: Timeout())
    ///     .mapError { _ in LoadError(reason: "timed out") }
    ///     .start { print($0) }
    /// // prints failure(LoadError(reason: "timed out"))
    /// ```
    public func mapError<F: Swift.Error>(_ transform: @escaping (Error) -> F) -> Future<Value, F> {
        Future<Value, F> { completion in
            // TODO: start `self`; when it delivers its result, hand
            // `completion` that result with its error transformed (a value
            // passes on unchanged).
        }
    }
}
