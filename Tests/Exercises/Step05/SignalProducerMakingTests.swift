// The tests of exercise 5.1, `Exercises/Step05/SignalProducerMaking.swift`.
// Check it with `swift run learn check 5.1`. They start producers with
// `testStart` (see `Support/TestSupport.swift`), not with your `start`.

import Step04_Disposables
import Testing
@testable import Step05_Exercises

@Suite("Exercise 5.1: Ready-made producers")
struct Exercise05_01 {
    @Test("init(value:) sends the value and completes, on every start")
    func value() {
        let recorder = Recorder<Int>()
        let producer = SignalProducer<Int, TestError>(value: 1)
        producer.testStart(recorder.record)
        producer.testStart(recorder.record)
        #expect(recorder.events == [.value(1), .completed, .value(1), .completed])
    }

    @Test("init(error:) fails with the error")
    func error() {
        let recorder = Recorder<Int>()
        SignalProducer<Int, TestError>(error: TestError("offline")).testStart(recorder.record)
        #expect(recorder.events == [.failed(TestError("offline"))])
    }

    @Test("init(result:) sends a success's value and completes, or fails with a failure's error")
    func result() {
        let success = Recorder<Int>()
        let failure = Recorder<Int>()
        SignalProducer<Int, TestError>(result: .success(7)).testStart(success.record)
        SignalProducer<Int, TestError>(result: .failure(TestError("offline"))).testStart(failure.record)
        #expect(success.events == [.value(7), .completed])
        #expect(failure.events == [.failed(TestError("offline"))])
    }

    @Test("init with a sequence sends each element in order, then completes")
    func sequence() {
        let recorder = Recorder<Int>()
        SignalProducer<Int, Never>([1, 2, 3]).testStart(recorder.record)
        #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("init with a sequence reads it on every start, and not before")
    func sequenceIsReadOnEveryStart() {
        var taken: [Int] = []
        let numbers = [1, 2].lazy.map { number -> Int in
            taken.append(number)
            return number
        }
        let producer = SignalProducer<Int, Never>(numbers)
        let takenBeforeStart = taken
        producer.testStart()
        producer.testStart()
        #expect(takenBeforeStart == [])
        #expect(taken == [1, 2, 1, 2])
    }

    @Test("init with a sequence stops taking elements once the start has ended, even during the delivery of a value")
    func sequenceStopsWhenInterrupted() {
        var taken: [Int] = []
        let numbers = (1...1000).lazy.map { number -> Int in
            taken.append(number)
            return number
        }
        let recorder = Recorder<Int>()
        SignalProducer<Int, Never>(numbers).testStartWithSignal { signal, interrupter in
            signal.observe { event in
                recorder.record(event)
                // Interrupt while `value(2)` is being delivered: the
                // signal sends `interrupted` once this delivery is over.
                if event == .value(2) { interrupter.dispose() }
            }
        }
        #expect(recorder.events == [.value(1), .value(2), .interrupted])
        // Taking 3 is fine (look, then stop); taking all 1000 is not.
        #expect(taken.count <= 3)
    }

    @Test("init(values:) sends the values given, in order, then completes")
    func values() {
        let recorder = Recorder<String>()
        SignalProducer<String, Never>(values: "a", "b", "c").testStart(recorder.record)
        #expect(recorder.events == [.value("a"), .value("b"), .value("c"), .completed])
    }

    @Test("init(values:) works with just two values")
    func twoValues() {
        let recorder = Recorder<String>()
        SignalProducer<String, Never>(values: "a", "b").testStart(recorder.record)
        #expect(recorder.events == [.value("a"), .value("b"), .completed])
    }

    @Test("empty completes at once, on every start")
    func empty() {
        let recorder = Recorder<Int>()
        let producer = SignalProducer<Int, Never>.empty
        producer.testStart(recorder.record)
        producer.testStart(recorder.record)
        #expect(recorder.events == [.completed, .completed])
    }

    @Test("never sends nothing and keeps its input observer in its lifetime, until its start is interrupted")
    func neverKeepsItsObserverUntilInterrupted() {
        let recorder = Recorder<Int>()
        weak var weakInput: Signal<Int, Never>.Observer?
        // Runs never's start handler, and lets the test see its observer.
        let spy = SignalProducer<Int, Never> { observer, lifetime in
            weakInput = observer
            SignalProducer<Int, Never>.never.startHandler(observer, lifetime)
        }
        // The interrupter that `testStart` returns is dropped at once, and
        // with it its hold on the input observer: only the start handler can
        // keep the observer now. Had it let go, the signal would have been
        // interrupted at once.
        _ = spy.testStart(recorder.record)
        let eventsWhileWaiting = recorder.events
        let inputKeptWhileWaiting = weakInput != nil
        // What disposing the start does: send `interrupted` into its input.
        weakInput?.sendInterrupted()
        #expect(eventsWhileWaiting == [])
        #expect(inputKeptWhileWaiting == true)
        #expect(recorder.events == [.interrupted])
        // The start has ended, so its lifetime let go of the observer.
        #expect(weakInput == nil)
    }
}
