// Exercise 9.2: flatMapError.
//
// A failure ends a stream for good; `flatMapError` decides what comes
// next: a cached copy instead of the network's answer, a default value, or
// another attempt. It starts a producer in the failure's place.

import Step08_Flattening

extension Signal {
    /// Forwards values, completion and interruption; on a failure, starts
    /// `transform(error)` in its place, and forwards that producer's events
    /// (its values, and however it ends).
    ///
    /// ```swift
    /// struct Timeout: Error {}
    /// let (results, input) = Signal<String, Timeout>.pipe()
    /// results
    ///     .flatMapError { _ in SignalProducer<String, Never>(value: "Default") }
    ///     .observe { print($0) }
    /// input.send(value: "First")
    /// input.send(error: Timeout())
    /// // prints value("First")
    /// // prints value("Default")
    /// // prints completed
    /// ```
    ///
    /// - Parameter transform: The producer to start in the failure's place;
    ///   called once, when the failure arrives.
    /// - Returns: A signal that fails only if the replacement does.
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> Signal<Value, F> {
        Signal<Value, F> { output, lifetime in
            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    // The types differ (`Error` and `F`), so each event is
                    // sent anew rather than passed on.
                    output.send(value: value)
                case .failed(let error):
                    // Start the replacement. Its interrupter goes to the
                    // output's lifetime: when the output ends, the
                    // replacement is interrupted with it. (ReactiveSwift's
                    // signal version keeps it nowhere.)
                    transform(error).startWithSignal { replacement, interrupter in
                        lifetime += interrupter
                        replacement.observe(output)
                    }
                case .completed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}

extension SignalProducer {
    /// Forwards the values, completion and interruption of each start; on a
    /// failure, starts `transform(error)` in its place; see
    /// ``Signal/flatMapError(_:)``.
    ///
    /// ```swift
    /// struct Timeout: Error {}
    /// SignalProducer<String, Timeout>(error: Timeout())
    ///     .flatMapError { _ in SignalProducer<String, Never>(value: "Default") }
    ///     .startWithValues { print($0) }
    /// // prints Default
    /// ```
    ///
    /// - Parameter transform: The producer to start in the failure's place.
    /// - Returns: A producer that fails only if the replacement does.
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> SignalProducer<Value, F> {
        // Each start gets its own signal operator, and with it its own
        // replacement: disposing of the start interrupts this producer's
        // start before the failure, the replacement after it.
        lift { $0.flatMapError(transform) }
    }
}
