// flatMapError: catch a failure, go on with other work
// ====================================================
//
// A failure ends a stream, and every operator after it passes it on at once,
// as an exception unwinds through the calls of a program. `flatMapError` is
// the `catch`: it stops the failure and starts, in its place, a producer made
// from the error. What that producer sends, the stream sends; how it ends,
// the stream ends.
//
// Written once on `Signal`, as `map` is: the replacement's start belongs to
// the new signal's lifetime, so whatever ends that signal stops the
// replacement too. Then `lift` serves producers: disposing a start stops
// whichever is running, the work underneath or the replacement.

extension Signal {
    /// Sends this signal's values; if it fails, starts `transform(error)` in
    /// its place and sends that producer's events instead of the failure.
    ///
    /// - Values sent before the failure are forwarded as they arrive; the
    ///   replacement adds its own after them.
    /// - On failure, `transform` runs once, with the error, and the producer
    ///   it returns is started at once. Its values and its terminal event
    ///   become the returned signal's: if it fails too, that failure is
    ///   forwarded, not caught again.
    /// - Completion and interruption are forwarded; nothing is started.
    /// - When the returned signal ends before the replacement has (nobody
    ///   observes it any more, say), the replacement's start is disposed.
    ///
    /// ```swift
    /// struct Offline: Swift.Error {}
    /// let (pages, input) = Signal<String, Offline>.pipe()
    /// pages
    ///     .flatMapError { _ in SignalProducer<String, Never>(value: "cached page") }
    ///     .observeValues { print($0) }
    /// input.send(value: "page 1")
    /// input.send(error: Offline())
    /// // prints page 1
    /// // prints cached page
    /// ```
    ///
    /// The replacement's error type is the result's: a replacement that
    /// cannot fail (`Never`, as above) gives a signal that cannot fail.
    ///
    /// - Parameter transform: Makes, from the error, the producer to start in
    ///   the failure's place.
    /// - Returns: A signal of this signal's values, then, after a failure,
    ///   the replacement's events.
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> Signal<Value, F> {
        Signal<Value, F> { output, lifetime in
            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    output.send(value: value)
                case .failed(let error):
                    transform(error).startWithSignal { replacement, interrupter in
                        // Attached before the replacement's work begins, so
                        // that the end of the returned signal stops it even
                        // while it starts: a sequence is read no further.
                        lifetime += interrupter
                        replacement.observe(output)
                    }
                case .completed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends the values of each start; if it fails, starts
    /// `transform(error)` in its place and sends that producer's events
    /// instead of the failure; see ``Signal/flatMapError(_:)``.
    ///
    /// ```swift
    /// struct Offline: Swift.Error {}
    /// SignalProducer<String, Offline>(error: Offline())
    ///     .flatMapError { _ in SignalProducer(values: "cached page 1", "cached page 2") }
    ///     .startWithValues { print($0) }
    /// // prints cached page 1
    /// // prints cached page 2
    /// ```
    ///
    /// Disposing a start interrupts whichever is running: the work
    /// underneath, or, after a failure, the replacement.
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> SignalProducer<Value, F> {
        lift { $0.flatMapError(transform) }
    }
}
