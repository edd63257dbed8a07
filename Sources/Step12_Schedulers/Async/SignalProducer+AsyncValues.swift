/// A producer's values as an `AsyncSequence`, with the producer's error type
/// kept: `for await` over a producer that cannot fail, `for try await` with
/// a typed `catch` over one that can.
///
/// ```swift
/// let numbers = SignalProducer<Int, Never>([1, 2, 3])
/// for await number in numbers.values {
///     print(number)
/// }
/// // prints 1
/// // prints 2
/// // prints 3
///
/// do {
///     for try await number in SignalProducer<Int, TestError>(error: TestError()).values {
///         print(number)
///     }
/// } catch {
///     print(error)  // `error` is a TestError, not an `any Error`
/// }
/// ```
///
/// The contract:
/// - Each iteration starts the producer once: `makeAsyncIterator()` starts
///   it, so two `for await` loops over the same sequence are two starts.
/// - Values wait in a buffer while the consumer is busy; the
///   ``AsyncBufferingPolicy`` says what the buffer keeps when it is full.
///   The default, `.unbounded`, loses nothing.
/// - `completed` ends the sequence after the buffered values; `failed`
///   throws the producer's error after the buffered values, and the sequence
///   ends.
/// - `interrupted` ends the sequence like `completed`, after the buffered
///   values: an interruption is the work being stopped, not an error, and a
///   producer that cannot fail has no error to throw. To tell the two
///   endings apart, iterate `materialize()`'s values.
/// - Cancelling the iterating task, breaking out of the loop, or letting go
///   of the iterator disposes the start: the producer's disposal runs (and
///   sends `interrupted`, as every disposal does), the buffered values are
///   let go of, and a waiting `next()` returns `nil` at once.
///
/// Compared with Combine's `publisher.values`: Combine has two types,
/// `AsyncPublisher` for publishers that cannot fail and
/// `AsyncThrowingPublisher`, which throws `any Error`; here one type keeps
/// the error's type. Combine's iterator asks its publisher for one value at
/// a time, so it never buffers; a producer cannot be asked to wait, so its
/// values are buffered, and the buffering policy is the caller's choice.
/// Both start (subscribe) in `makeAsyncIterator()` and cancel when the task
/// is cancelled.
///
/// `Value` must be `Sendable` here (ReactiveSwift's own API never asks it):
/// the values are sent on the producer's thread and taken by the iterating
/// task, which may run anywhere.
extension SignalProducer where Value: Sendable {
    /// The producer's values as an async sequence that buffers every value
    /// the consumer has not yet taken (`.unbounded`).
    public var values: AsyncValues {
        AsyncValues(producer: self, bufferingPolicy: .unbounded)
    }

    /// The producer's values as an async sequence that buffers as
    /// `bufferingPolicy` says while the consumer is busy.
    ///
    /// ```swift
    /// let (signal, input) = Signal<Int, Never>.pipe()
    /// var iterator = SignalProducer(signal).values(bufferingPolicy: .bufferingOldest(1)).makeAsyncIterator()
    /// input.send(value: 1)
    /// input.send(value: 2)
    /// print(await iterator.next()!)
    /// // prints 1
    /// ```
    ///
    /// - Parameter bufferingPolicy: What to keep while no `next()` waits.
    ///   - Precondition: A buffer's limit is zero or more.
    public func values(bufferingPolicy: AsyncBufferingPolicy = .unbounded) -> AsyncValues {
        AsyncValues(producer: self, bufferingPolicy: bufferingPolicy)
    }

    /// An async sequence of a producer's values, whose iteration throws the
    /// producer's `Error`, and cannot throw when `Error` is `Never`. Each
    /// iterator is one start of the producer. See ``SignalProducer/values``.
    public struct AsyncValues: AsyncSequence {
        /// A value the producer sent.
        public typealias Element = Value
        /// The producer's error: what `for try await` throws.
        public typealias Failure = Error

        /// The producer each iteration starts.
        let producer: SignalProducer<Value, Error>
        /// What each iteration keeps while its consumer is busy.
        let bufferingPolicy: AsyncBufferingPolicy

        /// Starts the producer, buffering its values until they are asked
        /// for.
        public func makeAsyncIterator() -> AsyncIterator {
            let channel = AsyncValuesChannel<Value, Error>(bufferingPolicy: bufferingPolicy)
            channel.start.inner = producer.start { event in channel.receive(event) }
            return AsyncIterator(ownership: Ownership(channel))
        }

        /// One iteration: one start of the producer. Letting go of it
        /// disposes the start.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// Shared by the copies of this iterator; disposes the start
            /// when the last copy goes.
            let ownership: Ownership

            /// The next value; `nil` once the producer has completed or been
            /// interrupted, or the task was cancelled.
            ///
            /// - Throws: The producer's error, once, after the values it
            ///   sent before failing.
            public mutating func next() async throws(Error) -> Value? {
                try await next(isolation: nil)
            }

            /// The next value, waited for without leaving `actor`'s
            /// isolation; what `for await` calls.
            ///
            /// - Throws: The producer's error, once, after the values it
            ///   sent before failing.
            public mutating func next(isolation actor: isolated (any Actor)?) async throws(Error) -> Value? {
                let channel = ownership.channel
                let result = await withTaskCancellationHandler(
                    operation: {
                        await withCheckedContinuation(isolation: actor) { waiter in
                            channel.waitForNext(waiter)
                        }
                    },
                    onCancel: { channel.cancel() },
                    isolation: actor
                )
                return try result.get()
            }
        }

        /// Owns an iteration's channel on behalf of its iterator, and cancels
        /// it (disposing the start) when the iterator goes away: a `break`
        /// out of a `for await` loop ends the start this way.
        final class Ownership: Sendable {
            let channel: AsyncValuesChannel<Value, Error>

            init(_ channel: AsyncValuesChannel<Value, Error>) {
                self.channel = channel
            }

            deinit {
                channel.cancel()
            }
        }
    }
}
