// Exercise 1.2: map and mapError.
//
// `map` changes what a value event carries; `mapError` changes what a failed
// event carries. Both keep the kind of event, so a stream's grammar survives
// any number of maps.

extension Event {
    /// Transforms the value of a ``value(_:)`` event and keeps every other
    /// event as it is.
    ///
    /// `transform` runs at once, and only for a value event.
    ///
    /// ```swift
    /// let event: Event<String, Never> = .value("test")
    /// print(event.map { $0.count })
    /// // prints VALUE 4
    /// ```
    ///
    /// - Parameter transform: Turns the value into a new value.
    /// - Returns: The same kind of event, with the transformed value.
    public func map<U>(_ transform: (Value) -> U) -> Event<U, Error> {
        switch self {
        case .value(let value):
            return .value(transform(value))
        // The other cases carry no `Value`, but they are still of type
        // `Event<Value, Error>`: each one is rebuilt as an `Event<U, Error>`,
        // which is why `return self` would not compile.
        case .failed(let error):
            return .failed(error)
        case .completed:
            return .completed
        case .interrupted:
            return .interrupted
        }
    }

    /// Transforms the error of a ``failed(_:)`` event and keeps every other
    /// event as it is.
    ///
    /// `transform` runs at once, and only for a failed event.
    ///
    /// ```swift
    /// struct Timeout: Error {}
    /// struct LoadError: Error { let reason: String }
    /// let event: Event<Int, Timeout> = .failed(Timeout())
    /// let loadEvent = event.mapError { _ in LoadError(reason: "timed out") }
    /// print(loadEvent.error?.reason ?? "no error")
    /// // prints timed out
    /// ```
    ///
    /// - Parameter transform: Turns the error into a new error.
    /// - Returns: The same kind of event, with the transformed error.
    public func mapError<F: Swift.Error>(_ transform: (Error) -> F) -> Event<Value, F> {
        // The mirror image of `map`: only the failed case changes.
        switch self {
        case .value(let value):
            return .value(value)
        case .failed(let error):
            return .failed(transform(error))
        case .completed:
            return .completed
        case .interrupted:
            return .interrupted
        }
    }
}
