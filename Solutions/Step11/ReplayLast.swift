// Exercise 11.5 (stretch): replayLast.
//
// The RACSignal walk-through's `replayLast`: a replay of capacity 1,
// connected at once. In this chapter's terms, `replayLazily(upTo: 1)`
// started as soon as it is made.

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
    ///
    /// The start is made before anybody observes: what it sends before the
    /// first start of the result is lost, but the last value. Nothing
    /// disposes of it: it runs until this producer ends.
    public func replayLast() -> SignalProducer<Value, Error> {
        // Exercise 11.1's sharing, with a memory of one value; the bare
        // start is the walk-through's connection, made at once.
        let replayed = replayLazily(upTo: 1)
        replayed.start()
        return replayed
    }
}
