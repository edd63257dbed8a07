extension Signal {
    /// Pairs the values of this signal with the values of `other`, in
    /// order: the first value of each, then the second of each, and so on.
    ///
    /// ```swift
    /// let (questions, ask) = Signal<String, Never>.pipe()
    /// let (answers, answer) = Signal<Int, Never>.pipe()
    /// questions.zip(with: answers).observeValues { print("\($0) \($1)") }
    /// ask.send(value: "6 × 7?")
    /// ask.send(value: "2 + 2?")  // waits for its answer
    /// answer.send(value: 42)
    /// answer.send(value: 4)
    /// // prints 6 × 7? 42
    /// // prints 2 + 2? 4
    /// ```
    ///
    /// The zipped signal:
    /// - keeps every value that has no partner yet, in order, until its
    ///   partner arrives;
    /// - completes as soon as one of the signals has completed and all its
    ///   values have been paired (it can never send another pair), dropping
    ///   the values that wait in the other; so also when both have completed;
    /// - fails, or is interrupted, as soon as either fails or is interrupted.
    ///
    /// - Parameter other: The signal whose values go second in every pair.
    /// - Returns: A signal of pairs.
    public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        Signal.zip(self, other)
    }

    /// Zips the values of every signal of `signals` into arrays, in their
    /// order: the nth array holds the nth value of each; see
    /// ``zip(with:)`` for when it ends.
    ///
    /// ```swift
    /// let (first, sendFirst) = Signal<Int, Never>.pipe()
    /// let (second, sendSecond) = Signal<Int, Never>.pipe()
    /// Signal.zip([first, second]).observeValues { print($0) }
    /// sendFirst.send(value: 1)
    /// sendFirst.send(value: 2)
    /// sendSecond.send(value: 10)
    /// // prints [1, 10]
    /// ```
    ///
    /// With no signals at all, the zipped signal completes at once, before
    /// anyone can observe it: like every signal that has ended, it sends
    /// `interrupted` to whoever observes it afterwards.
    ///
    /// - Parameter signals: The signals to zip.
    /// - Returns: A signal of arrays, one value per signal.
    public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
    where S.Element == Signal<Value, Error> {
        let inputs = signals.map(CombiningInput.init)
        return Signal<[Value], Error>.combining(
            inputs,
            operatorName: "zip",
            machine: ZipStateMachine(inputCount: inputs.count),
            makeValue: { $0 }
        )
    }
}

extension SignalProducer {
    /// On every start, starts this producer, then `other`, and pairs their
    /// values in order, as ``Signal/zip(with:)`` does. Disposing the start
    /// interrupts both.
    ///
    /// ```swift
    /// let letters = SignalProducer<String, Never>(["a", "b", "c"])
    /// let numbers = SignalProducer<Int, Never>([1, 2])
    /// letters.zip(with: numbers).startWithValues { print("\($0)\($1)") }
    /// // prints a1
    /// // prints b2
    /// ```
    public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        SignalProducer.zip(self, other)
    }

    /// On every start, starts each producer of `producers`, in order, and
    /// zips their values into arrays, as ``Signal/zip(_:)`` does.
    ///
    /// With no producers, each start completes at once without a value.
    public static func zip<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
    where S.Element == SignalProducer<Value, Error> {
        SignalProducer<[Value], Error>.startingInOrder(Array(producers)) { Signal<Value, Error>.zip($0) }
    }

    /// Like ``zip(_:)``, but with no producers, each start sends
    /// `emptySentinel`, then completes.
    public static func zip<S: Sequence>(_ producers: S, emptySentinel: [Value]) -> SignalProducer<[Value], Error>
    where S.Element == SignalProducer<Value, Error> {
        SignalProducer<[Value], Error>.startingInOrder(Array(producers), emptySentinel: emptySentinel) {
            Signal<Value, Error>.zip($0)
        }
    }
}
