// The tests of exercise 8.2, `Exercises/Step08/Latest.swift`.
// Check it with `swift run learn check 8.2`.

import Dispatch
import Step07_Combining
import Testing
@testable import Step08_Exercises

@Suite("Exercise 8.2: flatten(.latest)")
struct Exercise08_02 {
    @Test("the Basic Operators guide's example: only the latest inner producer's values pass, from the moment it arrives")
    func guideExample() {
        let a = Buffer()
        let b = Buffer()
        let c = Buffer()
        let (outer, outerInput) = Signal<SignalProducer<String, Never>, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.start(SignalProducer(outer).flatten(.latest))

        outerInput.send(value: a.producer)
        c.send(value: "X")
        #expect(checker.values == [])
        a.send(value: "a")
        #expect(checker.values == ["a"])
        b.send(value: "1")
        #expect(checker.values == ["a"])
        outerInput.send(value: b.producer)
        #expect(checker.values == ["a", "1"])
        a.send(value: "b")
        #expect(checker.values == ["a", "1"])
        b.send(value: "2")
        #expect(checker.values == ["a", "1", "2"])
        c.send(value: "Y")
        a.send(value: "c")
        #expect(checker.values == ["a", "1", "2"])
        outerInput.send(value: c.producer)
        #expect(checker.values == ["a", "1", "2", "X", "Y"])
        b.send(value: "3")
        #expect(checker.values == ["a", "1", "2", "X", "Y"])
        c.send(value: "Z")
        #expect(checker.values == ["a", "1", "2", "X", "Y", "Z"])
        expectNoViolations(checker)
    }

    @Test("a new inner producer replaces the one before: the old one's values stop, and its interruption is not forwarded")
    func replaces() {
        #expect(flattened(.latest, "-a--b|", ["a": "-1-2-3|", "b": "-4-5|"]) == "--1--4-5|")
    }

    @Test("the inner producer before is interrupted before the new one's work begins")
    func interruptsBeforeStarting() {
        let probes = Probes()
        let outer = OuterPipe<String>()
        let checker = ContractChecker<String, MarbleError>()
        checker.start(outer.producer.flatten(.latest))
        outer.input.send(value: probes.producer("a"))
        outer.input.send(value: probes.producer("b"))
        #expect(probes.log == ["a start", "a ended", "b start"])
        #expect(checker.events == [])
        expectNoViolations(checker)
    }

    @Test("an inner producer that sends as it starts is followed at once")
    func sendsAsItStarts() {
        #expect(flattened(.latest, "-a-b-|", ["a": "-1---|", "b": "2|"]) == "--12-|")
    }

    @Test("it completes once the outer producer and the latest inner producer have completed, whichever is last")
    func completion() {
        #expect(flattened(.latest, "-a|", ["a": "-1--2|"]) == "--1--2|")
        #expect(flattened(.latest, "-a---|", ["a": "-1|"]) == "--1--|")
        #expect(flattened(.latest, "-a--b--|", ["a": "-1|", "b": "-2|"]) == "--1--2-|")
        #expect(flattened(.latest, "--|", [:]) == "--|")
    }

    @Test("the interruption of a replaced inner producer is not its end: the stream waits for the latest one")
    func replacedInterruptionIsNotTheEnd() {
        #expect(flattened(.latest, "-ab|", ["a": "-1--2|", "b": "--3|"]) == "----3|")
    }

    @Test("the latest inner producer interrupted by something else counts as completed")
    func latestInterruption() {
        #expect(flattened(.latest, "-a|", ["a": "-1!"]) == "--1|")
        #expect(flattened(.latest, "-a--|", ["a": "-1!"]) == "--1-|")
    }

    @Test("a failure of the latest inner producer, or of the outer one, ends everything at once; so does an interruption of the outer one")
    func failuresAndInterruption() {
        #expect(flattened(.latest, "-a|", ["a": "-1#"]) == "--1#")
        #expect(flattened(.latest, "-a-#", ["a": "-1-2|"]) == "--1#")
        #expect(flattened(.latest, "-a-!", ["a": "-1-2|"]) == "--1!")
    }

