extension SignalProducer {
    /// Starts the producer and blocks the calling thread until it
    /// terminates; returns whether it failed.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2]).wait()                 // .success(())
    /// SignalProducer<Int, LoadError>(error: .offline).wait()    // .failure(.offline)
    /// ```
    ///
    /// The values are ignored. As in ReactiveSwift, an interrupted producer
    /// counts as finished: `.success(())`, as a completed one does; only a
    /// failure gives `.failure`.
    ///
    /// - Precondition: The call is not made on the thread that would have to
    ///   deliver the events (see ``single()``, which says which cases are
    ///   caught and which still hang).
    public func wait() -> Result<(), Error> {
        then(SignalProducer<(), Error>(value: ()))
            .take(last: 1)
            .blockingSingle(calledAs: "wait()") ?? .success(())
    }
}
