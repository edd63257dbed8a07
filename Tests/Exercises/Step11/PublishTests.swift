// The tests of exercise 11.4, `Exercises/Step11/Publish.swift`.
// Check it with `swift run learn check 11.4`.

import Foundation
import Step10_Properties
import Testing
@testable import Step11_Exercises

@Suite("Exercise 11.4: publish")
struct Exercise11_04 {
    @Test("the walk-through: two starts of signal1 log it twice; two observers of signal2's connection and one connect log it once")
    func walkThrough() {
        let log = Log()
        let signal1 = SignalProducer<Never, Never> { observer, _ in
            log.lines.append("signal1")
            observer.sendCompleted()
        }
        let signal2 = SignalProducer<Never, Never> { observer, _ in
            log.lines.append("signal2")
            observer.sendCompleted()
        }
        signal1.startWithCompleted { log.lines.append("signal1 completed") }
        signal1.startWithCompleted { log.lines.append("signal1 completed") }
        let connection = signal2.publish()
        connection.signal.observeCompleted { log.lines.append("first observer completed") }
        connection.signal.observeCompleted { log.lines.append("second observer completed") }
        #expect(log.lines == ["signal1", "signal1 completed", "signal1", "signal1 completed"])
        connection.connect()
        #expect(log.lines == [
            "signal1", "signal1 completed", "signal1", "signal1 completed",
            "signal2", "first observer completed", "second observer completed",
        ])
    }

    @Test("drawn: -a| published, observed twice from tick 0, connected at tick 2: both draw ---a|; one subscription, --^-!")
    func drawn() {
        let scenario = MarbleScenario()
        let subscriptions = MarbleSubscriptions()
        let connection = scenario.producer("-a|", recordingInto: subscriptions).publish()
        let first = scenario.observe(connection.signal, at: 0)
        let second = scenario.observe(connection.signal, at: 0)
        scenario.at(2) { connection.connect() }
        scenario.playAll()
        #expect(first.drawing == "---a|")
        #expect(second.drawing == "---a|")
        #expect(subscriptions.diagrams == ["--^-!"])
    }

    @Test("nothing starts before connect; an observer attached after connect hears only what follows")
    func startsAtConnect() {
        let source = CountingSource()
        let connection = source.producer.publish()
        let early = ContractChecker<Int, NamedError>()
        early.observe(connection.signal)
        #expect(source.starts == 0)
        connection.connect()
        #expect(source.starts == 1)
        source.input.send(value: 1)
        let late = ContractChecker<Int, NamedError>()
        late.observe(connection.signal)
        source.input.send(value: 2)
        source.input.sendCompleted()
        #expect(early.events == [.value(1), .value(2), .completed])
        #expect(late.events == [.value(2), .completed])
        expectNoViolations(early)
        expectNoViolations(late)
    }

    @Test("connect twice: one start, and both calls return the same disposable")
    func connectOnce() {
        let source = CountingSource()
        let connection = source.producer.publish()
        let first = connection.connect()
        let second = connection.connect()
        #expect(source.starts == 1)
        #expect(first === second)
    }

    @Test("disposing the connection's disposable interrupts the start: its observers hear interrupted, the work is disposed of")
    func disposal() {
        let source = CountingSource()
        let connection = source.producer.publish()
        let observer = ContractChecker<Int, NamedError>()
        observer.observe(connection.signal)
        let connected = connection.connect()
        source.input.send(value: 1)
        connected.dispose()
        source.input.send(value: 2)
        #expect(observer.events == [.value(1), .interrupted])
        #expect(source.disposals == 1)
    }

    @Test("connect from eight threads at once: one start")
    func connectFromManyThreads() throws {
        let starts = try #require(inTime {
            let count = Counter()
            let producer = SignalProducer<Int, Never> { _, _ in count.increment() }
            for _ in 0..<50 {
                let connection = UncheckedTransfer(producer.publish())
                DispatchQueue.concurrentPerform(iterations: 8) { _ in
                    connection.value.connect()
                }
            }
            return count.value
        }, deadlockMessage)
        #expect(starts == 50)
    }

    @Test("the work may call connect again as it runs: no hang, no second start")
    func connectFromInsideTheWork() throws {
        let starts = try #require(inTime {
            let count = Counter()
            var connection: Connection<Int, Never>?
            let producer = SignalProducer<Int, Never> { observer, _ in
                count.increment()
                connection?.connect()
                observer.send(value: 1)
            }
            connection = producer.publish()
            connection?.connect()
            return count.value
        }, deadlockMessage)
        #expect(starts == 1)
    }
}
