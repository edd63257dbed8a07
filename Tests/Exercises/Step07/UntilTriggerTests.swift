// The tests of exercise 7.4, `Exercises/Step07/UntilTrigger.swift`.
// Check it with `swift run learn check 7.4`. In the diagrams, the first one
// is the source and the second the trigger: any letter of the trigger is a
// `()`.

import Dispatch
import Step06_Transforming
import Testing
@testable import Step07_Exercises

@Suite("Exercise 7.4: take(until:) and skip(until:)")
struct Exercise07_04 {
    /// Draws `source.take(until: trigger)`.
    func taken(_ source: String, until triggerDiagram: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let scenario = MarbleScenario()
        let values = scenario.signal(source)
        return scenario.checkedRun(values.take(until: trigger(scenario, triggerDiagram)), sourceLocation: sourceLocation)
    }

    /// Draws `source.skip(until: trigger)`.
    func skipped(_ source: String, until triggerDiagram: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let scenario = MarbleScenario()
        let values = scenario.signal(source)
        return scenario.checkedRun(values.skip(until: trigger(scenario, triggerDiagram)), sourceLocation: sourceLocation)
    }

    @Test("take(until:) forwards the source until the trigger sends a value or completes, then completes")
    func takeUntilTrigger() {
        #expect(taken("-a-b-c-d|", until: "----x---") == "-a-b|")
        #expect(taken("-a-b-c|", until: "--|") == "-a|")
    }

    @Test("take(until:) ignores an interruption of the trigger, and forwards the source's own end")
    func takeUntilIgnoresInterruption() {
        #expect(taken("-a-b-c|", until: "--!") == "-a-b-c|")
        #expect(taken("-a#", until: "----x") == "-a#")
        #expect(taken("-a!", until: "----x") == "-a!")
    }

    @Test("skip(until:) drops the source's events until the trigger sends a value or completes, then forwards them all")
    func skipUntilTrigger() {
        #expect(skipped("-a-b-c-d|", until: "----x---") == "-----c-d|")
        #expect(skipped("-a-b-c|", until: "--|") == "---b-c|")
        #expect(skipped("-a--#", until: "--x") == "----#")
    }

    @Test("skip(until:): a trigger interrupted before it fired can never open the output, which is then interrupted too")
    func skipUntilInterruptedTrigger() {
        // Sent by the operator, or not: the output's input observer was held
        // only by the observation of the trigger. The ended trigger lets go
        // of it, and a signal whose input observer is released is
        // interrupted (chapter 2).
        #expect(skipped("-a-b|", until: "--!") == "--!")
    }

    @Test("skip(until:) does not observe the source before the trigger: a source that ended before shows as interrupted when the trigger fires")
    func skipUntilSourceEndedBefore() {
        #expect(skipped("-a#", until: "---x") == "---!")
        #expect(skipped("-a|", until: "---x") == "---!")
    }

    @Test("when take(until:) ends with its source, it stops observing the trigger")
    func takeUntilReleasesTrigger() {
        var log: [String] = []
        let (source, input) = Signal<String, MarbleError>.pipe()
        var triggerInput: Signal<(), Never>.Observer?
        let checker = ContractChecker<String, MarbleError>()
        do {
            // Only the operator observes the trigger; once it stops, the
            // trigger signal is unreachable and ends, which its pipe reports.
            let (trigger, input) = Signal<(), Never>.pipe(disposable: AnyDisposable { log.append("trigger let go") })
            triggerInput = input
            checker.observe(source.take(until: trigger))
        }
        input.send(value: "a")
        let logBeforeCompletion = log
        input.sendCompleted()
        #expect(logBeforeCompletion == [])
        #expect(log == ["trigger let go"])
        #expect(checker.events == [.value("a"), .completed])
        expectNoViolations(checker)
        // The trigger's input, kept to here: released earlier, it would
        // interrupt the trigger, which would end (and be let go of) before
        // the source completes.
        withExtendedLifetime(triggerInput) {}
    }

    @Test("once skip(until:) has opened, it stops observing the trigger")
    func skipUntilReleasesTrigger() {
        var log: [String] = []
        let (source, input) = Signal<String, MarbleError>.pipe()
        var triggerInput: Signal<(), Never>.Observer?
        let checker = ContractChecker<String, MarbleError>()
        do {
            let (trigger, input) = Signal<(), Never>.pipe(disposable: AnyDisposable { log.append("trigger let go") })
            triggerInput = input
            checker.observe(source.skip(until: trigger))
        }
        input.send(value: "a")
        let logBeforeTrigger = log
        triggerInput?.send(value: ())
        input.send(value: "b")
        #expect(logBeforeTrigger == [])
        #expect(log == ["trigger let go"])
        #expect(checker.events == [.value("b")])
        expectNoViolations(checker)
    }

    @Test("a producer's take(until:) starts the trigger first: one that fires as it starts completes the output, and the source never runs")
    func producerTakeUntilStartsTriggerFirst() {
        var log: [String] = []
        let letters = SignalProducer<String, MarbleError> { observer, _ in
            log.append("letters start")
            observer.send(value: "a")
            observer.sendCompleted()
        }
        let now = SignalProducer<(), Never> { observer, _ in
            log.append("trigger start")
            observer.send(value: ())
        }
        let events = checkedEvents(of: letters.take(until: now))
        #expect(log == ["trigger start"])
        #expect(events == [.completed])
    }

