import Testing
@testable import Step12_Schedulers

@Suite struct EventTests {
    @Test("only failed, completed and interrupted are terminating")
    func terminatingEvents() {
        let events: [Event<Int, TestError>] = [.value(1), .failed(TestError()), .completed, .interrupted]
        #expect(events.map(\.isTerminating) == [false, true, true, true])
    }

    @Test("only completed is completed")
    func completedEvents() {
        let events: [Event<Int, TestError>] = [.value(1), .failed(TestError()), .completed, .interrupted]
        #expect(events.map(\.isCompleted) == [false, false, true, false])
    }

    @Test("value and error read the payload of their own case and nil otherwise")
    func accessors() {
        let events: [Event<Int, TestError>] = [.value(1), .failed(TestError("boom")), .completed, .interrupted]
        #expect(events.map(\.value) == [1, nil, nil, nil])
        #expect(events.map(\.error) == [nil, TestError("boom"), nil, nil])
    }

    @Test("map transforms a value and keeps terminal events")
    func mapTransformsValues() {
        let events: [Event<String, TestError>] = [.value("test"), .failed(TestError()), .completed, .interrupted]
        let mapped = events.map { $0.map(\.count) }
        #expect(mapped == [.value(4), .failed(TestError()), .completed, .interrupted])
    }

    @Test("map calls its transform only for a value")
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

    @Test("mapError transforms an error and keeps every other event")
    func mapErrorTransformsErrors() {
        let events: [Event<Int, TestError>] = [.value(1), .failed(TestError("a")), .completed, .interrupted]
        let mapped = events.map { $0.mapError { TestError($0.name + "!") } }
        #expect(mapped == [.value(1), .failed(TestError("a!")), .completed, .interrupted])
    }

    @Test("events are equal only with the same case and payload")
    func equality() {
        typealias E = Event<Int, TestError>
        #expect(E.value(1) == E.value(1))
        #expect(E.value(1) != E.value(2))
        #expect(E.failed(TestError("a")) == E.failed(TestError("a")))
        #expect(E.failed(TestError("a")) != E.failed(TestError("b")))
        #expect(E.completed == E.completed)
        #expect(E.interrupted == E.interrupted)
        #expect(E.completed != E.interrupted)
        #expect(E.value(1) != E.completed)
    }

    @Test("an event prints as ReactiveSwift prints it: VALUE, FAILED, COMPLETED, INTERRUPTED")
    func printedForm() {
        let events: [Event<String, TestError>] = [.value("hello"), .failed(TestError("boom")), .completed, .interrupted]
        #expect(events.map { String(describing: $0) } == ["VALUE hello", "FAILED TestError(boom)", "COMPLETED", "INTERRUPTED"])
        #expect("\(Event<Int, TestError>.value(1))" == "VALUE 1")
    }

    @Test("a failed event prints its error as the error prints itself")
    func printedError() {
        enum LoadError: Error { case offline, server(code: Int) }
        #expect(String(describing: Event<Int, LoadError>.failed(.offline)) == "FAILED offline")
        #expect(String(describing: Event<Int, LoadError>.failed(.server(code: 500))) == "FAILED server(code: 500)")
    }

    @Test("an array of events prints each event the same way")
    func printedArray() {
        let events: [Event<Int, TestError>] = [.value(1), .value(2), .completed]
        #expect(String(describing: events) == "[VALUE 1, VALUE 2, COMPLETED]")
    }
}
