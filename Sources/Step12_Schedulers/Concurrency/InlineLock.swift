import Synchronization

/// A lock stored inside the object it guards, rather than allocated apart.
///
/// Until step 11, every lock of the library was an `NSLock`: an object of its
/// own. On Linux, an `NSLock` allocates three more blocks besides itself (its
/// mutex, and a condition and a second mutex for timed waits), so each lock
/// cost four allocations and about 200 bytes of heap. A running signal had
/// three of them. Step 12 stores each lock's word inside its owner, with the
/// standard library's `Mutex`, and allocates nothing for it.
///
/// ```swift
/// final class Counter {
///     private let lock = InlineLock()
///     private var count = 0
///
///     func increment() -> Int {
///         lock.withLock {
///             count += 1
///             return count
///         }
///     }
/// }
/// ```
///
/// The price: the lock is taken only through ``withLock(_:)``, so it is
/// always given back at the end of the closure, and never held across two
/// calls. The library's code is written in that shape.
///
/// `~Copyable`: a copy of a lock would be a second lock, guarding nothing.
/// Store it in a `let`.
@usableFromInline
struct InlineLock: ~Copyable, Sendable {
    @usableFromInline let mutex = Mutex<Void>(())

    /// Creates an unlocked lock.
    @inlinable
    init() {}

    /// Runs `body` while holding the lock, and gives it back when `body`
    /// returns.
    ///
    /// - Returns: What `body` returns.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: () -> Result) -> Result {
        mutex.withLock { _ in body() }
    }

    /// Runs `body` while holding the lock, and gives it back when `body`
    /// returns or throws. ``withLock(_:)`` for a closure that may throw.
    ///
    /// - Returns: What `body` returns.
    @inlinable
    func withLockThrowing<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try mutex.withLock { _ throws(Failure) -> Result in try body() }
    }

    /// Runs `body` while holding the lock, if the lock is free; does not wait
    /// for it.
    ///
    /// - Returns: What `body` returns, or `nil` if another holder had the
    ///   lock, the calling thread included, and `body` did not run.
    @inlinable @inline(__always)
    func withLockIfAvailable<Result>(_ body: () -> Result) -> Result? {
        mutex.withLockIfAvailable { _ in body() }
    }
}
