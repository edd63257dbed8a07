import Foundation
import Synchronization

/// The lock that lets one event at a time through a signal.
///
/// Every event a signal delivers is delivered by a thread that holds this
/// lock, so two threads sending at once take turns, and an observer never
/// runs twice at the same time.
///
/// A plain lock cannot tell who holds it. If an observer sends a value back
/// into the signal that is delivering to it, a plain lock waits for itself
/// forever (or, on some platforms, crashes with a message about locks). This
/// lock remembers which thread holds it, so the signal can ask
/// ``isHeldByCurrentThread`` first and say what went wrong.
///
/// It also offers ``withLockIfAvailable(_:)``: a terminal event does not
/// wait for a delivery in progress. It leaves itself in the signal's state,
/// tries the lock, and if another thread holds it, that thread delivers the
/// terminal event when it has given the lock back.
///
/// Step 12 stores it inside its owner, around a ``PlatformLock`` rather than
/// an `NSLock`, and takes it only through closures: see ``PlatformLock``.
/// `@usableFromInline`: a signal's `@inlinable` delivery takes it.
@usableFromInline
struct SendLock: ~Copyable, Sendable {
    @usableFromInline let underlyingLock = PlatformLock()

    /// The thread that holds the lock, or 0. A thread only ever finds its own
    /// identifier here while it holds the lock, so a relaxed read is enough.
    @usableFromInline let owner = Atomic<UInt>(0)

    /// Creates a lock that nobody holds.
    @inlinable
    init() {}

    /// Whether the calling thread holds the lock right now.
    @inlinable
    var isHeldByCurrentThread: Bool {
        owner.load(ordering: .relaxed) == currentThreadID()
    }

    /// Waits until the lock is free, then runs `body` holding it.
    ///
    /// - Returns: What `body` returns.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: () -> Result) -> Result {
        underlyingLock.withLock {
            owner.store(currentThreadID(), ordering: .relaxed)
            let result = body()
            owner.store(0, ordering: .relaxed)
            return result
        }
    }

    /// ``withLock(_:)`` for a closure that may throw: the lock is given back
    /// either way.
    ///
    /// - Returns: What `body` returns.
    @inlinable
    func withLockThrowing<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try underlyingLock.withLockThrowing { () throws(Failure) -> Result in
            owner.store(currentThreadID(), ordering: .relaxed)
            defer { owner.store(0, ordering: .relaxed) }
            return try body()
        }
    }

    /// Runs `body` holding the lock if the lock is free, without waiting.
    ///
    /// - Returns: Whether `body` ran. `false` if any thread holds the lock,
    ///   the calling thread included.
    @inlinable @inline(__always)
    func withLockIfAvailable(_ body: () -> Void) -> Bool {
        let ran: Bool? = underlyingLock.withLockIfAvailable {
            owner.store(currentThreadID(), ordering: .relaxed)
            body()
            owner.store(0, ordering: .relaxed)
            return true
        }
        return ran != nil
    }
}

/// A number that identifies the calling thread while it runs.
@inlinable
func currentThreadID() -> UInt {
    #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
    #else
    return UInt(pthread_self())
    #endif
}
