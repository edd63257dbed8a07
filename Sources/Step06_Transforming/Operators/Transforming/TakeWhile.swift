extension Signal {
    /// Sends values for as long as `shouldContinue` returns `true`; at the
    /// first value for which it returns `false`, completes without sending
    /// that value.
    ///
    /// A terminal event that comes first is forwarded as it is. Completing
    /// early ends the observation of this signal: `shouldContinue` is not
    /// called again.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.take(while: { $0 < 3 }).observe { print($0) }
    /// for number in [1, 2, 3, 1] { input.send(value: number) }
    /// // prints VALUE 1
    /// // prints VALUE 2
    /// // prints COMPLETED
    /// ```
    ///
    /// ``take(until:)-((Value)->Bool)`` is the same, except that it sends the value that
    /// ends it.
    ///
    /// - Parameter shouldContinue: Decides, for each value, whether to send
    ///   it and go on.
    /// - Returns: A signal of the values before the first one that fails the
    ///   test.
    public func take(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        flatMapEvent(Event.take(while: shouldContinue))
    }
}

extension SignalProducer {
    /// Sends the values of every start while `shouldContinue` returns
    /// `true`, then completes and interrupts the work; see
    /// ``Signal/take(while:)``.
    public func take(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(ProducedSignal.Event.take(while: shouldContinue))
    }
}

extension Signal.Event {
    /// `take` as an event transformation.
    static func take(while shouldContinue: @escaping (Value) -> Bool) -> Transformation<Value, Error> {
        { output, _ in
            Signal.Observer { event in
                if case .value(let value) = event, !shouldContinue(value) {
                    output.sendCompleted()
                } else {
                    output.send(event)
                }
            }
        }
    }
}
