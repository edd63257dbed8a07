// The tests of exercise 1.1, `Exercises/Step01/EventAccessors.swift`.
// Check it with `swift run learn check 1.1`.

import Testing
@testable import Step01_Exercises

@Suite("Exercise 1.1: Reading an event")
struct Exercise01_01 {
    /// One event of each kind, in the order the tests below list their answers.
    let events: [Event<Int, TestError>] = [.value(1), .failed(TestError("boom")), .completed, .interrupted]

    @Test("isTerminating is true for failed, completed and interrupted, and false for value")
    func isTerminating() {
        #expect(events.map(\.isTerminating) == [false, true, true, true])
    }

    @Test("isCompleted is true for completed only")
    func isCompleted() {
        #expect(events.map(\.isCompleted) == [false, false, true, false])
    }

    @Test("value is the payload of a value event, and nil for the others")
    func value() {
        #expect(events.map(\.value) == [1, nil, nil, nil])
    }

    @Test("error is the payload of a failed event, and nil for the others")
    func error() {
        #expect(events.map(\.error) == [nil, TestError("boom"), nil, nil])
    }
}
