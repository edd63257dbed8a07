// The tests of exercise 7.3, `Exercises/Step07/WithLatest.swift`.
// Check it with `swift run learn check 7.3`. In the diagrams, the first one
// is the source and the second the samplee; pairs are drawn as the symbols
// given in `pairs` (`("b", "1")` is drawn `B`), or whole, in braces.

import Dispatch
import Step06_Transforming
import Testing
@testable import Step07_Exercises

@Suite("Exercise 7.3: withLatest(from:)")
struct Exercise07_03 {
    /// Symbols for the pairs the tests expect.
    let pairs: [String: Character] = ["a1": "A", "b1": "B", "c2": "C"]

    /// Draws `source.withLatest(from: samplee)`, with a samplee signal.
    func paired(_ source: String, withLatestFrom samplee: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let scenario = MarbleScenario()
        let values = scenario.signal(source)
        let latest = scenario.neverFailingSignal(samplee)
        return scenario.checkedRun(values.withLatest(from: latest).map(joined), symbols: pairs, sourceLocation: sourceLocation)
    }

    @Test("each value is paired with the samplee's latest value; nothing before the samplee's first value")
    func pairsWithLatest() {
        #expect(paired("-a--b-c|", withLatestFrom: "--1-2---") == "----B-C|")
    }

    @Test("the samplee's end is ignored: its last value stays the latest")
    func sampleeEndIgnored() {
        #expect(paired("--a--b|", withLatestFrom: "-1|") == "--A--B|")
        #expect(paired("--a--b|", withLatestFrom: "-1!") == "--A--B|")
    }

    @Test("the source's failure, completion or interruption ends the output at once")
    func sourceEndsOutput() {
        #expect(paired("--a#", withLatestFrom: "-1-----") == "--A#")
        #expect(paired("--a|", withLatestFrom: "-1-2-3-") == "--A|")
        #expect(paired("--a!", withLatestFrom: "-1-----") == "--A!")
    }

    @Test("with a producer, the samplee is started when the operator is applied, and its first values count")
    func signalWithProducerSamplee() {
        var log: [String] = []
        let samplee = SignalProducer<String, Never> { observer, _ in
            log.append("samplee started")
            observer.send(value: "x")
        }
        let scenario = MarbleScenario()
        let source = scenario.signal("-a-b|")
        let output = source.withLatest(from: samplee)
        let logBeforeRun = log
        #expect(logBeforeRun == ["samplee started"])
        #expect(scenario.checkedRun(output.map(joined)) == "-{ax}-{bx}|")
    }

    @Test("with a producer, the samplee's start is interrupted when the output ends")
    func signalWithProducerInterruptsSamplee() {
        var log: [String] = []
        let samplee = SignalProducer<String, Never> { observer, lifetime in
            observer.send(value: "x")
            lifetime.observeEnded { log.append("samplee ended") }
        }
        let (source, input) = Signal<String, MarbleError>.pipe()
        let checker = ContractChecker<String, MarbleError>()
        checker.observe(source.withLatest(from: samplee).map(joined))
        input.send(value: "a")
        let logBeforeCompletion = log
        input.sendCompleted()
        #expect(logBeforeCompletion == [])
        #expect(checker.events == [.value("ax"), .completed])
        #expect(log == ["samplee ended"])
        expectNoViolations(checker)
    }

    @Test("a producer's withLatest(from:) starts the samplee first, then the source, as ReactiveSwift does")
    func producerStartsSampleeFirst() {
        var log: [String] = []
        let letters = SignalProducer<String, MarbleError> { observer, _ in
            log.append("letters start")
            observer.send(value: "a")
            observer.send(value: "b")
            observer.sendCompleted()
        }
        let samplee = SignalProducer<String, Never> { observer, _ in
            log.append("samplee start")
            observer.send(value: "x")
        }
        let events = checkedEvents(of: letters.withLatest(from: samplee).map(joined))
        #expect(log == ["samplee start", "letters start"])
        #expect(events == [.value("ax"), .value("bx"), .completed])
    }

    @Test("disposing a start of the producer interrupts it, and both starts underneath")
    func disposingInterruptsBothStarts() {
        var log: [String] = []
        let source = SignalProducer<String, MarbleError> { _, lifetime in
            lifetime.observeEnded { log.append("source ended") }
        }
        let samplee = SignalProducer<String, Never> { _, lifetime in
            lifetime.observeEnded { log.append("samplee ended") }
        }
        let checker = ContractChecker<String, MarbleError>()
        let start = checker.start(source.withLatest(from: samplee).map(joined))
        let logBeforeDisposal = log
        start.dispose()
        #expect(logBeforeDisposal == [])
        #expect(checker.events == [.interrupted])
        #expect(log.sorted() == ["samplee ended", "source ended"])
        expectNoViolations(checker)
    }

