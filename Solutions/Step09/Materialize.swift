// Exercise 9.5: materializeResults() and dematerializeResults().
//
// A failure ends a stream. To handle it as data instead (show it, count it,
// and go on), turn each value and the failure into a `Result`: the stream
// then cannot fail, and its last value says how it ended.

import Step08_Flattening

extension Signal {
    /// Sends each value as `.success(value)`; a failure as
    /// `.failure(error)`, then completes. A completion or an interruption
    /// passes as it is.
    ///
    /// ```swift
    /// struct NotFound: Error {}
    /// let (pages, input) = Signal<Int, NotFound>.pipe()
    /// pages.materializeResults().observeValues { result in
    ///     switch result {
    ///     case .success(let page): print("page \(page)")
    ///     case .failure: print("not found")
    ///     }
    /// }
    /// input.send(value: 1)
    /// input.send(error: NotFound())
    /// // prints page 1
    /// // prints not found
    /// ```
    ///
    /// - Returns: A signal of results, which cannot fail.
    public func materializeResults() -> Signal<Result<Value, Error>, Never> {
        Signal<Result<Value, Error>, Never> { output, lifetime in
            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    output.send(value: .success(value))
                case .failed(let error):
                    // The failure becomes the last value; the stream itself
                    // ends well.
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

extension Signal where Error == Never {
    /// The inverse of ``Signal/materializeResults()``: sends the value of
    /// each `.success`, and fails with the error of the first `.failure`.
    ///
    /// - Returns: A signal of the results' values, which fails with their
    ///   error.
    public func dematerializeResults<Success, Failure>() -> Signal<Success, Failure>
    where Value == Result<Success, Failure> {
        Signal<Success, Failure> { output, lifetime in
            lifetime += self.observe { event in
                switch event {
                case .value(.success(let value)):
                    output.send(value: value)
                case .value(.failure(let error)):
                    // The output ends here: its lifetime ends, and with it
                    // the observation of this signal.
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

extension SignalProducer {
    /// Sends each value of each start as `.success(value)`; a failure as
    /// `.failure(error)`, then completes; see
    /// ``Signal/materializeResults()``.
    ///
    /// - Returns: A producer of results, which cannot fail.
    public func materializeResults() -> SignalProducer<Result<Value, Error>, Never> {
        lift { $0.materializeResults() }
    }
}

extension SignalProducer where Error == Never {
    /// The inverse of ``SignalProducer/materializeResults()``; see
    /// ``Signal/dematerializeResults()``.
    ///
    /// - Returns: A producer of the results' values, which fails with their
    ///   error.
    public func dematerializeResults<Success, Failure>() -> SignalProducer<Success, Failure>
    where Value == Result<Success, Failure> {
        lift { $0.dematerializeResults() }
    }
}
