import Foundation
import Testing
@testable import Step12_Schedulers

@Suite struct MergeTests {
    @Test("merge sends every value of either input as it arrives, and completes when both have completed")
    func mergesValues() {
        #expect(MarbleScenario.run("-a--b-|", "--1--2|") { $0.merge(with: $1) } == "-a1-b2|")
        #expect(MarbleScenario.run("-a|", "---b--|") { $0.merge(with: $1) } == "-a-b--|")
        #expect(MarbleScenario.run("-(ab)-|", "-1-|") { $0.merge(with: $1) } == "-(ab1)-|")
    }

    @Test("merge fails as soon as any input fails")
    func failsAtOnce() {
        #expect(MarbleScenario.run("-a--#", "--b-----|") { $0.merge(with: $1) } == "-ab-#")
        #expect(MarbleScenario.run("-a------|", "--#") { $0.merge(with: $1) } == "-a#")
    }

    @Test("an interrupted input has ended, as one that completes: the merge goes on, as in ReactiveSwift")
    func interruptedInputEnds() {
        #expect(MarbleScenario.run("-a!", "---b-|") { $0.merge(with: $1) } == "-a-b-|")
        #expect(MarbleScenario.run("-!", "--!") { $0.merge(with: $1) } == "--|")
    }

    @Test("merge of an array does not stop when one input completes, and completes when all have")
    func array() {
        let pipes = (0..<3).map { _ in Signal<Int, TestError>.pipe() }
        let checker = ContractChecker<Int, TestError>()
        checker.observe(Signal.merge(pipes.map(\.output)))
        pipes[0].input.send(value: 1)
        pipes[0].input.sendCompleted()
        pipes[1].input.send(value: 2)
        pipes[2].input.send(value: 3)
        pipes[1].input.sendCompleted()
        #expect(checker.events == [.value(1), .value(2), .value(3)])
        pipes[2].input.sendCompleted()
        #expect(checker.events == [.value(1), .value(2), .value(3), .completed])
        expectNoViolations(checker)
    }

    @Test("the variadic merge takes one or more signals")
    func variadic() {
        let (a, aInput) = Signal<String, Never>.pipe()
        let (b, bInput) = Signal<String, Never>.pipe()
        let (c, cInput) = Signal<String, Never>.pipe()
        let three = ContractChecker<String, Never>()
        three.observe(Signal.merge(a, b, c))
        let one = ContractChecker<String, Never>()
        one.observe(Signal.merge(a))
        cInput.send(value: "c")
        aInput.send(value: "a")
        bInput.send(value: "b")
        aInput.sendCompleted()
        #expect(one.events == [.value("a"), .completed])
        bInput.sendCompleted()
        cInput.sendCompleted()
        #expect(three.events == [.value("c"), .value("a"), .value("b"), .completed])
        expectNoViolations(three)
        expectNoViolations(one)
    }

    @Test("merge of no signals has ended before anyone observes it; an input that had ended counts as ended")
    func endedInputs() {
        let none = ContractChecker<Int, Never>()
        #expect(none.observe(Signal.merge([Signal<Int, Never>]())) == nil)
        #expect(none.events == [.interrupted])

        let (alive, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.observe(alive.merge(with: .empty))
        input.send(value: 1)
        input.sendCompleted()
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(none)
        expectNoViolations(checker)
    }

    @Test("an observer that completes an input while it receives a value does not deadlock")
    func recursiveCompletion() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never> { event in
            if event.value == 1 {
                aInput.sendCompleted()
                bInput.sendCompleted()
            }
        }
        checker.observe(a.merge(with: b))
        aInput.send(value: 1)
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }
}

@Suite struct MergeProducerTests {
    @Test("merge starts the producers in order and sends what each sends while it starts")
    func startsInOrder() {
        let log = Locked<[String]>([])
        let cached = loggingProducer("cached", log: log, values: ["cached"])
        let fresh = loggingProducer("fresh", log: log, values: ["fresh 1", "fresh 2"])
        #expect(checkedEvents(of: SignalProducer.merge([cached, fresh])) == [.value("cached"), .value("fresh 1"), .value("fresh 2"), .completed])
        #expect(log.withLock { $0 } == ["start cached", "end cached", "start fresh", "end fresh"])
        log.withLock { $0 = [] }
        #expect(checkedEvents(of: fresh.merge(with: cached)) == [.value("fresh 1"), .value("fresh 2"), .value("cached"), .completed])
        #expect(log.withLock { $0 } == ["start fresh", "end fresh", "start cached", "end cached"])
    }

