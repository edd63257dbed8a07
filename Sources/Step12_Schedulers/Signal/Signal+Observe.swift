extension Signal {
    /// Sends this signal's events to `action`.
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
    @inlinable  // Step 12: compiled for the caller's types.
    public func observe(_ action: @escaping Observer.Action) -> Disposable? {
        observe(Observer(action))
    }

    /// Sends this signal's values and its failure, as a `Result`, to
    /// `action`. Completion and interruption are not reported.
    ///
    /// - Returns: A disposable that stops this observation, or `nil` if the
    ///   signal had already terminated.
    @discardableResult
    @inlinable  // Step 12: compiled for the caller's types.
    public func observeResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable? {
        observe(
            Observer(
                value: { action(.success($0)) },
                failed: { action(.failure($0)) }
            )
        )
    }

    /// Calls `action` with the error if the signal fails.
    ///
    /// - Returns: A disposable that stops this observation, or `nil` if the
    ///   signal had already terminated.
    @discardableResult
    @inlinable  // Step 12: compiled for the caller's types.
    public func observeFailed(_ action: @escaping (Error) -> Void) -> Disposable? {
        observe(Observer(failed: action))
    }

    /// Calls `action` if the signal completes.
    ///
    /// - Returns: A disposable that stops this observation, or `nil` if the
    ///   signal had already terminated.
    @discardableResult
    @inlinable  // Step 12: compiled for the caller's types.
    public func observeCompleted(_ action: @escaping () -> Void) -> Disposable? {
        observe(Observer(completed: action))
    }

    /// Calls `action` if the signal is interrupted, including when it had
    /// already terminated before this call.
    ///
    /// - Returns: A disposable that stops this observation, or `nil` if the
    ///   signal had already terminated.
    @discardableResult
    @inlinable  // Step 12: compiled for the caller's types.
    public func observeInterrupted(_ action: @escaping () -> Void) -> Disposable? {
        observe(Observer(interrupted: action))
    }
}

extension Signal where Error == Never {
    /// Calls `action` with every value. Only for signals that cannot fail,
    /// so that no failure goes unnoticed.
    ///
    /// - Returns: A disposable that stops this observation, or `nil` if the
    ///   signal had already terminated.
    @discardableResult
    @inlinable  // Step 12: compiled for the caller's types.
    public func observeValues(_ action: @escaping (Value) -> Void) -> Disposable? {
        // Step 12: a closure that holds `action` alone, rather than
        // `Observer(value:)`, whose closure holds four optional closures:
        // 48 bytes of heap per observer instead of 96.
        observe(Observer { event in
            if case .value(let value) = event {
                action(value)
            }
        })
    }
}
