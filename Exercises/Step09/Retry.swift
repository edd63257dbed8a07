// Exercise 9.3: retry(upTo:).
//
// A request over a flaky connection fails now and then; trying again is
// often all it takes. `retry(upTo:)` starts the producer again when it
// fails, a given number of times at most.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

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
        // TODO: while retries are left, a failure starts this producer again,
        // at once, from scratch; the failure after the last retry, a
        // completion and an interruption end the result. A negative `count`
        // stops the program here, when `retry` is applied, with a message
        // that names the call and says what to pass instead. (This
        // placeholder never retries.)
        return self
    }
}
