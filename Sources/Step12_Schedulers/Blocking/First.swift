extension SignalProducer {
    /// Starts the producer and blocks the calling thread until its first
    /// value, or its end; returns that value, or its error.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2]).first()   // .success(1)
    /// SignalProducer<Int, Never>.empty.first()     // nil
    /// ```
    ///
    /// The start is interrupted as soon as the first value has come
    /// (`take(first: 1)`). The result is `.success` of the first value,
    /// `.failure` if the producer failed before any value, and `nil` if it
    /// completed or was interrupted before any value.
    ///
    /// - Precondition: The call is not made on the thread that would have to
    ///   deliver the value (see ``single()``, which says which cases are
    ///   caught and which still hang).
    public func first() -> Result<Value, Error>? {
        take(first: 1).blockingSingle(calledAs: "first()")
    }
}
