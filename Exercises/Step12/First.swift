// Exercise 12.5: blocking first().
//
// Wait for a producer's first value, on any thread. The contract is in
// Exercises/Step12.md.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

import Foundation
import Step11_Multicasting

extension SignalProducer {
    /// Starts the producer, blocks the calling thread until it sends its
    /// first value or terminates, and returns what it sent: the first
    /// value, the failure, or `nil` if it completed or was interrupted
    /// without a value. The start is disposed of once the first value came.
    ///
    /// ```swift
    /// let first = SignalProducer<Int, Never>([1, 2, 3]).first()
    /// print(first!)
    /// // prints success(1)
    /// ```
    ///
    /// Never call it on the thread that the producer needs to send from
    /// (a queue that only this thread runs): it would wait forever.
    public func first() -> Result<Value, Error>? {
        // TODO: start, wait for what the start sends, answer.
        nil
    }
}
