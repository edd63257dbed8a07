// Exercise 6.7 (stretch): group(by:).
//
// ReactiveObjC's RACSignal has `-groupBy:`: it splits one signal into one
// signal per key, and sends each new group as a value as soon as its key
// first appears. (See the RACSignal operations walk-through.) ReactiveSwift
// has no such operator. Its values are themselves signals: a first taste
// of the streams of streams of chapter 8.

import Step05_SignalProducer

extension Signal {
    /// Splits this signal into groups, one signal per key.
    ///
    /// The first time a key appears, a new signal is made for it and sent,
    /// with the key, as a value: `(key: key, values: signal)`. Then the
    /// value goes to its key's signal, and so does every later value with
    /// that key. So an observer that observes each group as it is sent sees
    /// every value of that group, the first included.
    ///
    /// A terminal event goes to this signal of groups first, then to every
    /// group, in the order their keys first appeared (ReactiveObjC's order).
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.group { $0.isMultiple(of: 2) ? "even" : "odd" }.observeValues { group in
    ///     group.values.observeValues { print(group.key, $0) }
    /// }
    /// for number in 1...4 { input.send(value: number) }
    /// // prints odd 1
    /// // prints even 2
    /// // prints odd 3
    /// // prints even 4
    /// ```
    ///
    /// A group that nobody observes drops its values, as any signal does.
    ///
    /// - Parameter key: The key of each value; called once per value.
    /// - Returns: A signal of groups.
    public func group<Key: Hashable>(
        by key: @escaping (Value) -> Key
    ) -> Signal<(key: Key, values: Signal<Value, Error>), Error> {
        Signal<(key: Key, values: Signal<Value, Error>), Error> { output, lifetime in
            // The input of each group's signal, by key, for sending...
            var inputs: [Key: Signal<Value, Error>.Observer] = [:]
            // ...and in the order the keys appeared, for ending them in a
            // fixed order (a dictionary has none).
            var inputsInOrder: [Signal<Value, Error>.Observer] = []

            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    let groupKey = key(value)
                    if let input = inputs[groupKey] {
                        input.send(value: value)
                        return
                    }
                    // A new key: make its signal, keep its input, and send
                    // the group *before* its first value, so that whoever
                    // observes the group on arrival sees that value.
                    let (values, input) = Signal<Value, Error>.pipe()
                    inputs[groupKey] = input
                    inputsInOrder.append(input)
                    output.send(value: (key: groupKey, values: values))
                    input.send(value: value)
                case .failed(let error):
                    output.send(error: error)
                    for input in inputsInOrder { input.send(error: error) }
                case .completed:
                    output.sendCompleted()
                    for input in inputsInOrder { input.sendCompleted() }
                case .interrupted:
                    output.sendInterrupted()
                    for input in inputsInOrder { input.sendInterrupted() }
                }
                // When this signal ends, its lifetime ends and the closure is
                // released, and with it the inputs: each group has been
                // sent its terminal event by then.
            }
        }
    }
}

extension SignalProducer {
    /// Splits each start into groups, one signal per key; see
    /// ``Signal/group(by:)``.
    public func group<Key: Hashable>(
        by key: @escaping (Value) -> Key
    ) -> SignalProducer<(key: Key, values: Signal<Value, Error>), Error> {
        lift { $0.group(by: key) }
    }
}
