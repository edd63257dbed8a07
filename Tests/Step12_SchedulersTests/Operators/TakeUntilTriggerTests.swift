import Foundation
import Testing
@testable import Step12_Schedulers

@Suite struct TakeUntilTriggerTests {
    /// Plays a signal and a trigger, takes the one until the other, and
    /// draws the result.
    func taken(_ values: String, until trigger: String) -> String {
        let scenario = MarbleScenario()
        let signal = scenario.signal(values)
        let fire = scenario.neverFailingSignal(trigger).map { _ in () }
        return scenario.run(signal.take(until: fire))
    }

    @Test("take(until:) forwards events until the trigger sends a value, then completes")
    func untilValue() {
        #expect(taken("-a-b-c-d|", until: "----x-") == "-a-b|")
        #expect(taken("-a-b-c|", until: "x") == "|")
    }

    @Test("take(until:) completes when the trigger completes, and ignores an interrupted trigger")
    func untilCompletion() {
        #expect(taken("-a-b-c|", until: "--|") == "-a|")
        #expect(taken("-a-b-c|", until: "--!") == "-a-b-c|")
    }

    @Test("take(until:) ends as this signal ends, if it ends first")
    func signalEndsFirst() {
        #expect(taken("-a-#", until: "-----x") == "-a-#")
        #expect(taken("-a-!", until: "-----x") == "-a-!")
        #expect(taken("-a|", until: "-----x") == "-a|")
    }

    @Test("when the trigger fires, take(until:) stops observing both signals and releases what it holds")
    func stopsObserving() {
        let (values, value) = Signal<Int, Never>.pipe()
        let (trigger, fire) = Signal<(), Never>.pipe()
        // take(until:) observes both through watched signals that it alone
        // observes and nobody keeps: each ends as soon as take(until:) lets
        // go of it, and then no longer hears its input.
        let valuesWatch = ObservationWatch()
        let triggerWatch = ObservationWatch()
        let checker = ContractChecker<Int, Never>()
        weak var releasedToken: AnyObject?
        do {
            final class Token {}
            let token = Token()
            releasedToken = token
            checker.observe(valuesWatch.watched(values).take(until: triggerWatch.watched(trigger)).map { value -> Int in
                _ = token
                return value
            })
        }
        value.send(value: 1)
        #expect(releasedToken != nil)
        #expect(!valuesWatch.ended && !triggerWatch.ended)
        fire.send(value: ())
        #expect(releasedToken == nil)
        // Both observations were disposed of when the output completed. A
        // take(until:) that did not attach one of them to its lifetime would
        // still observe that watched signal, which would neither end nor
        // stop counting the later sends into its input.
        #expect(valuesWatch.ended)
        #expect(triggerWatch.ended)
        value.send(value: 2)
        fire.send(value: ())
        #expect(valuesWatch.events == 1)
        #expect(triggerWatch.events == 1)
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }
}

@Suite struct TakeUntilTriggerProducerTests {
    @Test("take(until:) on producers starts the trigger first: a trigger that fires while starting means this producer never starts")
    func triggerFiresAtOnce() {
        let log = Locked<[String]>([])
        let values = loggingProducer("values", log: log, values: [1, 2, 3])
        #expect(checkedEvents(of: values.take(until: SignalProducer(value: ()))) == [.completed])
        #expect(log.withLock { $0 }.isEmpty)
    }

    @Test("take(until:) on producers forwards until the trigger fires, and interrupts the start of this producer then")
    func triggerFiresLater() {
        let log = Locked<[String]>([])
        let values = loggingProducer("values", log: log, values: [1, 2], finishes: false)
        let (trigger, fire) = Signal<(), Never>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.start(values.take(until: trigger.producer))
        #expect(checker.events == [.value(1), .value(2)])
        fire.send(value: ())
        #expect(checker.events == [.value(1), .value(2), .completed])
        #expect(log.withLock { $0 } == ["start values", "end values"])
        expectNoViolations(checker)
    }

    @Test("disposing a start of take(until:) interrupts both producers")
    func disposingInterruptsBoth() {
        let log = Locked<[String]>([])
        let values = loggingProducer("values", log: log, values: [1], finishes: false)
        let trigger = SignalProducer<(), Never> { observer, lifetime in
            log.withLock { $0.append("start trigger") }
            lifetime.observeEnded {
                log.withLock { $0.append("end trigger") }
                _ = observer
            }
        }
        let checker = ContractChecker<Int, TestError>()
        let start = checker.start(values.take(until: trigger))
        start.dispose()
        #expect(checker.events == [.value(1), .interrupted])
        let entries = log.withLock { $0 }
        #expect(entries.prefix(2) == ["start trigger", "start values"])
        #expect(entries.dropFirst(2).sorted() == ["end trigger", "end values"])
        expectNoViolations(checker)
    }
}

@Suite struct TakeUntilTriggerConcurrencyTests {
    @Test("a thread sending values while another fires the trigger: a prefix of the values, then completed, nothing after")
    func concurrentTrigger() {
        for _ in 0..<20 {
            let count = 2_000
            let (values, value) = Signal<Int, Never>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            let checker = ContractChecker<Int, Never>()
            checker.observe(values.take(until: trigger))
            concurrently(threads: 2) { thread in
                if thread == 0 {
                    for index in 0..<count {
                        value.send(value: index)
                    }
                } else {
                    fire.send(value: ())
                }
            }
            let events = checker.events
            let sent = events.compactMap(\.value)
            #expect(sent == Array(0..<sent.count))
            #expect(events.last == .completed)
            #expect(events.filter(\.isTerminating).count == 1)
            expectNoViolations(checker)
        }
    }
}
