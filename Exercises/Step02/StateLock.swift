// Given: the lock that guards a signal's state. You do not need to change it.
//
// The step's signal uses a plain `NSLock` here. This one is an `NSLock` that
// also remembers which thread holds it, for one reason: if your code takes
// the state lock on a thread that already holds it, an `NSLock` waits for
// itself for ever, and the tests hang without a word. This lock stops the
// program instead, with a message that says what happened.

import Foundation
import Synchronization

/// The lock that guards a signal's `state`: an `NSLock` that stops the
/// program with a message, rather than waiting for ever, when the thread
/// that holds it asks for it again.
///
/// ```swift
/// let lock = StateLock()
/// let answer = lock.withLock { 42 }  // locked only while the closure runs
/// print(answer)
/// // prints 42
/// ```
final class StateLock: Sendable {
    private let nsLock = NSLock()

    /// The thread that holds the lock, or 0. A thread only ever finds its own
    /// identifier here while it holds the lock, so a relaxed read is enough.
    private let owner = Atomic<UInt>(0)

    /// Runs `body` while holding the lock, and returns what it returns.
    func withLock<T>(_ body: () -> T) -> T {
        lock()
        defer { unlock() }
        return body()
    }

    /// Takes the lock, waiting while another thread holds it.
    func lock() {
        precondition(
            owner.load(ordering: .relaxed) != currentThreadID(),
            """
            Signal: this thread asked for the state lock while it already held it, and would \
            have waited for itself for ever. Either an observer was called while the state \
            lock was held and called back into the signal (observe, dispose), or a path took \
            the lock and never released it. Take what you need out of the state inside \
            `stateLock.withLock { ... }`, and call observers after it returns.
            """
        )
        nsLock.lock()
        owner.store(currentThreadID(), ordering: .relaxed)
    }

    /// Releases the lock. Only the thread that took it may release it.
    func unlock() {
        owner.store(0, ordering: .relaxed)
        nsLock.unlock()
    }

    /// Takes the lock if it is free, without waiting.
    ///
    /// - Returns: Whether the lock was taken; if so, call ``unlock()``.
    func `try`() -> Bool {
        guard nsLock.try() else { return false }
        owner.store(currentThreadID(), ordering: .relaxed)
        return true
    }
}
