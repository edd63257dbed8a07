import Testing
@testable import Step12_Schedulers

@Suite struct SkipWhileTests {
    @Test("skip(while:) drops values while the test passes, then forwards everything from the first that fails")
    func skipsWhilePassing() {
        #expect(MarbleScenario.run("-a-b-c-a|") { $0.skip(while: { $0 != "c" }) } == "-----c-a|")
        #expect(MarbleScenario.run("-c-a#") { $0.skip(while: { $0 != "c" }) } == "-c-a#")
    }

    @Test("a terminal event that comes while values are being skipped is forwarded as it is")
    func forwardsTerminalEventsWhileSkipping() {
        #expect(MarbleScenario.run("-a|") { $0.skip(while: { _ in true }) } == "--|")
        #expect(MarbleScenario.run("-a#") { $0.skip(while: { _ in true }) } == "--#")
        #expect(MarbleScenario.run("-a!") { $0.skip(while: { _ in true }) } == "--!")
    }

    @Test("once a value fails the test, the test is never called again")
    func stopsTesting() {
        var tested: [Int] = []
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.observe(numbers.skip(while: { number in
            tested.append(number)
            return number < 3
        }))
        for number in [1, 2, 3, 1, 5] {
            input.send(value: number)
        }
        input.sendCompleted()
        #expect(tested == [1, 2, 3])
        #expect(checker.events == [.value(3), .value(1), .value(5), .completed])
        expectNoViolations(checker)
    }

    @Test("when the signal ends, it releases the test and what the test holds")
    func releasesTest() {
        final class Token {}
        weak var released: Token?
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        do {
            let token = Token()
            released = token
            checker.observe(numbers.skip(while: { number in
                _ = token
                return number < 2
            }))
        }
        input.send(value: 1)
        #expect(released != nil)
        input.sendCompleted()
        #expect(released == nil)
        #expect(checker.events == [.completed])
        expectNoViolations(checker)
    }

    @Test("a producer's skip(while:) starts skipping afresh on every start")
    func skipWhileOnProducers() {
        let large = SignalProducer<Int, TestError>([1, 5, 2, 6]).skip(while: { $0 < 4 })
        #expect(checkedEvents(of: large) == [.value(5), .value(2), .value(6), .completed])
        #expect(checkedEvents(of: large) == [.value(5), .value(2), .value(6), .completed])
    }

    @Test("values below 2 are skipped until 2 arrives; a first value that fails passes at once (ReactiveSwift's scenarios)")
    func reactiveSwiftScenarios() {
        for (sent, expected) in [([1, 2, 0], [2, 0]), ([3, 1], [3, 1])] {
            let (source, input) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<Int, Never>()
            checker.start(SignalProducer(source).skip(while: { $0 < 2 }))
            for value in sent {
                input.send(value: value)
            }
            #expect(checker.events == expected.map { .value($0) })
            expectNoViolations(checker)
        }
    }
}
