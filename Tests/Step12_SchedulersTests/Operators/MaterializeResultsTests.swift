import Testing
@testable import Step12_Schedulers

@Suite struct MaterializeResultsTests {
    private typealias IntResult = Result<Int, TestError>

    @Test("materializeResults sends each value as a success, and a failure as a failure value, then completes")
    func valuesAndFailure() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<IntResult, Never>()
        checker.observe(numbers.materializeResults())
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: TestError("offline"))
        #expect(checker.events == [.value(.success(1)), .value(.success(2)), .value(.failure(TestError("offline"))), .completed])
        expectNoViolations(checker)
    }

    @Test("completion and interruption end the results without a value")
    func otherTerminalEvents() {
        #expect(checkedEvents(of: SignalProducer<Int, TestError>(value: 1).materializeResults()) == [.value(.success(1)), .completed])
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<IntResult, Never>()
        checker.observe(numbers.materializeResults())
        input.sendInterrupted()
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("the latest result is the value, then the error (ReactiveSwift's scenario)")
    func reactiveSwiftScenario() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        var latest: IntResult?
        numbers.materializeResults().observeValues { latest = $0 }
        input.send(value: 2)
        #expect(latest == .success(2))
        input.send(error: TestError())
        #expect(latest == .failure(TestError()))
    }

    @Test("a producer's results are those of every start")
    func producers() {
        let results = SignalProducer<Int, TestError>(values: 1, 2).concat(error: TestError()).materializeResults()
        let expected: [Signal<IntResult, Never>.Event] = [.value(.success(1)), .value(.success(2)), .value(.failure(TestError())), .completed]
        #expect(checkedEvents(of: results) == expected)
        #expect(checkedEvents(of: results) == expected)
    }

    @Test("disposing of a start interrupts it and the work underneath, with no value for the interruption")
    func disposal() {
        let scenario = MarbleScenario()
        var workEnded = false
        let work = scenario.producer("-a-b|").on(disposed: { workEnded = true })
        #expect(scenario.run(work.materializeResults(), disposingAt: 2, symbols: ["success(\"a\")": "A"]) == "-A!")
        #expect(workEnded)
    }

    @Test("materializeResults then dematerializeResults gives back the same events")
    func roundTrip() {
        let producers = [
            SignalProducer<Int, TestError>(values: 1, 2),
            SignalProducer<Int, TestError>(values: 1, 2).concat(error: TestError()),
            SignalProducer<Int, TestError>.empty,
        ]
        for producer in producers {
            #expect(checkedEvents(of: producer.materializeResults().dematerializeResults()) == checkedEvents(of: producer))
        }
        #expect(MarbleScenario.run("-a-b#") { $0.materializeResults().dematerializeResults() } == "-a-b#")
        #expect(MarbleScenario.run("-a!") { $0.materializeResults().dematerializeResults() } == "-a!")
    }
}
