// The tests of exercise 8.4, `Exercises/Step08/Concurrent.swift`.
// Check it with `swift run learn check 8.4`.

import Step07_Combining
import Testing
@testable import Step08_Exercises

@Suite("Exercise 8.4: flatten(.concurrent(limit:))")
struct Exercise08_04 {
    @Test("at most `limit` inner producers run; the next one waits, and starts when one of them ends")
    func limit() {
        #expect(flattened(.concurrent(limit: 2), "-abc|", ["a": "-1---2|", "b": "-3|", "c": "-4|"]) == "--13-42|")
        #expect(flattened(.concurrent(limit: 2), "-abc|", ["a": "-1-2|", "b": "---3|", "c": "4|"]) == "--1-2(43)|")
    }

    @Test("queued inner producers start in the order they arrived")
    func order() {
        #expect(flattened(.concurrent(limit: 2), "-(abcd)--|", ["a": "--1|", "b": "-2|", "c": "3|", "d": "4|"]) == "--2(13)4|")
    }

    @Test("a limit of 1 is concat: one at a time, in order")
    func limitOneIsConcat() {
        #expect(flattened(.concurrent(limit: 1), "-ab|", ["a": "-1-2|", "b": "-3|"]) == "--1-2-3|")
        #expect(flattened(.concurrent(limit: 1), "-abc|", ["a": "-1|", "b": "2-3|", "c": "4|"]) == "--12-34|")
    }

    @Test("no limit (UInt.max) is merge: every inner producer runs as soon as it arrives")
    func noLimitIsMerge() {
        #expect(flattened(.concurrent(limit: .max), "-ab|", ["a": "-1-2|", "b": "-3|"]) == "--132|")
        #expect(flattened(.concurrent(limit: .max), "-abc|", ["a": "-1|", "b": "2-3|", "c": "4|"]) == "--(21)43|")
    }

    @Test("it completes once the outer producer and every inner producer have ended; an interrupted inner producer counts as completed")
    func completion() {
        #expect(flattened(.concurrent(limit: 2), "-a|", ["a": "-1--2|"]) == "--1--2|")
        #expect(flattened(.concurrent(limit: 2), "-a----|", ["a": "-1|"]) == "--1---|")
        #expect(flattened(.concurrent(limit: 1), "-ab|", ["a": "-1!", "b": "-2|"]) == "--1-2|")
        #expect(flattened(.concurrent(limit: 2), "|", [:]) == "|")
    }

    @Test("a failure of an inner producer, or of the outer one, ends everything at once; so does an interruption of the outer one")
    func failuresAndInterruption() {
        #expect(flattened(.concurrent(limit: 2), "-abc|", ["a": "-1#", "b": "-2|", "c": "-3|"]) == "--1#")
        #expect(flattened(.concurrent(limit: 2), "-a--#", ["a": "-1-2|"]) == "--1-#")
        #expect(flattened(.concurrent(limit: 2), "-a-!", ["a": "-1-2|"]) == "--1!")
    }

    @Test("an inner producer that completes as it starts does not start the next one from inside its own start: a queue of them is started in a loop")
    func startsInALoop() {
        var depth = 0
        var deepest = 0
        func quick(_ number: Int) -> SignalProducer<Int, MarbleError> {
            SignalProducer { observer, _ in
                depth += 1
                deepest = max(deepest, depth)
                observer.send(value: number)
                observer.sendCompleted()
                depth -= 1
            }
        }
        let (blocker, blockerInput) = Signal<Int, MarbleError>.pipe()
        let (outer, outerInput) = Signal<SignalProducer<Int, MarbleError>, MarbleError>.pipe()
        let checker = ContractChecker<Int, MarbleError>()
        checker.start(SignalProducer(outer).flatten(.concurrent(limit: 1)))
        outerInput.send(value: SignalProducer(blocker))
        for number in 1...100 {
            outerInput.send(value: quick(number))
        }
        outerInput.sendCompleted()
        blockerInput.sendCompleted()
        #expect(checker.values == Array(1...100))
        #expect(checker.events.suffix(1) == [.completed])
        #expect(deepest == 1)
        expectNoViolations(checker)
    }

    @Test("disposing of a start interrupts the outer producer and every inner producer that runs; the queued ones never start")
    func disposal() {
        var log: [String] = []
        let probes = Probes()
        let outer = SignalProducer<SignalProducer<String, MarbleError>, MarbleError> { observer, lifetime in
            log.append("outer start")
            lifetime.observeEnded { log.append("outer ended") }
            observer.send(value: probes.producer("a"))
            observer.send(value: probes.producer("b"))
            observer.send(value: probes.producer("c"))
        }
        let checker = ContractChecker<String, MarbleError>()
        let start = checker.start(outer.flatten(.concurrent(limit: 2)))
        start.dispose()
        #expect(checker.events == [.interrupted])
        #expect(log == ["outer start", "outer ended"])
        #expect(probes.log.sorted() == ["a ended", "a start", "b ended", "b start"])
        expectNoViolations(checker)
    }

