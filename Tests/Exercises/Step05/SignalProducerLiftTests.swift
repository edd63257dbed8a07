// The tests of exercise 5.3, `Exercises/Step05/SignalProducerLift.swift`.
// Check it with `swift run learn check 5.3`. Your `lift` uses your
// `startWithSignal` from exercise 5.2; the tests start the lifted producers
// with `testStart` (see `Support/TestSupport.swift`).

import Step04_Disposables
import Testing
@testable import Step05_Exercises

@Suite("Exercise 5.3: The unary lift")
struct Exercise05_03 {
    @Test("a lifted operator applies to the signal of every start, from its first event, and nothing starts before")
    func liftAppliesToEveryStart() {
        var starts = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.sendCompleted()
        }
        let lifted = producer.lift(mapped { $0 * 10 })
        let startsBefore = starts
        let recorder = Recorder<Int>()
        lifted.testStart(recorder.record)
        lifted.testStart(recorder.record)
        #expect(startsBefore == 0)
        #expect(recorder.events == [.value(10), .completed, .value(20), .completed])
    }

    @Test("a failure of the start underneath reaches the lifted start through the operator")
    func liftForwardsFailure() {
        let recorder = Recorder<String>()
        SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: TestError("offline"))
        }
        .lift(mapped { "#\($0)" })
        .testStart(recorder.record)
        #expect(recorder.events == [.value("#1"), .failed(TestError("offline"))])
    }

    @Test("disposing a lifted start interrupts it, then interrupts the start underneath")
    func disposingInterruptsUpstream() {
        var log: [String] = []
        let upstream = SignalProducer<Int, Never> { _, lifetime in
            log.append("upstream started")
            lifetime.observeEnded { log.append("upstream ended") }
        }
        let disposable = upstream.lift(mapped { $0 + 1 }).testStart { log.append("downstream got \($0)") }
        log.append("dispose")
        disposable.dispose()
        #expect(log == ["upstream started", "dispose", "downstream got INTERRUPTED", "upstream ended"])
    }

    @Test("when the operator ends the stream early, the start underneath is interrupted")
    func downstreamTerminationInterruptsUpstream() {
        var log: [String] = []
        var tick: Signal<Int, Never>.Observer?
        let timer = SignalProducer<Int, Never> { observer, lifetime in
            tick = observer
            lifetime.observeEnded { log.append("timer stopped") }
        }
        timer.lift(firstOnly).testStart { log.append("got \($0)") }
        tick?.send(value: 1)
        tick?.send(value: 2)
        #expect(log == ["got VALUE 1", "got COMPLETED", "timer stopped"])
    }
}
