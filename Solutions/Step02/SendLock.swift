// Given: the lock that lets one event at a time through a signal, the same
// as `Sources/Step02_Signal/SendLock.swift`. You do not need to change it.

import Foundation
import Synchronization

/// The lock that lets one event at a time through a signal.
///
/// Every event a signal delivers goes through ``withLock(_:)``, so two
/// threads sending at once take turns, and an observer never runs twice at
/// the same time.
///
/// A plain lock cannot tell who holds it. If an observer sends a value back
/// into the signal that is delivering to it, a plain lock waits for itself
/// forever (or, on some platforms, crashes with a message about locks). This
/// lock remembers which thread holds it, so the signal can ask
/// ``isHeldByCurrentThread`` first and say what went wrong.
final class SendLock: Sendable {
    private let lock = NSLock()

    /// The thread that holds the lock, or 0. A thread only ever finds its own
    /// identifier here while it holds the lock, so a relaxed read is enough.
    private let owner = Atomic<UInt>(0)

    /// Whether the calling thread is inside ``withLock(_:)`` right now.
    var isHeldByCurrentThread: Bool {
        owner.load(ordering: .relaxed) == currentThreadID()
    }

    /// Runs `body` while holding the lock; other threads wait their turn.
    func withLock(_ body: () -> Void) {
        lock.lock()
        owner.store(currentThreadID(), ordering: .relaxed)
        defer {
            owner.store(0, ordering: .relaxed)
            lock.unlock()
        }
        body()
    }
}

/// A number that identifies the calling thread while it runs. (`internal`
/// rather than `private` as in the step, because `StateLock` uses it too.)
func currentThreadID() -> UInt {
    #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
    #else
    return UInt(pthread_self())
    #endif
}
