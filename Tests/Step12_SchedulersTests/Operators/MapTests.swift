import Testing
@testable import Step12_Schedulers

@Suite struct MapTests {
    @Test("map transforms every value and forwards completion")
    func mapTransformsValues() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(numbers.map { $0 * 2 })
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(checker.events == [.value(2), .value(4), .completed])
        expectNoViolations(checker)
    }

    @Test("map forwards a failure and an interruption untouched, without calling the transform")
    func mapForwardsTerminalEvents() {
        var calls = 0
        let failing = SignalProducer<Int, TestError>(error: TestError("offline")).map { value -> Int in
            calls += 1
            return value
        }
        #expect(checkedEvents(of: failing) == [.failed(TestError("offline"))])
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<String, TestError>()
        checker.observe(numbers.map { "\($0)" })
        input.sendInterrupted()
        #expect(checker.events == [.interrupted])
        #expect(calls == 0)
        expectNoViolations(checker)
    }

    @Test("map with a key path reads that property of every value")
    func mapKeyPath() {
        #expect(checkedEvents(of: SignalProducer<String, Never>(["map", "signal"]).map(\.count)) == [.value(3), .value(6), .completed])
    }

    @Test("map(value:) sends the same value once per value")
    func mapToConstant() {
        #expect(MarbleScenario.run("-a-b|") { $0.map(value: "x") } == "-x-x|")
    }

    @Test("the transform runs once per value, when the value arrives, and again on every start")
    func mapRunsPerStart() {
        var log: [String] = []
        let producer = SignalProducer<Int, Never>([1, 2]).map { value -> Int in
            log.append("transform \(value)")
            return value
        }
        #expect(log.isEmpty)
        producer.start()
        producer.start()
        #expect(log == ["transform 1", "transform 2", "transform 1", "transform 2"])
    }

    @Test("when the mapped signal ends, it stops observing its source and releases the transform")
    func mapReleasesOnTermination() {
        final class Token {}
        weak var released: Token?
        let (numbers, input) = Signal<Int, Never>.pipe()
        do {
            let token = Token()
            released = token
            numbers.map { value -> Int in
                _ = token
                return value
            }.observeValues { _ in }
        }
        #expect(released != nil)
        input.sendCompleted()
        #expect(released == nil)
    }
    @Test("when its only observation is disposed of, the mapped signal stops observing its source, which lives on, and releases the transform")
    func mapReleasesWhenUnobserved() {
        final class Token {}
        weak var released: Token?
        var transformed: [Int] = []
        var received: [Int] = []
        var sourceValues: [Int] = []
        let (numbers, input) = Signal<Int, Never>.pipe()
        // Another observer: the source stays alive and observed throughout,
        // so only the mapped signal's own end can stop its observation.
        numbers.observeValues { sourceValues.append($0) }
        let observation: Disposable?
        do {
            let token = Token()
            released = token
            // The mapped signal is not kept: once its only observation is
            // disposed of, nobody observes it and nobody can.
            observation = numbers.map { value -> Int in
                _ = token
                transformed.append(value)
                return value * 10
            }.observeValues { received.append($0) }
        }
        input.send(value: 1)
        #expect(released != nil)
        observation?.dispose()
        // Unobserved and unreachable, the mapped signal ends (chapter 4),
        // and its lifetime ends the observation of `numbers`. A map that
        // does not attach that observation to the lifetime (`mapByHand` at
        // the start of chapter 6) leaves the closure in `numbers`, holding
        // the token and running the transform for every later value.
        #expect(released == nil)
        input.send(value: 2)
        input.send(value: 3)
        #expect(transformed == [1])
        #expect(received == [10])
        #expect(sourceValues == [1, 2, 3])
    }
}
