extension Signal {
    /// Creates a signal together with its input observer: what you send into
    /// `input` comes out of `output`.
    ///
    /// ```swift
    /// let (output, input) = Signal<String, Never>.pipe()
    /// output.observeValues { print("hello, \($0)") }
    /// input.send(value: "pipe")
    /// // prints hello, pipe
    /// ```
    ///
    /// - Parameter disposable: Disposed when the signal terminates, after
    ///   the observers have received the terminal event.
    /// - Returns: The signal, and the observer that feeds it. Releasing
    ///   `input` without sending a terminal event interrupts `output`.
    @inlinable  // Step 12: the pipe's signal compiles for the caller's types.
    public static func pipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
        var input: Observer!
        let output = Signal { observer, lifetime in
            input = observer
            lifetime += disposable
        }
        return (output, input)
    }

    /// A signal that never sends any event, not even a terminal one.
    /// Observers wait for ever (until they stop observing).
    public static var never: Signal {
        Signal { observer, lifetime in
            // Keep the input observer until the signal ends: releasing it
            // would interrupt, and this signal stays silent.
            lifetime.observeEnded { _ = observer }
        }
    }

    /// A signal that has already completed. Like every terminated signal, it
    /// sends `interrupted` to an observer that arrives after the end.
    public static var empty: Signal {
        Signal { observer, _ in observer.sendCompleted() }
    }
}
