// Given: a value behind a lock, for the state that the observers of a
// flattening share: the outer stream's observer and every inner stream's.
// You do not need to change this file. (It is chapter 7's `Locked`.)
//
// The outer stream delivers one event at a time, and so does each inner
// stream; but the inner streams run side by side, maybe on several threads,
// and each may end while the outer stream sends a new one. Every read and
// write of the shared state goes through `withLock`.

import Foundation

/// A value that several observers share, read and changed only while a lock
/// is held.
///
/// ```swift
/// let count = Locked(0)
/// let isThird = count.withLock { count in
///     count += 1
///     return count == 3
/// }
/// ```
///
/// Keep the work inside `withLock` short: take what you need, return, then
/// send or start outside. The lock is not recursive: code inside `withLock`
/// that reaches `withLock` of the same value again, on the same thread (an
/// inner producer started under the lock that completes at once, say),
/// waits for itself forever.
final class Locked<State> {
    private let lock = NSLock()
    private var state: State

    /// Creates the shared value.
    init(_ initial: State) {
        state = initial
    }

    /// Runs `body` with the state, which it may change, while holding the
    /// lock; returns what `body` returns.
    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
}
