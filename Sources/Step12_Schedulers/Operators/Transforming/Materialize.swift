extension Signal {
    /// Sends every event of this signal, the terminal one included, as a
    /// value; the result cannot fail.
    ///
    /// ```swift
    /// struct Offline: Swift.Error, CustomStringConvertible {
    ///     var description: String { "offline" }
    /// }
    /// let (numbers, input) = Signal<Int, Offline>.pipe()
    /// let events = numbers.materialize()
    /// events.observeValues { print("value: \($0)") }
    /// events.observeCompleted { print("completed") }
    /// input.send(value: 1)
    /// input.send(error: Offline())
    /// // prints value: VALUE 1
    /// // prints value: FAILED offline
    /// // prints completed
    /// ```
    ///
    /// After the value that carries the terminal event, the result ends:
    /// - it completes after `completed` and after `failed`: a failure,
    ///   now a value like any other, has been delivered successfully;
    /// - it is interrupted after `interrupted`: the stream was stopped, and
    ///   so is its materialized twin.
    ///
    /// ``Signal/dematerialize()`` turns the values back into events.
    ///
    /// - Returns: A signal of this signal's events, whose error type is
    ///   `Never`.
    public func materialize() -> Signal<Event, Never> {
        flatMapEvent(Event.materialize)
    }
}

extension SignalProducer {
    /// Sends every event of each start, the terminal one included, as a
    /// value; see ``Signal/materialize()``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1, 2).materialize().startWithValues { print($0) }
    /// // prints VALUE 1
    /// // prints VALUE 2
    /// // prints COMPLETED
    /// ```
    ///
    /// Disposing a start interrupts the start underneath, and the
    /// interruption travels through `materialize` like any event: the
    /// observer receives the value `interrupted`, then `interrupted`.
    public func materialize() -> SignalProducer<ProducedSignal.Event, Never> {
        flatMapEvent(ProducedSignal.Event.materialize)
    }
}

extension Signal.Event {
    /// `materialize` as an event transformation: every event becomes a value,
    /// and the stream ends as the source did (`interrupted` stays an
    /// interruption; `completed` and `failed` complete).
    static var materialize: Transformation<Signal.Event, Never> {
        { output, _ in
            Signal.Observer { event in
                output.send(value: event)
                switch event {
                case .value:
                    break
                case .completed, .failed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}
