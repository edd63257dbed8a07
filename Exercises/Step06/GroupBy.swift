// Exercise 6.7 (stretch): group(by:).
//
// ReactiveObjC's RACSignal has `-groupBy:`: it splits one signal into one
// signal per key, and sends each new group as a value as soon as its key
// first appears. (See the RACSignal operations walk-through.) ReactiveSwift
// has no such operator. Its values are themselves signals: a first taste
// of the streams of streams of chapter 8.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

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
        // TODO: a value whose key is new: send `(key: key, values: signal)`
        // for it first, then the value into that new signal. A value whose
        // key is known: into its group's signal. A terminal event goes to the
        // signal of groups first, then to every group, in the order their
        // keys first appeared. `key` is called once per value; once the
        // signal of groups ends, `self` is no longer observed.
        return Signal<(key: Key, values: Signal<Value, Error>), Error> { _, _ in }
    }
}

extension SignalProducer {
    /// Splits each start into groups, one signal per key; see
    /// ``Signal/group(by:)``.
    public func group<Key: Hashable>(
        by key: @escaping (Value) -> Key
    ) -> SignalProducer<(key: Key, values: Signal<Value, Error>), Error> {
        // TODO: the same on every start, each start with its own groups.
        return SignalProducer<(key: Key, values: Signal<Value, Error>), Error> { _, _ in }
    }
}