    @Test("disposing a start of merge interrupts every producer")
    func disposingInterruptsAll() {
        let log = Locked<[String]>([])
        let producers = (1...3).map { loggingProducer("p\($0)", log: log, values: [$0], finishes: false) }
        let checker = ContractChecker<Int, TestError>()
        let start = checker.start(SignalProducer.merge(producers[0], producers[1], producers[2]))
        start.dispose()
        #expect(checker.events == [.value(1), .value(2), .value(3), .interrupted])
        #expect(log.withLock { $0 }.filter { $0.hasPrefix("end") }.sorted() == ["end p1", "end p2", "end p3"])
        expectNoViolations(checker)
    }

    @Test("a producer that fails while starting ends the merge, and the producers after it never start")
    func failureWhileStarting() {
        let log = Locked<[String]>([])
        let first = loggingProducer("first", log: log, values: [1], finishes: false)
        let failing = SignalProducer<Int, TestError>(error: TestError("at once"))
        let last = loggingProducer("last", log: log, values: [3])
        #expect(checkedEvents(of: SignalProducer.merge(first, failing, last)) == [.value(1), .failed(TestError("at once"))])
        #expect(log.withLock { $0 } == ["start first", "end first"])
    }

    @Test("merge of no producers completes at once; the arities up to ten merge in the order given")
    func emptyAndArities() {
        #expect(checkedEvents(of: SignalProducer.merge([SignalProducer<Int, Never>]())) == [.completed])
        let ten = (0..<10).map { SignalProducer<Int, Never>(value: $0) }
        let merged = SignalProducer.merge(ten[0], ten[1], ten[2], ten[3], ten[4], ten[5], ten[6], ten[7], ten[8], ten[9])
        #expect(checkedEvents(of: merged) == (0..<10).map { .value($0) } + [.completed])
        let arities: [SignalProducer<Int, Never>] = [
            .merge(ten[0], ten[1]),
            .merge(ten[0], ten[1], ten[2]),
            .merge(ten[0], ten[1], ten[2], ten[3]),
            .merge(ten[0], ten[1], ten[2], ten[3], ten[4]),
            .merge(ten[0], ten[1], ten[2], ten[3], ten[4], ten[5]),
            .merge(ten[0], ten[1], ten[2], ten[3], ten[4], ten[5], ten[6]),
            .merge(ten[0], ten[1], ten[2], ten[3], ten[4], ten[5], ten[6], ten[7]),
            .merge(ten[0], ten[1], ten[2], ten[3], ten[4], ten[5], ten[6], ten[7], ten[8]),
        ]
        for (index, producer) in arities.enumerated() {
            #expect(checkedEvents(of: producer) == (0..<index + 2).map { .value($0) } + [.completed])
        }
    }
}

@Suite struct MergeConcurrencyTests {
    @Test("four threads sending into four inputs and completing them: every value once, each input's in order, then completed")
    func concurrentInputs() {
        let threads = 4
        let valuesPerInput = 5_000
        let pipes = (0..<threads).map { _ in Signal<(input: Int, index: Int), Never>.pipe() }
        let checker = ContractChecker<(input: Int, index: Int), Never>()
        checker.observe(Signal.merge(pipes.map(\.output)))
        let inputs = pipes.map(\.input)
        concurrently(threads: threads) { thread in
            for index in 0..<valuesPerInput {
                inputs[thread].send(value: (thread, index))
            }
            inputs[thread].sendCompleted()
        }
        let events = checker.events
        let values = events.compactMap(\.value)
        #expect(values.count == threads * valuesPerInput)
        for input in 0..<threads {
            #expect(values.filter { $0.input == input }.map(\.index) == Array(0..<valuesPerInput))
        }
        #expect(events.filter(\.isTerminating).count == 1)
        #expect(events.last?.isCompleted == true)
        expectNoViolations(checker)
    }
}
