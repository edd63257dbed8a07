import Foundation
import Synchronization
import Testing
@testable import Step12_Schedulers

@Suite struct ZipTests {
    /// The pairs these diagrams draw: `a1` is drawn `A`, and so on.
    let pairs: [String: Character] = ["a1": "A", "b2": "B", "c3": "C"]

    @Test("zip pairs the nth value of one input with the nth value of the other, keeping the early ones waiting")
    func pairsInOrder() {
        let diagram = MarbleScenario.run("-a-b-c--|", "---1--23|", symbols: pairs) { letters, digits in
            letters.zip(with: digits).concatenated()
        }
        #expect(diagram == "---A--BC|")
    }

    @Test("zip completes when an input has completed and its last value has been paired")
    func completesWhenShorterIsPaired() {
        let diagram = MarbleScenario.run("-a-b|", "--1----2-|", symbols: pairs) { letters, digits in
            letters.zip(with: digits).concatenated()
        }
        #expect(diagram == "--A----(B|)")
    }

    @Test("zip completes at once when an input completes with nothing waiting, dropping what waits in the other")
    func completesWhenAnInputIsExhausted() {
        let diagram = MarbleScenario.run("-abc--|", "--1|", symbols: pairs) { letters, digits in
            letters.zip(with: digits).concatenated()
        }
        #expect(diagram == "--A|")
    }

    @Test("zip fails, or is interrupted, as soon as either input does, dropping what waits")
    func failsAndIsInterruptedAtOnce() {
        let failing = MarbleScenario.run("-ab-#", "--1-----|", symbols: pairs) { letters, digits in
            letters.zip(with: digits).concatenated()
        }
        #expect(failing == "--A-#")
        let interrupted = MarbleScenario.run("-ab------|", "--1!", symbols: pairs) { letters, digits in
            letters.zip(with: digits).concatenated()
        }
        #expect(interrupted == "--A!")
    }

    @Test("zip of signals with other types pairs them as tuples, and keeps the contract")
    func contract() {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<String, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(left.zip(with: right).concatenated())
        leftInput.send(value: 1)
        leftInput.send(value: 2)
        #expect(checker.events.isEmpty)
        rightInput.send(value: "foo")
        leftInput.send(value: 3)
        rightInput.send(value: "bar")
        rightInput.send(value: "buzz")
        rightInput.send(value: "fuzz")
        leftInput.send(value: 4)
        #expect(checker.values == ["1foo", "2bar", "3buzz", "4fuzz"])
        leftInput.sendCompleted()
        #expect(checker.events.last == .completed)
        expectNoViolations(checker)
    }

    @Test("when both inputs complete, the values left waiting are dropped")
    func dropsUnpairedValues() {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<String, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(left.zip(with: right).concatenated())
        for value in 0...3 {
            leftInput.send(value: value)
        }
        leftInput.sendCompleted()
        rightInput.send(value: "foo")
        rightInput.send(value: "bar")
        #expect(checker.events == [.value("0foo"), .value("1bar")])
        rightInput.sendCompleted()
        #expect(checker.events == [.value("0foo"), .value("1bar"), .completed])
        expectNoViolations(checker)
    }

    @Test("zip of an array sends arrays; it completes once an input that has completed has all its values paired")
    func array() {
        let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
        let checker = ContractChecker<[Int], Never>()
        checker.observe(Signal.zip(pipes.map(\.output)))
        pipes[1].input.send(value: 1)
        pipes[2].input.send(value: 2)
        pipes[1].input.sendCompleted()
        pipes[2].input.sendCompleted()
        #expect(checker.events.isEmpty)
        pipes[0].input.send(value: 0)
        #expect(checker.events == [.value([0, 1, 2]), .completed])
        expectNoViolations(checker)
    }

    @Test("zip of no signals has ended before anyone observes it: an observer is interrupted")
    func emptyArray() {
        let checker = ContractChecker<[Int], Never>()
        #expect(checker.observe(Signal.zip([Signal<Int, Never>]())) == nil)
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("when the zipped signal ends, the values waiting in it are released")
    func releasesWaitingValues() {
        let released = Atomic(0)
        let (left, leftInput) = Signal<Payload, Never>.pipe()
        let (right, rightInput) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(left.zip(with: right).concatenated())
        for name in ["a", "b", "c"] {
            leftInput.send(value: Payload(name) { released.add(1, ordering: .relaxed) })
        }
        rightInput.send(value: 1)
        #expect(released.load(ordering: .relaxed) == 1)
        rightInput.sendCompleted()
        #expect(checker.events == [.value("a1"), .completed])
        #expect(released.load(ordering: .relaxed) == 3)
        expectNoViolations(checker)
    }
}

@Suite struct ZipRecursionTests {
    @Test("an observer that completes the idle input while it receives a pair: the completion follows the pair")
    func recursiveCompletion() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<String, Never> { event in
            if event.value != nil { aInput.sendCompleted() }
        }
        checker.observe(a.zip(with: b).concatenated())
        aInput.send(value: 1)
        bInput.send(value: 1)
        #expect(checker.events == [.value("11"), .completed])
        expectNoViolations(checker)
    }

