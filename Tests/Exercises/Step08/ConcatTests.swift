// The tests of exercise 8.1, `Exercises/Step08/Concat.swift`.
// Check it with `swift run learn check 8.1`.

import Step07_Combining
import Testing
@testable import Step08_Exercises

@Suite("Exercise 8.1: flatten(.concat)")
struct Exercise08_01 {
    @Test("the Basic Operators guide's example: the numbers wait until the letters have completed, then come all at once")
    func guideExample() {
        let letters = Buffer()
        let numbers = Buffer()
        let (outer, outerInput) = Signal<SignalProducer<String, Never>, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.start(SignalProducer(outer).flatten(.concat))

        outerInput.send(value: letters.producer)
        outerInput.send(value: numbers.producer)
        outerInput.sendCompleted()

        numbers.send(value: "1")
        #expect(checker.values == [])
        letters.send(value: "a")
        letters.send(value: "b")
        #expect(checker.values == ["a", "b"])
        numbers.send(value: "2")
        #expect(checker.values == ["a", "b"])
        letters.send(value: "c")
        letters.sendCompleted()
        #expect(checker.values == ["a", "b", "c", "1", "2"])
        numbers.send(value: "3")
        #expect(checker.values == ["a", "b", "c", "1", "2", "3"])
        numbers.sendCompleted()
        #expect(checker.events.suffix(1) == [.completed])
        expectNoViolations(checker)
    }

    @Test("one inner producer runs at a time: the next one waits in a queue, and starts when the one before has completed")
    func oneAtATime() {
        #expect(flattened(.concat, "-ab|", ["a": "-1-2|", "b": "-3|"]) == "--1-2-3|")
        #expect(flattened(.concat, "-abc|", ["a": "-1|", "b": "2-3|", "c": "4|"]) == "--12-34|")
    }

    @Test("an inner producer that arrives when none runs starts at once")
    func startsAtOnceWhenIdle() {
        #expect(flattened(.concat, "-a---b-|", ["a": "-1|", "b": "-2|"]) == "--1---2|")
    }

    @Test("it completes once the outer producer and every inner producer have completed, whichever is last")
    func completion() {
        #expect(flattened(.concat, "-a|", ["a": "-1--2|"]) == "--1--2|")
        #expect(flattened(.concat, "-a----|", ["a": "-1|"]) == "--1---|")
        #expect(flattened(.concat, "|", [:]) == "|")
    }

    @Test("an interrupted inner producer counts as completed: the next one starts")
    func innerInterruption() {
        #expect(flattened(.concat, "-ab|", ["a": "-1!", "b": "-2|"]) == "--1-2|")
    }

    @Test("a failure of an inner producer, or of the outer one, ends everything at once")
    func failures() {
        #expect(flattened(.concat, "-ab|", ["a": "-1#", "b": "-2|"]) == "--1#")
        #expect(flattened(.concat, "-a--#", ["a": "-1-2|"]) == "--1-#")
    }

    @Test("an interruption of the outer producer interrupts the flattened stream")
    func outerInterruption() {
        #expect(flattened(.concat, "-a-!", ["a": "-1-2|"]) == "--1!")
    }

    @Test("a failure interrupts the inner producer that runs, and the queued ones never start")
    func failureStopsEverything() {
        let probes = Probes()
        let outer = OuterPipe<String>()
        let checker = ContractChecker<String, MarbleError>()
        checker.start(outer.producer.flatten(.concat))
        outer.input.send(value: probes.producer("a"))
        outer.input.send(value: probes.producer("b"))
        probes.send("1", to: "a")
        outer.input.send(error: MarbleError())
        #expect(checker.events == [.value("1"), .failed(MarbleError())])
        #expect(probes.log == ["a start", "a ended"])
        expectNoViolations(checker)
    }

    @Test("disposing of a start interrupts the outer producer and the inner one that runs; the queued ones never start")
    func disposal() {
        var log: [String] = []
        let probes = Probes()
        let outer = SignalProducer<SignalProducer<String, MarbleError>, MarbleError> { observer, lifetime in
            log.append("outer start")
            lifetime.observeEnded { log.append("outer ended") }
            observer.send(value: probes.producer("a"))
            observer.send(value: probes.producer("b"))
        }
        let checker = ContractChecker<String, MarbleError>()
        let start = checker.start(outer.flatten(.concat))
        start.dispose()
        #expect(checker.events == [.interrupted])
        #expect(log == ["outer start", "outer ended"])
        #expect(probes.log == ["a start", "a ended"])
        expectNoViolations(checker)
    }

