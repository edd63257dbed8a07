import Foundation

/// A value that several threads share, read and changed only under a lock.
///
/// The operators of this chapter observe more than one signal, and two
/// signals may deliver at the same moment on two threads. Whatever such an
/// operator remembers between events (the latest value, how many inputs are
/// still running) lives in a `Locked`, and every look at it goes through
/// ``withLock(_:)``.
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
final class Locked<State> {
    private var state: State
    private let lock = NSLock()

    /// Creates the shared value.
    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` on the value, under the lock.
    ///
    /// - Returns: What `body` returns.
    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
}
