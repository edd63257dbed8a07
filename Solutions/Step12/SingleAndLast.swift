// Exercise 12.7 (stretch): blocking single(), last() and wait().
//
// All three wait for the end of the start; single() notes that a second
// value came, last() keeps only the last one, wait() only a failure.

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
        // Two values are enough to know that there is not one.
        let answer = WaitForTheEnd<Value, Error>()
        take(first: 2).start { event in
            switch event {
            case .value(let value):
                answer.update { $0 = $0 == nil ? .one(value) : .tooMany }
            case .failed(let error):
                answer.update { $0 = .failed(error) }
                answer.finish()
            case .completed, .interrupted:
                answer.finish()
            }
        }
        switch answer.wait() {
        case .one(let value)?: return .success(value)
        case .failed(let error)?: return .failure(error)
        case .tooMany?, nil: return nil
        }
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
        let answer = WaitForTheEnd<Value, Error>()
        start { event in
            switch event {
            case .value(let value):
                answer.update { $0 = .one(value) }
            case .failed(let error):
                answer.update { $0 = .failed(error) }
                answer.finish()
            case .completed:
                answer.finish()
            case .interrupted:
                answer.update { $0 = nil }
                answer.finish()
            }
        }
        switch answer.wait() {
        case .one(let value)?: return .success(value)
        case .failed(let error)?: return .failure(error)
        case .tooMany?, nil: return nil
        }
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
        let answer = WaitForTheEnd<Void, Error>()
        start { event in
            switch event {
            case .value:
                break
            case .failed(let error):
                answer.update { $0 = .failed(error) }
                answer.finish()
            case .completed, .interrupted:
                answer.finish()
            }
        }
        if case .failed(let error)? = answer.wait() {
            return .failure(error)
        }
        return .success(())
    }
}

/// What a blocking call has seen so far.
private enum Seen<Value, Error: Swift.Error> {
    case one(Value)
    case tooMany
    case failed(Error)
}

/// The state of a blocking call, written by the start's thread, read by the
/// caller after the end.
private final class WaitForTheEnd<Value, Error: Swift.Error>: @unchecked Sendable {
    // @unchecked Sendable: `seen` is read and written only under `lock`.
    private let lock = NSLock()
    private let ended = DispatchSemaphore(value: 0)
    private var seen: Seen<Value, Error>?

    /// Changes what was seen; what it replaced is let go of with no lock
    /// held.
    func update(_ change: (inout Seen<Value, Error>?) -> Void) {
        let replaced = lock.withLock { () -> Seen<Value, Error>? in
            let old = seen
            change(&seen)
            return old
        }
        withExtendedLifetime(replaced) {}
    }

    func finish() {
        ended.signal()
    }

    func wait() -> Seen<Value, Error>? {
        ended.wait()
        return lock.withLock {
            defer { seen = nil }
            return seen
        }
    }
}
