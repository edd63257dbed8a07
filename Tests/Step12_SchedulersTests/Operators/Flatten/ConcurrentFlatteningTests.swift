import Testing
@testable import Step12_Schedulers

/// `.merge`, `.concat` and `.concurrent(limit:)`: one engine, three limits.
@Suite struct ConcurrentFlatteningTests {
    static let twoInners = ["A": "-1---2---3|", "B": "-4---5---6|"]

    @Test("merge runs every inner at once and sends each value as it comes; concat runs one after the other")
    func mergeAndConcat() {
        #expect(flattened("A-B-|", .merge, inners: Self.twoInners) == "-1-4-2-5-3-6|")
        #expect(flattened("A-B-|", .concat, inners: Self.twoInners) == "-1---2---3-4---5---6|")
        // merge and concat are the two ends of concurrent(limit:).
        #expect(flattened("A-B-|", .concurrent(limit: .max), inners: Self.twoInners) == "-1-4-2-5-3-6|")
        #expect(flattened("A-B-|", .concurrent(limit: 1), inners: Self.twoInners) == "-1---2---3-4---5---6|")
    }

    @Test("concurrent(limit: 2) runs two inners, queues the third, and starts it when one of the two ends")
    func limitOfTwo() {
        let inners = ["A": "-1-|", "B": "--2---|", "C": "-3-|"]
        let flattening = FlatteningScenario(inners: inners)
        #expect(flattening.draw("ABC|", .concurrent(limit: 2)) == "-1-23--|")
        #expect(flattening.log == ["start A@0", "start B@1", "start C@3", "end A@3", "end C@6", "end B@7"])
        #expect(flattened("ABC|", .concurrent(limit: 2), inners: inners) == "-1-23--|")
    }

