// Exercise 9.2: flatMapError.
//
// A failure ends a stream for good; `flatMapError` decides what comes
// next: a cached copy instead of the network's answer, a default value, or
// another attempt. It starts a producer in the failure's place.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step08_Flattening

extension Signal {
    /// Forwards values, completion and interruption; on a failure, starts
    /// `transform(error)` in its place, and forwards that producer's events
    /// (its values, and however it ends).
    ///
    /// ```swift
    /// struct Timeout: Error {}
    /// let (results, input) = Signal<String, Timeout>.pipe()
    /// results
    ///     .flatMapError { _ in SignalProducer<String, Never>(value: "Default") }
    ///     .observe { print($0) }
    /// input.send(value: "First")
    /// input.send(error: Timeout())
    /// // prints VALUE First
    /// // prints VALUE Default
    /// // prints COMPLETED
    /// ```
    ///
    /// - Parameter transform: The producer to start in the failure's place;
    ///   called once, when the failure arrives.
    /// - Returns: A signal that fails only if the replacement does.
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> Signal<Value, F> {
        // TODO: a signal that observes `self`: values, completion and
        // interruption go to the output (sent anew: the error types differ). On
        // a failure, start `transform(error)` and send its events into the
        // output. Nothing but the observation of `self` holds the
        // replacement: once `self` has failed, one whose work keeps nothing
        // is let go of, and so interrupted.
        return Signal<Value, F> { _, _ in }
    }
}

extension SignalProducer {
    /// Forwards the values, completion and interruption of each start; on a
    /// failure, starts `transform(error)` in its place; see
    /// ``Signal/flatMapError(_:)``.
    ///
    /// ```swift
    /// struct Timeout: Error {}
    /// SignalProducer<String, Timeout>(error: Timeout())
    ///     .flatMapError { _ in SignalProducer<String, Never>(value: "Default") }
    ///     .startWithValues { print($0) }
    /// // prints Default
    /// ```
    ///
    /// - Parameter transform: The producer to start in the failure's place.
    /// - Returns: A producer that fails only if the replacement does.
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> SignalProducer<Value, F> {
        // TODO: the same on every start. When the start ends (disposed of, or
        // a `take` downstream has what it needs), the start underneath ends
        // at once, before the failure, or the replacement after it.
        return SignalProducer<Value, F> { _, _ in }
    }
}