    @Test("each start of the flattened producer runs the inner producers anew")
    func eachStart() {
        let producer = SignalProducer<SignalProducer<Int, Never>, Never>([
            SignalProducer([1, 2]),
            SignalProducer([3]),
        ]).flatten(.concat)
        #expect(checkedEvents(of: producer) == [.value(1), .value(2), .value(3), .completed])
        #expect(checkedEvents(of: producer) == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("a queued inner producer is let go once the flattened stream has ended")
    func releasesTheQueue() {
        weak var weakTracked: Tracked?
        let outer = OuterPipe<String>()
        let checker = ContractChecker<String, MarbleError>()
        let start = checker.start(outer.producer.flatten(.concat))
        outer.input.send(value: .never)
        do {
            let tracked = Tracked()
            weakTracked = tracked
            outer.input.send(value: SignalProducer { _, _ in _ = tracked })
        }
        let isKeptWhileQueued = weakTracked != nil
        start.dispose()
        #expect(isKeptWhileQueued)
        #expect(weakTracked == nil)
        expectNoViolations(checker)
    }

    @Test("10,000 queued inner producers that each complete as they start run one after the other, without overflowing the stack (ReactiveSwift's scenario)")
    func noStackOverflow() {
        let depth = 10_000
        let blockers = (0..<1).map { _ in Signal<Int, Never>.pipe() }
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        var values = 0
        SignalProducer(outer).flatten(.concat).startWithValues { _ in values += 1 }
        for blocker in blockers {
            outerInput.send(value: SignalProducer(blocker.output))
        }
        for _ in 0..<depth {
            outerInput.send(value: SignalProducer(value: 1))
        }
        let valuesWhileBlocked = values
        for blocker in blockers {
            blocker.input.sendCompleted()
        }
        #expect(valuesWhileBlocked == 0)
        #expect(values == depth)
    }

    @Test("an inner producer that has completed is let go at once, though the flattened stream goes on")
    func releasesACompletedInner() {
        // The inner's input observer: once its start handler has returned,
        // only the interrupter of its start holds it.
        weak var weakInput: Signal<String, MarbleError>.Observer?
        let outer = OuterPipe<String>()
        let checker = ContractChecker<String, MarbleError>()
        checker.start(outer.producer.flatten(.concat))
        outer.input.send(
            value: SignalProducer { observer, _ in
                weakInput = observer
                observer.send(value: "1")
                observer.sendCompleted()
            }
        )
        #expect(weakInput == nil)
        #expect(checker.events == [.value("1")])
        expectNoViolations(checker)
        withExtendedLifetime(outer) {}
    }
}

// The rules every strategy keeps, and re-entry through a deinit, as step 8's
// `FlattenTests`, `FlattenConcurrencyTests` and `FlattenReentryTests` check
// them (the scenarios are in `Support/FlattenRules.swift`).
extension Exercise08_01 {
    @Test("the outer producer's interruption or failure interrupts the inner producer that runs; its completion does not")
    func outerEndInterruptsInner() {
        checkOuterEndInterruptsInners(.concat)
    }

    @Test("disposing of a start interrupts the outer producer's start")
    func disposalReachesOuter() {
        checkDisposalReachesOuter(.concat)
    }

    @Test("disposing of a start lets go, at once, of the outer stream and of every inner producer, running or queued, with what their closures hold")
    func disposalReleasesEverything() {
        checkDisposalReleasesEverything(.concat, releasedBefore: [])
    }

    @Test("disposing of a start interrupts the inner producer that runs; the queued ones never start")
    func disposalInterruptsTheRunningInner() {
        checkDisposalInterruptsInners(.concat, ThreeInners(started: ["a"], running: ["a"]))
    }

    @Test("an inner producer's failure fails the stream at once, interrupts the outer producer, and starts no queued one")
    func innerFailureStopsEverything() {
        checkInnerFailureInterruptsOthers(.concat, ThreeInners(started: ["a"], running: ["a"]))
    }

    @Test("an inner producer's interruption is dropped; the outer producer's interruption is forwarded (ReactiveSwift's scenario)")
    func interruptionOfInnerAndOuter() {
        checkInterruptionOfInnerAndOuter(.concat)
    }

    @Test("disposing of a start cancels the inner producer's work, before or after the outer producer completes (ReactiveSwift's scenario)")
    func disposalCancelsInnerWork() {
        checkDisposalCancelsInnerWork(.concat)
    }

    @Test("inner producers completed from four threads start the queued ones; never more than one runs")
    func oneAtATimeUnderLoad() {
        checkLimitHoldsUnderLoad(.concat, limit: 1)
    }

    @Test("disposing of a start from another thread while inner producers send: interrupted once, and every inner producer that started has ended")
    func disposalWhileSending() {
        checkDisposalWhileSending(.concat)
    }

    @Test("a queued inner producer let go of at the disposal may send into the outer stream from its deinit")
    func reentryFromQueuedInner() {
        checkWaitingInnerReleasedWithReentry(.concat)
    }

    @Test("on two threads: queued inner producers let go of at the disposal send into the outer stream while another thread sends into it")
    func reentryFromQueuedInnersOnTwoThreads() {
        checkWaitingInnersReleasedWithReentryOnTwoThreads(.concat)
    }
}
