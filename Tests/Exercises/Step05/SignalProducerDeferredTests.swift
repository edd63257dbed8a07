// The tests of exercise 5.6 (stretch), `Exercises/Step05/SignalProducerDeferred.swift`.
// Check it with `swift run learn check 5.6`. Your `deferred` uses your
// `start` from exercise 5.2; the tests start its producers with `testStart`
// (see `Support/TestSupport.swift`).

import Step04_Disposables
import Testing
@testable import Step05_Exercises

@Suite("Exercise 5.6 (stretch): deferred")
struct Exercise05_06 {
    @Test("deferred calls make on every start, not before, and forwards the events of what it made")
    func makesOnEveryStart() {
        var log: [String] = []
        var makes = 0
        let producer = SignalProducer<Int, Never>.deferred {
            makes += 1
            let number = makes
            log.append("make \(number)")
            return SignalProducer { observer, _ in
                log.append("work \(number)")
                observer.send(value: number)
                observer.sendCompleted()
            }
        }
        log.append("made")
        producer.testStart { log.append("got \($0)") }
        producer.testStart { log.append("got \($0)") }
        #expect(log == [
            "made",
            "make 1", "work 1", "got VALUE 1", "got COMPLETED",
            "make 2", "work 2", "got VALUE 2", "got COMPLETED",
        ])
    }

    @Test("a failure of the producer made is forwarded")
    func forwardsFailure() {
        let recorder = Recorder<Int>()
        SignalProducer<Int, TestError>.deferred {
            SignalProducer { observer, _ in
                observer.send(value: 1)
                observer.send(error: TestError("offline"))
            }
        }
        .testStart(recorder.record)
        #expect(recorder.events == [.value(1), .failed(TestError("offline"))])
    }

    @Test("disposing the start interrupts it, and the start of the producer made")
    func disposingInterruptsInner() {
        var log: [String] = []
        var input: Signal<Int, Never>.Observer?
        let producer = SignalProducer<Int, Never>.deferred {
            SignalProducer { observer, lifetime in
                input = observer
                lifetime.observeEnded { log.append("inner start ended") }
            }
        }
        let disposable = producer.testStart { log.append("got \($0)") }
        input?.send(value: 1)
        disposable.dispose()
        input?.send(value: 2)
        #expect(log == ["got VALUE 1", "got INTERRUPTED", "inner start ended"])
    }
}