    @Test("a queued inner producer is let go once the flattened stream has ended")
    func releasesTheQueue() {
        weak var weakTracked: Tracked?
        let outer = OuterPipe<String>()
        let checker = ContractChecker<String, MarbleError>()
        checker.start(outer.producer.flatten(.concurrent(limit: 1)))
        outer.input.send(value: .never)
        do {
            let tracked = Tracked()
            weakTracked = tracked
            outer.input.send(value: SignalProducer { _, _ in _ = tracked })
        }
        let isKeptWhileQueued = weakTracked != nil
        outer.input.send(error: MarbleError())
        #expect(isKeptWhileQueued)
        #expect(weakTracked == nil)
        #expect(checker.events == [.failed(MarbleError())])
        expectNoViolations(checker)
    }

    @Test("a limit of 0 stops the program when flatten is applied, with a message that says what to use instead")
    func zeroLimit() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<SignalProducer<Int, Never>, Never>.never.flatten(.concurrent(limit: 0))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("flatten(.concurrent(limit: 0))"), "the message names the call: \(message)")
        #expect(message.contains(".concat") && message.contains(".merge"), "the message names .concat and .merge: \(message)")
    }

    @Test("10,000 queued inner producers that each complete as they start, behind two that block: all run, without overflowing the stack (ReactiveSwift's scenario)")
    func noStackOverflow() {
        let depth = 10_000
        let blockers = (0..<2).map { _ in Signal<Int, Never>.pipe() }
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        var values = 0
        SignalProducer(outer).flatten(.concurrent(limit: 2)).startWithValues { _ in values += 1 }
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
        checker.start(outer.producer.flatten(.concurrent(limit: 2)))
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
extension Exercise08_04 {
    @Test("the outer producer's interruption or failure interrupts the inner producers that run; its completion does not")
    func outerEndInterruptsInners() {
        checkOuterEndInterruptsInners(.concurrent(limit: 2))
    }

    @Test("disposing of a start interrupts the outer producer's start")
    func disposalReachesOuter() {
        checkDisposalReachesOuter(.concurrent(limit: 2))
    }

    @Test("disposing of a start lets go, at once, of the outer stream and of every inner producer, running or queued, with what their closures hold")
    func disposalReleasesEverything() {
        checkDisposalReleasesEverything(.concurrent(limit: 2), releasedBefore: [])
        checkDisposalReleasesEverything(.concurrent(limit: 1), releasedBefore: [])
    }

    @Test("disposing of a start interrupts every inner producer that runs; the queued ones never start")
    func disposalInterruptsTheRunningInners() {
        checkDisposalInterruptsInners(.concurrent(limit: 2), ThreeInners(started: ["a", "b"], running: ["a", "b"]))
    }

    @Test("an inner producer's failure fails the stream at once, interrupts the other running one and the outer producer, and starts no queued one")
    func innerFailureStopsEverything() {
        checkInnerFailureInterruptsOthers(.concurrent(limit: 2), ThreeInners(started: ["a", "b"], running: ["a", "b"]))
    }

    @Test("an inner producer's interruption is dropped; the outer producer's interruption is forwarded (ReactiveSwift's scenario)")
    func interruptionOfInnerAndOuter() {
        checkInterruptionOfInnerAndOuter(.concurrent(limit: 2))
    }

    @Test("disposing of a start cancels the inner producer's work, before or after the outer producer completes (ReactiveSwift's scenario)")
    func disposalCancelsInnerWork() {
        checkDisposalCancelsInnerWork(.concurrent(limit: 2))
    }

    @Test("concurrent(limit: 3): inner producers completed from four threads start the queued ones; never more than three run")
    func limitHoldsUnderLoad() {
        checkLimitHoldsUnderLoad(.concurrent(limit: 3), limit: 3)
    }

    @Test("disposing of a start from another thread while inner producers send: interrupted once, and every inner producer that started has ended")
    func disposalWhileSending() {
        checkDisposalWhileSending(.concurrent(limit: 3))
    }

    @Test("a queued inner producer let go of at the disposal may send into the outer stream from its deinit")
    func reentryFromQueuedInner() {
        checkWaitingInnerReleasedWithReentry(.concurrent(limit: 2))
    }

    @Test("on two threads: queued inner producers let go of at the disposal send into the outer stream while another thread sends into it")
    func reentryFromQueuedInnersOnTwoThreads() {
        checkWaitingInnersReleasedWithReentryOnTwoThreads(.concurrent(limit: 2))
    }
}
