// Given: the lock that lets one event at a time through a signal, the same
// as `Sources/Step02_Signal/Concurrency/SendLock.swift`. You do not need to change it.

import Foundation
import Synchronization

/// The lock that lets one event at a time through a signal.
///
/// Every event a signal delivers is delivered by a thread that holds this
/// lock, so two threads sending at once take turns, and an observer never
/// runs twice at the same time. It remembers which thread holds it, so the
/// signal can ask ``isHeldByCurrentThread`` and stop a recursive value with
/// a message. And it offers ``tryLock()``, which never waits: a terminal
/// event tries the lock, and if another thread holds it, leaves the event
/// for that thread to deliver.
final class SendLock: Sendable {
    private let underlyingLock = NSLock()

    /// The thread that holds the lock, or 0. A thread only ever finds its own
    /// identifier here while it holds the lock, so a relaxed read is enough.
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
    ///
    /// - Returns: Whether the calling thread now holds the lock. `false` if
    ///   any thread holds it, the calling thread included.
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

/// A number that identifies the calling thread while it runs.
func currentThreadID() -> UInt {
    #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
    #else
    return UInt(pthread_self())
    #endif
}
