// Exercise 11.5 (stretch): replayLast.
//
// The RACSignal walk-through's `replayLast`: started at once, the last
// value replayed to every start. The contract is in Exercises/Step11.md.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

import Step10_Properties

extension SignalProducer {
    /// Starts this producer now, once, and returns a producer whose starts
    /// share that start: each receives the last value sent so far, if any,
    /// then what follows; after the end, the last value and the terminal
    /// event.
    ///
    /// ```swift
    /// let numbers = SignalProducer<Int, Never>(values: 0, 1)
    /// let last = numbers.replayLast()
    /// last.startWithValues { print($0) }
    /// // prints 1
    /// ```
    public func replayLast() -> SignalProducer<Value, Error> {
        // TODO: start this producer now, and give each start of the result
        // the last value, then what follows.
        SignalProducer.empty
    }
}
