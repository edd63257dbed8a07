import Foundation
import Testing
@testable import Step12_Schedulers

@Suite struct SkipUntilTriggerTests {
    /// Plays a signal and a trigger, skips the one until the other, and
    /// draws the result.
    func skipped(_ values: String, until trigger: String) -> String {
        let scenario = MarbleScenario()
        let signal = scenario.signal(values)
        let fire = scenario.neverFailingSignal(trigger).map { _ in () }
        return scenario.run(signal.skip(until: fire))
    }

    @Test("skip(until:) forwards nothing until the trigger sends a value or completes, then everything")
    func afterTrigger() {
        #expect(skipped("-a-b-c-d|", until: "----x-x") == "-----c-d|")
        #expect(skipped("-a-b-c-d|", until: "--|") == "---b-c-d|")
        #expect(skipped("-a-b-#", until: "--x") == "---b-#")
    }

    @Test("an interrupted trigger can never open the gate: the result is interrupted at once")
    func interruptedTrigger() {
        #expect(skipped("-a-b-c|", until: "--!") == "--!")
    }

    @Test("the end of this signal before the trigger is not seen; the trigger then finds a signal that has ended, and interrupts")
    func signalEndsBeforeTrigger() {
        #expect(skipped("-a|", until: "----x") == "----!")
        #expect(skipped("-a#", until: "----x") == "----!")
    }

    @Test("skip(until:) keeps the contract and stops observing the trigger once it fired")
    func contract() {
        let (keys, press) = Signal<String, TestError>.pipe()
        let (unlocks, unlock) = Signal<(), Never>.pipe()
        // skip(until:) observes the trigger through a watched signal that it
        // alone observes and nobody keeps: the watch counts only what reaches
        // skip(until:)'s observation of the trigger.
        let unlocksWatch = ObservationWatch()
        let checker = ContractChecker<String, TestError>()
        checker.observe(keys.skip(until: unlocksWatch.watched(unlocks)))
        press.send(value: "a")
        unlock.send(value: ())
        // Once open, the gate let go of the trigger: the watched signal,
        // unobserved and unreachable, ended and stopped observing `unlocks`.
        #expect(unlocksWatch.ended)
        press.send(value: "b")
        unlock.send(value: ())
        press.send(value: "c")
        press.sendCompleted()
        #expect(checker.events == [.value("b"), .value("c"), .completed])
        // Only the first unlock reached the gate: the second found nobody
        // observing the trigger any more. A gate that kept observing the
        // trigger after it opened would count 2.
        let triggerEvents = unlocksWatch.events
        #expect(triggerEvents == 1)
        expectNoViolations(checker)
    }
}

@Suite struct SkipUntilTriggerProducerTests {
    @Test("skip(until:) on producers starts the trigger first: a trigger that fires while starting lets everything through")
    func triggerFiresAtOnce() {
        let log = Locked<[String]>([])
        let values = loggingProducer("values", log: log, values: [1, 2])
        let trigger = SignalProducer<(), Never> { observer, _ in
            log.withLock { $0.append("start trigger") }
            observer.send(value: ())
        }
        #expect(checkedEvents(of: values.skip(until: trigger)) == [.value(1), .value(2), .completed])
        #expect(log.withLock { $0 } == ["start trigger", "start values", "end values"])
    }

    @Test("skip(until:) on producers skips until the trigger fires; disposing the start interrupts both")
    func triggerFiresLater() {
        let log = Locked<[String]>([])
        let (keys, press) = Signal<String, TestError>.pipe()
        let (gate, open) = Signal<(), Never>.pipe()
        let trigger = SignalProducer<(), Never> { observer, lifetime in
            log.withLock { $0.append("start trigger") }
            lifetime.observeEnded { log.withLock { $0.append("end trigger") } }
            lifetime += gate.observe(observer)
        }
        let checker = ContractChecker<String, TestError>()
        let start = checker.start(keys.producer.skip(until: trigger))
        press.send(value: "a")
        open.send(value: ())
        press.send(value: "b")
        start.dispose()
        #expect(checker.events == [.value("b"), .interrupted])
        #expect(log.withLock { $0 } == ["start trigger", "end trigger"])
        expectNoViolations(checker)
    }
}

@Suite struct SkipUntilTriggerConcurrencyTests {
    @Test("a thread sending values while another fires the trigger: a suffix of the values, in order, then completed")
    func concurrentTrigger() {
        for _ in 0..<20 {
            let count = 2_000
            let (values, value) = Signal<Int, Never>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let checker = ContractChecker<Int, Never>()
            checker.observe(values.skip(until: trigger))
            concurrently(threads: 2) { thread in
                if thread == 0 {
                    for index in 0..<count {
                        value.send(value: index)
                    }
                } else {
                    fire.send(value: ())
                }
            }
            value.send(value: count)
            value.sendCompleted()
            let events = checker.events
            let sent = events.compactMap(\.value)
            #expect(sent.last == count)
            #expect(sent == Array((count + 1 - sent.count)...count))
            #expect(events.last == .completed)
            expectNoViolations(checker)
        }
    }
}
