// Exercise 1.3: the map that answers through a callback.
//
// A synchronous `map` returns its result. Work that finishes later (a network
// request, a timer) cannot return it: it calls a function with the result
// instead. This file writes `map` in that style, continuation passing.

extension Event {
    /// The callback twin of ``map(_:)``: the transformation hands its result
    /// to a `deliver` callback instead of returning it.
    ///
    /// Nothing runs when you call this method. It returns a function that
    /// waits for a receiver; each time it is given one, the transformation
    /// runs and its result reaches the receiver as a new event.
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
        // Returning a closure is what makes this lazy: the `switch` below
        // runs only when someone calls the closure with a receiver, and runs
        // again on every call.
        return { receiver in
            switch self {
            case .value(let value):
                // We cannot wait for `transform` to finish. We give it the
                // rest of the work instead, as a closure: wrap the new value
                // in an event and pass it on. `transform` calls it whenever
                // it is ready, now or later.
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
