// Exercise 3.1: map and mapError.
//
// A transformed future is a new future whose operation starts this one. So
// nothing runs when you call `map`: it only wraps the work in more work.

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
        // The new future's operation is a closure, and a closure runs only
        // when called: here, when someone starts the new future. That is
        // all laziness takes.
        Future<U, Error> { completion in
            // Each start of the new future starts `self` again, so each start
            // runs the whole chain again.
            self.start { result in
                // `Result.map` transforms a success and passes a failure on.
                completion(result.map(transform))
            }
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
        // The mirror image of `map`, with `Result.mapError`.
        Future<Value, F> { completion in
            self.start { result in
                completion(result.mapError(transform))
            }
        }
    }
}
