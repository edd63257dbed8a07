extension Signal {
    /// Sends every value until one for which `shouldContinue` returns
    /// `false`: that value is sent too, then the signal completes.
    ///
    /// This is ``take(while:)`` keeping the value that ends it. The value is
    /// sent first and tested after, as in ReactiveSwift. A terminal event that
    /// comes first is forwarded as it is. Completing ends the observation of
    /// this signal: `shouldContinue` is not called again.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.take(until: { $0 < 3 }).observe { print($0) }
    /// for number in [1, 2, 3, 1] { input.send(value: number) }
    /// // prints VALUE 1
    /// // prints VALUE 2
    /// // prints VALUE 3
    /// // prints COMPLETED
    /// ```
    ///
    /// - Parameter shouldContinue: Decides, after each value is sent,
    ///   whether to go on.
    /// - Returns: A signal of the values up to, and including, the first one
    ///   that fails the test.
    public func take(until shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        flatMapEvent(Event.take(until: shouldContinue))
    }
}

extension SignalProducer {
    /// Sends the values of every start up to, and including, the first one
    /// for which `shouldContinue` returns `false`, then completes and
    /// interrupts the work; see ``Signal/take(until:)-((Value)->Bool)``.
    public func take(until shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(ProducedSignal.Event.take(until: shouldContinue))
    }
}

extension Signal.Event {
    /// `take` as an event transformation.
    static func take(until shouldContinue: @escaping (Value) -> Bool) -> Transformation<Value, Error> {
        { output, _ in
            Signal.Observer { event in
                output.send(event)
                if case .value(let value) = event, !shouldContinue(value) {
                    output.sendCompleted()
                }
            }
        }
    }
}
