import Foundation

/// A value that several threads share, read and changed only under a lock.
///
/// The operators of this chapter observe more than one signal, and two
/// signals may deliver at the same moment on two threads. Whatever such an
/// operator remembers between events (the latest value, how many inputs are
/// still running) lives in a `Locked`, and every look at it goes through
/// ``withLock(_:)``, or ``update(_:)`` for a change that lets go of a value.
///
/// ```swift
/// let running = Locked(2)
/// let isLast = running.withLock { count -> Bool in
///     count -= 1
///     return count == 0
/// }
/// print(isLast)
/// // prints false
/// ```
///
/// Keep the closure short and never call out from it: an observer called
/// while the lock is held could come back to the same `Locked` and wait for
/// ever. Take what you need, return, then send.
///
/// Letting go of a user's value is calling out too: the last reference to
/// an object going runs its `deinit`, which may run anything, a send into
/// this very operator included. A change that replaces or drops such a value
/// goes through ``update(_:)``, which lets go of it only after unlocking.
// `@usableFromInline` and `@inlinable` (step 12): the flattening engines,
// compiled in the program's own module, keep their machines in one.
@usableFromInline
final class Locked<State> {
    // `@exclusivity(unchecked)` (step 12), as for the signal's state: every
    // access is made under `lock`, so no two can overlap.
    @usableFromInline @exclusivity(unchecked) var state: State
    /// A `PlatformLock`, not an `NSLock` (step 12): see `PlatformLock`. Taken
    /// with `lock()` and `unlock()`, in a straight line: `update` hands back
    /// the whole state, and a closure that returned it would, in code
    /// compiled for any `State`, have its type looked up on every call.
    @usableFromInline let lock = PlatformLock()

    /// Creates the shared value.
    @inlinable
    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` on the value, under the lock. `body` must not let go of
    /// a user's value: use ``update(_:)`` for that.
    ///
    /// - Returns: What `body` returns.
    @inlinable
    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    /// Runs `body` on the value, under the lock, and lets go of whatever
    /// `body` replaced or removed only after unlocking:
    /// `latest.update { $0 = value }` lets go of the old value with no lock
    /// held.
    ///
    /// - Returns: What `body` returns.
    @inlinable
    func update<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        // The value as it was still refers to everything `body` may replace
        // or remove, so none of it is let go of while the lock is held.
        let previous = state
        let result = body(&state)
        lock.unlock()
        release(afterUnlocking: previous)
        return result
    }
}

/// Lets go of `leftovers` here, where the caller holds no lock.
///
/// The rule this serves: *no user value is let go of while an operator holds
/// a lock.* A user's value may be the last reference to an object whose
/// `deinit` sends into a signal, and that send may come back to the operator
/// that let go of it. Under the operator's lock, it would wait for a lock its
/// own thread holds (a hang), or find the operator's send lock held and stop
/// the program; on two threads, it would wait for an input that another
/// thread is delivering, while that thread waits for the operator's lock.
///
/// So a change made under a lock keeps what it replaces alive in a local
/// (the state as it was before the change is the simplest such local), and
/// the caller passes that local here once it has released every lock it
/// holds. ``Locked/update(_:)`` does so for its own lock; an owner with a
/// second lock, such as `CombiningStorage` with its send lock, does it
/// itself, after the last unlock.
///
/// Why a function at all: Swift may end a local's life right after its last
/// use, which could be inside the lock. Passing the local here makes this
/// call its last use, so it is let go of when this returns.
@inlinable
func release<Leftovers>(afterUnlocking leftovers: Leftovers) {
    withExtendedLifetime(leftovers) {}
}
