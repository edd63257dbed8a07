import Testing
@testable import Step12_Schedulers

@Suite struct TakeDuringTests {
    @Test("take(during:) forwards events until the lifetime ends, then completes")
    func completesWhenLifetimeEnds() {
        let scenario = MarbleScenario()
        let letters = scenario.signal("-a-b-c|")
        let (lifetime, token) = Lifetime.make()
        scenario.signal("----x").observe { _ in token.dispose() }
        #expect(scenario.run(letters.take(during: lifetime)) == "-a-b|")
    }

    @Test("a terminal event that comes before the lifetime ends is forwarded as it is")
    func forwardsTerminalEvents() {
        let (lifetime, token) = Lifetime.make()
        #expect(MarbleScenario.run("-a|") { $0.take(during: lifetime) } == "-a|")
        #expect(MarbleScenario.run("-a#") { $0.take(during: lifetime) } == "-a#")
        #expect(MarbleScenario.run("-a!") { $0.take(during: lifetime) } == "-a!")
        #expect(!lifetime.hasEnded)
        token.dispose()
    }

    @Test("with a lifetime that has already ended, the signal has completed before anyone observes it: observers receive interrupted")
    func endedLifetimeOnSignal() {
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.observe(numbers.take(during: Lifetime.empty))
        input.send(value: 1)
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("with a lifetime that has already ended, a producer's start is interrupted and the work never starts")
    func endedLifetimeOnProducer() {
        var starts = 0
        let work = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: 1)
        }
        #expect(checkedEvents(of: work.take(during: .empty)) == [.interrupted])
        #expect(starts == 0)
    }

    @Test("when the lifetime ends, the signal stops observing its source at once")
    func stopsObservingSignal() {
        let upstreamEnded = CountingDisposable()
        let (lifetime, token) = Lifetime.make()
        let checker = ContractChecker<Int, Never>()
        let input: Signal<Int, Never>.Observer
        do {
            let (numbers, numbersInput) = Signal<Int, Never>.pipe(disposable: upstreamEnded)
            input = numbersInput
            checker.observe(numbers.take(during: lifetime))
        }
        input.send(value: 1)
        #expect(!upstreamEnded.isDisposed)
        token.dispose()
        #expect(upstreamEnded.isDisposed)
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }

    @Test("when the lifetime ends, a producer's work is interrupted at once")
    func interruptsProducerWork() {
        let (source, input) = Signal<Int, TestError>.pipe()
        var workEnded = false
        let work = SignalProducer<Int, TestError> { observer, lifetime in
            lifetime.observeEnded { workEnded = true }
            lifetime += source.observe(observer)
        }
        let (lifetime, token) = Lifetime.make()
        let checker = ContractChecker<Int, TestError>()
        checker.start(work.take(during: lifetime))
        input.send(value: 1)
        #expect(!workEnded)
        token.dispose()
        #expect(workEnded)
        input.send(value: 2)
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }

    @Test("a signal and a producer complete when the object that owns the lifetime goes (ReactiveSwift's scenarios)")
    func reactiveSwiftScenarios() {
        final class Owner {
            private let token = Lifetime.Token()
            let lifetime: Lifetime
            init() { lifetime = Lifetime(token) }
        }
        let (numbers, input) = Signal<Int, Never>.pipe()
        var owner: Owner? = Owner()
        let fromSignal = ContractChecker<Int, Never>()
        let fromProducer = ContractChecker<Int, Never>()
        fromSignal.observe(numbers.take(during: owner!.lifetime))
        fromProducer.start(numbers.producer.take(during: owner!.lifetime))
        input.send(value: 1)
        input.send(value: 2)
        owner = nil
        input.send(value: 3)
        #expect(fromSignal.events == [.value(1), .value(2), .completed])
        #expect(fromProducer.events == [.value(1), .value(2), .completed])
        expectNoViolations(fromSignal)
        expectNoViolations(fromProducer)
    }
}
