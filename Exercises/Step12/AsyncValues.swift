// Exercise 12.6: a producer's values as an AsyncSequence with its error
// type.
//
// The contract is in Exercises/Step12.md. The shape of the sequence is
// given (its `Failure` is the producer's `Error`); what it does is yours.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Foundation
import Step11_Multicasting

extension SignalProducer where Value: Sendable {
    /// The producer's values as an async sequence whose iteration throws the
    /// producer's `Error`, and cannot throw when `Error` is `Never`.
    ///
    /// ```swift
    /// for await number in SignalProducer<Int, Never>([1, 2, 3]).values {
    ///     print(number)
    /// }
    /// // prints 1, 2 and 3
    /// ```
    public var values: AsyncValues {
        AsyncValues(producer: self)
    }

    /// An async sequence of a producer's values. Each iterator is one start
    /// of the producer, made by `makeAsyncIterator()`; values wait in a
    /// buffer until they are asked for.
    ///
    /// `completed` and `interrupted` end the sequence after the values
    /// buffered; `failed` throws the error after them. Cancelling the
    /// iterating task, or letting go of the iterator (a `break`), disposes
    /// the start, and a waiting `next()` returns `nil`.
    public struct AsyncValues: AsyncSequence {
        /// A value the producer sent.
        public typealias Element = Value
        /// What the iteration throws: the producer's error.
        public typealias Failure = Error

        let producer: SignalProducer<Value, Error>

        /// Starts the producer.
        public func makeAsyncIterator() -> AsyncIterator {
            // TODO: start the producer; keep what it sends until asked.
            AsyncIterator()
        }

        /// One iteration: one start of the producer.
        public struct AsyncIterator: AsyncIteratorProtocol {
            // TODO: what the iterator holds.

            /// The next value; `nil` once the producer completed or was
            /// interrupted, or the task was cancelled.
            ///
            /// - Throws: The producer's error, after the values it sent.
            public mutating func next() async throws(Error) -> Value? {
                try await next(isolation: nil)
            }

            /// The next value, waited for in `actor`'s isolation: what
            /// `for await` calls.
            ///
            /// - Throws: The producer's error, after the values it sent.
            public mutating func next(isolation actor: isolated (any Actor)?) async throws(Error) -> Value? {
                // TODO: a value buffered, the end, or wait for one; and
                // dispose the start if the task is cancelled.
                nil
            }
        }
    }
}
