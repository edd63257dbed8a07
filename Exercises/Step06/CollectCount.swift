// Exercise 6.3: collect(count:).
//
// A batch upload sends records ten at a time; a chart plots points in
// groups. `collect(count:)` gathers values into arrays of `count`, and sends
// each array as soon as it is full.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step05_SignalProducer

extension Signal {
    /// Sends the values in arrays of `count`, each as soon as it is full.
    /// When this signal completes, the values left over are sent as a last,
    /// shorter array, and a signal that sent no value at all sends one empty
    /// array. A failure or an interruption is sent at once, and the values
    /// left over are dropped.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.collect(count: 2).observeValues { print($0) }
    /// for number in 1...5 { input.send(value: number) }
    /// input.sendCompleted()
    /// // prints [1, 2]
    /// // prints [3, 4]
    /// // prints [5]
    /// ```
    ///
    /// - Precondition: `count` is greater than 0.
    /// - Parameter count: How many values each array holds.
    /// - Returns: A signal of arrays.
    public func collect(count: Int) -> Signal<[Value], Error> {
        // TODO: send an array each time `count` values have arrived since the
        // last one. On completion: the values left over, if any; an empty
        // array if no value arrived at all; then `completed`. A failure or an
        // interruption is sent at once, and the leftovers are dropped. A
        // `count` below 1 stops the program, with a message that names the
        // call and the count, and says what collects every value
        // (`collect()`).
        return Signal<[Value], Error> { _, _ in }
    }
}

extension SignalProducer {
    /// Sends the values of each start in arrays of `count`; see
    /// ``Signal/collect(count:)``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(1...5).collect(count: 2).startWithValues { print($0) }
    /// // prints [1, 2]
    /// // prints [3, 4]
    /// // prints [5]
    /// ```
    public func collect(count: Int) -> SignalProducer<[Value], Error> {
        // TODO: the same on every start, each start with its own arrays. A
        // wrong count stops the program here, where the producer is built,
        // not at its first start.
        return SignalProducer<[Value], Error> { _, _ in }
    }
}
