extension Signal {
    /// Sends the latest value of this signal together with the latest value
    /// of `other`, every time either sends a value, once both have sent one.
    ///
    /// ```swift
    /// let (temperatures, temperature) = Signal<Int, Never>.pipe()
    /// let (units, unit) = Signal<String, Never>.pipe()
    /// temperatures.combineLatest(with: units).observeValues { print("\($0)\($1)") }
    /// temperature.send(value: 20)  // no unit yet: nothing is sent
    /// unit.send(value: "°C")
    /// temperature.send(value: 21)
    /// // prints 20°C
    /// // prints 21°C
    /// ```
    ///
    /// The combined signal:
    /// - sends nothing until both signals have sent a value;
    /// - completes when both have completed (if one completes without ever
    ///   sending a value, nothing is ever sent, and it still waits for the
    ///   other to complete);
    /// - fails, or is interrupted, as soon as either fails or is interrupted.
    ///
    /// - Parameter other: The signal whose latest value goes second in every pair.
    /// - Returns: A signal of pairs of latest values.
    @inlinable
    public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        Signal.combineLatest(self, other)
    }

    /// Sends the latest value of every signal of `signals`, as an array in
    /// their order, every time one of them sends a value, once each has sent
    /// one; see ``combineLatest(with:)`` for when it ends.
    ///
    /// ```swift
    /// let (first, sendFirst) = Signal<Int, Never>.pipe()
    /// let (second, sendSecond) = Signal<Int, Never>.pipe()
    /// Signal.combineLatest([first, second]).observeValues { print($0) }
    /// sendFirst.send(value: 1)
    /// sendSecond.send(value: 2)
    /// sendFirst.send(value: 3)
    /// // prints [1, 2]
    /// // prints [3, 2]
    /// ```
    ///
    /// With no signals at all, the combined signal completes at once, before
    /// anyone can observe it: like every signal that has ended, it sends
    /// `interrupted` to whoever observes it afterwards.
    ///
    /// - Parameter signals: The signals to combine.
    /// - Returns: A signal of arrays of latest values, one per signal.
    @inlinable
    public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
    where S.Element == Signal<Value, Error> {
        let inputs = signals.map(CombiningInput.init)
        return Signal<[Value], Error>.combining(
            inputs,
            operatorName: "combineLatest",
            machine: CombineLatestStateMachine(inputCount: inputs.count),
            makeValue: { $0 }
        )
    }
}

extension SignalProducer {
    /// On every start, starts this producer, then `other`, and sends the
    /// latest value of each together, as ``Signal/combineLatest(with:)``
    /// does. Disposing the start interrupts both.
    ///
    /// ```swift
    /// let sizes = SignalProducer<Int, Never>([1, 2])
    /// let colours = SignalProducer<String, Never>(["red", "blue"])
    /// sizes.combineLatest(with: colours).startWithValues { print("\($0) \($1)") }
    /// // prints 2 red
    /// // prints 2 blue
    /// ```
    ///
    /// (`sizes` sends both its values before `colours` starts: by then, its
    /// latest value is 2.)
    public func combineLatest<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        SignalProducer.combineLatest(self, other)
    }

    /// On every start, starts each producer of `producers`, in order, and
    /// sends the latest value of each as an array, as
    /// ``Signal/combineLatest(_:)`` does.
    ///
    /// With no producers, each start completes at once without a value.
    public static func combineLatest<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
    where S.Element == SignalProducer<Value, Error> {
        SignalProducer<[Value], Error>.startingInOrder(Array(producers)) { Signal<Value, Error>.combineLatest($0) }
    }

    /// Like ``combineLatest(_:)``, but with no producers, each start sends
    /// `emptySentinel`, then completes.
    ///
    /// ```swift
    /// let none: [SignalProducer<Bool, Never>] = []
    /// SignalProducer.combineLatest(none, emptySentinel: []).startWithValues { print($0) }
    /// // prints []
    /// ```
    public static func combineLatest<S: Sequence>(_ producers: S, emptySentinel: [Value]) -> SignalProducer<[Value], Error>
    where S.Element == SignalProducer<Value, Error> {
        SignalProducer<[Value], Error>.startingInOrder(Array(producers), emptySentinel: emptySentinel) {
            Signal<Value, Error>.combineLatest($0)
        }
    }
}
