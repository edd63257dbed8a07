extension Event {
    /// The asynchronous twin of ``map(_:)``: the transformation hands its
    /// result to a callback instead of returning it.
    ///
    /// "Asynchronous" here is the callback kind, not Swift's `async`: the
    /// work may finish later, on another thread, and then call `deliver`.
    /// Nothing runs when you call this method. It returns a function that
    /// waits for a receiver; give it one and the transformation starts. This
    /// style is called *continuation passing*: instead of returning, each
    /// piece of work is told what to do next.
    ///
    /// ```swift
    /// let event: Event<String, Never> = .value("test")
    /// let counted = event.mapWithCallback { (text: String, deliver: (Int) -> Void) in
    ///     deliver(text.count)  // could happen later, on another thread
    /// }
    /// counted { print($0) }
    /// // prints VALUE 4
    /// ```
    ///
    /// A failed, completed or interrupted event is handed to the receiver as
    /// it is, without calling `transform`.
    ///
    /// - Parameter transform: Receives the value and a `deliver` callback, and
    ///   must call `deliver` exactly once with the new value.
    /// - Returns: A function that starts the transformation when given the
    ///   receiver of the resulting event.
    public func mapWithCallback<U>(
        _ transform: @escaping (Value, _ deliver: @escaping (U) -> Void) -> Void
    ) -> (_ receiver: @escaping (Event<U, Error>) -> Void) -> Void {
        return { receiver in
            switch self {
            case .value(let value):
                transform(value) { newValue in
                    receiver(.value(newValue))
                }
            case .failed(let error):
                receiver(.failed(error))
            case .completed:
                receiver(.completed)
            case .interrupted:
                receiver(.interrupted)
            }
        }
    }
}
