extension Signal where Error == Never {
    /// Turns a signal of results back into a stream of values that can fail:
    /// the inverse of ``Signal/materializeResults()``.
    ///
    /// - `.success(value)` sends `value`.
    /// - `.failure(error)` fails with `error` at once, and stops observing
    ///   this signal: its later results are ignored.
    /// - If this signal completes or is interrupted first, so does the
    ///   result.
    ///
    /// ```swift
    /// struct Offline: Swift.Error, CustomStringConvertible {
    ///     var description: String { "offline" }
    /// }
    /// let (results, input) = Signal<Result<String, Offline>, Never>.pipe()
    /// results.dematerializeResults().observe { print($0) }
    /// input.send(value: .success("page 1"))
    /// input.send(value: .failure(Offline()))
    /// input.send(value: .success("page 2"))
    /// // prints VALUE page 1
    /// // prints FAILED offline
    /// ```
    ///
    /// Only a signal of `Result` values, which cannot fail itself, has this
    /// operator: the `where` clause of the method names the result's two
    /// types, `Success` and `Failure`, the way the ``EventProtocol`` of
    /// ``Signal/dematerialize()`` names an event's.
    ///
    /// - Returns: A signal of the successes, which fails with the first
    ///   failure.
    public func dematerializeResults<Success, Failure>() -> Signal<Success, Failure>
    where Value == Result<Success, Failure> {
        flatMapEvent(Event.dematerializeResults())
    }
}

extension SignalProducer where Error == Never {
    /// Turns a producer of results back into a stream of values that can
    /// fail, on every start; see ``Signal/dematerializeResults()``.
    ///
    /// ```swift
    /// struct Offline: Swift.Error, CustomStringConvertible {
    ///     var description: String { "offline" }
    /// }
    /// let results: [Result<String, Offline>] = [.success("page 1"), .failure(Offline()), .success("page 2")]
    /// SignalProducer<Result<String, Offline>, Never>(results)
    ///     .dematerializeResults()
    ///     .startWithResult { print($0) }
    /// // prints success("page 1")
    /// // prints failure(offline)
    /// ```
    ///
    /// A failure among the results ends the start and interrupts the work
    /// underneath at once.
    public func dematerializeResults<Success, Failure>() -> SignalProducer<Success, Failure>
    where Value == Result<Success, Failure> {
        flatMapEvent(ProducedSignal.Event.dematerializeResults())
    }
}

extension Signal.Event where Error == Never {
    /// `dematerializeResults` as an event transformation.
    static func dematerializeResults<Success, Failure>() -> Transformation<Success, Failure>
    where Value == Result<Success, Failure> {
        { output, _ in
            Signal.Observer { event in
                // No `.failed` case: this signal cannot fail.
                switch event {
                case .value(.success(let value)):
                    output.send(value: value)
                case .value(.failure(let error)):
                    output.send(error: error)
                case .completed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}