    @Test("when the output ends, it lets go of the samplee's latest value")
    func releasesLatestValue() {
        weak var released: Tracked?
        let (taps, tap) = Signal<Int, Never>.pipe()
        let (objects, objectsInput) = Signal<Tracked, Never>.pipe()
        var sent = 0
        taps.withLatest(from: objects).observeValues { _ in sent += 1 }
        do {
            let tracked = Tracked()
            released = tracked
            objectsInput.send(value: tracked)
        }
        tap.send(value: 1)
        let keptUntilTheEnd = released != nil
        tap.sendCompleted()
        #expect(sent == 1)
        #expect(keptUntilTheEnd == true)
        #expect(released == nil)
    }

    @Test("the samplee is observed first: a signal paired with itself pairs each value with itself")
    func pairedWithItself() {
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(numbers.withLatest(from: numbers).map { "\($0)\($1)" })
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(checker.events == [.value("11"), .value("22"), .completed])
        expectNoViolations(checker)
    }

    @Test("values and samplee updates sent from two threads at once: every value paired, one at a time, never with an older update after a newer one")
    func concurrentSides() {
        let count = 2_000
        let (numbers, input) = Signal<Int, Never>.pipe()
        let (samplee, update) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.observe(numbers.withLatest(from: samplee).map { $0 * 10_000 + $1 })
        update.send(value: 0)
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            for number in 1...count {
                if side == 0 {
                    input.send(value: number)
                } else {
                    update.send(value: number)
                }
            }
        }
        input.send(value: count + 1)
        input.sendCompleted()
        // Compared by summary, not printed whole.
        let pairs = checker.values.map { (value: $0 / 10_000, latest: $0 % 10_000) }
        #expect(pairs.map(\.value) == Array(1...count + 1))
        #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.latest <= $1.latest })
        #expect(pairs.last?.latest == count)
        #expect(checker.events.suffix(1) == [.completed])
        expectNoViolations(checker)
    }
}

// Re-entry: the samplee value the operator replaces may run code from its
// deinit that sends into the operator's inputs. Step 7's
// `CombiningReentryTests` and `CombiningReentryConcurrencyTests`.
extension Exercise07_03 {
    @Test("the samplee value it replaces may send into the source from its deinit")
    func reentryFromReplacedValue() throws {
        let checker = try #require(inTime {
            let (source, send) = Signal<Int, Never>.pipe()
            let (samplee, update) = Signal<Reentrant, Never>.pipe()
            let checker = ContractChecker<String, Never>()
            checker.observe(source.withLatest(from: samplee).map { "\($0)\($1)" })
            update.send(value: Reentrant(1, onRelease: { send.send(value: 10) }))
            send.send(value: 5)
            update.send(value: Reentrant(2))  // Replaces #1, whose deinit sends 10.
            return checker
        }, deadlockMessage)
        #expect(checker.values == ["5#1", "10#2"])
        expectNoViolations(checker)
    }

    @Test("on two threads: replaced samplee values send into the source while another thread sends into it")
    func reentryOnTwoThreads() throws {
        let rounds = 2_000
        let (checker, reentries) = try #require(inTime {
            let (source, send) = Signal<Int, Never>.pipe()
            let (samplee, update) = Signal<Reentrant, Never>.pipe()
            let checker = ContractChecker<Int, Never>()
            checker.observe(source.withLatest(from: samplee).map { $0.0 })
            // On the other thread, the last reference may go inside a
            // delivery of the source: a send from there would be recursive.
            let reentries = Counter()
            let sender = ThreadIdentity()
            let reentrant = { (id: Int) in
                Reentrant(id, onRelease: {
                    guard sender.isCurrent else { return }
                    reentries.increment()
                    send.send(value: -1)
                })
            }
            update.send(value: reentrant(0))
            runAtOnce(
                { for id in 1...rounds { update.send(value: reentrant(id)) } },
                { for value in 1...rounds { send.send(value: value) } }
            )
            return (checker, reentries.value)
        }, deadlockMessage)
        // Every value of the source is paired, those of the deinits
        // included; compared by summary, not printed whole.
        let values = checker.values
        #expect(values.filter { $0 == -1 }.count == reentries)
        #expect(reentries > 0, "no value was let go of on the sending thread: the scenario tested no re-entry")
        #expect(values.filter { $0 > 0 } == Array(1...rounds))
        expectNoViolations(checker)
    }
}
