extension SignalProducer {
    /// Starts the producer and blocks the calling thread until it
    /// terminates; returns its last value, or its error.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2]).last()   // .success(2)
    /// SignalProducer<Int, Never>.empty.last()     // nil
    /// ```
    ///
    /// The result is `.success` of the last value if the producer completed
    /// after at least one, `.failure` if it failed (whatever came before),
    /// and `nil` if it completed with no value or was interrupted (an
    /// interrupted `take(last: 1)` sends no value).
    ///
    /// - Precondition: The call is not made on the thread that would have to
    ///   deliver the events (see ``single()``, which says which cases are
    ///   caught and which still hang).
    public func last() -> Result<Value, Error>? {
        take(last: 1).blockingSingle(calledAs: "last()")
    }
}
