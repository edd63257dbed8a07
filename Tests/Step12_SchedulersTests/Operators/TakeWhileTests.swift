import Testing
@testable import Step12_Schedulers

@Suite struct TakeWhileTests {
    @Test("take(while:) sends values while the test passes, and completes at the first that fails, without sending it")
    func takesWhilePassing() {
        #expect(MarbleScenario.run("-a-b-c-a|") { $0.take(while: { $0 != "c" }) } == "-a-b-|")
        #expect(MarbleScenario.run("-c-a|") { $0.take(while: { $0 != "c" }) } == "-|")
    }

    @Test("a terminal event that comes first is forwarded as it is")
    func forwardsTerminalEvents() {
        #expect(MarbleScenario.run("-a|") { $0.take(while: { _ in true }) } == "-a|")
        #expect(MarbleScenario.run("-a#") { $0.take(while: { _ in true }) } == "-a#")
        #expect(MarbleScenario.run("-a!") { $0.take(while: { _ in true }) } == "-a!")
    }

    @Test("once it has completed, it stops observing its source and never calls the test again")
    func stopsAtOnce() {
        let upstreamEnded = CountingDisposable()
        let input: Signal<Int, Never>.Observer
        let checker = ContractChecker<Int, Never>()
        var tested: [Int] = []
        do {
            let (numbers, numbersInput) = Signal<Int, Never>.pipe(disposable: upstreamEnded)
            input = numbersInput
            checker.observe(numbers.take(while: { number in
                tested.append(number)
                return number < 2
            }))
        }
        input.send(value: 1)
        #expect(!upstreamEnded.isDisposed)
        input.send(value: 2)
        #expect(upstreamEnded.isDisposed)
        input.send(value: 0)
        #expect(tested == [1, 2])
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }

    @Test("when it completes early, it releases the test and what the test holds")
    func releasesTest() {
        final class Token {}
        weak var released: Token?
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        do {
            let token = Token()
            released = token
            checker.observe(numbers.take(while: { number in
                _ = token
                return number < 2
            }))
        }
        input.send(value: 1)
        #expect(released != nil)
        input.send(value: 2)
        #expect(released == nil)
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }

    @Test("a producer's take(while:) interrupts the work at once and pulls no more elements")
    func takeWhileOnProducers() {
        var pulled = 0
        let numbers = SignalProducer<Int, TestError>((1...1000).lazy.map { number -> Int in
            pulled += 1
            return number
        })
        let small = numbers.take(while: { $0 < 4 })
        #expect(checkedEvents(of: small) == [.value(1), .value(2), .value(3), .completed])
        #expect(pulled == 4)
        #expect(checkedEvents(of: small) == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("values up to 4 pass and 5 completes it; a first value that fails completes at once (ReactiveSwift's scenarios)")
    func reactiveSwiftScenarios() {
        let (source, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.start(SignalProducer(source).take(while: { $0 <= 4 }))
        for value in -1...4 {
            input.send(value: value)
            #expect(checker.events.last == .value(value))
        }
        input.send(value: 5)
        #expect(checker.events == (-1...4).map { .value($0) } + [.completed])
        expectNoViolations(checker)

        let (other, otherInput) = Signal<Int, Never>.pipe()
        let otherChecker = ContractChecker<Int, Never>()
        otherChecker.start(SignalProducer(other).take(while: { $0 <= 4 }))
        otherInput.send(value: 5)
        #expect(otherChecker.events == [.completed])
        expectNoViolations(otherChecker)
    }
}
