import Foundation
import Synchronization
import Testing
@testable import Step12_Schedulers

@Suite struct CombineLatestTests {
    /// The pairs these diagrams draw: `a1` is drawn `A`, and so on.
    let pairs: [String: Character] = ["a1": "A", "a2": "B", "b1": "C", "b2": "D", "c2": "E"]

    @Test("combineLatest sends nothing until both inputs have sent, then the latest of each on every value")
    func latestOfEach() {
        let diagram = MarbleScenario.run("-a---b-|", "--1-2--|", symbols: pairs) { letters, digits in
            letters.combineLatest(with: digits).concatenated()
        }
        #expect(diagram == "--A-BD-|")
    }

    @Test("combineLatest completes only when every input has completed")
    func completesWhenAllComplete() {
        let first = MarbleScenario.run("-a-|", "--1---2-|", symbols: pairs) { letters, digits in
            letters.combineLatest(with: digits).concatenated()
        }
        #expect(first == "--A---B-|")
        let second = MarbleScenario.run("-a---b-|", "-1|", symbols: pairs) { letters, digits in
            letters.combineLatest(with: digits).concatenated()
        }
        #expect(second == "-A---C-|")
    }

    @Test("an input that completes without a value: nothing is ever sent, and the result still waits for the others")
    func inputCompletesWithoutValue() {
        let diagram = MarbleScenario.run("--|", "-1-2--|") { letters, digits in
            letters.combineLatest(with: digits).concatenated()
        }
        #expect(diagram == "------|")
    }

    @Test("combineLatest fails as soon as either input fails")
    func failsAtOnce() {
        let first = MarbleScenario.run("-a--#", "--1----|", symbols: pairs) { letters, digits in
            letters.combineLatest(with: digits).concatenated()
        }
        #expect(first == "--A-#")
        let second = MarbleScenario.run("-a-----|", "---#") { letters, digits in
            letters.combineLatest(with: digits).concatenated()
        }
        #expect(second == "---#")
    }

    @Test("combineLatest is interrupted as soon as either input is interrupted")
    func interruptedAtOnce() {
        let first = MarbleScenario.run("-a-b---|", "--1-!", symbols: pairs) { letters, digits in
            letters.combineLatest(with: digits).concatenated()
        }
        #expect(first == "--AC!")
        let second = MarbleScenario.run("-!", "-1-|") { letters, digits in
            letters.combineLatest(with: digits).concatenated()
        }
        #expect(second == "-!")
    }

    @Test("values and a completion in the same tick are combined in order")
    func sameTick() {
        let diagram = MarbleScenario.run("-a-(b|)", "--1---|", symbols: pairs) { letters, digits in
            letters.combineLatest(with: digits).concatenated()
        }
        #expect(diagram == "--AC--|")
    }

    @Test("the events of combineLatest keep the contract, and the values are tuples of both types")
    func contract() {
        let (numbers, number) = Signal<Int, TestError>.pipe()
        let (words, word) = Signal<String, TestError>.pipe()
        let checker = ContractChecker<String, TestError>()
        checker.observe(numbers.combineLatest(with: words).concatenated())
        number.send(value: 1)
        number.send(value: 2)
        word.send(value: "two")
        word.send(value: "deux")
        number.sendCompleted()
        word.send(value: "zwei")
        word.sendCompleted()
        #expect(checker.events == [.value("2two"), .value("2deux"), .value("2zwei"), .completed])
        expectNoViolations(checker)
    }

    @Test("combineLatest of an array sends arrays in the order of the array")
    func array() {
        let scenario = MarbleScenario()
        let first = scenario.signal("-a----b|")
        let second = scenario.signal("--1----|")
        let third = scenario.signal("---x-y-|")
        let combined = Signal.combineLatest([first, second, third]).map { $0.joined() }
        #expect(scenario.run(combined, symbols: ["a1x": "X", "a1y": "Y", "b1y": "Z"]) == "---X-YZ|")
    }

    @Test("combineLatest of an array keeps the contract: failure of the third input")
    func arrayFailure() {
        let pipes = (0..<3).map { _ in Signal<Int, TestError>.pipe() }
        let checker = ContractChecker<[Int], TestError>()
        checker.observe(Signal.combineLatest(pipes.map(\.output)))
        for (index, pipe) in pipes.enumerated() {
            pipe.input.send(value: index)
        }
        pipes[0].input.send(value: 10)
        pipes[2].input.send(error: TestError("third"))
        pipes[1].input.send(value: 11)
        #expect(checker.events == [.value([0, 1, 2]), .value([10, 1, 2]), .failed(TestError("third"))])
        expectNoViolations(checker)
    }

