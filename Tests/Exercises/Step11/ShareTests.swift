// The tests of exercise 11.2, `Exercises/Step11/Share.swift`.
// Check it with `swift run learn check 11.2`.

import Foundation
import Step10_Properties
import Testing
@testable import Step11_Exercises

@Suite("Exercise 11.2: sharing one start")
struct Exercise11_02 {
    /// An observer that logs each event with its name.
    private func logging(_ name: String, into log: Log) -> Signal<String, NamedError>.Observer {
        Signal<String, NamedError>.Observer { event in log.lines.append("\(name) \(event)") }
    }

    @Test("one run of the work; both observers hear every event, even those sent as it starts, the first before the second")
    func oneRunBothObservers() {
        let log = Log()
        let fetchUser = SignalProducer<String, NamedError> { observer, _ in
            log.lines.append("fetching")
            observer.send(value: "Ada")
            observer.send(value: "Grace")
            observer.sendCompleted()
        }
        fetchUser.startSharing(with: logging("header", into: log), and: logging("avatar", into: log))
        #expect(log.lines == [
            "fetching",
            "header VALUE Ada", "avatar VALUE Ada",
            "header VALUE Grace", "avatar VALUE Grace",
            "header COMPLETED", "avatar COMPLETED",
        ])
    }

    @Test("a failure reaches both observers, and the work ran once")
    func failureReachesBoth() {
        let source = CountingSource()
        let first = ContractChecker<Int, NamedError>()
        let second = ContractChecker<Int, NamedError>()
        source.producer.startSharing(with: first.observer, and: second.observer)
        source.input.send(value: 1)
        source.input.send(error: NamedError("offline"))
        #expect(first.events == [.value(1), .failed(NamedError("offline"))])
        #expect(second.events == [.value(1), .failed(NamedError("offline"))])
        #expect(source.starts == 1)
        expectNoViolations(first)
        expectNoViolations(second)
    }

    @Test("drawn: -a-b| shared by two observers from tick 0 draws -a-b| twice; an observer of the signal at tick 2 draws ---b|; one subscription, ^---!")
    func drawn() {
        let scenario = MarbleScenario()
        let subscriptions = MarbleSubscriptions()
        let fetchUser = scenario.producer("-a-b|", recordingInto: subscriptions)
        let header = TickRecorder<String, MarbleError>(in: scenario)
        let avatar = TickRecorder<String, MarbleError>(in: scenario)
        let (signal, _) = fetchUser.startSharing(with: header.observer, and: avatar.observer)
        let settings = scenario.observe(signal, at: 2)
        scenario.playAll()
        #expect(header.drawing == "-a-b|")
        #expect(avatar.drawing == "-a-b|")
        #expect(settings.drawing == "---b|")
        #expect(subscriptions.diagrams == ["^---!"])
    }

    @Test("the signal returned is the start's: an observer attached after the end hears only interrupted, and nothing starts again")
    func lateObserverAfterTheEnd() {
        var starts = 0
        let fetchUser = SignalProducer<String, NamedError> { observer, _ in
            starts += 1
            observer.send(value: "Ada")
            observer.sendCompleted()
        }
        let (signal, _) = fetchUser.startSharing(with: ContractChecker().observer, and: ContractChecker().observer)
        let late = ContractChecker<String, NamedError>()
        late.observe(signal)
        #expect(late.events == [.interrupted])
        #expect(starts == 1)
    }

    @Test("disposing the interrupter interrupts the one start: both observers hear interrupted, and the work is disposed of")
    func interrupterInterrupts() {
        let source = CountingSource()
        let first = ContractChecker<Int, NamedError>()
        let second = ContractChecker<Int, NamedError>()
        let (_, interrupter) = source.producer.startSharing(with: first.observer, and: second.observer)
        source.input.send(value: 1)
        #expect(source.disposals == 0)
        interrupter.dispose()
        source.input.send(value: 2)
        #expect(first.events == [.value(1), .interrupted])
        #expect(second.events == [.value(1), .interrupted])
        #expect(source.disposals == 1)
    }

    @Test("values sent from another thread reach both observers, in order, once each")
    func valuesFromAnotherThread() throws {
        let observed = try #require(inTime {
            let (signal, input) = Signal<Int, Never>.pipe()
            let first = ContractChecker<Int, Never>()
            let second = ContractChecker<Int, Never>()
            SignalProducer(signal).startSharing(with: first.observer, and: second.observer)
            let transfer = UncheckedTransfer(input)
            let done = DispatchSemaphore(value: 0)
            Thread {
                for value in 1...500 { transfer.value.send(value: value) }
                transfer.value.sendCompleted()
                done.signal()
            }.start()
            done.wait()
            return (first.values, second.values, first.violations.count + second.violations.count)
        }, deadlockMessage)
        #expect(observed.0 == Array(1...500))
        #expect(observed.1 == Array(1...500))
        #expect(observed.2 == 0)
    }
}