    @Test("an observer that completes the input delivering the pair: the completion follows the pair")
    func recursiveCompletionOfTheDeliveringInput() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<String, Never> { event in
            if event.value != nil { bInput.sendCompleted() }
        }
        checker.observe(Signal.zip(a, b).concatenated())
        aInput.send(value: 1)
        aInput.send(value: 2)
        bInput.send(value: 1)
        #expect(checker.events == [.value("11"), .completed])
        expectNoViolations(checker)
    }

    @Test("an observer that fails or interrupts an input while it receives a pair ends the result after the pair")
    func recursiveFailureAndInterruption() {
        let (a, aInput) = Signal<Int, TestError>.pipe()
        let (b, bInput) = Signal<Int, TestError>.pipe()
        let failing = ContractChecker<String, TestError> { event in
            if event.value != nil { aInput.send(error: TestError("recursive")) }
        }
        failing.observe(a.zip(with: b).concatenated())
        aInput.send(value: 1)
        bInput.send(value: 2)
        #expect(failing.events == [.value("12"), .failed(TestError("recursive"))])
        expectNoViolations(failing)

        let (c, cInput) = Signal<Int, TestError>.pipe()
        let (d, dInput) = Signal<Int, TestError>.pipe()
        let interrupting = ContractChecker<String, TestError> { event in
            if event.value != nil { cInput.sendInterrupted() }
        }
        interrupting.observe(c.zip(with: d).concatenated())
        cInput.send(value: 1)
        dInput.send(value: 2)
        #expect(interrupting.events == [.value("12"), .interrupted])
        expectNoViolations(interrupting)
    }

    @Test("a downstream signal that stops observing after the first pair does not deadlock")
    func downstreamDisposalWhileSending() {
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let firstOnly = Signal<String, Never> { output, lifetime in
            lifetime += a.zip(with: b).observe { event in
                output.send(event.map { pair in "\(pair.0)\(pair.1)" })
                output.sendCompleted()
            }
        }
        let checker = ContractChecker<String, Never>()
        checker.observe(firstOnly)
        aInput.send(value: 1)
        bInput.send(value: 2)
        bInput.send(value: 3)
        #expect(checker.events == [.value("12"), .completed])
        expectNoViolations(checker)
    }

    @Test("an observer that sends a value into an input while it receives a pair stops the program with a clear message")
    func recursiveValueIsAPreconditionFailure() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (a, aInput) = Signal<Int, Never>.pipe()
            let (b, bInput) = Signal<Int, Never>.pipe()
            a.zip(with: b).observeValues { pair in
                if pair == (1, 1) { aInput.send(value: 2) }
            }
            aInput.send(value: 1)
            bInput.send(value: 1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("zip: a value was sent into one of its inputs while the combined signal was delivering"))
    }
}

@Suite struct ZipProducerTests {
    @Test("zip(with:) on producers starts this producer, then the other, and pairs their values")
    func startsInOrder() {
        let log = Locked<[String]>([])
        let letters = loggingProducer("letters", log: log, values: ["a", "b", "c"])
        let numbers = loggingProducer("numbers", log: log, values: [1, 2])
        #expect(checkedEvents(of: letters.zip(with: numbers).concatenated()) == [.value("a1"), .value("b2"), .completed])
        #expect(log.withLock { $0 } == ["start letters", "end letters", "start numbers", "end numbers"])
    }

    @Test("disposing a start of zip interrupts both producers")
    func disposingInterruptsBoth() {
        let log = Locked<[String]>([])
        let first = loggingProducer("first", log: log, values: [1, 2], finishes: false)
        let second = loggingProducer("second", log: log, values: [3], finishes: false)
        let checker = ContractChecker<String, TestError>()
        let start = checker.start(first.zip(with: second).concatenated())
        #expect(checker.events == [.value("13")])
        start.dispose()
        #expect(checker.events == [.value("13"), .interrupted])
        #expect(log.withLock { $0 }.filter { $0.hasPrefix("end") }.sorted() == ["end first", "end second"])
        expectNoViolations(checker)
    }

    @Test("zip of an array of producers starts them in order; no producers complete at once or send the sentinel")
    func arrays() {
        let producers = [SignalProducer<Int, Never>([1, 2]), SignalProducer([3, 4]), SignalProducer([5, 6, 7])]
        #expect(checkedEvents(of: SignalProducer.zip(producers)) == [.value([1, 3, 5]), .value([2, 4, 6]), .completed])
        let none: [SignalProducer<Int, Never>] = []
        #expect(checkedEvents(of: SignalProducer.zip(none)) == [.completed])
        #expect(checkedEvents(of: SignalProducer.zip(none, emptySentinel: [0])) == [.value([0]), .completed])
    }
}

@Suite struct ZipConcurrencyTests {
    @Test("three threads sending into three inputs and completing them: exactly the nth values together, in order, then completed")
    func concurrentInputs() {
        for _ in 0..<5 {
            let valuesPerInput = 5_000
            let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
            let checker = ContractChecker<[Int], Never>()
            checker.observe(Signal.zip(pipes.map(\.output)))
            let inputs = pipes.map(\.input)
            concurrently(threads: 3) { thread in
                for value in 1...valuesPerInput {
                    inputs[thread].send(value: value)
                }
                // The completion may come while another thread sends a triple.
                inputs[thread].sendCompleted()
            }
            let events = checker.events
            #expect(events.compactMap(\.value) == (1...valuesPerInput).map { [$0, $0, $0] })
            #expect(events.last == .completed)
            expectNoViolations(checker)
        }
    }
}
