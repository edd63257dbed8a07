import Testing
@testable import Step12_Schedulers

@Suite struct FlatteningScenarioTests {
    @Test("the flattening scenario draws the result and logs each start and end with its tick, as its documentation says")
    func documentedExample() {
        let flattening = FlatteningScenario(inners: ["A": "-1|", "B": "-2|"])
        #expect(flattening.draw("A--B|", .merge) == "-1--2|")
        #expect(flattening.log == ["start A@0", "end A@2", "start B@3", "end B@5"])
    }
}

@Suite struct BufferedProducerTests {
    @Test("a buffered producer replays what was sent before its start, then follows, as its documentation says")
    func documentedExample() {
        let (producer, observer) = bufferedProducer(String.self, capacity: 5)
        observer.send(value: "early")
        let checker = ContractChecker<String, Never>()
        checker.start(producer)
        observer.send(value: "late")
        #expect(checker.events == [.value("early"), .value("late")])
        expectNoViolations(checker)
    }

    @Test("it keeps only the last values up to its capacity, and the terminal event; after it, nothing")
    func capacityAndEnd() {
        let (producer, observer) = bufferedProducer(Int.self, capacity: 2)
        for value in 1...4 {
            observer.send(value: value)
        }
        observer.sendCompleted()
        observer.send(value: 5)
        #expect(checkedEvents(of: producer) == [.value(3), .value(4), .completed])
        #expect(checkedEvents(of: producer) == [.value(3), .value(4), .completed])
    }
}
