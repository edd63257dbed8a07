// The tests of exercise 7.2, `Exercises/Step07/Sample.swift`.
// Check it with `swift run learn check 7.2`. In the diagrams, the first one
// is the source and the second the sampler: any letter of the sampler is a
// `()`.

import Dispatch
import Step06_Transforming
import Testing
@testable import Step07_Exercises

@Suite("Exercise 7.2: sample(on:)")
struct Exercise07_02 {
    /// Draws `source.sample(on: sampler)`.
    func sampled(_ source: String, on sampler: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let scenario = MarbleScenario()
        let values = scenario.signal(source)
        let triggers = trigger(scenario, sampler)
        return scenario.checkedRun(values.sample(on: triggers), sourceLocation: sourceLocation)
    }

    @Test("each value of the sampler sends the latest value; both completed, it completes")
    func samplesLatestValue() {
        #expect(sampled("-a-b--c-|", on: "--x--x-x|") == "--a--b-c|")
    }

    @Test("a sampler value before any value sends nothing; the same value may be sent again")
    func nothingBeforeFirstValue() {
        #expect(sampled("---a-----", on: "-x---x-x-") == "-----a-a-")
    }

    @Test("after the source completes, its last value can still be sampled, until the sampler completes too")
    func sourceCompletesFirst() {
        #expect(sampled("-a|", on: "---x-x|") == "---a-a|")
    }

    @Test("after the sampler completes, the output waits for the source to complete, sending nothing")
    func samplerCompletesFirst() {
        #expect(sampled("-a-b-|", on: "--x|") == "--a--|")
    }

    @Test("a failure of the source, or an interruption of either, ends the output at once")
    func failureAndInterruption() {
        #expect(sampled("-a-#", on: "--x---x|") == "--a#")
        #expect(sampled("-a-b|", on: "--x!") == "--a!")
        #expect(sampled("-a!", on: "--x-x|") == "--!")
    }

    @Test("a sampled producer starts the source first, then the sampler, as ReactiveSwift does")
    func producerStartsSourceFirst() {
        var log: [String] = []
        let letters = SignalProducer<String, MarbleError> { observer, _ in
            log.append("letters start")
            for letter in ["a", "b", "c"] {
                observer.send(value: letter)
            }
            observer.sendCompleted()
        }
        let tap = SignalProducer<(), Never> { observer, _ in
            log.append("tap start")
            observer.send(value: ())
            observer.sendCompleted()
        }
        let events = checkedEvents(of: letters.sample(on: tap))
        #expect(log == ["letters start", "tap start"])
        #expect(events == [.value("c"), .completed])
    }

    @Test("when a sampled producer fails, the sampler's start is interrupted")
    func producerFailureInterruptsSampler() {
        var log: [String] = []
        var sourceInput: Signal<String, MarbleError>.Observer?
        let source = SignalProducer<String, MarbleError> { observer, _ in
            sourceInput = observer
        }
        let taps = SignalProducer<(), Never> { _, lifetime in
            lifetime.observeEnded { log.append("sampler ended") }
        }
        let checker = ContractChecker<String, MarbleError>()
        checker.start(source.sample(on: taps))
        sourceInput?.send(value: "a")
        sourceInput?.send(error: MarbleError())
        #expect(checker.events == [.failed(MarbleError())])
        #expect(log == ["sampler ended"])
        expectNoViolations(checker)
    }

    @Test("disposing a start of a sampled producer interrupts it, and both starts underneath")
    func disposingInterruptsBothStarts() {
        var log: [String] = []
        let source = SignalProducer<String, MarbleError> { _, lifetime in
            lifetime.observeEnded { log.append("source ended") }
        }
        let sampler = SignalProducer<(), Never> { _, lifetime in
            lifetime.observeEnded { log.append("sampler ended") }
        }
        let checker = ContractChecker<String, MarbleError>()
        let start = checker.start(source.sample(on: sampler))
        let logBeforeDisposal = log
        start.dispose()
        #expect(logBeforeDisposal == [])
        #expect(checker.events == [.interrupted])
        #expect(log.sorted() == ["sampler ended", "source ended"])
        expectNoViolations(checker)
    }

    @Test("when the output ends, it lets go of the latest value")
    func releasesLatestValue() {
        weak var released: Tracked?
        let (objects, objectsInput) = Signal<Tracked, Never>.pipe()
        let (taps, tap) = Signal<(), Never>.pipe()
        var sampled = 0
        objects.sample(on: taps).observeValues { _ in sampled += 1 }
        do {
            let tracked = Tracked()
            released = tracked
            objectsInput.send(value: tracked)
        }
        tap.send(value: ())
        let keptUntilTheEnd = released != nil
        tap.sendInterrupted()
        #expect(sampled == 1)
        #expect(keptUntilTheEnd == true)
        #expect(released == nil)
    }

    @Test("the source is observed before the sampler: a signal that samples itself sends each of its values")
    func samplingItself() {
        let (ticks, tick) = Signal<(), Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(ticks.sample(on: ticks).map { "sampled" })
        tick.send(value: ())
        tick.send(value: ())
        tick.sendCompleted()
        #expect(checker.events == [.value("sampled"), .value("sampled"), .completed])
        expectNoViolations(checker)
    }

