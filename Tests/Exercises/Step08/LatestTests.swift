// The tests of exercise 8.2, `Exercises/Step08/Latest.swift`.
// Check it with `swift run learn check 8.2`.

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
