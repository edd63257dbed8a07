// Exercise 9.1: mapError.
//
// A network layer fails with its own errors; the screen that shows the
// result knows only a `LoadingError`. `mapError` translates a stream's
// failure into the error type its consumer understands, and leaves
// everything else as it is.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step08_Flattening

extension Signal {
    /// Forwards every event unchanged, except a failure, whose error is
    /// replaced by `transform(error)`.
    ///
    /// ```swift
    /// enum NetworkError: Error { case timedOut, offline }
    /// enum LoadingError: Error { case retryLater }
    /// let (pages, input) = Signal<String, NetworkError>.pipe()
    /// pages
    ///     .mapError { _ in LoadingError.retryLater }
    ///     .observeFailed { print($0) }
    /// input.send(error: .offline)
    /// // prints retryLater
    /// ```
    ///
    /// - Parameter transform: Turns the failure's error into the new error;
    ///   called once, when the failure arrives, and never for anything else.
    /// - Returns: A signal that fails with the new error type.
    public func mapError<F>(_ transform: @escaping (Error) -> F) -> Signal<Value, F> {
        // TODO: a signal that observes `self` and sends each event into the
        // output, a failure's error replaced by `transform(error)`.
        return Signal<Value, F> { _, _ in }
    }
}

extension SignalProducer {
    /// Forwards every event of each start unchanged, except a failure, whose
    /// error is replaced by `transform(error)`; see
    /// ``Signal/mapError(_:)``.
    ///
    /// - Parameter transform: Turns the failure's error into the new error.
    /// - Returns: A producer that fails with the new error type.
    public func mapError<F>(_ transform: @escaping (Error) -> F) -> SignalProducer<Value, F> {
        // TODO: the same on every start.
        return SignalProducer<Value, F> { _, _ in }
    }
}
