// Exercise 5.1: ready-made producers.
//
// Each of these is a few lines on top of the start-handler initializer,
// `SignalProducer { observer, lifetime in ... }`, given in
// `SignalProducer.swift`. The start handler runs on every start, never
// before, so everything below is lazy without any extra work.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Each one makes a producer that does nothing at all when
// started, and keeps nothing: when the test lets go of its start, nothing
// holds the input observer any more, and the start ends `interrupted`. So a
// placeholder shows up in a test as `[interrupted]`. Replace each one.

import Step04_Disposables

extension SignalProducer {
    /// A producer that sends `value`, then completes, on every start.
    public init(value: Value) {
        // TODO: send the value, then complete.
        self.init { _, _ in }
    }

    /// A producer that fails with `error` on every start.
    public init(error: Error) {
        // TODO: fail with the error.
        self.init { _, _ in }
    }

    /// A producer that sends the value and completes, or fails with the
    /// error, of `result`.
    public init(result: Result<Value, Error>) {
        // TODO: one of the two initializers above, depending on `result`.
        self.init { _, _ in }
    }

    /// A producer that sends every element of `values`, in order, then
    /// completes. It stops early if the start ends on the way.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2, 3]).start { print($0) }
    /// // prints VALUE 1
    /// // prints VALUE 2
    /// // prints VALUE 3
    /// // prints COMPLETED
    /// ```
    public init<S: Sequence>(_ values: S) where S.Element == Value {
        // TODO: send each element, then complete; before taking each
        // element, stop if the start's lifetime has ended.
        self.init { _, _ in }
    }

    /// A producer that sends the values given, in order, then completes.
    ///
    /// At least two values, so that `SignalProducer(values: x)` cannot be
    /// confused with `SignalProducer(value: x)`.
    public init(values first: Value, _ second: Value, _ tail: Value...) {
        // TODO: the sequence initializer above, with all the values.
        self.init { _, _ in }
    }

    /// A producer that completes at once on every start.
    public static var empty: SignalProducer {
        // TODO: complete at once.
        SignalProducer { _, _ in }
    }

    /// A producer that never sends anything, until its start is disposed.
    public static var never: SignalProducer {
        // TODO: send nothing, but keep the input observer until the start's
        // lifetime ends: releasing it would interrupt the signal.
        SignalProducer { _, _ in }
    }
}
