// Exercise 7.6 (stretch): combineLatest of a collection.
//
// A form with any number of fields, a dashboard of any number of sensors:
// whenever one of them changes, the whole picture is sent again.
// ReactiveCocoa's Basic Operators guide shows `combineLatest` of two
// streams; here it combines a whole collection into arrays.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step06_Transforming

extension Signal {
    /// Sends an array of the latest value of every signal, in the
    /// collection's order, each time any of them sends a value, once each
    /// has sent at least one.
    ///
    /// It completes once every signal has completed; a failure or an
    /// interruption of any of them is sent at once. An empty collection
    /// gives a signal that has already completed.
    ///
    /// ```swift
    /// let (numbers, numbersInput) = Signal<String, Never>.pipe()
    /// let (letters, lettersInput) = Signal<String, Never>.pipe()
    /// Signal.combineLatest([numbers, letters]).observeValues { print($0) }
    /// numbersInput.send(value: "1")
    /// lettersInput.send(value: "A")
    /// numbersInput.send(value: "2")
    /// // prints ["1", "A"]
    /// // prints ["2", "A"]
    /// ```
    ///
    /// - Parameter signals: The signals to combine.
    /// - Returns: A signal of arrays, one element per signal.
    public static func combineLatest<Signals: Sequence>(_ signals: Signals) -> Signal<[Value], Error>
    where Signals.Element == Signal<Value, Error> {
        // TODO: nothing until every signal has sent a value; from then on, at
        // each value of any signal, send the latest value of each, as an
        // array in the collection's order. Complete once every signal has
        // completed (one that never sent a value included); a failure or an
        // interruption of any signal ends the output at once. An empty
        // collection gives a signal that has already completed. Values may
        // arrive from several threads at once: the arrays go out one at a
        // time, in the order they were made.
        return Signal<[Value], Error> { _, _ in }
    }
}

extension SignalProducer {
    /// Starts every producer of the collection, in order, and sends an array
    /// of the latest value of each, as ``Signal/combineLatest(_:)`` does. An
    /// empty collection completes at once.
    ///
    /// ```swift
    /// SignalProducer.combineLatest([
    ///     SignalProducer<Int, Never>(value: 1),
    ///     SignalProducer<Int, Never>([2, 3]),
    /// ])
    /// .startWithValues { print($0) }
    /// // prints [1, 2]
    /// // prints [1, 3]
    /// ```
    public static func combineLatest<Producers: Sequence>(_ producers: Producers) -> SignalProducer<[Value], Error>
    where Producers.Element == SignalProducer<Value, Error> {
        // TODO: each start starts every producer, in the collection's order,
        // and sends what `Signal.combineLatest` would of their values, those
        // they send as they start included. When the start ends, the starts
        // still running are interrupted. An empty collection completes at
        // once.
        return SignalProducer<[Value], Error> { _, _ in }
    }
}
