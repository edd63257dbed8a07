// retry: on failure, do the work again
// ===================================
//
// Only a producer can be retried: it is a recipe, and a recipe can be
// followed again from the start. A signal is already running, and what it
// has sent is gone.
//
// Retrying is catching a failure and starting the same producer again, with
// one retry fewer in hand. That is `flatMapError` with the producer itself as
// the replacement, so `retry` needs no machinery of its own:
//
//     retry(upTo: 2)  =  flatMapError { _ in self.retry(upTo: 1) }
//     retry(upTo: 1)  =  flatMapError { _ in self.retry(upTo: 0) }
//     retry(upTo: 0)  =  self
//
// Each level is made only when a failure asks for it, so `retry(upTo:
// .max)` costs nothing until the work fails.

extension SignalProducer {
    /// Starts the work again when it fails, at most `count` times; the
    /// failure of the last attempt is forwarded.
    ///
    /// On each start: the work starts. If it fails and retries are left, the
    /// failure is dropped and the work starts again from scratch, at once:
    /// a new start, as if nobody had started it before. The values of every
    /// attempt are forwarded, those of failed attempts included. Completion
    /// and interruption end it all, without a retry. After `count` retries,
    /// the next failure is forwarded.
    ///
    /// ```swift
    /// struct Busy: Swift.Error {}
    /// var attempts = 0
    /// let request = SignalProducer<String, Busy> { observer, _ in
    ///     attempts += 1
    ///     if attempts < 3 {
    ///         observer.send(error: Busy())
    ///     } else {
    ///         observer.send(value: "done after \(attempts) attempts")
    ///         observer.sendCompleted()
    ///     }
    /// }
    /// request.retry(upTo: 2).startWithResult { print($0) }
    /// // prints success("done after 3 attempts")
    /// ```
    ///
    /// Disposing a start interrupts the attempt that is running.
    ///
    /// - Parameter count: How many times to start the work again after a
    ///   failure; `0` never retries.
    /// - Returns: A producer that retries this one up to `count` times.
    /// - Precondition: `count` is not negative.
    public func retry(upTo count: Int) -> SignalProducer<Value, Error> {
        precondition(
            count >= 0,
            """
            retry(upTo: \(count)): the number of retries must not be negative. Pass 0 to try once and never \
            retry, or the number of times to start the work again after a failure.
            """
        )
        guard count > 0 else { return self }
        return flatMapError { _ in self.retry(upTo: count - 1) }
    }
}
