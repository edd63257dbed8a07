// Exercise 4.6 (stretch): firstOrDefault, as a future.
//
// ReactiveObjC's `-firstOrDefault:` blocks the calling thread until a signal
// sends its first value. Blocking is rarely what you want (on the main
// thread, never). A future gives the same answer without blocking: it hands
// the first value to a completion, and cancelling it stops waiting.
//
// The signal is yours, with its shell and core (exercise 4.5: disposing
// an observation must remove it); the future is yours, from exercise 4.4.

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
        Future { completion, lifetime in
            // Observe in the operation, not before: nothing happens until
            // the future is started, and each start observes again.
            //
            // The observation belongs to the run's lifetime. The run ends
            // when the first result is delivered (your `start` ends the
            // lifetime then), and when the caller cancels: either way, the
            // lifetime disposes the observation, and the signal lets go of
            // the observer at once.
            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    completion(.success(value))
                case .failed(let error):
                    completion(.failure(error))
                case .completed, .interrupted:
                    // No value came, and none will: the default is the
                    // answer. (Had a value come, the run would be over and
                    // the observation gone.)
                    completion(.success(defaultValue))
                }
            }
        }
    }
}
