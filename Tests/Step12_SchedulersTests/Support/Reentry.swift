import Foundation
import Testing
@testable import Step12_Schedulers

/// A value that runs `onRelease` when the last reference to it goes: the
/// tests' way to make an operator's letting go of a value run code that
/// comes back into the chain (its `deinit` sends into one of the chain's
/// inputs).
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
/// through Swift Testing is filed under no test.
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
let deadlockMessage: Comment = "the scenario did not finish in time: a deadlock (a value let go of under a lock, whose deinit came back to it)"
