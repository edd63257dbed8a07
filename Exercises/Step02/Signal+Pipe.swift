// Given: `pipe()`, `never` and `empty`, the same as
// `Sources/Step02_Signal/Signal/Signal+Pipe.swift`. You do not need to change them.

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
    /// - Returns: The signal, and the observer that feeds it. Releasing
    ///   `input` without sending a terminal event interrupts `output`.
    public static func pipe() -> (output: Signal, input: Observer) {
        var input: Observer!
        let output = Signal { input = $0 }
        return (output, input)
    }

    /// A signal that never sends any event, not even a terminal one.
    /// Observers wait for ever (until they stop observing).
    public static var never: Signal {
        // Nobody keeps the input observer, but releasing it must not
        // interrupt: this signal stays silent.
        Signal(interruptsWhenInputIsReleased: false) { _ in }
    }

    /// A signal that has already completed. Like every terminated signal, it
    /// sends `interrupted` to an observer that arrives after the end.
    public static var empty: Signal {
        Signal { $0.sendCompleted() }
    }
}