    @Test("disposing of a start interrupts the outer producer and the latest inner producer")
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
        let start = checker.start(outer.flatten(.latest))
        start.dispose()
        #expect(checker.events == [.interrupted])
        #expect(log == ["outer start", "outer ended"])
        #expect(probes.log == ["a start", "a ended", "b start", "b ended"])
        expectNoViolations(checker)
    }

    @Test("a replaced inner producer's start is let go at once, not when the stream ends")
    func releasesTheReplaced() {
        // The inner's input observer: once its start handler has returned,
        // only the interrupter of its start holds it. Interrupting the start
        // is not enough: the interrupter itself must be let go of.
        weak var weakInput: Signal<String, MarbleError>.Observer?
        let outer = OuterPipe<String>()
        let checker = ContractChecker<String, MarbleError>()
        checker.start(outer.producer.flatten(.latest))
        outer.input.send(value: SignalProducer { observer, _ in weakInput = observer })
        let isKeptWhileLatest = weakInput != nil
        outer.input.send(value: .never)
        #expect(isKeptWhileLatest)
        #expect(weakInput == nil)
        #expect(checker.events == [])
        expectNoViolations(checker)
    }

    @Test("take(first: 1) after flatten(.latest), whose inner producer sends as it starts, does not deadlock (ReactiveSwift's scenario)")
    func noDeadlock() {
        let producer = SignalProducer<Int, Never>(value: 1)
            .map { _ in SignalProducer<Int, Never>(value: 10) }
            .flatten(.latest)
        #expect(checkedEvents(of: producer.take(first: 1)) == [.value(10), .completed])
    }
}

// The rules every strategy keeps, as step 8's `FlattenTests` and
// `FlattenConcurrencyTests` check them (the scenarios are in
// `Support/FlattenRules.swift`).
extension Exercise08_02 {
    @Test("the outer producer's interruption or failure interrupts the latest inner producer; its completion does not")
    func outerEndInterruptsInner() {
        checkOuterEndInterruptsInners(.latest)
    }

    @Test("disposing of a start interrupts the outer producer's start")
    func disposalReachesOuter() {
        checkDisposalReachesOuter(.latest)
    }

    @Test("disposing of a start lets go, at once, of the outer stream and of the latest inner producer, with what their closures hold; a replaced one is let go of before")
    func disposalReleasesEverything() {
        checkDisposalReleasesEverything(.latest, releasedBefore: ["first"])
    }

    @Test("each inner producer interrupts the one before; disposing of a start interrupts the latest")
    func disposalInterruptsTheLatestInner() {
        checkDisposalInterruptsInners(.latest, ThreeInners(started: ["a", "b", "c"], running: ["c"]))
    }

    @Test("the latest inner producer's failure fails the stream at once and interrupts the outer producer")
    func innerFailureStopsEverything() {
        checkInnerFailureInterruptsOthers(.latest, ThreeInners(started: ["a", "b", "c"], running: ["c"]))
    }

    @Test("an inner producer's interruption is dropped; the outer producer's interruption is forwarded (ReactiveSwift's scenario)")
    func interruptionOfInnerAndOuter() {
        checkInterruptionOfInnerAndOuter(.latest)
    }

    @Test("disposing of a start cancels the inner producer's work, before or after the outer producer completes (ReactiveSwift's scenario)")
    func disposalCancelsInnerWork() {
        checkDisposalCancelsInnerWork(.latest)
    }

    @Test("disposing of a start from another thread while inner producers send: interrupted once, and every inner producer that started has ended")
    func disposalWhileSending() {
        checkDisposalWhileSending(.latest)
    }

    @Test("one thread switches inner producers while four send into all of them: only the latest one's values pass, then completed")
    func switchingUnderLoad() {
        let senders = 4
        let innerCount = 40
        let valuesPerSender = 300
        let (producers, inputs) = taggedInners(innerCount)
        let (outer, outerInput) = Signal<SignalProducer<Tagged, Never>, Never>.pipe()
        let checker = ContractChecker<Tagged, Never>()
        checker.start(SignalProducer(outer).flatten(.latest))
        outerInput.send(value: producers[0])
        let shared = UncheckedTransfer((outerInput, producers, inputs))
        DispatchQueue.concurrentPerform(iterations: senders + 1) { thread in
            let (outerInput, producers, inputs) = shared.value
            guard thread < senders else {
                for inner in 1..<innerCount {
                    outerInput.send(value: producers[inner])
                }
                return
            }
            for index in 0..<valuesPerSender {
                let inner = (index * 7 + thread) % innerCount
                inputs[inner].send(value: Tagged(inner: inner, thread: thread, index: index))
            }
        }
        // Every inner but the last has been interrupted: what is sent into
        // them now goes nowhere. The last one is forwarded in full.
        let last = innerCount - 1
        let before = checker.values.count
        for inner in 0..<innerCount {
            inputs[inner].send(value: Tagged(inner: inner, thread: senders, index: valuesPerSender))
        }
        outerInput.sendCompleted()
        inputs[last].sendCompleted()
        let events = checker.events
        let values = events.compactMap(\.value)
        // Compared by summary, not printed whole.
        #expect(Array(values.dropFirst(before)) == [Tagged(inner: last, thread: senders, index: valuesPerSender)])
        #expect(keepsEachSendersOrder(values))
        #expect(events.filter(\.isTerminating) == [.completed])
        #expect(events.last == .completed)
        expectNoViolations(checker)
    }
}