    @Test("combineLatest of no signals has ended before anyone observes it: an observer is interrupted")
    func emptyArray() {
        let combined = Signal.combineLatest([Signal<Int, Never>]())
        let checker = ContractChecker<[Int], Never>()
        #expect(checker.observe(combined) == nil)
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("an input that has already ended interrupts the combined signal before anyone observes it")
    func terminatedInput() {
        let (alive, input) = Signal<Int, Never>.pipe()
        let combined = alive.combineLatest(with: Signal<Int, Never>.empty)
        let checker = ContractChecker<(Int, Int), Never>()
        #expect(checker.observe(combined) == nil)
        input.send(value: 1)
        #expect(checker.events.count == 1)
        #expect(checker.events.first.map { if case .interrupted = $0 { true } else { false } } == true)
        expectNoViolations(checker)
    }

    @Test("the same signal twice: every value fills both slots before the pair is sent")
    func sameSignalTwice() {
        let (numbers, number) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(numbers.combineLatest(with: numbers).concatenated())
        number.send(value: 1)
        number.send(value: 2)
        number.sendCompleted()
        // The second slot's observer runs after the first's: each value
        // first pairs with the old value of the second slot.
        #expect(checker.events == [.value("11"), .value("21"), .value("22"), .completed])
        expectNoViolations(checker)
    }

    @Test("when the combined signal ends, the latest values it held are released")
    func releasesLatestValues() {
        let released = Atomic(0)
        let (first, firstInput) = Signal<Payload, Never>.pipe()
        let (second, secondInput) = Signal<Payload, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(first.combineLatest(with: second).concatenated())
        firstInput.send(value: Payload("a") { released.add(1, ordering: .relaxed) })
        secondInput.send(value: Payload("b") { released.add(1, ordering: .relaxed) })
        #expect(released.load(ordering: .relaxed) == 0)
        secondInput.sendInterrupted()
        #expect(checker.events == [.value("ab"), .interrupted])
        #expect(released.load(ordering: .relaxed) == 2)
        expectNoViolations(checker)
    }
}

@Suite struct CombineLatestRecursionTests {
    @Test("an observer that completes an idle input while it receives a pair does not deadlock")
    func recursiveCompletionOfAnotherInput() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<String, Never> { event in
            if event.value == "11" { aInput.sendCompleted() }
        }
        checker.observe(a.combineLatest(with: b).concatenated())
        aInput.send(value: 1)
        bInput.send(value: 1)
        bInput.sendCompleted()
        #expect(checker.events == [.value("11"), .completed])
        expectNoViolations(checker)
    }

    @Test("an observer that completes every input, the delivering one too, while it receives a pair: completed after the pair")
    func recursiveCompletionOfEveryInput() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<String, Never> { event in
            if event.value != nil {
                aInput.sendCompleted()
                bInput.sendCompleted()
            }
        }
        checker.observe(Signal.combineLatest(a, b).concatenated())
        aInput.send(value: 1)
        bInput.send(value: 2)
        #expect(checker.events == [.value("12"), .completed])
        expectNoViolations(checker)
    }

    @Test("an observer that fails or interrupts an input while it receives a pair ends the result after the pair")
    func recursiveFailureAndInterruption() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<Int, TestError>.pipe()
        let failing = ContractChecker<String, TestError> { event in
            if event.value != nil { aInput.send(error: TestError("recursive")) }
        }
        failing.observe(a.combineLatest(with: b).concatenated())
        aInput.send(value: 1)
        bInput.send(value: 2)
        #expect(failing.events == [.value("12"), .failed(TestError("recursive"))])
        expectNoViolations(failing)

        let (c, cInput) = Signal<Int, TestError>.pipe()
        let (d, dInput) = Signal<Int, TestError>.pipe()
        let interrupting = ContractChecker<String, TestError> { event in
            if event.value != nil { dInput.sendInterrupted() }
        }
        interrupting.observe(c.combineLatest(with: d).concatenated())
        cInput.send(value: 1)
        dInput.send(value: 2)
        #expect(interrupting.events == [.value("12"), .interrupted])
        expectNoViolations(interrupting)
    }

    @Test("a downstream signal that stops observing after the first pair does not deadlock")
    func downstreamDisposalWhileSending() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        // Sends the first event, then completes: like take(first: 1). Then
        // nobody observes the combined signal, nor can, so it ends while it
        // is still sending its first pair.
        let firstOnly = Signal<String, Never> { output, lifetime in
            lifetime += a.combineLatest(with: b).observe { event in
                output.send(event.map { pair in "\(pair.0)\(pair.1)" })
                output.sendCompleted()
            }
        }
        let checker = ContractChecker<String, Never>()
        checker.observe(firstOnly)
        aInput.send(value: 1)
        bInput.send(value: 2)
        aInput.send(value: 3)
        #expect(checker.events == [.value("12"), .completed])
        expectNoViolations(checker)
    }

    @Test("an observer that sends a value into an input while it receives a pair stops the program with a clear message")
    func recursiveValueIsAPreconditionFailure() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (a, aInput) = Signal<Int, Never>.pipe()
            let (b, bInput) = Signal<Int, Never>.pipe()
            a.combineLatest(with: b).observeValues { pair in
                if pair == (1, 1) { aInput.send(value: 2) }
            }
            aInput.send(value: 1)
            bInput.send(value: 1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("combineLatest: a value was sent into one of its inputs while the combined signal was delivering"))
    }
}

