extension Signal {
    /// Drops values for as long as `shouldContinue` returns `true`; from the
    /// first value for which it returns `false` on, forwards everything,
    /// that value included.
    ///
    /// Once it forwards, it never asks `shouldContinue` again. The terminal
    /// event is always forwarded.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.skip(while: { $0 < 3 }).observe { print($0) }
    /// for number in [1, 2, 3, 1] { input.send(value: number) }
    /// input.sendCompleted()
    /// // prints VALUE 3
    /// // prints VALUE 1
    /// // prints COMPLETED
    /// ```
    ///
    /// - Parameter shouldContinue: Decides, for each value until one fails
    ///   the test, whether to drop it.
    /// - Returns: A signal of the values from the first one that fails the
    ///   test on.
    public func skip(while shouldContinue: @escaping (Value) -> Bool) -> Signal<Value, Error> {
        flatMapEvent(Event.skip(while: shouldContinue))
    }
}

extension SignalProducer {
    /// Drops the values of every start while `shouldContinue` returns
    /// `true`; see ``Signal/skip(while:)``.
    public func skip(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(ProducedSignal.Event.skip(while: shouldContinue))
    }
}

extension Signal.Event {
    /// `skip` as an event transformation.
    static func skip(while shouldContinue: @escaping (Value) -> Bool) -> Transformation<Value, Error> {
        { output, _ in
            var phase = SkipWhilePhase.skipping
            return Signal.Observer { event in
                if case .value(let value) = event {
                    switch phase {
                    case .skipping:
                        if shouldContinue(value) { return }
                        phase = .forwarding
                    case .forwarding:
                        break
                    }
                }
                output.send(event)
            }
        }
    }
}

/// Where `skip(while:)` is:
///
///     skipping ── a value fails the test ──▶ forwarding
private enum SkipWhilePhase {
    /// Testing each value, and dropping it while it passes.
    case skipping
    /// Forwarding every value, without testing it.
    case forwarding
}
