// Exercise 5.1: ready-made producers.
//
// Each of these is a few lines on top of the start-handler initializer,
// `SignalProducer { observer, lifetime in ... }`, given in
// `SignalProducer.swift`. The start handler runs on every start, never
// before, so everything below is lazy without any extra work.

import Step04_Disposables

extension SignalProducer {
    /// A producer that sends `value`, then completes, on every start.
    public init(value: Value) {
        self.init { observer, _ in
            observer.send(value: value)
            observer.sendCompleted()
        }
    }

    /// A producer that fails with `error` on every start.
    public init(error: Error) {
        self.init { observer, _ in
            observer.send(error: error)
        }
    }

    /// A producer that sends the value and completes, or fails with the
    /// error, of `result`.
    public init(result: Result<Value, Error>) {
        // Choose once, when the producer is made: the result cannot change.
        switch result {
        case .success(let value):
            self.init(value: value)
        case .failure(let error):
            self.init(error: error)
        }
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
        self.init { observer, lifetime in
            for value in values {
                // Sending into a signal that has ended is harmless (it is
                // ignored), but it is wasted work, and the sequence may be
                // long. The lifetime ends as soon as the start is
                // interrupted, even by an observer of the value just sent:
                // check it before taking the next element.
                guard !lifetime.hasEnded else { return }
                observer.send(value: value)
            }
            observer.sendCompleted()
        }
    }

    /// A producer that sends the values given, in order, then completes.
    ///
    /// At least two values, so that `SignalProducer(values: x)` cannot be
    /// confused with `SignalProducer(value: x)`.
    public init(values first: Value, _ second: Value, _ tail: Value...) {
        self.init([first, second] + tail)
    }

    /// A producer that completes at once on every start.
    public static var empty: SignalProducer {
        SignalProducer { observer, _ in observer.sendCompleted() }
    }

    /// A producer that never sends anything, until its start is disposed.
    public static var never: SignalProducer {
        SignalProducer { observer, lifetime in
            // Keep the input observer until the start ends. Releasing it
            // would interrupt the signal, and this producer stays silent.
            // The lifetime holds this closure, and so the observer, until
            // the start is disposed.
            lifetime.observeEnded { _ = observer }
        }
    }
}
