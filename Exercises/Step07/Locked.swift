// Given: a value behind a lock, for the state that an operator's observers
// share. You do not need to change this file.
//
// An operator of chapter 6 observes one signal, and a signal delivers one
// event at a time: its state needs no lock. The operators of chapter 7
// observe two signals or more. Each delivers one event at a time, but two
// of them may deliver at the same moment, on two threads: then two
// observers would read and write the same buffers at once. Every read and
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
/// Keep the work inside `withLock` short, and do not let it wait for
/// something another thread holds while waiting for this lock. The lock is
/// not recursive: code inside `withLock` that reaches `withLock` of the
/// same value again, on the same thread, waits for itself forever.
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
