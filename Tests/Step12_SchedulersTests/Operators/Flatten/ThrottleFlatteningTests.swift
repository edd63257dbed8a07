import Testing
@testable import Step12_Schedulers

@Suite struct ThrottleFlatteningTests {
    @Test("throttle runs one inner at a time and drops, never starts, those that arrive meanwhile")
    func dropsWhileBusy() {
        let inners = ["A": "-1--|", "B": "-2|", "C": "-3|"]
        let flattening = FlatteningScenario(inners: inners)
        #expect(flattening.draw("A-B---C|", .throttle) == "-1-----3|")
        #expect(flattening.log == ["start A@0", "end A@4", "start C@6", "end C@8"])
        #expect(flattened("A-B---C|", .throttle, inners: inners) == "-1-----3|")
    }

    @Test("the running inner's interruption interrupts the result, and its failure fails it")
    func innerEnds() {
        #expect(flattened("A|", .throttle, inners: ["A": "-1!"]) == "-1!")
        #expect(flattened("A|", .throttle, inners: ["A": "-1#"]) == "-1#")
    }

    @Test("the result completes when the outer stream and the running inner have completed")
    func completion() {
        #expect(flattened("A|", .throttle, inners: ["A": "-1--|"]) == "-1--|")
        #expect(flattened("A---|", .throttle, inners: ["A": "-1|"]) == "-1--|")
        #expect(flattened("--|", .throttle, inners: [:]) == "--|")
    }

    @Test("the outer stream's failure, or disposing of the result, interrupts the running inner")
    func outerEndsAndDisposal() {
        let failing = drawnWithLog("A-#", .throttle, inners: ["A": "-1----|"])
        #expect(failing.drawing == "-1#")
        #expect(failing.log == ["start A@0", "end A@2"])
        let flattening = FlatteningScenario(inners: ["A": "-1------|"])
        #expect(flattening.drawProducer("A", .throttle, disposingAt: 3) == "-1-!")
        #expect(flattening.log == ["start O@0", "start A@0", "end O@3", "end A@3"])
    }

    // ReactiveSwift's SignalProducerSpec, "FlattenStrategy.throttle", adapted.

    @Test("it forwards the first and the third inner: the second arrived while the first ran")
    func reactiveSwiftFirstAndThird() {
        let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
        let (firstInner, firstInput) = Signal<Int, TestError>.pipe()
        let (secondInner, secondInput) = Signal<Int, TestError>.pipe()
        let (thirdInner, thirdInput) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.start(SignalProducer(outer).flatten(.throttle))
        outerInput.send(value: SignalProducer(firstInner))
        outerInput.send(value: SignalProducer(secondInner))
        firstInput.send(value: 1)
        secondInput.send(value: 2)
        #expect(checker.events == [.value(1)])
        secondInput.send(value: 3)
        secondInput.sendCompleted()
        firstInput.sendCompleted()
        #expect(checker.events == [.value(1)])
        outerInput.send(value: SignalProducer(thirdInner))
        thirdInput.send(value: 4)
        outerInput.sendCompleted()
        #expect(checker.events == [.value(1), .value(4)])
        thirdInput.sendCompleted()
        #expect(checker.events == [.value(1), .value(4), .completed])
        expectNoViolations(checker)
    }

    @Test("it forwards a failure, completes with an empty inner or none, and waits for an inner that never sends")
    func reactiveSwiftEnds() {
        typealias Outer = SignalProducer<SignalProducer<Int, TestError>, TestError>
        #expect(checkedEvents(of: Outer(value: SignalProducer(error: TestError())).flatten(.throttle)) == [.failed(TestError())])
        #expect(checkedEvents(of: Outer(error: TestError()).flatten(.throttle)) == [.failed(TestError())])
        #expect(checkedEvents(of: Outer(value: .empty).flatten(.throttle)) == [.completed])
        #expect(checkedEvents(of: Outer.empty.flatten(.throttle)) == [.completed])
        let checker = ContractChecker<Int, TestError>()
        checker.start(Outer(value: .never).flatten(.throttle))
        #expect(checker.events == [])
        expectNoViolations(checker)
        let producer = SignalProducer<Int, Never>(value: 1).flatMap(.throttle) { _ in SignalProducer(value: 10) }
        #expect(checkedEvents(of: producer.take(first: 1)) == [.value(10), .completed])
    }
}