    @Test("once the sampler has completed, nothing can be sampled: the latest value is let go at once, and later values are not kept")
    func releasesLatestWhenSamplerCompletes() {
        weak var first: Tracked?
        weak var later: Tracked?
        let (objects, input) = Signal<Tracked, Never>.pipe()
        let (sampler, tick) = Signal<(), Never>.pipe()
        var events: [String] = []
        objects.sample(on: sampler).observe { events.append($0.isTerminating ? "\($0)" : "value") }
        do {
            let tracked = Tracked()
            first = tracked
            input.send(value: tracked)
        }
        tick.send(value: ())
        let keptWhileSampled = first != nil
        tick.sendCompleted()
        let releasedWithTheSampler = first == nil
        do {
            let tracked = Tracked()
            later = tracked
            input.send(value: tracked)
        }
        let laterReleased = later == nil
        input.sendCompleted()
        #expect(keptWhileSampled == true)
        #expect(releasedWithTheSampler == true)
        #expect(laterReleased == true)
        #expect(events == ["value", "COMPLETED"])
    }

    @Test("values and samples sent from two threads at once: one at a time, never an older value after a newer one, completed at the end")
    func concurrentSampling() {
        let count = 2_000
        let (numbers, input) = Signal<Int, Never>.pipe()
        let (sampler, tick) = Signal<(), Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.observe(numbers.sample(on: sampler))
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            for number in 1...count {
                if side == 0 {
                    input.send(value: number)
                } else {
                    tick.send(value: ())
                }
            }
        }
        input.sendCompleted()
        tick.send(value: ())
        tick.sendCompleted()
        let samples = checker.values
        // Compared by summary, not printed whole.
        #expect(samples.count <= count + 1)
        #expect(samples.last == count)
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(checker.events.suffix(1) == [.completed])
        expectNoViolations(checker)
    }
}

// Re-entry: a value the operator lets go of (replaced by a newer one, or
// dropped when the sampler completes) may run code from its deinit that
// sends into the operator's inputs. Step 7's `CombiningReentryTests` and
// `CombiningReentryConcurrencyTests`.
extension Exercise07_02 {
    @Test("the value it replaces may send into the sampler from its deinit")
    func reentryFromReplacedValue() throws {
        let checker = try #require(inTime {
            let (values, send) = Signal<Reentrant, Never>.pipe()
            let (sampler, sample) = Signal<(), Never>.pipe()
            let checker = ContractChecker<String, Never>()
            checker.observe(values.sample(on: sampler).map(\.description))
            send.send(value: Reentrant(1, onRelease: { sample.send(value: ()) }))
            send.send(value: Reentrant(2))  // Replaces #1, whose deinit samples.
            return checker
        }, deadlockMessage)
        #expect(checker.values == ["#2"])
        expectNoViolations(checker)
    }

    @Test("the value dropped when the sampler completes may send into the source from its deinit")
    func reentryFromDroppedValue() throws {
        let checker = try #require(inTime {
            let (values, send) = Signal<Reentrant, Never>.pipe()
            let (sampler, sample) = Signal<(), Never>.pipe()
            let checker = ContractChecker<String, Never>()
            checker.observe(values.sample(on: sampler).map(\.description))
            send.send(value: Reentrant(1, onRelease: { send.send(value: Reentrant(2)) }))
            sample.sendCompleted()  // Nothing can be sampled any more: #1 goes, and sends #2.
            send.sendCompleted()
            return checker
        }, deadlockMessage)
        #expect(checker.events == [.completed])
        expectNoViolations(checker)
    }

    @Test("on two threads: replaced values send into the sampler while another thread sends into it")
    func reentryOnTwoThreads() throws {
        let rounds = 2_000
        let (checker, reentries) = try #require(inTime {
            let (values, send) = Signal<Reentrant, Never>.pipe()
            let (sampler, sample) = Signal<(), Never>.pipe()
            let checker = ContractChecker<Int, Never>()
            checker.observe(values.sample(on: sampler).map(\.id))
            // On the other thread, the last reference may go inside a
            // delivery of the sampler: a send from there would be recursive.
            let reentries = Counter()
            let sender = ThreadIdentity()
            let reentrant = { (id: Int) in
                Reentrant(id, onRelease: {
                    guard sender.isCurrent else { return }
                    reentries.increment()
                    sample.send(value: ())
                })
            }
            send.send(value: reentrant(0))
            runAtOnce(
                { for id in 1...rounds { send.send(value: reentrant(id)) } },
                { for _ in 1...rounds { sample.send(value: ()) } }
            )
            return (checker, reentries.value)
        }, deadlockMessage)
        // Every sample sends a value, those of the deinits included;
        // compared by summary, not printed whole.
        let samples = checker.values
        #expect(samples.count == rounds + reentries)
        #expect(reentries > 0, "no value was let go of on the sending thread: the scenario tested no re-entry")
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 }, "an older value was sampled after a newer one")
        expectNoViolations(checker)
    }
}

// Step 7's `SampleTests.disposingInterruptsBoth`: the disposal lets go of
// the latest value too.
extension Exercise07_02 {
    @Test("disposing a start of a sampled producer interrupts both starts and lets go of the latest value")
    func disposalReleasesTheLatestValue() {
        weak var released: Tracked?
        var log: [String] = []
        let (values, valuesInput) = Signal<Tracked, Never>.pipe()
        // Never sends anything: it keeps its input until its start ends.
        let sampler = SignalProducer<(), Never> { observer, lifetime in
            log.append("sampler start")
            lifetime.observeEnded {
                log.append("sampler ended")
                _ = observer
            }
        }
        let checker = ContractChecker<Int, Never>()
        let start = checker.start(SignalProducer(values).sample(on: sampler).map { _ in 1 })
        do {
            let tracked = Tracked()
            released = tracked
            valuesInput.send(value: tracked)
        }
        valuesInput.sendCompleted()
        let keptUntilTheDisposal = released != nil
        start.dispose()
        #expect(keptUntilTheDisposal == true)
        #expect(released == nil)
        #expect(checker.events == [.interrupted])
        #expect(log == ["sampler start", "sampler ended"])
        expectNoViolations(checker)
    }
}
