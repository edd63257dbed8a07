// The tests of exercise 1.2, `Exercises/Step01/EventMap.swift`.
// Check it with `swift run learn check 1.2`.

import Testing
@testable import Step01_Exercises

@Suite("Exercise 1.2: map and mapError")
struct Exercise01_02 {
    @Test("map transforms the value of a value event")
    func mapTransformsValue() {
        let event: Event<String, TestError> = .value("test")
        #expect(event.map(\.count) == .value(4))
    }

    @Test("map keeps failed, completed and interrupted as they are")
    func mapKeepsTerminalEvents() {
        let events: [Event<String, TestError>] = [.failed(TestError("boom")), .completed, .interrupted]
        #expect(events.map { $0.map(\.count) } == [.failed(TestError("boom")), .completed, .interrupted])
    }

    @Test("map calls its transform once for a value event and never for the others")
    func mapCallsTransformOnlyForValues() {
        var calls = 0
        let events: [Event<Int, TestError>] = [.value(1), .failed(TestError()), .completed, .interrupted]
        for event in events {
            _ = event.map { value -> Int in
                calls += 1
                return value
            }
        }
        #expect(calls == 1)
    }

    @Test("mapError transforms the error of a failed event")
    func mapErrorTransformsError() {
        let event: Event<Int, TestError> = .failed(TestError("boom"))
        #expect(event.mapError { TestError($0.name + "!") } == .failed(TestError("boom!")))
    }

    @Test("mapError keeps value, completed and interrupted as they are")
    func mapErrorKeepsOtherEvents() {
        let events: [Event<Int, TestError>] = [.value(1), .completed, .interrupted]
        #expect(events.map { $0.mapError { TestError($0.name + "!") } } == [.value(1), .completed, .interrupted])
    }

    @Test("mapError calls its transform once for a failed event and never for the others")
    func mapErrorCallsTransformOnlyForErrors() {
        var calls = 0
        let events: [Event<Int, TestError>] = [.value(1), .failed(TestError()), .completed, .interrupted]
        for event in events {
            _ = event.mapError { error -> TestError in
                calls += 1
                return error
            }
        }
        #expect(calls == 1)
    }
}
