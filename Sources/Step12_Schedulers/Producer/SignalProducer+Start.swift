extension SignalProducer {
    /// Starts the work and sends its events to `action`.
    ///
    /// - Returns: A disposable that interrupts this start.
    @discardableResult
    @inlinable  // Step 12: compiled for the caller's types.
    public func start(_ action: @escaping Signal<Value, Error>.Observer.Action) -> Disposable {
        start(Signal.Observer(action))
    }

    /// Starts the work; `action` receives each value as a success and the
    /// failure, if any, as a failure. Completion and interruption are not
    /// reported.
    ///
    /// - Returns: A disposable that interrupts this start.
    @discardableResult
    @inlinable  // Step 12: compiled for the caller's types.
    public func startWithResult(_ action: @escaping (Result<Value, Error>) -> Void) -> Disposable {
        start(
            Signal.Observer(
                value: { action(.success($0)) },
                failed: { action(.failure($0)) }
            )
        )
    }

    /// Starts the work; `action` is called with the error if it fails.
    ///
    /// - Returns: A disposable that interrupts this start.
    @discardableResult
    @inlinable  // Step 12: compiled for the caller's types.
    public func startWithFailed(_ action: @escaping (Error) -> Void) -> Disposable {
        start(Signal.Observer(failed: action))
    }

    /// Starts the work; `action` is called if it completes.
    ///
    /// - Returns: A disposable that interrupts this start.
    @discardableResult
    @inlinable  // Step 12: compiled for the caller's types.
    public func startWithCompleted(_ action: @escaping () -> Void) -> Disposable {
        start(Signal.Observer(completed: action))
    }

    /// Starts the work; `action` is called if it is interrupted.
    ///
    /// - Returns: A disposable that interrupts this start.
    @discardableResult
    @inlinable  // Step 12: compiled for the caller's types.
    public func startWithInterrupted(_ action: @escaping () -> Void) -> Disposable {
        start(Signal.Observer(interrupted: action))
    }
}

extension SignalProducer where Error == Never {
    /// Starts the work; `action` receives each value. Only for producers
    /// that cannot fail, so that no failure goes unnoticed.
    ///
    /// - Returns: A disposable that interrupts this start.
    @discardableResult
    @inlinable  // Step 12: compiled for the caller's types.
    public func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable {
        // Step 12: a closure that holds `action` alone, as `observeValues`
        // does, rather than `Observer(value:)`, whose closure holds four
        // optional closures: 48 bytes less for each start that runs.
        start(
            Signal.Observer { event in
                if case .value(let value) = event {
                    action(value)
                }
            })
    }
}
