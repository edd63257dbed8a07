// Exercise 12.2: delay(_:on:).
//
// Every value, and the completion, `interval` seconds later, on a
// scheduler. The contract is in Exercises/Step12.md.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Foundation
import Step11_Multicasting

extension Signal {
    /// Sends each value, and the completion, `interval` seconds after this
    /// signal sent it, from an action on `scheduler`. A failure or an
    /// interruption is not delayed: it is scheduled for now, and the values
    /// still waiting are dropped and let go of.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.delay(2, on: scheduler).observeValues { print($0) }
    /// input.send(value: 1)
    /// scheduler.advance(by: 2)
    /// // prints 1
    /// ```
    ///
    /// - Precondition: `interval` is not negative.
    public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
        // TODO: schedule each event as the sheet says.
        self
    }
}

extension SignalProducer {
    /// Delays the values and the completion of every start by `interval`
    /// seconds, on `scheduler`; see ``Signal/delay(_:on:)``. Disposing a
    /// start interrupts it at once and cancels what waits.
    ///
    /// - Precondition: `interval` is not negative.
    public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
        // TODO: the same, for every start.
        self
    }
}
