// Helpers shared by the exercise tests of chapter 12.
//
// Every expectation in these tests is written `#expect(actual == expected)`:
// what your code produced on the left, what it should produce on the right.
// `swift run learn check` relies on that order to label the two values.
//
// The tests of time record the virtual time of every event: `at(2,
// .value(1))` is the value 1 sent when the clock read two seconds.

import Foundation
import Step11_Multicasting
import Testing
@testable import Step12_Exercises

/// An event and the virtual time it was sent at, in seconds since the
/// clock's start, rounded to the microsecond.
struct Timed<Value, Error: Swift.Error>: CustomStringConvertible {
    let time: TimeInterval
    let event: Signal<Value, Error>.Event

    var description: String { "\(time)s: \(event)" }
}

extension Timed: Equatable where Value: Equatable, Error: Equatable {}

/// `event`, sent at `time` seconds.
func at<Value, Error>(_ time: TimeInterval, _ event: Signal<Value, Error>.Event) -> Timed<Value, Error> {
    Timed(time: time, event: event)
}

/// Records each event with the clock's time, through a `ContractChecker`
/// that fails the test if the stream breaks the event contract.
final class TimedRecorder<Value, Error: Swift.Error> {
    private let clock: any DateScheduler
    private let checker = ContractChecker<Value, Error>()
    private(set) var events: [Timed<Value, Error>] = []

    init(_ clock: any DateScheduler) {
        self.clock = clock
    }

    /// The observer to attach or start with.
    var observer: Signal<Value, Error>.Observer {
        Signal.Observer { event in
            self.checker.observer.send(event)
            let seconds = self.clock.currentDate.timeIntervalSinceReferenceDate
            self.events.append(Timed(time: (seconds * 1_000_000).rounded() / 1_000_000, event: event))
        }
    }

    var values: [Value] { checker.values }

    /// Fails the test with each break of the contract seen.
    func expectNoViolations(sourceLocation: SourceLocation = #_sourceLocation) {
        for violation in checker.violations {
            Issue.record("the stream broke its contract: \(violation)", sourceLocation: sourceLocation)
        }
    }
}

/// An error with a name, for tests that tell errors apart.
struct NamedError: Swift.Error, Equatable, CustomStringConvertible {
    let name: String

    init(_ name: String = "error") {
        self.name = name
    }

    var description: String { name }
}

/// A value whose release runs `onRelease`.
final class HeldValue: CustomStringConvertible, @unchecked Sendable {
    let id: Int
    private let onRelease: () -> Void

    init(_ id: Int, onRelease: @escaping () -> Void = {}) {
        self.id = id
        self.onRelease = onRelease
    }

    deinit { onRelease() }

    var description: String { "#\(id)" }
}

/// A flag a release sets.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }

    var isSet: Bool { lock.withLock { value } }
}

/// Runs `scenario` on a thread of its own and waits for it at most
/// `seconds`: a hang (a lock held while an action or a deinit runs) fails
/// the test instead of stopping the run.
///
/// - Returns: What `scenario` returned, or `nil` if it did not finish.
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

private final class OutcomeBox<Outcome>: @unchecked Sendable {
    var value: Outcome?
}

let deadlockMessage: Comment = "the scenario did not finish in time: a hang (a lock held while an action ran, or while a value was let go of)"

/// Carries a value that is not `Sendable` to another thread, in tests where
/// only that thread uses it.
struct UncheckedTransfer<Wrapped>: @unchecked Sendable {
    let value: Wrapped
    init(_ value: Wrapped) { self.value = value }
}

/// A thread-safe list, for what other threads record.
final class LockedList<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) { lock.withLock { elements.append(element) } }

    var all: [Element] { lock.withLock { elements } }
}