    @Test("when the trigger of a producer's take(until:) fires, the source's start is interrupted")
    func producerTakeUntilInterruptsSource() {
        var log: [String] = []
        var sourceInput: Signal<String, MarbleError>.Observer?
        var triggerInput: Signal<(), Never>.Observer?
        let source = SignalProducer<String, MarbleError> { observer, lifetime in
            sourceInput = observer
            lifetime.observeEnded { log.append("source ended") }
        }
        let cancel = SignalProducer<(), Never> { observer, lifetime in
            triggerInput = observer
            lifetime.observeEnded { log.append("trigger ended") }
        }
        let checker = ContractChecker<String, MarbleError>()
        checker.start(source.take(until: cancel))
        sourceInput?.send(value: "a")
        triggerInput?.send(value: ())
        #expect(checker.events == [.value("a"), .completed])
        #expect(log.sorted() == ["source ended", "trigger ended"])
        expectNoViolations(checker)
    }

    @Test("a producer's skip(until:) starts the trigger first: one that fires as it starts lets every event of the source through")
    func producerSkipUntilStartsTriggerFirst() {
        var log: [String] = []
        let letters = SignalProducer<String, MarbleError> { observer, _ in
            log.append("letters start")
            observer.send(value: "a")
            observer.send(value: "b")
            observer.sendCompleted()
        }
        let now = SignalProducer<(), Never> { observer, _ in
            log.append("trigger start")
            observer.send(value: ())
        }
        let events = checkedEvents(of: letters.skip(until: now))
        #expect(log == ["trigger start", "letters start"])
        #expect(events == [.value("a"), .value("b"), .completed])
    }

    @Test("disposing a start of either producer interrupts it, and both starts underneath")
    func disposingInterruptsBothStarts() {
        for operatorName in ["take(until:)", "skip(until:)"] {
            var log: [String] = []
            let source = SignalProducer<String, MarbleError> { _, lifetime in
                lifetime.observeEnded { log.append("source ended") }
            }
            let trigger = SignalProducer<(), Never> { _, lifetime in
                lifetime.observeEnded { log.append("trigger ended") }
            }
            let output = operatorName == "take(until:)" ? source.take(until: trigger) : source.skip(until: trigger)
            let checker = ContractChecker<String, MarbleError>()
            let start = checker.start(output)
            start.dispose()
            #expect(checker.events == [.interrupted], "\(operatorName)")
            #expect(log.sorted() == ["source ended", "trigger ended"], "\(operatorName)")
            expectNoViolations(checker)
        }
    }

    @Test("when the trigger fires, take(until:) stops observing both signals and lets go of what it holds")
    func takeUntilReleasesBothWhenFired() {
        var log: [String] = []
        weak var releasedTracked: Tracked?
        var sourceInput: Signal<String, MarbleError>.Observer?
        var triggerInput: Signal<(), Never>.Observer?
        let checker = ContractChecker<String, MarbleError>()
        do {
            // Only the operator observes these two; once it stops, each is
            // unreachable and ends, which its pipe reports.
            let (source, input) = Signal<String, MarbleError>.pipe(disposable: AnyDisposable { log.append("source let go") })
            let (trigger, fire) = Signal<(), Never>.pipe(disposable: AnyDisposable { log.append("trigger let go") })
            sourceInput = input
            triggerInput = fire
            let tracked = Tracked()
            releasedTracked = tracked
            checker.observe(source.take(until: trigger).map { value -> String in
                _ = tracked
                return value
            })
        }
        sourceInput?.send(value: "a")
        let logBeforeFiring = log
        let keptWhileRunning = releasedTracked != nil
        triggerInput?.send(value: ())
        #expect(logBeforeFiring == [])
        #expect(keptWhileRunning == true)
        #expect(log.sorted() == ["source let go", "trigger let go"])
        #expect(releasedTracked == nil)
        #expect(checker.events == [.value("a"), .completed])
        expectNoViolations(checker)
        withExtendedLifetime((sourceInput, triggerInput)) {}
    }

    @Test("values and the trigger sent from two threads at once: take(until:) sends a prefix of the values, then completed")
    func takeUntilConcurrentTrigger() {
        for _ in 0..<10 {
            let count = 2_000
            let (numbers, input) = Signal<Int, Never>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let checker = ContractChecker<Int, Never>()
            checker.observe(numbers.take(until: trigger))
            DispatchQueue.concurrentPerform(iterations: 2) { side in
                if side == 0 {
                    for number in 0..<count {
                        input.send(value: number)
                    }
                } else {
                    fire.send(value: ())
                }
            }
            let events = checker.events
            let sent = checker.values
            // Compared by summary, not printed whole.
            #expect(sent == Array(0..<sent.count))
            #expect(events.suffix(1) == [.completed])
            #expect(events.count == sent.count + 1)
            expectNoViolations(checker)
        }
    }

    @Test("values and the trigger sent from two threads at once: skip(until:) sends a suffix of the values, in order, then completed")
    func skipUntilConcurrentTrigger() {
        for _ in 0..<10 {
            let count = 2_000
            let (numbers, input) = Signal<Int, Never>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let checker = ContractChecker<Int, Never>()
            checker.observe(numbers.skip(until: trigger))
            DispatchQueue.concurrentPerform(iterations: 2) { side in
                if side == 0 {
                    for number in 0..<count {
                        input.send(value: number)
                    }
                } else {
                    fire.send(value: ())
                }
            }
            input.send(value: count)
            input.sendCompleted()
            let sent = checker.values
            // Compared by summary, not printed whole.
            #expect(sent.last == count)
            #expect(sent == Array((count + 1 - min(sent.count, count + 1))..<(count + 1)))
            #expect(checker.events.suffix(1) == [.completed])
            expectNoViolations(checker)
        }
    }
}
