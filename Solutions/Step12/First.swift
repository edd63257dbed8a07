// Exercise 12.5: blocking first().
//
// Start, wait on a semaphore for what the start sends, answer. The start
// may send on the calling thread, before `start` returns, or on another
// thread later: the semaphore serves both.

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
        let answer = BlockingAnswer<Value, Error>()
        let start = take(first: 1).start { event in
            switch event {
            case .value(let value):
                answer.set(.success(value))
            case .failed(let error):
                answer.set(.failure(error))
                answer.finish()
            case .completed, .interrupted:
                answer.finish()
            }
        }
        let result = answer.wait()
        start.dispose()
        return result
    }
}

/// What a blocking call answers, written by the start's thread and read by
/// the caller once the start has finished.
private final class BlockingAnswer<Value, Error: Swift.Error>: @unchecked Sendable {
    // @unchecked Sendable: `result` is read and written only under `lock`.
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    private var result: Result<Value, Error>?

    func set(_ newResult: Result<Value, Error>) {
        let replaced = lock.withLock {
            defer { result = newResult }
            return result
        }
        withExtendedLifetime(replaced) {}
    }

    func finish() {
        finished.signal()
    }

    /// Blocks until ``finish()``, then takes the answer.
    func wait() -> Result<Value, Error>? {
        finished.wait()
        return lock.withLock {
            defer { result = nil }
            return result
        }
    }
}
