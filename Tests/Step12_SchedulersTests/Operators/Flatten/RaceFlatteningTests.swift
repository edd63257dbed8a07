import Testing
@testable import Step12_Schedulers

@Suite struct RaceFlatteningTests {
    @Test("race forwards the first inner to send and disposes of the others at that moment")
    func firstToSendWins() {
        let inners = ["A": "---1-2|", "B": "-3---4|"]
        let flattening = FlatteningScenario(inners: inners)
        #expect(flattening.draw("AB|", .race) == "--3---4|")
        #expect(flattening.log == ["start A@0", "start B@1", "end A@2", "end B@7"])
        #expect(flattened("AB|", .race, inners: inners) == "--3---4|")
    }

    @Test("inners that arrive after the race is won are never started")
    func latecomersIgnored() {
        let flattening = FlatteningScenario(inners: ["A": "-1---|", "B": "-2|"])
        #expect(flattening.draw("A-B|", .race) == "-1---|")
        #expect(flattening.log == ["start A@0", "end A@5"])
    }

    @Test("any first event wins, a completion without values included: the result then completes with the outer stream")
    func completionWins() {
        let flattening = FlatteningScenario(inners: ["A": "--|", "B": "---1|"])
        #expect(flattening.draw("AB---|", .race) == "-----|")
        #expect(flattening.log == ["start A@0", "start B@1", "end B@2", "end A@2"])
    }

    @Test("the winner's interruption interrupts the result, and its failure fails it")
    func winnerEnds() {
        #expect(flattened("A|", .race, inners: ["A": "-1!"]) == "-1!")
        #expect(flattened("A|", .race, inners: ["A": "-1#"]) == "-1#")
        #expect(flattened("A|", .race, inners: ["A": "-!"]) == "-!")
    }

    @Test("the result completes when the outer stream and the winner have completed, in either order")
    func completion() {
        #expect(flattened("A|", .race, inners: ["A": "---1|"]) == "---1|")
        #expect(flattened("A-----|", .race, inners: ["A": "-1|"]) == "-1----|")
        #expect(flattened("--|", .race, inners: [:]) == "--|")
    }

    @Test("the outer stream's failure or interruption disposes of every inner in the race")
    func outerEnds() {
        let failing = drawnWithLog("AB#", .race, inners: ["A": "-----1|", "B": "-----2|"])
        #expect(failing.drawing == "--#")
        #expect(failing.log == ["start A@0", "start B@1", "end A@2", "end B@2"])
        let interrupted = drawnWithLog("A-!", .race, inners: ["A": "-1----|"])
        #expect(interrupted.drawing == "-1!")
        #expect(interrupted.log == ["start A@0", "end A@2"])
    }

    @Test("disposing of the result interrupts the outer producer and the winner too (ReactiveSwift 7.2 lets the winner run on)")
    func disposal() {
        let flattening = FlatteningScenario(inners: ["A": "-1------|"])
        #expect(flattening.drawProducer("A", .race, disposingAt: 3) == "-1-!")
        #expect(flattening.log == ["start O@0", "start A@0", "end O@3", "end A@3"])
    }

    // ReactiveSwift's SignalProducerSpec, "FlattenStrategy.race", adapted.

    @Test("it forwards the events of the first inner to send, and ignores the other's")
    func reactiveSwiftFirstInner() {
        let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
        let (firstInner, firstInput) = Signal<Int, TestError>.pipe()
        let (secondInner, secondInput) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.start(SignalProducer(outer).flatten(.race))
        outerInput.send(value: SignalProducer(firstInner))
        outerInput.send(value: SignalProducer(secondInner))
        firstInput.send(value: 1)
        secondInput.send(value: 2)
        outerInput.sendCompleted()
        #expect(checker.events == [.value(1)])
        secondInput.send(value: 3)
        secondInput.sendCompleted()
        #expect(checker.events == [.value(1)])
        firstInput.send(value: 4)
        firstInput.sendCompleted()
        #expect(checker.events == [.value(1), .value(4), .completed])
        expectNoViolations(checker)
    }

    @Test("it forwards a failure, completes with an empty winner or no inner, and waits for an inner that never sends")
    func reactiveSwiftEnds() {
        typealias Outer = SignalProducer<SignalProducer<Int, TestError>, TestError>
        #expect(checkedEvents(of: Outer(value: SignalProducer(error: TestError())).flatten(.race)) == [.failed(TestError())])
        #expect(checkedEvents(of: Outer(error: TestError()).flatten(.race)) == [.failed(TestError())])
        #expect(checkedEvents(of: Outer(value: .empty).flatten(.race)) == [.completed])
        #expect(checkedEvents(of: Outer.empty.flatten(.race)) == [.completed])
        let checker = ContractChecker<Int, TestError>()
        checker.start(Outer(value: .never).flatten(.race))
        #expect(checker.events == [])
        expectNoViolations(checker)
    }

    @Test("take(first: 1) of a flatMap(.race) whose inner sends at once does not deadlock")
    func reactiveSwiftNoDeadlock() {
        let producer = SignalProducer<Int, Never>(value: 1).flatMap(.race) { _ in SignalProducer(value: 10) }
        #expect(checkedEvents(of: producer.take(first: 1)) == [.value(10), .completed])
    }
}
