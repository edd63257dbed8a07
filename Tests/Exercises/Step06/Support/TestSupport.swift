// Helpers shared by the exercise tests of chapter 6.
//
// Every expectation in these tests is written `#expect(actual == expected)`:
// what your code produced on the left, what it should produce on the right.
// `swift run learn check` relies on that order to label the two values.
//
// The tests drive your operators with step 5's pipes and producers
// (`Step05_SignalProducer`), and start producers with its `start`.

import Step05_SignalProducer
@testable import Step06_Exercises

/// Records the events handed to it, in order, so that a test can compare
/// them with the events it expects.
///
/// ```swift
/// let recorder = Recorder<Int>()
/// SignalProducer<Int, TestError>(value: 1).start(recorder.record)
/// #expect(recorder.events == [.value(1), .completed])
/// ```
final class Recorder<Value: Equatable> {
    /// Every event recorded so far, in the order they arrived.
    private(set) var events: [TestEvent<Value>] = []

    /// The values recorded so far, in order.
    var values: [Value] {
        events.compactMap { event in
            if case .value(let value) = event { return value }
            return nil
        }
    }

    /// Appends an event to the recording.
    func record(_ event: Event<Value, TestError>) {
        events.append(TestEvent(event))
    }

    /// Appends an event of a stream that cannot fail to the recording.
    func record(_ event: Event<Value, Never>) {
        events.append(TestEvent(event))
    }
}

/// An event as the tests record and compare it: the same four cases as
/// `Event<Value, TestError>`, printed in a failing test as the event prints
/// itself (`VALUE 4`), whichever error type the recorded stream had.
enum TestEvent<Value: Equatable>: Equatable, CustomDebugStringConvertible {
    case value(Value)
    case failed(TestError)
    case completed
    case interrupted

    /// The recorded form of `event`.
    init(_ event: Event<Value, TestError>) {
        switch event {
        case .value(let value): self = .value(value)
        case .failed(let error): self = .failed(error)
        case .completed: self = .completed
        case .interrupted: self = .interrupted
        }
    }

    /// The recorded form of an event that cannot be a failure.
    init(_ event: Event<Value, Never>) {
        switch event {
        case .value(let value): self = .value(value)
        case .completed: self = .completed
        case .interrupted: self = .interrupted
        }
    }

    /// `VALUE 4`, `FAILED TestError(boom)`, `COMPLETED`, `INTERRUPTED`: the
    /// event's own format, which is ReactiveSwift's.
    var debugDescription: String {
        switch self {
        case .value(let value): return "VALUE \(value)"
        case .failed(let error): return "FAILED \(error)"
        case .completed: return "COMPLETED"
        case .interrupted: return "INTERRUPTED"
        }
    }
}

/// A pair of values that can be compared, for operators that send tuples
/// (Swift tuples are not `Equatable`). Printed `(1, 2)`.
struct Pair<First: Equatable, Second: Equatable>: Equatable, CustomDebugStringConvertible {
    let first: First
    let second: Second

    /// The pair of a tuple: `event.map(Pair.init)`.
    init(_ tuple: (First, Second)) {
        first = tuple.0
        second = tuple.1
    }

    /// `(1, 2)`.
    var debugDescription: String {
        "(\(String(reflecting: first)), \(String(reflecting: second)))"
    }
}

/// An error with a name, for tests that need a failure to compare.
struct TestError: Swift.Error, Equatable, CustomStringConvertible {
    /// What tells this error apart from another in a test.
    let name: String

    /// Creates an error called `name`.
    init(_ name: String = "test") { self.name = name }

    /// `TestError(name)`, as printed in a failing test.
    var description: String { "TestError(\(name))" }
}

/// An object whose release a test can watch through a weak reference.
final class Tracked {}
