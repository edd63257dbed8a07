// Given: the lock of your disposables. You do not need to change it.
//
// The step's disposables use a plain `NSLock`. This one is an `NSLock` that
// also remembers which thread holds it, for two reasons:
//
// - The tests can ask, from inside a disposable being disposed, whether the
//   lock is still held (`isHeldByCurrentThread`). The rule of the chapter is
//   "take under the lock, act after unlocking", and this is how the tests
//   see whether your code follows it.
// - If your code disposes something while holding the lock, and that
//   disposable calls back into the same object (adds to the composite that
//   is disposing it, say), an `NSLock` would wait for itself for ever and
//   the tests would hang without a word. This lock lets the thread that
//   holds it in again instead, so the test finishes and tells you what
//   happened.

import Foundation
import Synchronization

/// The lock that guards a disposable's state: an `NSLock` that knows which
/// thread holds it.
///
/// ```swift
/// let lock = DisposableLock()
/// let answer = lock.withLock { 42 }  // locked only while the closure runs
/// print(answer, lock.isHeldByCurrentThread)
/// // prints 42 false
/// ```
final class DisposableLock: Sendable {
    private let nsLock = NSLock()

    /// The thread that holds the lock, or 0. A thread only ever finds its own
    /// identifier here while it holds the lock, so a relaxed read is enough.
    private let owner = Atomic<UInt>(0)

    /// Creates a lock that nobody holds.
    init() {}

    /// Whether the calling thread is inside ``withLock(_:)`` right now.
    var isHeldByCurrentThread: Bool {
        owner.load(ordering: .relaxed) == currentThreadID()
    }

    /// Runs `body` while holding the lock, and returns what it returns.
    /// Other threads wait their turn.
    ///
    /// If the calling thread holds the lock already, `body` simply runs: a
    /// plain `NSLock` would wait for itself for ever here.
    func withLock<T>(_ body: () -> T) -> T {
        if isHeldByCurrentThread {
            return body()
        }
        nsLock.lock()
        owner.store(currentThreadID(), ordering: .relaxed)
        defer {
            owner.store(0, ordering: .relaxed)
            nsLock.unlock()
        }
        return body()
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
