// Helpers shared by the exercise tests of step 1.
//
// Every expectation in these tests is written `#expect(actual == expected)`:
// what your code produced on the left, what it should produce on the right.
// `swift run learn check` relies on that order to label the two values.

@testable import Step01_Exercises

/// Records the events handed to it, in order, so that a test can compare
/// them with the events it expects.
///
/// ```swift
/// let recorder = Recorder<Int, TestError>()
/// recorder.record(.value(1))
/// recorder.record(.completed)
/// #expect(recorder.events == [.value(1), .completed])
/// ```
final class Recorder<Value, Error: Swift.Error> {
    /// Every event recorded so far, in the order they arrived.
    private(set) var events: [Event<Value, Error>] = []

    /// Appends an event to the recording.
    func record(_ event: Event<Value, Error>) {
        events.append(event)
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
