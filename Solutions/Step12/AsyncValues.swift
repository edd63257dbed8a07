// Exercise 12.6: a producer's values as an AsyncSequence with its error
// type.
//
// A channel between the start and the iterating task: the start puts
// values and the end in, `next()` takes them out or waits with a
// continuation. Cancelling, or letting go of the iterator, disposes the
// start.

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
            let channel = ValueChannel<Value, Error>()
            channel.started(producer.start { event in channel.receive(event) })
            return AsyncIterator(owner: ChannelOwner(channel))
        }

        /// One iteration: one start of the producer.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let owner: ChannelOwner<Value, Error>

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
                let channel = owner.channel
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
    }
}

/// Cancels its channel when the last copy of the iterator goes away.
final class ChannelOwner<Value: Sendable, Error: Swift.Error>: Sendable {
    let channel: ValueChannel<Value, Error>

    init(_ channel: ValueChannel<Value, Error>) {
        self.channel = channel
    }

    deinit {
        channel.cancel()
    }
}

/// The values a start sent and nobody took yet, its end, and the `next()`
/// waiting for them.
final class ValueChannel<Value: Sendable, Error: Swift.Error>: @unchecked Sendable {
    // @unchecked Sendable: every stored property is read and written only
    // under `lock`; the values are `Sendable`, and so are errors.
    typealias Waiter = CheckedContinuation<Result<Value?, Error>, Never>

    private let lock = NSLock()
    private var buffer: [Value] = []
    private var bufferStart = 0
    /// `.success` for completed, interrupted or cancelled.
    private var end: Result<Void, Error>?
    private var waiter: Waiter?
    private var start: Disposable?
    private var isCancelled = false

    /// Keeps the start's disposable, or disposes it if the iteration was
    /// cancelled meanwhile.
    func started(_ disposable: Disposable) {
        let cancelled = lock.withLock { () -> Bool in
            if !isCancelled { start = disposable }
            return isCancelled
        }
        if cancelled {
            disposable.dispose()
        }
    }

    func receive(_ event: Signal<Value, Error>.Event) {
        lock.lock()
        guard end == nil else {
            lock.unlock()
            return
        }
        switch event {
        case .value(let value):
            if let waiter {
                self.waiter = nil
                lock.unlock()
                waiter.resume(returning: .success(value))
                return
            }
            buffer.append(value)
        case .failed(let error):
            end = .failure(error)
        case .completed, .interrupted:
            end = .success(())
        }
        let waiter = bufferedCount == 0 && end != nil ? self.waiter : nil
        if waiter != nil {
            self.waiter = nil
            end = .success(())  // the end is handed to the waiter now
        }
        let endForWaiter = event
        lock.unlock()
        switch endForWaiter {
        case .failed(let error): waiter?.resume(returning: .failure(error))
        default: waiter?.resume(returning: .success(nil))
        }
    }

    private var bufferedCount: Int { buffer.count - bufferStart }

    /// Hands `waiter` the next value, the end, or keeps it until one comes.
    func waitForNext(_ waiter: Waiter) {
        lock.lock()
        if bufferedCount > 0 {
            let value = buffer[bufferStart]
            bufferStart += 1
            if bufferStart > 64 && bufferStart * 2 > buffer.count {
                buffer.removeFirst(bufferStart)
                bufferStart = 0
            }
            lock.unlock()
            waiter.resume(returning: .success(value))
            return
        }
        if let end {
            // The failure is thrown once; the sequence then ends.
            self.end = .success(())
            lock.unlock()
            switch end {
            case .failure(let error): waiter.resume(returning: .failure(error))
            case .success: waiter.resume(returning: .success(nil))
            }
            return
        }
        if isCancelled {
            lock.unlock()
            waiter.resume(returning: .success(nil))
            return
        }
        self.waiter = waiter
        lock.unlock()
    }

    /// Disposes the start, lets go of the values buffered, and ends a
    /// waiting `next()`.
    func cancel() {
        lock.lock()
        guard !isCancelled else {
            lock.unlock()
            return
        }
        isCancelled = true
        let start = self.start
        self.start = nil
        let dropped = buffer
        buffer = []
        bufferStart = 0
        if end == nil { end = .success(()) }
        let waiter = self.waiter
        self.waiter = nil
        lock.unlock()
        withExtendedLifetime(dropped) {}
        start?.dispose()
        waiter?.resume(returning: .success(nil))
    }
}
