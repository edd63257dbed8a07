// Exercise 9.6 (stretch): retry(upTo:while:).
//
// Not every failure is worth another attempt. A timeout may pass; a "not
// found" or a "forbidden" will not, and retrying it only wastes time and
// load. This retry asks the error first.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

import Step08_Flattening

extension SignalProducer {
    /// Starts this producer again, from scratch, each time it fails with an
    /// error for which `shouldRetry` is `true`, up to `count` times. A
    /// failure with any other error, or the failure after the last retry,
    /// is forwarded.
    ///
    /// `shouldRetry` is asked only when a retry is left: once per failure
    /// that could be retried.
    ///
    /// ```swift
    /// enum LoadError: Error { case timedOut, notFound }
    /// var attempts = 0
    /// let flaky = SignalProducer<String, LoadError> { observer, _ in
    ///     attempts += 1
    ///     observer.send(error: attempts == 1 ? .timedOut : .notFound)
    /// }
    /// flaky.retry(upTo: 5, while: { $0 == .timedOut }).startWithFailed { print($0) }
    /// print(attempts)
    /// // prints notFound
    /// // prints 2
    /// ```
    ///
    /// - Precondition: `count >= 0`, checked when `retry` is applied.
    /// - Parameters:
    ///   - count: How many times to start again, at most.
    ///   - shouldRetry: Whether a failure with this error is worth another
    ///     attempt.
    /// - Returns: A producer that starts this one again while its errors are
    ///   worth it, up to `count` times.
    public func retry(upTo count: Int, while shouldRetry: @escaping (Error) -> Bool) -> SignalProducer<Value, Error> {
        // TODO: as `retry(upTo:)` of exercise 9.3, but a failure whose error
        // is not worth retrying is forwarded as it is. Ask `shouldRetry` only
        // when a retry is left. A negative `count` stops the program here,
        // with a message that names the call and says what to pass instead.
        // (This placeholder never retries.)
        return self
    }
}
