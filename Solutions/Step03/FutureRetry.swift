// Exercise 3.3: retry(upTo:).
//
// Laziness makes retrying easy: a future is a recipe, so starting it again
// *is* trying again.

extension Future {
    /// A future that runs this one and, each time it fails, runs it again,
    /// up to `count` more times.
    ///
    /// It delivers the first success, or the last failure once every retry
    /// has failed. Each attempt starts only after the one before it has
    /// failed. With `count` 0 it behaves like this future. Nothing runs until
    /// the new future is started, and each start has all its retries again.
    ///
    /// ```swift
    /// struct Timeout: Error {}
    /// var attempts = 0
    /// let flaky = Future<Int, Timeout> { completion in
    ///     attempts += 1
    ///     completion(attempts < 3 ? .failure(Timeout()) : .success(attempts))
    /// }
    /// flaky.retry(upTo: 5).start { print($0) }
    /// // prints success(3)
    /// ```
    ///
    /// - Parameter count: How many times to try again after a failure; not
    ///   negative.
    public func retry(upTo count: Int) -> Future<Value, Error> {
        precondition(count >= 0, "retry(upTo:) needs a count of 0 or more, not \(count)")
        // No retries left: this future, as it is.
        guard count > 0 else { return self }
        return Future { completion in
            self.start { result in
                switch result {
                case .success:
                    completion(result)
                case .failure:
                    // Try again, with one retry fewer. `retry(upTo: count - 1)`
                    // is itself a lazy future: it runs `self` only now,
                    // after this attempt has failed. Its result, a success
                    // or the last failure, goes straight to our caller.
                    self.retry(upTo: count - 1).start(completion)
                }
            }
        }
        // `count` is captured as a constant, and every start runs this
        // operation from the top: each start gets all its retries.
    }
}