@Suite struct CombineLatestProducerTests {
    @Test("combineLatest(with:) on producers starts this producer, then the other, and combines what they send while starting")
    func startsInOrder() {
        let log = Locked<[String]>([])
        let sizes = loggingProducer("sizes", log: log, values: [1, 2])
        let colours = loggingProducer("colours", log: log, values: ["red", "blue"])
        let events = checkedEvents(of: sizes.combineLatest(with: colours).concatenated())
        #expect(events == [.value("2red"), .value("2blue"), .completed])
        #expect(log.withLock { $0 } == ["start sizes", "end sizes", "start colours", "end colours"])
    }

    @Test("disposing a start of combineLatest interrupts both producers")
    func disposingInterruptsBoth() {
        let log = Locked<[String]>([])
        let first = loggingProducer("first", log: log, values: [1], finishes: false)
        let second = loggingProducer("second", log: log, values: [2], finishes: false)
        let checker = ContractChecker<String, TestError>()
        let start = checker.start(SignalProducer.combineLatest(first, second).concatenated())
        #expect(checker.events == [.value("12")])
        start.dispose()
        #expect(checker.events == [.value("12"), .interrupted])
        #expect(log.withLock { $0 }.sorted() == ["end first", "end second", "start first", "start second"])
        expectNoViolations(checker)
    }

    @Test("a producer that fails while starting ends the start, and the producers after it never start")
    func failureWhileStarting() {
        let log = Locked<[String]>([])
        let failing = SignalProducer<Int, TestError> { observer, _ in
            log.withLock { $0.append("start failing") }
            observer.send(error: TestError("at once"))
        }
        let next = loggingProducer("next", log: log, values: [1])
        #expect(checkedEvents(of: SignalProducer.combineLatest(failing, next).concatenated()) == [.failed(TestError("at once"))])
        #expect(log.withLock { $0 } == ["start failing"])
    }

    @Test("combineLatest of an array of producers starts them in order and sends arrays")
    func arrayOfProducers() {
        let log = Locked<[String]>([])
        let producers = (1...3).map { loggingProducer("p\($0)", log: log, values: [$0, $0 * 10]) }
        #expect(checkedEvents(of: SignalProducer.combineLatest(producers)) == [.value([10, 20, 3]), .value([10, 20, 30]), .completed])
        #expect(log.withLock { $0 }.filter { $0.hasPrefix("start") } == ["start p1", "start p2", "start p3"])
    }

    @Test("combineLatest of no producers completes at once, or sends the empty sentinel first")
    func emptyArrayOfProducers() {
        let none: [SignalProducer<String, Never>] = []
        #expect(checkedEvents(of: SignalProducer.combineLatest(none)) == [.completed])
        #expect(checkedEvents(of: SignalProducer.combineLatest(none, emptySentinel: ["empty"])) == [.value(["empty"]), .completed])
        let one = [SignalProducer<String, Never>(value: "one")]
        #expect(checkedEvents(of: SignalProducer.combineLatest(one, emptySentinel: ["empty"])) == [.value(["one"]), .completed])
    }

    @Test("every start of a combined producer starts its inputs again")
    func everyStartRestarts() {
        let log = Locked<[String]>([])
        let combined = loggingProducer("a", log: log, values: [1]).combineLatest(with: loggingProducer("b", log: log, values: [2]))
        _ = checkedEvents(of: combined.concatenated())
        _ = checkedEvents(of: combined.concatenated())
        #expect(log.withLock { $0 }.filter { $0.hasPrefix("start") } == ["start a", "start b", "start a", "start b"])
    }
}

@Suite struct CombineLatestConcurrencyTests {
    @Test("three threads sending into three inputs at once: no overlapping delivery, every value combined, each input's values in order")
    func concurrentInputs() {
        for _ in 0..<5 {
            let valuesPerInput = 5_000
            let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
            let checker = ContractChecker<[Int], Never>()
            checker.observe(Signal.combineLatest(pipes.map(\.output)))
            // A first value each, so that from now on every value makes an array.
            for pipe in pipes {
                pipe.input.send(value: 0)
            }
            let inputs = pipes.map(\.input)
            concurrently(threads: 3) { thread in
                for value in 1...valuesPerInput {
                    inputs[thread].send(value: value)
                }
            }
            for input in inputs {
                input.sendCompleted()
            }
            let events = checker.events
            #expect(events.last == .completed)
            let arrays = events.compactMap(\.value)
            #expect(arrays.count == 1 + 3 * valuesPerInput)
            // Sent in the order the state changed: no slot ever goes back.
            let outOfOrder = zip(arrays, arrays.dropFirst()).filter { previous, next in
                zip(previous, next).contains { $0 > $1 }
            }
            #expect(outOfOrder.isEmpty)
            #expect(arrays.last == [valuesPerInput, valuesPerInput, valuesPerInput])
            expectNoViolations(checker)
        }
    }
}
