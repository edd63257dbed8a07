// Exercise 2.4: the observe family.
//
// Each variant listens to one kind of event, and each one is a line or two on
// top of `observe(_:)`: build an `Observer` that calls the action for the
// events it cares about, and observe with it. The first method, the closure
// form of `observe`, is given and shows the way.
//
// The placeholders below compile (they observe nothing), so the tests can run
// and show you what they expected. Replace each one.

import Step01_Event

extension Signal {
    /// Given: sends this signal's events to `action`.
    ///
    /// ```swift
    /// let (output, input) = Signal<Int, Never>.pipe()
    /// output.observe { event in print(event) }
    /// input.send(value: 1)
    /// input.sendCompleted()
    /// // prints VALUE 1
    /// // prints COMPLETED
    /// ```
    ///
    /// - Returns: A disposable that stops this observation, or `nil` if the
    ///   signal had already terminated (then `action` has received
    ///   `interrupted`).
    @discardableResult
    public func observe(_ action: @escaping Observer.Action) -> Disposable? {
        observe(Observer(action))
    }

    /// Sends this signal's values and its failure, as a `Result`, to
    /// `action`. Completion and interruption are not reported.
    ///
    /// - Returns: A disposable that stops this observation, or `nil` if the
    ///   signal had already terminated.
    @discardableResult
    public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable? {
        // TODO: observe with an observer that calls `action` with
        // `.success(value)` for a value and `.failure(error)` for a failure,
        // and does nothing for completed and interrupted.
        return nil
    }

    /// Calls `action` with the error if the signal fails.
    ///
    /// - Returns: A disposable that stops this observation, or `nil` if the
    ///   signal had already terminated.
    @discardableResult
    public func observeFailed(_ action: @escaping (Error) -> Void) -> Disposable? {
        // TODO: observe with an observer that calls `action` with the error
        // of a failed event, and does nothing for the others.
        return nil
    }

    /// Calls `action` if the signal completes.
    ///
    /// - Returns: A disposable that stops this observation, or `nil` if the
    ///   signal had already terminated.
    @discardableResult
    public func observeCompleted(_ action: @escaping () -> Void) -> Disposable? {
        // TODO: observe with an observer that calls `action` for completed
        // only.
        return nil
    }

    /// Calls `action` if the signal is interrupted, including when it had
    /// already terminated before this call.
    ///
    /// - Returns: A disposable that stops this observation, or `nil` if the
    ///   signal had already terminated.
    @discardableResult
    public func observeInterrupted(_ action: @escaping () -> Void) -> Disposable? {
        // TODO: observe with an observer that calls `action` for
        // interrupted only.
        return nil
    }
}

// `observeValues` lives in an extension of its own, with a condition: it
// exists only for signals that cannot fail. On a `Signal<String, LoadError>`
// it does not compile, so nobody listens to the values and forgets the error
// by accident.
extension Signal where Error == Never {
    /// Calls `action` with every value. Only for signals that cannot fail,
    /// so that no failure goes unnoticed.
    ///
    /// - Returns: A disposable that stops this observation, or `nil` if the
    ///   signal had already terminated.
    @discardableResult
    public func observeValues(_ action: @escaping (Value) -> Void) -> Disposable? {
        // TODO: observe with an observer that calls `action` with each
        // value, and does nothing for the other events.
        return nil
    }
}
