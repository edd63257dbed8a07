extension Signal {
    /// Sends every value as `.success(value)` and a failure as
    /// `.failure(error)`, then completes; the result cannot fail.
    ///
    /// It is ``materialize()`` with Swift's `Result` in place of an event:
    /// a failure becomes a value like any other, which operators that know
    /// nothing of failures can pass along, store or count.
    ///
    /// ```swift
    /// struct Offline: Swift.Error, CustomStringConvertible {
    ///     var description: String { "offline" }
    /// }
    /// let (pages, input) = Signal<String, Offline>.pipe()
    /// let results = pages.materializeResults()
    /// results.observeValues { print($0) }
    /// results.observeCompleted { print("completed") }
    /// input.send(value: "page 1")
    /// input.send(error: Offline())
    /// // prints success("page 1")
    /// // prints failure(offline)
    /// // prints completed
    /// ```
    ///
    /// How the result ends:
    /// - after a failure, it sends the `.failure` value and completes: the
    ///   failure has been delivered, as a value;
    /// - it completes when this signal completes, and is interrupted when
    ///   this signal is interrupted, with no value for either.
    ///
    /// ``Signal/dematerializeResults()`` turns the results back into values
    /// and a failure.
    ///
    /// - Returns: A signal of results that cannot fail.
    public func materializeResults() -> Signal<Result<Value, Error>, Never> {
        flatMapEvent(Event.materializeResults)
    }
}

extension SignalProducer {
    /// Sends every value of each start as `.success(value)` and a failure as
    /// `.failure(error)`, then completes; see
    /// ``Signal/materializeResults()``.
    ///
    /// ```swift
    /// struct Offline: Swift.Error, CustomStringConvertible {
    ///     var description: String { "offline" }
    /// }
    /// SignalProducer<String, Offline>(error: Offline())
    ///     .materializeResults()
    ///     .startWithValues { print($0) }
    /// // prints failure(offline)
    /// ```
    public func materializeResults() -> SignalProducer<Result<Value, Error>, Never> {
        flatMapEvent(ProducedSignal.Event.materializeResults)
    }
}

extension Signal.Event {
    /// `materializeResults` as an event transformation.
    static var materializeResults: Transformation<Result<Value, Error>, Never> {
        { output, _ in
            Signal.Observer { event in
                switch event {
                case .value(let value):
                    output.send(value: .success(value))
                case .failed(let error):
                    output.send(value: .failure(error))
                    output.sendCompleted()
                case .completed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}
