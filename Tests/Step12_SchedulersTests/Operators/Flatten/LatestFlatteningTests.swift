import Testing
@testable import Step12_Schedulers

@Suite struct LatestFlatteningTests {
    @Test("latest forwards only the newest inner, and disposes of the one before at once, before the new one starts")
    func switchesToTheNewest() {
        let flattening = FlatteningScenario(inners: ConcurrentFlatteningTests.twoInners)
        #expect(flattening.draw("A-B-|", .latest) == "-1-4---5---6|")
        #expect(flattening.log == ["start A@0", "end A@2", "start B@2", "end B@12"])
        #expect(flattened("A-B-|", .latest, inners: ConcurrentFlatteningTests.twoInners) == "-1-4---5---6|")
    }

    @Test("an inner interrupted of its own accord counts as completed")
    func innerInterruption() {
        #expect(flattened("A--|", .latest, inners: ["A": "-1!"]) == "-1-|")
        #expect(flattened("A|", .latest, inners: ["A": "-1-!"]) == "-1-|")
        #expect(flattened("A--B|", .latest, inners: ["A": "-1!", "B": "-2|"]) == "-1--2|")
    }

    @Test("the result completes when the outer stream and the latest inner have completed; a replaced inner does not count")
    func completion() {
        #expect(flattened("A|", .latest, inners: ["A": "-1--|"]) == "-1--|")
        #expect(flattened("A---|", .latest, inners: ["A": "-1|"]) == "-1--|")
        #expect(flattened("--|", .latest, inners: [:]) == "--|")
        // A is replaced by B, then the outer stream completes: only B's end completes the result.
        #expect(flattened("A-B|", .latest, inners: ["A": "-1|", "B": "--2--|"]) == "-1--2--|")
    }

    @Test("a failing inner fails the result; the outer stream's failure or interruption disposes of the latest inner")
    func failureAndInterruption() {
        #expect(flattened("A-B|", .latest, inners: ["A": "-1|", "B": "-#"]) == "-1-#")
        let failing = drawnWithLog("A-#", .latest, inners: ["A": "-1----|"])
        #expect(failing.drawing == "-1#")
        #expect(failing.log == ["start A@0", "end A@2"])
        let interrupted = drawnWithLog("A-!", .latest, inners: ["A": "-1----|"])
        #expect(interrupted.drawing == "-1!")
        #expect(interrupted.log == ["start A@0", "end A@2"])
    }

    @Test("disposing of the result interrupts the outer producer and the latest inner")
    func disposal() {
        let flattening = FlatteningScenario(inners: ["A": "-1------|", "B": "-2------|"])
        #expect(flattening.drawProducer("A-B", .latest, disposingAt: 4) == "-1-2!")
        #expect(flattening.log == ["start O@0", "start A@0", "end A@2", "start B@2", "end O@4", "end B@4"])
    }

    @Test("inner signals are observed from the moment they become the latest; what they sent before is lost")
    func innerSignals() {
        let (outer, outerInput) = Signal<Signal<Int, Never>, Never>.pipe()
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.observe(outer.flatten(.latest))
        secondInput.send(value: 0)
        outerInput.send(value: first)
        firstInput.send(value: 1)
        outerInput.send(value: second)
        firstInput.send(value: 2)
        secondInput.send(value: 3)
        outerInput.sendCompleted()
        secondInput.sendCompleted()
        #expect(checker.events == [.value(1), .value(3), .completed])
        expectNoViolations(checker)
    }

    // ReactiveSwift's SignalProducerSpec, "FlattenStrategy.latest", adapted.

    @Test("it forwards values from the latest inner only, and completes with the outer stream and the latest inner")
    func reactiveSwiftLatestInner() {
        let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
        let (firstInner, firstInput) = Signal<Int, TestError>.pipe()
        let (secondInner, secondInput) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.start(SignalProducer(outer).flatten(.latest))
        outerInput.send(value: SignalProducer(value: 0))
        outerInput.send(value: SignalProducer(firstInner))
        firstInput.send(value: 1)
        outerInput.send(value: SignalProducer(secondInner))
        secondInput.send(value: 2)
        outerInput.sendCompleted()
        #expect(checker.events == [.value(0), .value(1), .value(2)])
        firstInput.send(value: 3)
        firstInput.sendCompleted()
        secondInput.send(value: 4)
        secondInput.sendCompleted()
        #expect(checker.events == [.value(0), .value(1), .value(2), .value(4), .completed])
        expectNoViolations(checker)
    }

    @Test("it forwards a failure of an inner or of the outer producer, and completes with an empty inner or none")
    func reactiveSwiftEnds() {
        let failingInner = SignalProducer<SignalProducer<Int, TestError>, TestError>(value: SignalProducer(error: TestError()))
        #expect(checkedEvents(of: failingInner.flatten(.latest)) == [.failed(TestError())])
        let failingOuter = SignalProducer<SignalProducer<Int, TestError>, TestError>(error: TestError())
        #expect(checkedEvents(of: failingOuter.flatten(.latest)) == [.failed(TestError())])
        let emptyInner = SignalProducer<SignalProducer<Int, TestError>, TestError>(value: .empty)
        #expect(checkedEvents(of: emptyInner.flatten(.latest)) == [.completed])
        let noInner = SignalProducer<SignalProducer<Int, TestError>, TestError>.empty
        #expect(checkedEvents(of: noInner.flatten(.latest)) == [.completed])
    }

    @Test("take(first: 1) of a flatMap(.latest) whose inner sends at once does not deadlock")
    func reactiveSwiftNoDeadlock() {
        let producer = SignalProducer<Int, Never>(value: 1).flatMap(.latest) { _ in SignalProducer(value: 10) }
        #expect(checkedEvents(of: producer.take(first: 1)) == [.value(10), .completed])
    }
}
