// The tests of exercise 8.3, `Exercises/Step08/Race.swift`.
// Check it with `swift run learn check 8.3`.

import Dispatch
import Step07_Combining
import Testing
@testable import Step08_Exercises

@Suite("Exercise 8.3: flatten(.race)")
struct Exercise08_03 {
    @Test("the first inner producer to send wins, whenever it started; only its events pass")
    func firstToSendWins() {
        #expect(flattened(.race, "-ab|", ["a": "---1|", "b": "-2-3|"]) == "---2-3|")
        #expect(flattened(.race, "-ab|", ["a": "--1|", "b": "2|"]) == "--2|")
        #expect(flattened(.race, "-ab|", ["a": "-1--2|", "b": "-3|"]) == "--1--2|")
    }

    @Test("the winner interrupts the other contenders, and an inner producer that arrives later is never started")
    func losersAndLatecomers() {
        let probes = Probes()
        let outer = OuterPipe<String>()
        let checker = ContractChecker<String, MarbleError>()
        checker.start(outer.producer.flatten(.race))
        outer.input.send(value: probes.producer("a"))
        outer.input.send(value: probes.producer("b"))
        outer.input.send(value: probes.producer("c"))
        probes.send("1", to: "b")
        outer.input.send(value: probes.producer("d"))
        probes.send("2", to: "b")
        #expect(checker.events == [.value("1"), .value("2")])
        #expect(probes.log == ["a start", "b start", "c start", "a ended", "c ended"])
        expectNoViolations(checker)
    }

    @Test("a completion wins too: the first inner producer to send any event is the winner")
    func completionWins() {
        #expect(flattened(.race, "-ab--|", ["a": "--|", "b": "--1|"]) == "-----|")
    }

    @Test("the winner's interruption is forwarded")
    func winnerInterruption() {
        #expect(flattened(.race, "-ab|", ["a": "-!", "b": "--1|"]) == "--!")
    }

    @Test("it completes once the outer producer and the winner have completed; an outer producer that sent none completes it alone")
    func completion() {
        #expect(flattened(.race, "-a---|", ["a": "-1|"]) == "--1--|")
        #expect(flattened(.race, "-ab|", ["a": "----1|", "b": "-----2|"]) == "-----1|")
        #expect(flattened(.race, "--|", [:]) == "--|")
    }

    @Test("a failure of the winner, or of the outer producer, ends everything at once; so does an interruption of the outer one")
    func failuresAndInterruption() {
        #expect(flattened(.race, "-a|", ["a": "-1#"]) == "--1#")
        #expect(flattened(.race, "-a-#", ["a": "-1-2|"]) == "--1#")
        #expect(flattened(.race, "-a-!", ["a": "-1-2|"]) == "--1!")
    }

