// Exercise 12.7 (stretch): blocking single() and last().
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
    /// value, or its failure; `nil` if it sent no value.
    ///
    /// ```swift
    /// print(SignalProducer<Int, Never>([1, 2, 3]).last()!)
    /// // prints success(3)
    /// ```
    public func last() -> Result<Value, Error>? {
        // TODO: start, wait for the end, answer.
        nil
    }
}
