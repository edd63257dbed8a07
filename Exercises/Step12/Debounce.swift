// Exercise 12.3: debounce(_:on:discardWhenCompleted:).
//
// A value goes on only after a pause. The contract is in
// Exercises/Step12.md.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Foundation
import Step11_Multicasting

extension Signal {
    /// Sends a value only once this signal has been quiet for `interval`
    /// seconds after it, from an action on `scheduler`: a newer value
    /// replaces it and starts the wait again.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (keys, type) = Signal<String, Never>.pipe()
    /// keys.debounce(0.5, on: scheduler).observeValues { print($0) }
    /// type.send(value: "r")
    /// scheduler.advance(by: 0.3)
    /// type.send(value: "rx")
    /// scheduler.run()
    /// // prints rx
    /// ```
    ///
    /// The completion is scheduled for now; with `discardWhenCompleted`
    /// false, a value still waiting is sent when its wait is over, then the
    /// completion. A failure or an interruption is scheduled for now and
    /// drops the value waiting.
    ///
    /// - Precondition: `interval` is not negative.
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        // TODO: keep the value waiting, and one timer for it.
        self
    }
}

extension SignalProducer {
    /// Sends a value of each start only once the start has been quiet for
    /// `interval` seconds after it; see
    /// ``Signal/debounce(_:on:discardWhenCompleted:)``. Disposing a start
    /// interrupts it at once and drops the value waiting.
    ///
    /// - Precondition: `interval` is not negative.
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Error> {
        // TODO: the same, for every start.
        self
    }
}
