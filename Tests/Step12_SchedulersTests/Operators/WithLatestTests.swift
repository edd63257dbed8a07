import Foundation
import Synchronization
import Testing
@testable import Step12_Schedulers

@Suite struct WithLatestTests {
    /// Plays a receiver and a samplee, pairs one with the other, and draws
    /// the result.
    func paired(_ receiver: String, with samplee: String, symbols: [String: Character] = [:]) -> String {
        let scenario = MarbleScenario()
        let values = scenario.signal(receiver)
        let latest = scenario.neverFailingSignal(samplee)
        return scenario.run(values.withLatest(from: latest).concatenated(), symbols: symbols)
    }

    @Test("withLatest pairs each value with the samplee's latest, and drops the values before the samplee's first")
    func pairsWithLatest() {
        #expect(paired("-a-b--c|", with: "--x--y--", symbols: ["bx": "B", "cy": "C"]) == "---B--C|")
    }

    @Test("the samplee's end changes nothing: its last value goes on being paired")
    func sampleeEndIsIgnored() {
        #expect(paired("--a-b|", with: "-x|", symbols: ["ax": "A", "bx": "B"]) == "--A-B|")
        #expect(paired("--a-b|", with: "-x!", symbols: ["ax": "A", "bx": "B"]) == "--A-B|")
        #expect(paired("--a-b|", with: "-|") == "-----|")
    }

    @Test("withLatest ends exactly when the receiver ends, the same way")
    func endsWithReceiver() {
        #expect(paired("-a-#", with: "x----") == "-{ax}-#")
        #expect(paired("-a-!", with: "x----") == "-{ax}-!")
    }

    @Test("withLatest keeps the contract, with values of any types")
    func contract() {
        let (saves, save) = Signal<String, TestError>.pipe()
        let (users, login) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<String, TestError>()
        checker.observe(saves.withLatest(from: users).concatenated())
        save.send(value: "draft")
        login.send(value: 1)
        login.send(value: 2)
        save.send(value: "final")
        save.send(value: "again")
        login.sendCompleted()
        save.send(value: "late")
        save.sendCompleted()
        #expect(checker.events == [.value("final2"), .value("again2"), .value("late2"), .completed])
        expectNoViolations(checker)
    }

    @Test("the samplee is observed first: a signal paired with itself pairs each value with itself")
    func pairedWithItself() {
        let (numbers, number) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(numbers.withLatest(from: numbers).concatenated())
        number.send(value: 1)
        number.send(value: 2)
        number.sendCompleted()
        #expect(checker.events == [.value("11"), .value("22"), .completed])
        expectNoViolations(checker)
    }

    @Test("withLatest from a producer starts it at once, and interrupts that start when the result ends")
    func fromProducer() {
        let log = Locked<[String]>([])
        let (requests, request) = Signal<String, Never>.pipe()
        let token = SignalProducer<String, Never> { observer, lifetime in
            log.withLock { $0.append("start token") }
            lifetime.observeEnded { log.withLock { $0.append("end token") } }
            observer.send(value: "t0k3n")
        }
        let checker = ContractChecker<String, Never>()
        checker.observe(requests.withLatest(from: token).concatenated())
        #expect(log.withLock { $0 } == ["start token"])
        request.send(value: "/inbox?token=")
        request.sendCompleted()
        #expect(checker.events == [.value("/inbox?token=t0k3n"), .completed])
        #expect(log.withLock { $0 } == ["start token", "end token"])
        expectNoViolations(checker)
    }

    @Test("when the result ends, the samplee's latest value is released")
    func releasesLatest() {
        let released = Atomic(0)
        let (values, value) = Signal<Int, Never>.pipe()
        let (samplee, send) = Signal<Payload, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(values.withLatest(from: samplee).map { pair in "\(pair.0)\(pair.1.name)" })
        send.send(value: Payload("a") { released.add(1, ordering: .relaxed) })
        value.send(value: 1)
        send.send(value: Payload("b") { released.add(1, ordering: .relaxed) })
        #expect(released.load(ordering: .relaxed) == 1)
        value.sendCompleted()
        #expect(released.load(ordering: .relaxed) == 2)
        #expect(checker.events == [.value("1a"), .completed])
        expectNoViolations(checker)
    }
}

@Suite struct WithLatestProducerTests {
    @Test("withLatest on producers starts the samplee first, so its first value is there for the first values")
    func startsSampleeFirst() {
        let log = Locked<[String]>([])
        let pages = loggingProducer("pages", log: log, values: ["home", "about"])
        let language = SignalProducer<String, Never> { observer, lifetime in
            log.withLock { $0.append("start language") }
            observer.send(value: "en")
        }
        #expect(checkedEvents(of: pages.withLatest(from: language).concatenated()) == [.value("homeen"), .value("abouten"), .completed])
        #expect(log.withLock { $0 } == ["start language", "start pages", "end pages"])
    }

    @Test("disposing a start of withLatest interrupts both producers")
    func disposingInterruptsBoth() {
        let log = Locked<[String]>([])
        let values = loggingProducer("values", log: log, values: [1], finishes: false)
        let samplee = SignalProducer<String, Never> { observer, lifetime in
            log.withLock { $0.append("start samplee") }
            lifetime.observeEnded {
                log.withLock { $0.append("end samplee") }
                _ = observer
            }
        }
        let checker = ContractChecker<String, TestError>()
        let start = checker.start(values.withLatest(from: samplee).concatenated())
        start.dispose()
        #expect(checker.events == [.interrupted])
        let entries = log.withLock { $0 }
        #expect(entries.prefix(2) == ["start samplee", "start values"])
        #expect(entries.dropFirst(2).sorted() == ["end samplee", "end values"])
        expectNoViolations(checker)
    }
}

@Suite struct WithLatestConcurrencyTests {
    @Test("a thread updating the samplee while another sends values: no overlapping delivery, pairs in order, completed at the end")
    func concurrentInputs() {
        for _ in 0..<5 {
            let count = 5_000
            let (values, value) = Signal<Int, Never>.pipe()
            let (samplee, update) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<(Int, Int), Never>()
            checker.observe(values.withLatest(from: samplee))
            update.send(value: 0)
            concurrently(threads: 2) { thread in
                for index in 1...count {
                    if thread == 0 {
                        value.send(value: index)
                    } else {
                        update.send(value: index)
                    }
                }
            }
            value.send(value: count + 1)
            value.sendCompleted()
            let events = checker.events
            let pairs = events.compactMap(\.value)
            #expect(pairs.map(\.0) == Array(1...count + 1))
            #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.1 <= $1.1 })
            #expect(pairs.last.map { $0 == (count + 1, count) } == true)
            #expect(events.last?.isCompleted == true)
            expectNoViolations(checker)
        }
    }
}
