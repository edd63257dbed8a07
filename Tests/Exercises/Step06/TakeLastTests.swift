// The tests of exercise 6.2, `Exercises/Step06/TakeLast.swift`.
// Check it with `swift run learn check 6.2`.

import Step05_SignalProducer
import Testing
@testable import Step06_Exercises

@Suite("Exercise 6.2: take(last:)")
struct Exercise06_02 {
    @Test("take(last: 2) sends nothing before the source completes, then its last two values and completed")
    func sendsLastValuesOnCompletion() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = Recorder<Int>()
        numbers.take(last: 2).observe(recorder.record)
        for number in 1...5 {
            input.send(value: number)
        }
        let beforeCompletion = recorder.events
        input.sendCompleted()
        #expect(beforeCompletion == [])
        #expect(recorder.events == [.value(4), .value(5), .completed])
    }

    @Test("a source that sent fewer values than the count gives them all; one that sent none gives only completed")
    func fewerValuesThanCount() {
        let (few, fewInput) = Signal<Int, TestError>.pipe()
        let fewRecorder = Recorder<Int>()
        few.take(last: 3).observe(fewRecorder.record)
        fewInput.send(value: 1)
        fewInput.send(value: 2)
        fewInput.sendCompleted()

        let (none, noneInput) = Signal<Int, TestError>.pipe()
        let noneRecorder = Recorder<Int>()
        none.take(last: 3).observe(noneRecorder.record)
        noneInput.sendCompleted()

        #expect(fewRecorder.events == [.value(1), .value(2), .completed])
        #expect(noneRecorder.events == [.completed])
    }

    @Test("a failure or an interruption is sent at once, and the values kept are dropped")
    func failureDropsTheWindow() {
        let (failing, failingInput) = Signal<Int, TestError>.pipe()
        let failed = Recorder<Int>()
        failing.take(last: 2).observe(failed.record)
        failingInput.send(value: 1)
        failingInput.send(value: 2)
        failingInput.send(error: TestError("offline"))

        let (interrupted, interruptedInput) = Signal<Int, TestError>.pipe()
        let interruption = Recorder<Int>()
        interrupted.take(last: 2).observe(interruption.record)
        interruptedInput.send(value: 1)
        interruptedInput.sendInterrupted()

        #expect(failed.events == [.failed(TestError("offline"))])
        #expect(interruption.events == [.interrupted])
    }

    @Test("take(last: 1) keeps only the very last value")
    func lastOne() {
        let recorder = Recorder<String>()
        SignalProducer<String, TestError>(["a", "b", "c"]).take(last: 1).start(recorder.record)
        #expect(recorder.events == [.value("c"), .completed])
    }

    @Test("a producer's take(last:) keeps a window of its own on every start")
    func producerStartsAfresh() {
        let recorder = Recorder<Int>()
        let producer = SignalProducer<Int, TestError>(1...5).take(last: 2)
        producer.start(recorder.record)
        producer.start(recorder.record)
        #expect(recorder.events == [.value(4), .value(5), .completed, .value(4), .value(5), .completed])
    }

    @Test("disposing a start of the producer interrupts it, then the start underneath")
    func disposingInterruptsUpstream() {
        var log: [String] = []
        var input: Signal<Int, TestError>.Observer?
        let upstream = SignalProducer<Int, TestError> { observer, lifetime in
            input = observer
            lifetime.observeEnded { log.append("upstream ended") }
        }
        let start = upstream.take(last: 2).start { log.append("got \($0)") }
        input?.send(value: 1)
        start.dispose()
        #expect(log == ["got INTERRUPTED", "upstream ended"])
    }

    @Test("when the signal ends, it stops observing its source and releases what it kept")
    func releasesOnTermination() {
        weak var released: Tracked?
        let (objects, input) = Signal<Tracked, Never>.pipe()
        var received: [Tracked] = []
        objects.take(last: 1).observeValues { received.append($0) }
        do {
            let tracked = Tracked()
            released = tracked
            input.send(value: tracked)
        }
        let keptUntilTheEnd = released != nil
        input.sendInterrupted()
        #expect(keptUntilTheEnd == true)
        #expect(released == nil)
        #expect(received.isEmpty)
    }

    @Test("the values kept are released when the source fails, and once sent when it completes")
    func releasesKeptValues() {
        for failing in [true, false] {
            weak var kept: Tracked?
            let (objects, input) = Signal<Tracked, TestError>.pipe()
            var received = 0
            objects.take(last: 1).observe { event in
                if case .value = event { received += 1 }
            }
            do {
                let tracked = Tracked()
                kept = tracked
                input.send(value: tracked)
            }
            let keptUntilTheEnd = kept != nil
            if failing {
                input.send(error: TestError("offline"))
            } else {
                input.sendCompleted()
            }
            #expect(keptUntilTheEnd == true, "failing: \(failing)")
            #expect(kept == nil, "failing: \(failing)")
            #expect(received == (failing ? 0 : 1), "failing: \(failing)")
        }
    }

    @Test("take(last: 0) stops the program with a message that says what to use instead")
    func zeroCountIsAPreconditionFailure() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int, Never>.never.take(last: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("take(last: 0)"), "the message names the call: \(message)")
        #expect(message.contains("filter { _ in false }"), "the message says what to use instead: \(message)")
    }

    @Test("take(last: 0) or a negative count on a producer stops the program where it is made, before any start")
    func zeroCountOnProducerIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = SignalProducer<Int, Never>.never.take(last: 0)
        }
        await #expect(processExitsWith: .failure) {
            _ = SignalProducer<Int, Never>.never.take(last: -2)
        }
    }
}

// Re-entry: the value the operator keeps is let go of with nothing held
// that its deinit's send needs. Step 6's `ReentryTests` and
// `ReentryConcurrencyTests` (the scenarios are in `Support/Reentry.swift`).
extension Exercise06_02 {
    @Test("the value take(last:) keeps is let go of when its observation is disposed of, and its deinit may send into the source")
    func reentryOnDisposal() {
        checkReleaseOnDisposal { $0.take(last: 2).observe { _ in } }
    }

    @Test("the value a producer's take(last:) keeps is let go of when its start is disposed of, and its deinit may send")
    func reentryOnStartDisposal() {
        checkReleaseOnStartDisposal { $0.take(last: 2).start() }
    }

    @Test("on two threads: the value take(last:) keeps, let go of at the disposal, sends into the source while another thread sends into it")
    func reentryOnDisposalWhileAnotherThreadSends() {
        checkReleaseOnDisposalWhileAnotherThreadSends { $0.take(last: 2).observe { _ in } }
    }
}
