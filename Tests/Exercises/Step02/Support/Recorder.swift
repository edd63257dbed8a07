// Helpers shared by the exercise tests of step 2.
//
// Every expectation in these tests is written `#expect(actual == expected)`:
// what your code produced on the left, what it should produce on the right.
// `swift run learn check` relies on that order to label the two values.

import Step01_Event
@testable import Step02_Exercises

/// Records the events handed to it, in order, so that a test can compare
/// them with the events it expects.
///
/// ```swift
/// let recorder = Recorder<Int>()
/// recorder.record(.value(1))
/// recorder.record(.completed)
/// #expect(recorder.events == [.value(1), .completed])
/// ```
final class Recorder<Value: Equatable> {
    /// Every event recorded so far, in the order they arrived.
    private(set) var events: [TestEvent<Value>] = []

    /// Appends an event to the recording.
    func record(_ event: Event<Value, TestError>) {
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

    /// The event to send.
    var event: Event<Value, TestError> {
        switch self {
        case .value(let value): return .value(value)
        case .failed(let error): return .failed(error)
        case .completed: return .completed
        case .interrupted: return .interrupted
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

/// A `Result` as the tests record and compare it, printed the short way
/// (`success(4)`, `failure(TestError(boom))`) in a failing test. (A `Result`
/// in an array prints with its full type name, `Swift.Result<…>.success(4)`.)
enum Outcome<Value: Equatable>: Equatable, CustomDebugStringConvertible {
    case success(Value)
    case failure(TestError)

    /// The recorded form of `result`.
    init(_ result: Result<Value, TestError>) {
        switch result {
        case .success(let value): self = .success(value)
        case .failure(let error): self = .failure(error)
        }
    }

    /// `success(4)`, `failure(TestError(boom))`.
    var debugDescription: String {
        switch self {
        case .success(let value): return "success(\(String(reflecting: value)))"
        case .failure(let error): return "failure(\(error))"
        }
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