    @Test("the queue is first in, first out, also once the outer stream has completed")
    func queueOrder() {
        let inners = ["A": "-a--|", "B": "-b|", "C": "-c|", "D": "-d|"]
        let flattening = FlatteningScenario(inners: inners)
        #expect(flattening.draw("(ABCD|)", .concat) == "-a---b-c-d|")
        #expect(flattening.log == [
            "start A@0", "start B@4", "end A@4", "start C@6", "end B@6", "start D@8", "end C@8", "end D@10",
        ])
    }

    @Test("an inner that is interrupted counts as completed: the others go on, the next in the queue starts")
    func innerInterruption() {
        let inners = ["A": "-1!", "B": "---2|", "C": "-3|"]
        #expect(flattened("AB-|", .merge, inners: inners) == "-1--2|")
        #expect(flattened("ABC|", .concat, inners: inners) == "-1---2-3|")
        #expect(flattened("A-|", .merge, inners: ["A": "-1!"]) == "-1|")
    }

    @Test("the result completes only when the outer stream and every inner have completed, in either order")
    func completion() {
        #expect(flattened("A|", .merge, inners: ["A": "-1--|"]) == "-1--|")
        #expect(flattened("A----|", .merge, inners: ["A": "-1|"]) == "-1---|")
        #expect(flattened("A----|", .concat, inners: ["A": "-1|"]) == "-1---|")
        #expect(flattened("--|", .merge, inners: [:]) == "--|")
        #expect(flattened("--|", .concat, inners: [:]) == "--|")
    }

    @Test("a failing inner fails the result at once and interrupts every other inner, running or queued")
    func innerFailure() {
        let inners = ["A": "-1--#", "B": "-2-------|", "C": "-3|"]
        let merging = drawnWithLog("AB|", .merge, inners: inners)
        #expect(merging.drawing == "-12-#")
        // B is interrupted as the result fails; A's own start ends just
        // after, once its failure has reached its observers.
        #expect(merging.log == ["start A@0", "start B@1", "end B@4", "end A@4"])
        let concatenating = drawnWithLog("ABC|", .concat, inners: inners)
        #expect(concatenating.drawing == "-1--#")
        #expect(concatenating.log == ["start A@0", "end A@4"])
    }

    @Test("the outer stream's failure or interruption ends the result at once and interrupts every inner")
    func outerEnds() {
        let inners = ["A": "-1------|", "B": "-2|"]
        let failing = drawnWithLog("A-#", .merge, inners: inners)
        #expect(failing.drawing == "-1#")
        #expect(failing.log == ["start A@0", "end A@2"])
        let interrupted = drawnWithLog("A-!", .concat, inners: inners)
        #expect(interrupted.drawing == "-1!")
        #expect(interrupted.log == ["start A@0", "end A@2"])
    }

    @Test("the outer stream's completion does not dispose of the running inners")
    func outerCompletionKeepsInners() {
        let flattening = drawnWithLog("AB|", .concat, inners: ["A": "-1---|", "B": "-2|"])
        #expect(flattening.drawing == "-1----2|")
        #expect(flattening.log == ["start A@0", "start B@5", "end A@5", "end B@7"])
    }

    @Test("disposing of the result interrupts the outer producer and every running inner, and no queued inner starts")
    func disposal() {
        let inners = ["A": "-1------|", "B": "-2------|", "C": "-3|"]
        let merging = FlatteningScenario(inners: inners)
        #expect(merging.drawProducer("AB--C", .merge, disposingAt: 3) == "-12!")
        #expect(merging.log == ["start O@0", "start A@0", "start B@1", "end O@3", "end A@3", "end B@3"])
        let concatenating = FlatteningScenario(inners: inners)
        #expect(concatenating.drawProducer("ABC", .concat, disposingAt: 3) == "-1-!")
        #expect(concatenating.log == ["start O@0", "start A@0", "end O@3", "end A@3"])
    }

    // ReactiveSwift's SignalProducerSpec, "FlattenStrategy.concat" and
    // "FlattenStrategy.merge", and its FlattenSpec, "FlattenStrategy.concurrent",
    // adapted: pipes stand in for `SignalProducer.pipe()`.

    /// An outer producer and an inner that can be completed by hand, as in
    /// ReactiveSwift's "sequencing" cases; `subsequent` records its start.
    final class Sequencing {
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let (previous, previousInput) = Signal<Int, Never>.pipe()
        var subsequentStarted = false
        var subsequent: SignalProducer<Int, Never> {
            SignalProducer { [unowned self] _, _ in subsequentStarted = true }
        }
        let checker = ContractChecker<Int, Never>()

        init() {
            checker.start(SignalProducer(outer).flatten(.concat))
            outerInput.send(value: SignalProducer(previous))
        }
    }

    @Test("concat starts the next inner at once if the one before has completed, and otherwise when it completes")
    func reactiveSwiftSequencing() {
        let completedFirst = Sequencing()
        completedFirst.previousInput.sendCompleted()
        completedFirst.outerInput.send(value: completedFirst.subsequent)
        #expect(completedFirst.subsequentStarted)

        let queued = Sequencing()
        queued.outerInput.send(value: queued.subsequent)
        #expect(!queued.subsequentStarted)
        queued.previousInput.sendCompleted()
        #expect(queued.subsequentStarted)

        let outerCompletedFirst = Sequencing()
        outerCompletedFirst.outerInput.send(value: outerCompletedFirst.subsequent)
        outerCompletedFirst.outerInput.sendCompleted()
        outerCompletedFirst.previousInput.sendCompleted()
        #expect(outerCompletedFirst.subsequentStarted)
        for checker in [completedFirst.checker, queued.checker, outerCompletedFirst.checker] {
            expectNoViolations(checker)
        }
    }

    @Test("concat and merge forward a failure of an inner or of the outer producer", arguments: [FlattenStrategy.concat, .merge])
    func reactiveSwiftFailures(_ strategy: FlattenStrategy) {
        let failingInner = SignalProducer<SignalProducer<Int, TestError>, TestError>(value: SignalProducer(error: TestError()))
        #expect(checkedEvents(of: failingInner.flatten(strategy)) == [.failed(TestError())])
        let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.start(SignalProducer(outer).flatten(strategy))
        outerInput.send(error: TestError())
        #expect(checker.events == [.failed(TestError())])
        expectNoViolations(checker)
    }

    @Test("concat does not overflow the stack when 10,000 queued inners each complete during their start")
    func reactiveSwiftNoStackOverflow() {
        let depth = 10_000
        let (first, firstInput) = Signal<(), Never>.pipe()
        let (outer, outerInput) = Signal<SignalProducer<(), Never>, Never>.pipe()
        var values = 0
        SignalProducer(outer).flatten(.concat).startWithValues { values += 1 }
        outerInput.send(value: SignalProducer(first))
        for _ in 0..<depth {
            outerInput.send(value: SignalProducer(value: ()))
        }
        firstInput.sendCompleted()
        #expect(values == depth)
    }

    @Test("concat completes when the inner and then the outer producer complete, or the other way round")
    func reactiveSwiftCompletion() {
        for innerFirst in [true, false] {
            let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
            let (inner, innerInput) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<Int, Never>()
            checker.start(SignalProducer(outer).flatten(.concat))
            outerInput.send(value: SignalProducer(inner))
            if innerFirst { innerInput.sendCompleted() } else { outerInput.sendCompleted() }
            #expect(checker.events == [])
            if innerFirst { outerInput.sendCompleted() } else { innerInput.sendCompleted() }
            #expect(checker.events == [.completed])
            expectNoViolations(checker)
        }
    }

    @Test("merge forwards values from any inner, and completes when the outer and every inner have completed")
    func reactiveSwiftMergeBehaviour() {
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let (a, aInput) = Signal<Int, Never>.pipe()
        let (b, bInput) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.start(SignalProducer(outer).flatten(.merge))
        outerInput.send(value: SignalProducer(a))
        outerInput.send(value: SignalProducer(b))
        outerInput.sendCompleted()
        aInput.send(value: 0)
        aInput.send(value: 1)
        bInput.send(value: 100)
        aInput.send(value: 2)
        bInput.send(value: 101)
        #expect(checker.values == [0, 1, 100, 2, 101])
        aInput.sendCompleted()
        #expect(checker.events.last == .value(101))
        bInput.sendCompleted()
        #expect(checker.events.last == .completed)
        expectNoViolations(checker)
    }

    @Test("concurrent(limit: 4) starts four of 104 inners, queues the rest, and starts them in order as inners complete")
    func reactiveSwiftConcurrentLimit() {
        let limit: UInt = 4
        let extra: UInt = 100
        let (outer, outerInput) = Signal<SignalProducer<UInt, Never>, Never>.pipe()
        let checker = ContractChecker<UInt, Never>()
        checker.observe(outer.flatten(.concurrent(limit: limit)))
        var started: [UInt] = []
        var inputs: [Signal<UInt, Never>.Observer] = []
        for index in 0..<(limit + extra) {
            let (signal, input) = Signal<UInt, Never>.pipe()
            inputs.append(input)
            outerInput.send(value: SignalProducer(signal).prefix(value: index).on(started: { started.append(index) }))
        }
        #expect(checker.values == Array(0..<limit))
        #expect(started == Array(0..<limit))
        for index in 0..<extra {
            inputs[Int(index)].sendCompleted()
            #expect(checker.values == Array(0...(limit + index)))
            #expect(started == Array(0...(limit + index)))
        }
        expectNoViolations(checker)
    }
}
