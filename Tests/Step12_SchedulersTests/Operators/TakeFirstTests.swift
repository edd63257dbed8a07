import Testing
@testable import Step12_Schedulers

@Suite struct TakeFirstTests {
    @Test("take(first:) sends the first n values and completes at once, without waiting for more")
    func takesFirstValues() {
        #expect(MarbleScenario.run("-a-b-c|") { $0.take(first: 2) } == "-a-(b|)")
        #expect(MarbleScenario.run("-a-b-c-d-e") { $0.take(first: 5) } == "-a-b-c-d-(e|)")

        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(numbers.take(first: 2))
        input.send(value: 1)
        #expect(checker.events == [.value(1)])
        input.send(value: 2)
        #expect(checker.events == [.value(1), .value(2), .completed])
        input.send(value: 3)
        input.sendCompleted()
        #expect(checker.events == [.value(1), .value(2), .completed])
        expectNoViolations(checker)
    }

    @Test("a terminal event that comes before the count is forwarded as it is")
    func forwardsEarlyTerminalEvents() {
        #expect(MarbleScenario.run("-a|") { $0.take(first: 3) } == "-a|")
        #expect(MarbleScenario.run("-a-#") { $0.take(first: 3) } == "-a-#")
        #expect(MarbleScenario.run("-a!") { $0.take(first: 3) } == "-a!")
    }

    @Test("take(first: 0) does not observe the signal, and its observers receive interrupted at once")
    func takeZeroFromSignal() {
        let upstreamEnded = CountingDisposable()
        let input: Signal<Int, Never>.Observer
        let checker = ContractChecker<Int, Never>()
        do {
            let (numbers, numbersInput) = Signal<Int, Never>.pipe(disposable: upstreamEnded)
            input = numbersInput
            checker.observe(numbers.take(first: 0))
        }
        // Nobody observes the pipe and nobody can: it has ended.
        #expect(upstreamEnded.isDisposed)
        input.send(value: 1)
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("take(first: 0) on a producer interrupts every start without starting the work")
    func takeZeroFromProducer() {
        var starts = 0
        let work = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: 1)
        }
        #expect(checkedEvents(of: work.take(first: 0)) == [.interrupted])
        #expect(starts == 0)
    }

    @Test("a producer's take(first:) takes the first values of every start")
    func takeFirstOnProducers() {
        let firstTwo = SignalProducer<Int, TestError>([1, 2, 3, 4]).take(first: 2)
        #expect(checkedEvents(of: firstTwo) == [.value(1), .value(2), .completed])
        #expect(checkedEvents(of: firstTwo) == [.value(1), .value(2), .completed])
        let failing = SignalProducer<Int, TestError>(error: TestError("offline")).take(first: 2)
        #expect(checkedEvents(of: failing) == [.failed(TestError("offline"))])
    }

    @Test("when the count is reached, the signal stops observing its source at once")
    func stopsObservingSignal() {
        let upstreamEnded = CountingDisposable()
        let input: Signal<Int, Never>.Observer
        let checker = ContractChecker<Int, Never>()
        do {
            let (numbers, numbersInput) = Signal<Int, Never>.pipe(disposable: upstreamEnded)
            input = numbersInput
            checker.observe(numbers.take(first: 1))
        }
        #expect(!upstreamEnded.isDisposed)
        input.send(value: 1)
        // The only observer left; the pipe, unreachable, ends.
        #expect(upstreamEnded.isDisposed)
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }

    @Test("when the count is reached, the producer's work is interrupted at once and pulls no more elements")
    func interruptsProducerWork() {
        let (source, input) = Signal<Int, Never>.pipe()
        var workEnded = false
        let work = SignalProducer<Int, Never> { observer, lifetime in
            lifetime.observeEnded { workEnded = true }
            lifetime += source.observe(observer)
        }
        let checker = ContractChecker<Int, Never>()
        checker.start(work.take(first: 2))
        input.send(value: 1)
        #expect(!workEnded)
        input.send(value: 2)
        #expect(workEnded)
        #expect(checker.events == [.value(1), .value(2), .completed])
        expectNoViolations(checker)

        var pulled = 0
        let numbers = SignalProducer<Int, Never>((1...1000).lazy.map { number -> Int in
            pulled += 1
            return number
        })
        #expect(checkedEvents(of: numbers.take(first: 3)) == [.value(1), .value(2), .value(3), .completed])
        #expect(pulled == 3)
    }

    @Test("disposing of a start interrupts it and its work")
    func disposal() {
        let scenario = MarbleScenario()
        let subscriptions = MarbleSubscriptions()
        let letters = scenario.producer("-a-b-c|", recordingInto: subscriptions)
        #expect(scenario.run(letters.take(first: 3), disposingAt: 2) == "-a!")
        #expect(subscriptions.diagrams == ["^-!"])
    }

    @Test("taking the last value it wants ends the work underneath in the same tick")
    func endsTheWorkWhenDone() {
        let scenario = MarbleScenario()
        let subscriptions = MarbleSubscriptions()
        let letters = scenario.producer("-a-b-c-d|", recordingInto: subscriptions)
        #expect(scenario.run(letters.take(first: 2)) == "-a-(b|)")
        #expect(subscriptions.diagrams == ["^--!"])
    }

    @Test("a negative count stops the program with a message that says what to pass instead")
    func negativeCount() async {
        let signal = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int, Never>.never.take(first: -1)
        }
        let message = String(decoding: signal?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("take(first: -1): the count of values to take must not be negative"))
        #expect(message.contains("Pass 0 to take no value"))
        await #expect(processExitsWith: .failure) {
            _ = SignalProducer<Int, Never>.never.take(first: -1)
        }
    }
}
