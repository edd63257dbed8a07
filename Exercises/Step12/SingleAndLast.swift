// Exercise 12.7 (stretch): blocking single(), last() and wait().
//
// The contract is in Exercises/Step12.md.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Foundation
import Step11_Multicasting

extension SignalProducer {
    /// Starts the producer, blocks until it terminates, and returns its one
    /// value, or its failure; `nil` if it sent no value or more than one.
    ///
    /// ```swift
    /// print(SignalProducer<Int, Never>(value: 7).single()!)
    /// // prints success(7)
    /// print(SignalProducer<Int, Never>([1, 2]).single() as Any)
    /// // prints nil
    /// ```
    public func single() -> Result<Value, Error>? {
        // TODO: start, wait for the end, answer.
        nil
    }

    /// Starts the producer, blocks until it terminates, and returns its last
    /// value, or its failure; `nil` if it sent no value, or was interrupted
    /// (as ReactiveSwift's `take(last: 1)` sends no value then).
    ///
    /// ```swift
    /// print(SignalProducer<Int, Never>([1, 2, 3]).last()!)
    /// // prints success(3)
    /// ```
    public func last() -> Result<Value, Error>? {
        // TODO: start, wait for the end, answer.
        nil
    }

    /// Starts the producer, blocks until it terminates, and returns success
    /// for a completion or an interruption, the error for a failure: the
    /// RACSignal walk-through's `waitUntilCompleted`.
    ///
    /// ```swift
    /// print(SignalProducer<Int, Never>([1, 2]).wait())
    /// // prints success(())
    /// ```
    public func wait() -> Result<Void, Error> {
        // TODO: start, wait for the end, answer.
        .success(())
    }
}
