import Foundation

/// A lock that is not an object: the platform's own lock (`os_unfair_lock`
/// on Apple platforms, `pthread_mutex_t` elsewhere), held by a structure
/// stored inside its owner.
///
/// Until step 11, every lock of the library was an `NSLock`: an object of
/// its own. On Linux, an `NSLock` allocates three more blocks besides itself
/// (its mutex, and a condition and a second mutex for timed waits), so each
/// lock cost four allocations and about 200 bytes of heap. A running signal
/// had three of them. This lock allocates one block, the platform lock
/// itself (it must not move while threads use it, so it cannot live inside
/// a Swift object's storage), and nothing else.
///
/// ```swift
/// final class Counter {
///     private let lock = PlatformLock()
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
/// It has the `lock()` and `unlock()` of an `NSLock`, and `tryLock()` for
/// its `try()`, so the code around a lock stays as chapters 2 to 11 wrote
/// it; ``withLock(_:)`` is there for a short look that returns what it
/// read. `~Copyable`: a copy would share the platform lock and free it
/// twice. Store it in a `let`.
///
/// Why not the standard library's `Mutex`, which is stored inside its owner
/// and allocates nothing? On Linux, a `Mutex` that two threads contend for
/// waits inside the standard library's own code, which the thread sanitizer
/// cannot see: it reports every access the `Mutex` guards as a data race.
/// The platform's lock is one the sanitizer knows.
@usableFromInline
struct PlatformLock: ~Copyable, @unchecked Sendable {
    // @unchecked Sendable: `primitive` is only ever used through the
    // platform's lock functions, which are safe from any thread.

    #if canImport(Darwin)
    @usableFromInline typealias Primitive = os_unfair_lock
    #else
    @usableFromInline typealias Primitive = pthread_mutex_t
    #endif

    /// The platform lock, in a block of its own that never moves.
    @usableFromInline let primitive: UnsafeMutablePointer<Primitive>

    /// Creates an unlocked lock.
    @inlinable
    init() {
        primitive = .allocate(capacity: 1)
        #if canImport(Darwin)
        primitive.initialize(to: os_unfair_lock())
        #else
        primitive.initialize(to: pthread_mutex_t())
        pthread_mutex_init(primitive, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    /// Waits until the lock is free, then takes it.
    @inlinable @inline(__always)
    func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        #else
        pthread_mutex_lock(primitive)
        #endif
    }

    /// Takes the lock if it is free, without waiting.
    ///
    /// - Returns: Whether the calling thread now holds the lock.
    @inlinable @inline(__always)
    func tryLock() -> Bool {
        #if canImport(Darwin)
        os_unfair_lock_trylock(primitive)
        #else
        pthread_mutex_trylock(primitive) == 0
        #endif
    }

    /// Gives back the lock, which the calling thread holds.
    @inlinable @inline(__always)
    func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(primitive)
        #else
        pthread_mutex_unlock(primitive)
        #endif
    }

    /// Runs `body` while holding the lock, and gives it back when `body`
    /// returns.
    ///
    /// - Returns: What `body` returns.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock()
        let result = body()
        unlock()
        return result
    }
}
