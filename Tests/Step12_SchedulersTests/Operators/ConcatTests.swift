import Testing
@testable import Step12_Schedulers

@Suite struct ConcatTests {
    /// Work that forwards a pipe's events and counts its starts and ends.
    private final class Work {
        let (source, input) = Signal<Int, TestError>.pipe()
        var starts = 0
        var ends = 0

        var producer: SignalProducer<Int, TestError> {
            SignalProducer { [self] observer, lifetime in
                starts += 1
                lifetime.observeEnded { self.ends += 1 }
                lifetime += source.observe(observer)
            }
        }
    }

    /// Draws what `first.concat(next)` sends, both drawn as producers.
    private static func draw(_ first: String, concat next: String, disposingAt tick: Int? = nil) -> String {
        let scenario = MarbleScenario()
        return scenario.run(scenario.producer(first).concat(scenario.producer(next)), disposingAt: tick)
    }

    @Test("concat forwards the first producer's values, then starts the next when the first completes")
    func concatenates() {
        #expect(Self.draw("-a-b|", concat: "-c|") == "-a-b-c|")
        #expect(Self.draw("|", concat: "(ab)|") == "(ab)|")
    }

    @Test("a failure of the first producer ends it all: the next never starts")
    func firstFails() {
        let scenario = MarbleScenario()
        var nextStarts = 0
        let next = scenario.producer("-c|").on(starting: { nextStarts += 1 })
        #expect(scenario.run(scenario.producer("-a#").concat(next)) == "-a#")
        #expect(nextStarts == 0)
    }

    @Test("an interruption the first producer sends of its own accord counts as completion: the next starts")
    func firstInterruptsItself() {
        #expect(Self.draw("-a!", concat: "-b|") == "-a-b|")
        #expect(Self.draw("-a!", concat: "-b!") == "-a-b|")
    }

    @Test("the next producer's failure is forwarded, and its interruption completes the returned producer")
    func nextEnds() {
        #expect(Self.draw("-a|", concat: "-b#") == "-a-b#")
        #expect(Self.draw("-a|", concat: "-b!") == "-a-b|")
    }

    @Test("disposing of a start while the first producer runs interrupts it, and the next never starts")
    func disposalDuringFirst() {
        let first = Work()
        let next = Work()
        let checker = ContractChecker<Int, TestError>()
        let start = checker.start(first.producer.concat(next.producer))
        first.input.send(value: 1)
        start.dispose()
        #expect(first.ends == 1)
        #expect(next.starts == 0)
        #expect(checker.events == [.value(1), .interrupted])
        expectNoViolations(checker)

        #expect(Self.draw("-a-b|", concat: "-c|", disposingAt: 2) == "-a!")
        #expect(Self.draw("-a|", concat: "-b-c|", disposingAt: 4) == "-a-b!")
    }

    @Test("disposing of a start while the next producer runs interrupts the next")
    func disposalDuringNext() {
        let first = Work()
        let next = Work()
        let checker = ContractChecker<Int, TestError>()
        let start = checker.start(first.producer.concat(next.producer))
        first.input.sendCompleted()
        next.input.send(value: 2)
        #expect(next.ends == 0)
        start.dispose()
        #expect(next.ends == 1)
        #expect(checker.events == [.value(2), .interrupted])
        expectNoViolations(checker)
    }

    @Test("a take(first:) after concat that is satisfied by the first producer never starts the next (ReactiveSwift's scenario)")
    func takeNeverStartsNext() {
        var nextStarted = false
        let first = SignalProducer<Int, Never> { observer, _ in
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let next = SignalProducer<Int, Never> { observer, _ in
            nextStarted = true
            observer.send(value: 2)
            observer.sendCompleted()
        }
        #expect(checkedEvents(of: first.concat(next).take(first: 1)) == [.value(1), .completed])
        #expect(!nextStarted)
    }

    @Test("a take(first:) after concat interrupts the work at once, which pulls no more elements")
    func earlyTermination() {
        var pulled = 0
        let numbers = SignalProducer<Int, Never>((1...1000).lazy.map { number -> Int in
            pulled += 1
            return number
        })
        #expect(checkedEvents(of: numbers.concat(value: 0).take(first: 3)) == [.value(1), .value(2), .value(3), .completed])
        #expect(pulled == 3)
        pulled = 0
        let afterZero = SignalProducer<Int, Never>(value: 0).concat(numbers).take(first: 3)
        #expect(checkedEvents(of: afterZero) == [.value(0), .value(1), .value(2), .completed])
        #expect(pulled == 2)
    }

    @Test("concat(value:) and concat(_:) send a last value when the first producer completes (ReactiveSwift's scenarios)")
    func concatValue() {
        for concatenate in [{ $0.concat(value: 4) }, { $0.concat(SignalProducer(value: 4)) }] as [(SignalProducer<Int, Never>) -> SignalProducer<Int, Never>] {
            let (source, input) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<Int, Never>()
            checker.start(concatenate(SignalProducer(source)))
            for value in 1...3 {
                input.send(value: value)
                #expect(checker.events.last == .value(value))
            }
            input.sendCompleted()
            #expect(checker.events == [.value(1), .value(2), .value(3), .value(4), .completed])
            expectNoViolations(checker)
        }
    }

    @Test("concat(error:) fails when the first producer completes, and not if it fails first (ReactiveSwift's scenarios)")
    func concatError() {
        let (source, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.start(SignalProducer(source).concat(error: TestError("appended")))
        input.send(value: 1)
        input.sendCompleted()
        #expect(checker.events == [.value(1), .failed(TestError("appended"))])
        expectNoViolations(checker)

        let failing = SignalProducer<Int, TestError>(error: TestError("first")).concat(error: TestError("appended"))
        #expect(checkedEvents(of: failing) == [.failed(TestError("first"))])
    }

    @Test("prefix(value:) and prefix(_:) send what comes first, then this producer's events (ReactiveSwift's scenarios)")
    func prefix() {
        for prefixing in [{ $0.prefix(value: 0) }, { $0.prefix(SignalProducer(value: 0)) }] as [(SignalProducer<Int, Never>) -> SignalProducer<Int, Never>] {
            let (source, input) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<Int, Never>()
            checker.start(prefixing(SignalProducer(source)))
            #expect(checker.events == [.value(0)])
            for value in 1...3 {
                input.send(value: value)
                #expect(checker.events.last == .value(value))
            }
            input.sendCompleted()
            #expect(checker.events == [.value(0), .value(1), .value(2), .value(3), .completed])
            expectNoViolations(checker)
        }
        let scenario = MarbleScenario()
        #expect(scenario.run(scenario.producer("-c|").prefix(scenario.producer("-a-b|"))) == "-a-b-c|")
        #expect(checkedEvents(of: SignalProducer<Int, Never>(values: 2, 3).prefix(value: 1)) == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("a producer written as .init(value:) is found from the context (ReactiveSwift's scenarios)")
    func contextualProducers() {
        #expect(checkedEvents(of: SignalProducer<Int, Never>.empty.concat(.init(value: 0))) == [.value(0), .completed])
        #expect(checkedEvents(of: SignalProducer<Int, Never>.empty.prefix(.init(value: 0))) == [.value(0), .completed])
    }
}
