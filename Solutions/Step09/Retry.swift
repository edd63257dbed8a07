// Exercise 9.3: retry(upTo:).
//
// A request over a flaky connection fails now and then; trying again is
// often all it takes. `retry(upTo:)` starts the producer again when it
// fails, a given number of times at most.

import Step08_Flattening

extension SignalProducer {
    /// Starts this producer again, from scratch, each time it fails, up to
    /// `count` times; the failure after the last retry is forwarded.
    ///
    /// Every attempt's values are forwarded, those of attempts that then
    /// fail as well. A completion or an interruption ends it: neither is
    /// retried.
    ///
    /// ```swift
    /// struct Timeout: Error {}
    /// var attempts = 0
    /// let flaky = SignalProducer<String, Timeout> { observer, _ in
    ///     attempts += 1
    ///     if attempts < 3 {
    ///         observer.send(error: Timeout())
    ///     } else {
    ///         observer.send(value: "Success")
    ///         observer.sendCompleted()
    ///     }
    /// }
    /// flaky.retry(upTo: 2).startWithResult { print($0) }
    /// // prints success("Success")
    /// ```
    ///
    /// - Precondition: `count >= 0`, checked when `retry` is applied.
    /// - Parameter count: How many times to start again, at most.
    /// - Returns: A producer that starts this one up to `count + 1` times.
    public func retry(upTo count: Int) -> SignalProducer<Value, Error> {
        precondition(
            count >= 0,
            """
            retry(upTo: \(count)): the number of retries must not be negative. Pass 0 to try once and never \
            retry, or the number of times to start the work again after a failure.
            """
        )
        // No retry left: this producer as it is, failure included.
        guard count > 0 else { return self }
        // A failure starts this producer again, with one retry fewer. The
        // replacement is made when the failure arrives: a producer that
        // never fails never builds it. `self` is a description of the work,
        // so starting it again redoes the work from the beginning. The new
        // start runs inside the failure: a producer that fails during its
        // start nests each retry one start deeper, as in ReactiveSwift.
        return flatMapError { _ in self.retry(upTo: count - 1) }
    }
}
