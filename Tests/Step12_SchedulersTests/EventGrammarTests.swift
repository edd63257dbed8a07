import Testing
@testable import Step12_Schedulers

@Suite struct EventGrammarTests {
    typealias E = Event<Int, TestError>

    @Test(
        "sequences that obey value* (failed | completed | interrupted)? pass",
        arguments: [
            [E](),
            [.value(1)],
            [.value(1), .value(2), .value(3)],
            [.completed],
            [.failed(TestError())],
            [.interrupted],
            [.value(1), .value(2), .completed],
            [.value(1), .failed(TestError())],
            [.value(1), .interrupted],
        ] as [[E]]
    )
    func validSequences(events: [E]) {
        #expect(EventGrammar.check(events) == nil)
    }

    @Test("a value after completed is reported with both positions")
    func valueAfterCompleted() {
        let violation = EventGrammar.check([E.value(1), .completed, .value(2)])
        #expect(
            violation
                == EventGrammarViolation(index: 2, event: "VALUE 2", terminalIndex: 1, terminalEvent: "COMPLETED")
        )
        #expect(violation?.description == "event #2 (VALUE 2) arrived after the terminal event #1 (COMPLETED)")
    }

    @Test("a second terminal event is a violation")
    func twoTerminalEvents() {
        let violation = EventGrammar.check([E.failed(TestError("a")), .interrupted])
        #expect(violation?.index == 1)
        #expect(violation?.terminalIndex == 0)
        #expect(violation?.event == "INTERRUPTED")
        #expect(violation?.terminalEvent == "FAILED TestError(a)")
    }

    @Test("check reports the first violation only")
    func firstViolation() {
        let violation = EventGrammar.check([E.value(1), .interrupted, .completed, .value(3)])
        #expect(violation?.index == 2)
        #expect(violation?.terminalIndex == 1)
    }

    @Test("accept checks events one at a time and counts them")
    func incremental() {
        var grammar = EventGrammar<Int, TestError>()
        #expect(grammar.accept(.value(1)) == nil)
        #expect(!grammar.hasTerminated)
        #expect(grammar.accept(.completed) == nil)
        #expect(grammar.hasTerminated)
        #expect(grammar.accept(.value(2))?.index == 2)
        #expect(grammar.count == 3)
    }
}
