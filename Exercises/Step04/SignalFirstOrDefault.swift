// Exercise 4.6 (stretch): firstOrDefault, as a future.
//
// ReactiveObjC's `-firstOrDefault:` blocks the calling thread until a signal
// sends its first value. Blocking is rarely what you want (on the main
// thread, never). A future gives the same answer without blocking: it hands
// the first value to a completion, and cancelling it stops waiting.
//
// The signal is yours, with its shell and core (exercise 4.5: disposing
// an observation must remove it); the future is yours, from exercise 4.4.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

import Step03_Future

extension Signal {
    /// A future of the first value this signal sends after the future is
    /// started, or `defaultValue` if the signal completes or is interrupted
    /// before sending one.
    ///
    /// ```swift
    /// let (taps, tap) = Signal<String, Never>.pipe()
    /// taps.first(or: "no tap").start { print($0) }
    /// tap.send(value: "first tap")
    /// tap.send(value: "second tap")
    /// // prints success("first tap")
    /// ```
    ///
    /// Starting the future observes the signal; the observation stops as
    /// soon as the result is delivered, or when the future is cancelled. A
    /// failure of the signal is the future's failure.
    public func first(or defaultValue: Value) -> Future<Value, Error> {
        // TODO: a future whose operation observes this signal and completes
        // with the first value, with the error of a failure, or with
        // `defaultValue` on completed or interrupted. Attach the observation
        // to the run's lifetime, so it stops when the run ends.
        return Future { _, _ in }
    }
}
