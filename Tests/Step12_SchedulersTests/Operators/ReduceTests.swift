import Testing
@testable import Step12_Schedulers

@Suite struct ReduceTests {
    @Test("reduce sends one result when the source completes, in the same tick, then completes")
    func reduceSendsOnCompletion() {
        #expect(MarbleScenario.run("-a-b-c|") { $0.reduce("", +) } == "------({abc}|)")
        #expect(MarbleScenario.run("-a-b-c|") { $0.reduce(into: "") { $0 += $1 } } == "------({abc}|)")
    }

    @Test("reduce sends the initial result when the source completes without a value")
    func reduceOfNothingIsTheInitialResult() {
        #expect(MarbleScenario.run("---|") { $0.reduce("x", +) } == "---(x|)")
        #expect(MarbleScenario.run("---|") { $0.reduce(into: "x") { $0 += $1 } } == "---(x|)")
    }

    @Test("reduce sends no result when the source fails or is interrupted")
    func reduceDropsThePartialResult() {
        #expect(MarbleScenario.run("-a-b#") { $0.reduce("", +) } == "----#")
        #expect(MarbleScenario.run("-a-b!") { $0.reduce("", +) } == "----!")
        #expect(MarbleScenario.run("-a#") { $0.reduce(into: "") { $0 += $1 } } == "--#")
        #expect(MarbleScenario.run("-a!") { $0.reduce(into: "") { $0 += $1 } } == "--!")
    }

    @Test("reduce accumulates from the initial result and sends nothing before completion")
    func reduceAccumulates() {
        // ReactiveSwift's spec: 1 + 1 + 2, sent only when the source completes.
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(numbers.reduce(1, +))
        input.send(value: 1)
        input.send(value: 2)
        #expect(checker.events.isEmpty)
        input.sendCompleted()
        #expect(checker.events == [.value(4), .completed])
        expectNoViolations(checker)
    }

    @Test("reduce(into:) changes the result in place, in the order the values arrive")
    func reduceIntoAccumulates() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<[Int], TestError>()
        checker.observe(numbers.reduce(into: [0]) { $0.append($1) })
        input.send(value: 1)
        input.send(value: 2)
        #expect(checker.events.isEmpty)
        input.sendCompleted()
        #expect(checker.events == [.value([0, 1, 2]), .completed])
        expectNoViolations(checker)
    }

    @Test("each start of a reduced producer begins again from the initial result")
    func reduceRestartsOnEveryStart() {
        let sum = SignalProducer<Int, Never>(1...4).reduce(0, +)
        #expect(checkedEvents(of: sum) == [.value(10), .completed])
        #expect(checkedEvents(of: sum) == [.value(10), .completed])
        let all = SignalProducer<Int, Never>(1...3).reduce(into: [Int]()) { $0.append($1) }
        #expect(checkedEvents(of: all) == [.value([1, 2, 3]), .completed])
        #expect(checkedEvents(of: all) == [.value([1, 2, 3]), .completed])
    }

    @Test("a reduced producer forwards a failure, and an empty one sends the initial result")
    func reduceOnProducersTerminalEvents() {
        let failing = SignalProducer<Int, TestError>(error: TestError()).reduce(0, +)
        #expect(checkedEvents(of: failing) == [.failed(TestError())])
        #expect(checkedEvents(of: SignalProducer<Int, TestError>.empty.reduce(7, +)) == [.value(7), .completed])
    }

    @Test("disposing a reduced start interrupts it, sends no result, and interrupts the start underneath")
    func disposingInterruptsUpstream() {
        var upstreamEnded = false
        let upstream = SignalProducer<Int, Never> { observer, lifetime in
            observer.send(value: 1)
            lifetime.observeEnded {
                _ = observer
                upstreamEnded = true
            }
        }
        let checker = ContractChecker<Int, Never>()
        let start = checker.start(upstream.reduce(0, +))
        start.dispose()
        #expect(upstreamEnded)
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("the partial result is released when the source is interrupted, and the final one after it is sent")
    func releasesTheResult() {
        final class Token {}
        weak var firstHeld: Token?
        weak var secondHeld: Token?
        let (interrupted, interruptedInput) = Signal<Token, Never>.pipe()
        let (completed, completedInput) = Signal<Token, Never>.pipe()
        interrupted.reduce(into: [Token]()) { $0.append($1) }.observeValues { _ in }
        completed.reduce(into: [Token]()) { $0.append($1) }.observeValues { _ in }
        do {
            let first = Token()
            let second = Token()
            firstHeld = first
            secondHeld = second
            interruptedInput.send(value: first)
            completedInput.send(value: second)
        }
        #expect(firstHeld != nil)
        #expect(secondHeld != nil)
        interruptedInput.sendInterrupted()
        completedInput.sendCompleted()
        #expect(firstHeld == nil)
        #expect(secondHeld == nil)
    }
}
