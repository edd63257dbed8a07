// Given: the two locks of your signal's core. You do not need to change
// this file.
//
// - `SendLock` lets one event at a time through, knows which thread holds
//   it, and can be tried without waiting: chapter 2's send lock.
// - `StateLock` guards the core's state. The step uses a plain `NSLock`;
//   this one also remembers which thread holds it, so that if your code
//   asks for it while already holding it, the program stops with a message
//   instead of waiting for itself for ever.

import Foundation
import Synchronization

/// Chapter 2's send lock.
final class SendLock: Sendable {
    private let underlyingLock = NSLock()
    private let owner = Atomic<UInt>(0)

    /// Whether the calling thread holds the lock right now.
    var isHeldByCurrentThread: Bool {
        owner.load(ordering: .relaxed) == currentThreadID()
    }

    /// Waits until the lock is free, then takes it.
    func lock() {
        underlyingLock.lock()
        owner.store(currentThreadID(), ordering: .relaxed)
    }

    /// Takes the lock if it is free, without waiting.
    func tryLock() -> Bool {
        guard underlyingLock.try() else { return false }
        owner.store(currentThreadID(), ordering: .relaxed)
        return true
    }

    /// Releases the lock, which the calling thread holds.
    func unlock() {
        owner.store(0, ordering: .relaxed)
        underlyingLock.unlock()
    }
}

/// The lock that guards a signal's state, and stops the program if a thread
/// that holds it asks for it again.
final class StateLock: Sendable {
    private let underlyingLock = NSLock()
    private let owner = Atomic<UInt>(0)

    /// Runs `body` while holding the lock, and returns what it returns.
    func withLock<T>(_ body: () -> T) -> T {
        precondition(
            owner.load(ordering: .relaxed) != currentThreadID(),
            """
            Signal: this thread asked for the state lock while it already held it, and would \
            have waited for itself for ever. Take what you need out of the state inside \
            `stateLock.withLock { ... }`, and call out (end the signal, release an observer) \
            after it returns.
            """
        )
        underlyingLock.lock()
        owner.store(currentThreadID(), ordering: .relaxed)
        defer {
            owner.store(0, ordering: .relaxed)
            underlyingLock.unlock()
        }
        return body()
    }

    /// Takes the lock if it is free, without waiting; for the tests.
    func `try`() -> Bool {
        guard underlyingLock.try() else { return false }
        owner.store(currentThreadID(), ordering: .relaxed)
        return true
    }

    /// Releases the lock taken by ``try()``.
    func unlock() {
        owner.store(0, ordering: .relaxed)
        underlyingLock.unlock()
    }
}

/// A number that identifies the calling thread while it runs.
private func currentThreadID() -> UInt {
    #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
    #else
    return UInt(pthread_self())
    #endif
}
