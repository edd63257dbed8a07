// flatMapError: catch a failure, go on with other work
// ====================================================
//
// A failure ends a stream, and every operator after it passes it on at once,
// as an exception unwinds through the calls of a program. `flatMapError` is
// the `catch`: it stops the failure and starts, in its place, a producer made
// from the error. What that producer sends, the stream sends; how it ends,
// the stream ends.
//
// One observation serves both `Signal` and `SignalProducer`: it forwards
// values and ends, and on a failure starts the replacement, keeping the
// replacement's interrupter in a `SerialDisposable` it is given. What holds
// that serial disposable is what differs, as in ReactiveSwift:
//
// - on a producer, the start's lifetime, which also holds the interrupter of
//   the work underneath first: disposing a start, or a `take` downstream,
//   stops whichever is running, the work or the replacement;
// - on a signal, nothing but the observation itself: once the source has
//   failed it lets go of its observers, so the replacement is held only by
//   whoever holds its input. A replacement whose work keeps nothing (a cache
//   read, a ready-made value) is released at once, and its release
//   interrupts it; a replacement that keeps its input runs on, on its own.

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
    /// - The replacement is held by whoever holds its input, and by nothing
    ///   else: a replacement whose work keeps nothing is released, and so
    ///   interrupted, as soon as it has sent what it sends at its start; one
    ///   that keeps its input runs on even if nobody observes the returned
    ///   signal any more, as in ReactiveSwift. On a producer, the start
    ///   holds the replacement (``SignalProducer/flatMapError(_:)``).
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
            lifetime += self.observe(replacingFailureWith: transform, into: output, holdingReplacementIn: SerialDisposable())
        }
    }

    /// Observes this signal: values, completion and interruption go to
    /// `output` as they are; a failure starts `transform(error)` into
    /// `output`, and its interrupter goes into `replacement`.
    fileprivate func observe<F>(
        replacingFailureWith transform: @escaping (Error) -> SignalProducer<Value, F>,
        into output: Signal<Value, F>.Observer,
        holdingReplacementIn replacement: SerialDisposable
    ) -> Disposable? {
        observe { event in
            switch event {
            case .value(let value):
                output.send(value: value)
            case .failed(let error):
                transform(error).startWithSignal { replacementSignal, interrupter in
                    // Kept before the replacement's work begins, so that
                    // whoever disposes of `replacement` stops it even while it
                    // starts: a sequence is read no further.
                    replacement.inner = interrupter
                    replacementSignal.observe(output)
                }
            case .completed:
                output.sendCompleted()
            case .interrupted:
                output.sendInterrupted()
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
        SignalProducer<Value, F> { output, lifetime in
            // Holds the interrupter of the work underneath, then, after a
            // failure, the replacement's: ending this start stops whichever
            // runs.
            let running = SerialDisposable()
            lifetime += running
            self.startWithSignal { signal, interrupter in
                running.inner = interrupter
                _ = signal.observe(replacingFailureWith: transform, into: output, holdingReplacementIn: running)
            }
        }
    }
}
