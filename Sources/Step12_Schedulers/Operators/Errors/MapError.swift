// mapError: a new error for the failure
// =====================================
//
// `map` changes the values and leaves the end alone; `mapError` is its
// mirror image. It is how a stream's error type changes: a network layer
// that fails with `URLError` hands the screens above it a stream that fails
// with their own `LoadError`, and the streams combine once their error types
// agree.

extension Signal {
    /// Sends every value as it is, and fails with `transform(error)` when
    /// this signal fails; completion and interruption pass as they are.
    ///
    /// ```swift
    /// struct Timeout: Swift.Error {}
    /// enum LoadError: Swift.Error { case offline }
    /// let (responses, input) = Signal<String, Timeout>.pipe()
    /// let loads: Signal<String, LoadError> = responses.mapError { _ in .offline }
    /// loads.observeFailed { print("failed: \($0)") }
    /// input.send(error: Timeout())
    /// // prints failed: offline
    /// ```
    ///
    /// `transform` runs at most once, when the failure arrives.
    ///
    /// - Parameter transform: Turns this signal's error into the new one.
    /// - Returns: A signal of the same values that fails with the new error.
    public func mapError<F>(_ transform: @escaping (Error) -> F) -> Signal<Value, F> {
        flatMapEvent(Event.mapError(transform))
    }
}

extension SignalProducer {
    /// Sends every value of each start as it is, and fails with
    /// `transform(error)` when the start fails; see ``Signal/mapError(_:)``.
    ///
    /// ```swift
    /// struct Timeout: Swift.Error {}
    /// enum LoadError: Swift.Error { case offline }
    /// SignalProducer<String, Timeout>(error: Timeout())
    ///     .mapError { _ in LoadError.offline }
    ///     .startWithFailed { print($0) }
    /// // prints offline
    /// ```
    public func mapError<F>(_ transform: @escaping (Error) -> F) -> SignalProducer<Value, F> {
        flatMapEvent(ProducedSignal.Event.mapError(transform))
    }
}

extension Signal.Event {
    /// `mapError` as an event transformation.
    static func mapError<F>(_ transform: @escaping (Error) -> F) -> Transformation<Value, F> {
        { output, _ in
            Signal.Observer { event in
                output.send(event.mapError(transform))
            }
        }
    }
}
