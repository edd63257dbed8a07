import Foundation
@testable import Step12_Schedulers

/// A one-way latch that tasks can wait for: `raise()` once, and every
/// `wait()`, before or after, returns. A test uses it to know that another
/// task (or a producer's thread) has reached a point, without sleeping.
///
/// A cancelled waiter returns too, so that a test's time limit can end a
/// test whose flag is never raised instead of leaving it hanging.
///
/// It is `@unchecked Sendable` because `raised` and `waiters` are read and
/// written only while `lock` is held.
final class Latch: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]

    /// Whether ``raise()`` has been called.
    var isRaised: Bool { lock.withLock { raised } }

    /// Raises the flag, resuming every waiter.
    func raise() {
        let resumed = lock.withLock {
            raised = true
            defer { waiters = [:] }
            return waiters.values
        }
        for waiter in resumed { waiter.resume() }
    }

    /// Returns once the flag is raised (or the waiting task is cancelled).
    func wait() async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                let isReady = lock.withLock {
                    if raised || Task.isCancelled { return true }
                    waiters[id] = waiter
                    return false
                }
                if isReady { waiter.resume() }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.resume()
        }
    }
}

/// A value whose going away can be seen: `released` is raised by its
/// `deinit`. For tests that check a buffer or a task lets go of what it
/// held.
final class Watched: Sendable, CustomStringConvertible {
    let number: Int
    let released = Latch()

    init(_ number: Int) { self.number = number }

    deinit { released.raise() }

    var description: String { "Watched(\(number))" }
}

/// A value that tasks can read and change, under a lock.
///
/// It is `@unchecked Sendable` because `value` is read and written only
/// while `lock` is held.
final class Shared<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value { lock.withLock { stored } }

    func modify(_ change: (inout Value) -> Void) {
        lock.withLock { change(&stored) }
    }
}
