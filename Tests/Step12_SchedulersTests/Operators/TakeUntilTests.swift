import Testing
@testable import Step12_Schedulers

@Suite struct TakeUntilTests {
    @Test("take(until:) sends values up to and including the first that fails the test, then completes")
    func takesUntilFailing() {
        #expect(MarbleScenario.run("-a-b-c-a|") { $0.take(until: { $0 != "c" }) } == "-a-b-(c|)")
        #expect(MarbleScenario.run("-c-a|") { $0.take(until: { $0 != "c" }) } == "-(c|)")
    }

    @Test("a terminal event that comes first is forwarded as it is")
    func forwardsTerminalEvents() {
        #expect(MarbleScenario.run("-a|") { $0.take(until: { _ in true }) } == "-a|")
        #expect(MarbleScenario.run("-a#") { $0.take(until: { _ in true }) } == "-a#")
        #expect(MarbleScenario.run("-a!") { $0.take(until: { _ in true }) } == "-a!")
    }

    @Test("each value is sent before it is tested, as in ReactiveSwift")
    func sendsBeforeTesting() {
        var log: [String] = []
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never> { event in log.append("observer \(event)") }
        checker.observe(numbers.take(until: { number in
            log.append("test \(number)")
            return number < 2
        }))
        input.send(value: 1)
        input.send(value: 2)
        input.send(value: 3)
        #expect(log == ["observer VALUE 1", "test 1", "observer VALUE 2", "test 2", "observer COMPLETED"])
        #expect(checker.events == [.value(1), .value(2), .completed])
        expectNoViolations(checker)
    }

    @Test("once it has completed, it stops observing its source")
    func stopsAtOnce() {
        let upstreamEnded = CountingDisposable()
        let input: Signal<Int, Never>.Observer
        let checker = ContractChecker<Int, Never>()
        do {
            let (numbers, numbersInput) = Signal<Int, Never>.pipe(disposable: upstreamEnded)
            input = numbersInput
            checker.observe(numbers.take(until: { $0 < 2 }))
        }
        input.send(value: 1)
        #expect(!upstreamEnded.isDisposed)
        input.send(value: 2)
        #expect(upstreamEnded.isDisposed)
        #expect(checker.events == [.value(1), .value(2), .completed])
        expectNoViolations(checker)
    }

    @Test("when it completes, it releases the test and what the test holds")
    func releasesTest() {
        final class Token {}
        weak var released: Token?
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        do {
            let token = Token()
            released = token
            checker.observe(numbers.take(until: { number in
                _ = token
                return number < 2
            }))
        }
        input.send(value: 1)
        #expect(released != nil)
        input.send(value: 2)
        #expect(released == nil)
        #expect(checker.events == [.value(1), .value(2), .completed])
        expectNoViolations(checker)
    }

    @Test("a producer's take(until:) interrupts the work at once and pulls no more elements")
    func takeUntilOnProducers() {
        var pulled = 0
        let numbers = SignalProducer<Int, TestError>((1...1000).lazy.map { number -> Int in
            pulled += 1
            return number
        })
        let upToThree = numbers.take(until: { $0 < 3 })
        #expect(checkedEvents(of: upToThree) == [.value(1), .value(2), .value(3), .completed])
        #expect(pulled == 3)
        #expect(checkedEvents(of: upToThree) == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("values up to 4 pass, 5 passes and completes it, 6 is not sent (ReactiveSwift's scenarios)")
    func reactiveSwiftScenarios() {
        let (source, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.start(SignalProducer(source).take(until: { $0 <= 4 }))
        for value in -1...4 {
            input.send(value: value)
            #expect(checker.events.last == .value(value))
        }
        input.send(value: 5)
        input.send(value: 6)
        #expect(checker.events == (-1...5).map { .value($0) } + [.completed])
        expectNoViolations(checker)

        let (other, otherInput) = Signal<Int, Never>.pipe()
        let otherChecker = ContractChecker<Int, Never>()
        otherChecker.start(SignalProducer(other).take(until: { $0 <= 4 }))
        otherInput.send(value: 5)
        #expect(otherChecker.events == [.value(5), .completed])
        expectNoViolations(otherChecker)
    }
}
