// Exercise 9.6 (stretch): retry(upTo:while:).
//
// Not every failure is worth another attempt. A timeout may pass; a "not
// found" or a "forbidden" will not, and retrying it only wastes time and
// load. This retry asks the error first.

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
        precondition(
            count >= 0,
            """
            retry(upTo: \(count), while:): the number of retries must not be negative. Pass 0 to try once and \
            never retry, or the number of times to start the work again after a failure worth retrying.
            """
        )
        guard count > 0 else { return self }
        // As `retry(upTo:)`, with a decision in the middle: an error not worth
        // retrying becomes the failure of the replacement itself, so it is
        // forwarded as it is.
        return flatMapError { error in
            shouldRetry(error)
                ? self.retry(upTo: count - 1, while: shouldRetry)
                : SignalProducer(error: error)
        }
    }
}