    @Test("disposing of a start interrupts the outer producer, the winner and every contender")
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
        let start = checker.start(outer.flatten(.race))
        start.dispose()
        #expect(checker.events == [.interrupted])
        #expect(log == ["outer start", "outer ended"])
        #expect(probes.log.sorted() == ["a ended", "a start", "b ended", "b start"])
        expectNoViolations(checker)
    }

    @Test("disposing of a start interrupts the winner too (ReactiveSwift 7.2 leaves it running)")
    func disposalInterruptsTheWinner() {
        let probes = Probes()
        let outer = OuterPipe<String>()
        let checker = ContractChecker<String, MarbleError>()
        let start = checker.start(outer.producer.flatten(.race))
        outer.input.send(value: probes.producer("a"))
        outer.input.send(value: probes.producer("b"))
        probes.send("1", to: "a")
        start.dispose()
        #expect(checker.events == [.value("1"), .interrupted])
        #expect(probes.log == ["a start", "b start", "b ended", "a ended"])
        expectNoViolations(checker)
    }

    @Test("a losing inner producer's start is let go as soon as the race is won")
    func releasesTheLosers() {
        // The inner's input observer: once its start handler has returned,
        // only the interrupter of its start holds it. Interrupting the start
        // is not enough: the interrupter itself must be let go of.
        weak var weakInput: Signal<String, MarbleError>.Observer?
        let outer = OuterPipe<String>()
        let probes = Probes()
        let checker = ContractChecker<String, MarbleError>()
        checker.start(outer.producer.flatten(.race))
        outer.input.send(value: SignalProducer { observer, _ in weakInput = observer })
        outer.input.send(value: probes.producer("b"))
        let isKeptWhileRacing = weakInput != nil
        probes.send("1", to: "b")
        #expect(isKeptWhileRacing)
        #expect(weakInput == nil)
        #expect(checker.events == [.value("1")])
        expectNoViolations(checker)
    }

    @Test("take(first: 1) after flatten(.race), whose inner producer sends as it starts, does not deadlock (ReactiveSwift's scenario)")
    func noDeadlock() {
        let producer = SignalProducer<Int, Never>(value: 1)
            .map { _ in SignalProducer<Int, Never>(value: 10) }
            .flatten(.race)
        #expect(checkedEvents(of: producer.take(first: 1)) == [.value(10), .completed])
    }

    @Test("the winner, once it has completed, is let go at once, though the flattened stream waits for the outer producer")
    func releasesACompletedInner() {
        // The inner's input observer: once its start handler has returned,
        // only the interrupter of its start holds it.
        weak var weakInput: Signal<String, MarbleError>.Observer?
        let outer = OuterPipe<String>()
        let checker = ContractChecker<String, MarbleError>()
        checker.start(outer.producer.flatten(.race))
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

// The rules every strategy keeps, as step 8's `FlattenTests` and
// `FlattenConcurrencyTests` check them (the scenarios are in
// `Support/FlattenRules.swift`).
extension Exercise08_03 {
    @Test("the outer producer's interruption or failure interrupts the contenders; its completion does not")
    func outerEndInterruptsInner() {
        checkOuterEndInterruptsInners(.race)
    }

    @Test("disposing of a start interrupts the outer producer's start")
    func disposalReachesOuter() {
        checkDisposalReachesOuter(.race)
    }

    @Test("disposing of a start lets go, at once, of the outer stream and of every contender, with what their closures hold")
    func disposalReleasesEverything() {
        checkDisposalReleasesEverything(.race, releasedBefore: [])
    }

    @Test("disposing of a start interrupts every contender")
    func disposalInterruptsTheContenders() {
        checkDisposalInterruptsInners(.race, ThreeInners(started: ["a", "b", "c"], running: ["a", "b", "c"]))
    }

    @Test("a contender that fails wins: the stream fails at once, and the other contenders and the outer producer are interrupted")
    func innerFailureStopsEverything() {
        checkInnerFailureInterruptsOthers(.race, ThreeInners(started: ["a", "b", "c"], running: ["a", "b", "c"]))
    }

    @Test("disposing of a start cancels the inner producer's work, before or after the outer producer completes (ReactiveSwift's scenario)")
    func disposalCancelsInnerWork() {
        checkDisposalCancelsInnerWork(.race)
    }

    @Test("disposing of a start from another thread while inner producers send: interrupted once, and every inner producer that started has ended")
    func disposalWhileSending() {
        checkDisposalWhileSending(.race)
    }

    @Test("four threads send the first values of eight contenders at once: one wins, and only its values pass")
    func raceUnderLoad() {
        for _ in 0..<20 {
            let threads = 4
            let innerCount = 8
            let (producers, inputs) = taggedInners(innerCount)
            let checker = ContractChecker<Tagged, Never>()
            checker.start(SignalProducer(producers).flatten(.race))
            let senders = UncheckedTransfer(inputs)
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in 0..<50 {
                    for inner in stride(from: thread, to: innerCount, by: threads) {
                        senders.value[inner].send(value: Tagged(inner: inner, thread: thread, index: index))
                    }
                }
            }
            let values = checker.values
            #expect(Set(values.map(\.inner)).count == 1)
            #expect(values.count == 50)
            for input in inputs {
                input.sendCompleted()
            }
            #expect(checker.events.last == .completed)
            expectNoViolations(checker)
        }
    }
}
