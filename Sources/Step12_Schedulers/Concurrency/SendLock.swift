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
/// It also offers ``tryLock()``: a terminal event does not wait for a
/// delivery in progress. It leaves itself in the signal's state, tries the
/// lock, and if another thread holds it, that thread delivers the terminal
/// event when it unlocks.
///
/// `@usableFromInline` (step 12): a signal's `@inlinable` delivery takes it.
/// Step 12 also makes it a `~Copyable` structure stored inside its owner,
/// around a ``PlatformLock`` rather than an `NSLock`: no object of its own,
/// and one allocation instead of four (see ``PlatformLock``).
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

    /// Waits until the lock is free, then takes it.
    @inlinable
    func lock() {
        underlyingLock.lock()
        owner.store(currentThreadID(), ordering: .relaxed)
    }

    /// Takes the lock if it is free, without waiting.
    ///
    /// - Returns: Whether the calling thread now holds the lock. `false` if
    ///   any thread holds it, the calling thread included.
    @inlinable
    func tryLock() -> Bool {
        guard underlyingLock.tryLock() else { return false }
        owner.store(currentThreadID(), ordering: .relaxed)
        return true
    }

    /// Releases the lock, which the calling thread holds.
    @inlinable
    func unlock() {
        owner.store(0, ordering: .relaxed)
        underlyingLock.unlock()
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
