// The tests of exercise 1.4 (stretch), `Exercises/Step01/EventGrammar.swift`.
// Check it with `swift run learn check 1.4`.

import Testing
@testable import Step01_Exercises

@Suite("Exercise 1.4 (stretch): The grammar checker")
struct Exercise01_04 {
    typealias TestEvent = Event<Int, TestError>

    @Test("accept lets values and one terminal event through, and counts them")
    func acceptsValidEvents() {
        var grammar = EventGrammar<Int, TestError>()
        let results = [TestEvent.value(1), .value(2), .completed].map { grammar.accept($0) }
        #expect(results == [nil, nil, nil])
        #expect(grammar.count == 3)
    }

    @Test("hasTerminated becomes true with the first terminal event")
    func hasTerminated() {
        var grammar = EventGrammar<Int, TestError>()
        var seen: [Bool] = [grammar.hasTerminated]
        for event in [TestEvent.value(1), .interrupted] {
            _ = grammar.accept(event)
            seen.append(grammar.hasTerminated)
        }
        #expect(seen == [false, false, true])
    }

    @Test("a value after completed is reported with both positions")
    func valueAfterCompleted() {
        var grammar = EventGrammar<Int, TestError>()
        let results = [TestEvent.value(1), .completed, .value(2)].map { grammar.accept($0) }
        let violation = EventGrammarViolation(index: 2, event: "VALUE 2", terminalIndex: 1, terminalEvent: "COMPLETED")
        #expect(results == [nil, nil, violation])
        #expect(grammar.count == 3)
    }

    @Test("a second terminal event is a violation too")
    func secondTerminalEvent() {
        var grammar = EventGrammar<Int, TestError>()
        let results = [TestEvent.failed(TestError("boom")), .interrupted].map { grammar.accept($0) }
        let violation = EventGrammarViolation(
            index: 1,
            event: "INTERRUPTED",
            terminalIndex: 0,
            terminalEvent: "FAILED TestError(boom)"
        )
        #expect(results == [nil, violation])
    }

    @Test("check reports the first violation of a recording")
    func checkReportsFirstViolation() {
        let violation = EventGrammar.check([TestEvent.value(1), .interrupted, .completed, .value(3)])
        #expect(
            violation == EventGrammarViolation(index: 2, event: "COMPLETED", terminalIndex: 1, terminalEvent: "INTERRUPTED")
        )
    }
}
