// Exercise 9.5: materializeResults() and dematerializeResults().
//
// A failure ends a stream. To handle it as data instead (show it, count it,
// and go on), turn each value and the failure into a `Result`: the stream
// then cannot fail, and its last value says how it ended.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

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
        // TODO: a signal that observes `self` and sends each value as a
        // success; a failure as a failure value, then completed. Completion and
        // interruption pass.
        return Signal<Result<Value, Error>, Never> { _, _ in }
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
        // TODO: the other way round: a success's value is sent, a failure
        // ends the output with its error.
        return Signal<Success, Failure> { _, _ in }
    }
}

extension SignalProducer {
    /// Sends each value of each start as `.success(value)`; a failure as
    /// `.failure(error)`, then completes; see
    /// ``Signal/materializeResults()``.
    ///
    /// - Returns: A producer of results, which cannot fail.
    public func materializeResults() -> SignalProducer<Result<Value, Error>, Never> {
        // TODO: the same on every start.
        return SignalProducer<Result<Value, Error>, Never> { _, _ in }
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
        // TODO: the same on every start; a failure interrupts the start
        // underneath at once.
        return SignalProducer<Success, Failure> { _, _ in }
    }
}
