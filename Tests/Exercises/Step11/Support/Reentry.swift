// Tools for the tests in which letting go of a value runs code: a value
// whose `deinit` sends into one of the operator's inputs. An operator that
// lets go of a value while it holds a lock would then wait for that lock on
// its own thread (a hang), or for a lock another thread holds while that
// thread waits for it (a deadlock): the tests run such scenarios on a
// thread of their own, with a time limit that turns a hang into a failure.

import Foundation
import Testing

/// A value that runs `onRelease` when the last reference to it goes: its
/// `deinit` may send into the chain that let go of it.
///
/// It is `@unchecked Sendable` because it is immutable; `onRelease` runs
/// once, on whichever thread lets go of the value last.
final class Reentrant: Hashable, CustomStringConvertible, @unchecked Sendable {
    let id: Int
    private let onRelease: () -> Void

    /// A value that does nothing when it is let go of.
    init(_ id: Int) {
        self.id = id
        self.onRelease = {}
    }

    /// A value that runs `onRelease` when it is let go of.
    init(_ id: Int, onRelease: @escaping () -> Void) {
        self.id = id
        self.onRelease = onRelease
    }

    deinit { onRelease() }

    static func == (lhs: Reentrant, rhs: Reentrant) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    var description: String { "#\(id)" }
}

/// Runs `scenario` on a thread of its own and waits for it, but at most
/// `seconds`: a scenario that deadlocks makes the test fail instead of
/// hanging the test run. A deadlocked thread stays behind, blocked for good.
///
/// The scenario returns what it saw, and the test checks it on its own
/// thread: an expectation that fails on a thread the test did not start
/// through Swift Testing is filed under no test, and the test would pass.
///
/// - Returns: What `scenario` returned, or `nil` if it did not finish in
///   time.
func inTime<Outcome>(seconds: Double = 20, _ scenario: @escaping () -> Outcome) -> Outcome? {
    let finished = DispatchSemaphore(value: 0)
    let work = UncheckedTransfer(scenario)
    let outcome = OutcomeBox<Outcome>()
    Thread {
        outcome.value = work.value()
        finished.signal()
    }.start()
    guard finished.wait(timeout: .now() + seconds) == .success else { return nil }
    return outcome.value
}

/// Where the thread of ``inTime(seconds:_:)`` leaves its outcome; read only
/// after the semaphore says it was written.
private final class OutcomeBox<Outcome>: @unchecked Sendable {
    var value: Outcome?
}

/// Runs `first` on the calling thread and `second` on another one, at the
/// same time, and returns when both have returned.
func runAtOnce(_ first: () -> Void, _ second: @escaping () -> Void) {
    let secondDone = DispatchSemaphore(value: 0)
    let work = UncheckedTransfer(second)
    Thread {
        work.value()
        secondDone.signal()
    }.start()
    first()
    secondDone.wait()
}

/// The message a test gives when its scenario did not finish in time.
let deadlockMessage: Comment = "the scenario did not finish in time: a deadlock (a value let go of while a lock was held, whose deinit came back to it)"

/// A count that several threads may add to.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Adds one.
    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    /// The count so far.
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// Carries a value across a concurrency boundary that the compiler cannot
/// check, in tests that arrange the hand-over themselves.
struct UncheckedTransfer<Wrapped>: @unchecked Sendable {
    let value: Wrapped
    init(_ value: Wrapped) { self.value = value }
}

/// The thread that made it, to tell later whether code runs on that thread.
struct ThreadIdentity: @unchecked Sendable {
    private let thread = Thread.current

    /// Whether the code that asks runs on the thread that made this.
    var isCurrent: Bool { Thread.current === thread }
}
