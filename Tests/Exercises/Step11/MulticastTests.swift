// The tests of exercise 11.6, `Exercises/Step11/Multicast.swift`.
// Check it with `swift run learn check 11.6`.

import Foundation
import Step10_Properties
import Testing
@testable import Step11_Exercises

@Suite("Exercise 11.6: multicast to a given subject")
struct Exercise11_06 {
    @Test("first, exercise 11.4's Connection: a connection over a pipe starts its producer once, at connect, into the pipe (if this fails, do 11.4 first)")
    func connectionOfExercise11_4Works() {
        var starts = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: 1)
        }
        let subject = Signal<Int, Never>.pipe()
        let observer = ContractChecker<Int, Never>()
        observer.observe(subject.output)
        let connection = Connection(producer, subject: subject)
        #expect(starts == 0)
        connection.connect()
        connection.connect()
        #expect(starts == 1, "Connection.connect() (exercise 11.4) does not start its producer once")
        #expect(observer.values == [1])
    }

    @Test("observers of the subject, attached before the connection was made, share the one start when it connects")
    func observersOfTheSubject() {
        let source = CountingSource()
        let subject = Signal<Int, NamedError>.pipe()
        let header = ContractChecker<Int, NamedError>()
        let avatar = ContractChecker<Int, NamedError>()
        header.observe(subject.output)
        avatar.observe(subject.output)
        let connection = source.producer.multicast(to: subject)
        #expect(source.starts == 0)
        connection.connect()
        source.input.send(value: 1)
        source.input.sendCompleted()
        #expect(header.events == [.value(1), .completed])
        #expect(avatar.events == [.value(1), .completed])
        #expect(source.starts == 1)
    }

    @Test("the connection's signal is the subject's output: observing either hears the same events")
    func signalIsTheSubject() {
        let source = CountingSource()
        let subject = Signal<Int, NamedError>.pipe()
        let connection = source.producer.multicast(to: subject)
        let throughConnection = ContractChecker<Int, NamedError>()
        let throughSubject = ContractChecker<Int, NamedError>()
        throughConnection.observe(connection.signal)
        throughSubject.observe(subject.output)
        connection.connect()
        source.input.send(value: 1)
        subject.input.send(value: 2)
        #expect(throughConnection.events == [.value(1), .value(2)])
        #expect(throughSubject.events == [.value(1), .value(2)])
    }

    @Test("drawn: -a| multicast, the subject observed twice from tick 0, connected at tick 2: both draw ---a|; one subscription, --^-!")
    func drawn() {
        let scenario = MarbleScenario()
        let subscriptions = MarbleSubscriptions()
        let subject = Signal<String, MarbleError>.pipe()
        let first = scenario.observe(subject.output, at: 0)
        let second = scenario.observe(subject.output, at: 0)
        let connection = scenario.producer("-a|", recordingInto: subscriptions).multicast(to: subject)
        scenario.at(2) { connection.connect() }
        scenario.playAll()
        #expect(first.drawing == "---a|")
        #expect(second.drawing == "---a|")
        #expect(subscriptions.diagrams == ["--^-!"])
    }

    @Test("connect twice: one start; the end of the producer ends the subject, so a later observer hears only interrupted")
    func oneStartThenTheSubjectEnds() {
        var starts = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let subject = Signal<Int, Never>.pipe()
        let connection = producer.multicast(to: subject)
        connection.connect()
        connection.connect()
        #expect(starts == 1)
        let late = ContractChecker<Int, Never>()
        late.observe(subject.output)
        #expect(late.events == [.interrupted])
    }

    @Test("disposing the connection interrupts the start, and the subject's observers hear interrupted")
    func disposal() {
        let source = CountingSource()
        let subject = Signal<Int, NamedError>.pipe()
        let observer = ContractChecker<Int, NamedError>()
        observer.observe(subject.output)
        let connected = source.producer.multicast(to: subject).connect()
        source.input.send(value: 1)
        connected.dispose()
        #expect(observer.events == [.value(1), .interrupted])
        #expect(source.disposals == 1)
    }
}
