import Testing
@testable import Step12_Schedulers

@Suite struct SkipFirstTests {
    @Test("skip(first:) drops the first n values and forwards the rest and the terminal event")
    func skipsFirstValues() {
        #expect(MarbleScenario.run("-a-b-c-d|") { $0.skip(first: 2) } == "-----c-d|")
        #expect(MarbleScenario.run("-a-b-c#") { $0.skip(first: 1) } == "---b-c#")
    }

    @Test("a terminal event that comes while values are being skipped is forwarded as it is")
    func forwardsTerminalEventsWhileSkipping() {
        #expect(MarbleScenario.run("-a|") { $0.skip(first: 2) } == "--|")
        #expect(MarbleScenario.run("-a#") { $0.skip(first: 2) } == "--#")
        #expect(MarbleScenario.run("-a!") { $0.skip(first: 2) } == "--!")
    }

    @Test("skip(first: 0) skips nothing: on a signal it is the signal itself")
    func skipZero() {
        let (numbers, _) = Signal<Int, Never>.pipe()
        #expect(numbers.skip(first: 0) === numbers)
        #expect(checkedEvents(of: SignalProducer<Int, Never>([1, 2]).skip(first: 0)) == [.value(1), .value(2), .completed])
    }

    @Test("a producer's skip(first:) skips the first values of every start")
    func skipFirstOnProducers() {
        let afterTwo = SignalProducer<Int, TestError>(1...5).skip(first: 2)
        #expect(checkedEvents(of: afterTwo) == [.value(3), .value(4), .value(5), .completed])
        #expect(checkedEvents(of: afterTwo) == [.value(3), .value(4), .value(5), .completed])
        #expect(checkedEvents(of: SignalProducer<Int, TestError>(1...2).skip(first: 5)) == [.completed])
    }

    @Test("the first value is skipped and the second arrives; with 0, both arrive (ReactiveSwift's scenarios)")
    func reactiveSwiftScenarios() {
        for (count, expected) in [(1, [2]), (0, [1, 2])] {
            let (source, input) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<Int, Never>()
            checker.start(SignalProducer(source).skip(first: count))
            input.send(value: 1)
            input.send(value: 2)
            #expect(checker.events == expected.map { .value($0) })
            expectNoViolations(checker)
        }
    }

    @Test("disposing of a start while values are being skipped interrupts it")
    func disposal() {
        let scenario = MarbleScenario()
        #expect(scenario.run(scenario.producer("-a-b-c|").skip(first: 2), disposingAt: 4) == "----!")
    }

    @Test("a negative count stops the program with a message that says what to pass instead")
    func negativeCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int, Never>.never.skip(first: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("skip(first: -1): the count of values to skip must not be negative"))
        #expect(message.contains("Pass 0 to skip no value"))
        await #expect(processExitsWith: .failure) {
            _ = SignalProducer<Int, Never>.never.skip(first: -3)
        }
    }
}
