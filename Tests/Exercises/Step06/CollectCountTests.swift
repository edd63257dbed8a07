// The tests of exercise 6.3, `Exercises/Step06/CollectCount.swift`.
// Check it with `swift run learn check 6.3`.

import Step05_SignalProducer
import Testing
@testable import Step06_Exercises

@Suite("Exercise 6.3: collect(count:)")
struct Exercise06_03 {
    @Test("collect(count: 2) sends each array as soon as it is full, then the leftovers when the source completes")
    func sendsFullArraysThenLeftovers() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = Recorder<[Int]>()
        numbers.collect(count: 2).observe(recorder.record)
        input.send(value: 1)
        let afterOne = recorder.events
        input.send(value: 2)
        let afterTwo = recorder.events
        for number in 3...5 {
            input.send(value: number)
        }
        input.sendCompleted()
        #expect(afterOne == [])
        #expect(afterTwo == [.value([1, 2])])
        #expect(recorder.events == [.value([1, 2]), .value([3, 4]), .value([5]), .completed])
    }

    @Test("values that fill every array leave no empty array at the end")
    func exactMultiple() {
        let recorder = Recorder<[Int]>()
        SignalProducer<Int, TestError>(1...4).collect(count: 2).start(recorder.record)
        #expect(recorder.events == [.value([1, 2]), .value([3, 4]), .completed])
    }

    @Test("collect(count: 1) sends each value alone, as it arrives")
    func countOfOne() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = Recorder<[Int]>()
        numbers.collect(count: 1).observe(recorder.record)
        input.send(value: 1)
        let afterOne = recorder.events
        input.send(value: 2)
        input.send(value: 3)
        input.sendCompleted()
        #expect(afterOne == [.value([1])])
        #expect(recorder.events == [.value([1]), .value([2]), .value([3]), .completed])
    }

    @Test("a source that completes without any value gives one empty array")
    func noValueGivesEmptyArray() {
        let recorder = Recorder<[Int]>()
        SignalProducer<Int, TestError>.empty.collect(count: 3).start(recorder.record)
        #expect(recorder.events == [.value([]), .completed])
    }

    @Test("a failure or an interruption is sent at once, and the leftovers are dropped")
    func failureDropsLeftovers() {
        let (failing, failingInput) = Signal<Int, TestError>.pipe()
        let failed = Recorder<[Int]>()
        failing.collect(count: 2).observe(failed.record)
        for number in 1...3 {
            failingInput.send(value: number)
        }
        failingInput.send(error: TestError("offline"))

        let (interrupted, interruptedInput) = Signal<Int, TestError>.pipe()
        let interruption = Recorder<[Int]>()
        interrupted.collect(count: 2).observe(interruption.record)
        interruptedInput.send(value: 1)
        interruptedInput.sendInterrupted()

        #expect(failed.events == [.value([1, 2]), .failed(TestError("offline"))])
        #expect(interruption.events == [.interrupted])
    }

    @Test("a producer's collect(count:) fills arrays of its own on every start")
    func producerStartsAfresh() {
        let recorder = Recorder<[Int]>()
        let producer = SignalProducer<Int, TestError>(1...3).collect(count: 2)
        producer.start(recorder.record)
        producer.start(recorder.record)
        #expect(recorder.events == [.value([1, 2]), .value([3]), .completed, .value([1, 2]), .value([3]), .completed])
    }

    @Test("disposing a start of the producer interrupts it, then the start underneath")
    func disposingInterruptsUpstream() {
        var log: [String] = []
        var input: Signal<Int, TestError>.Observer?
        let upstream = SignalProducer<Int, TestError> { observer, lifetime in
            input = observer
            lifetime.observeEnded { log.append("upstream ended") }
        }
        let start = upstream.collect(count: 2).start { log.append("got \($0)") }
        input?.send(value: 1)
        input?.send(value: 2)
        input?.send(value: 3)
        start.dispose()
        #expect(log == ["got VALUE [1, 2]", "got INTERRUPTED", "upstream ended"])
    }

    @Test("when the signal ends, it stops observing its source and releases the values it kept")
    func releasesOnTermination() {
        weak var released: Tracked?
        let (objects, input) = Signal<Tracked, Never>.pipe()
        var arrays = 0
        objects.collect(count: 2).observeValues { _ in arrays += 1 }
        do {
            let tracked = Tracked()
            released = tracked
            input.send(value: tracked)
        }
        let keptUntilTheEnd = released != nil
        input.sendInterrupted()
        #expect(keptUntilTheEnd == true)
        #expect(released == nil)
        #expect(arrays == 0)
    }

    @Test("the values collected and not yet sent are released when the source fails")
    func releasesCollectedValues() {
        weak var held: Tracked?
        let (objects, input) = Signal<Tracked, TestError>.pipe()
        var events: [String] = []
        objects.collect(count: 2).observe { event in
            switch event {
            case .value(let array): events.append("value of \(array.count)")
            case .failed: events.append("failed")
            case .completed: events.append("completed")
            case .interrupted: events.append("interrupted")
            }
        }
        do {
            let tracked = Tracked()
            held = tracked
            input.send(value: tracked)
        }
        let keptUntilTheEnd = held != nil
        input.send(error: TestError("offline"))
        #expect(keptUntilTheEnd == true)
        #expect(held == nil)
        #expect(events == ["failed"])
    }

    @Test("collect(count: 0) on a signal stops the program: the count must be greater than 0")
    func zeroCountOnSignalIsAPreconditionFailure() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int, Never>.never.collect(count: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("collect(count:)") && message.contains("0"), "the message names the call and the count: \(message)")
        #expect(message.contains("collect()"), "the message says what to use to collect every value: \(message)")
    }

    @Test("collect(count: 0) or a negative count on a producer stops the program where it is built, before any start")
    func zeroCountOnProducerIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = SignalProducer<Int, Never>.never.collect(count: 0)
        }
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>.never.collect(count: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("collect(count:)") && message.contains("-1"), "the message names the call and the count: \(message)")
    }
}

// Re-entry: the value the operator keeps is let go of with nothing held
// that its deinit's send needs. Step 6's `ReentryTests` and
// `ReentryConcurrencyTests` (the scenarios are in `Support/Reentry.swift`).
extension Exercise06_03 {
    @Test("the value collect(count:) keeps is let go of when its observation is disposed of, and its deinit may send into the source")
    func reentryOnDisposal() {
        checkReleaseOnDisposal { $0.collect(count: 3).observe { _ in } }
    }

    @Test("the value a producer's collect(count:) keeps is let go of when its start is disposed of, and its deinit may send")
    func reentryOnStartDisposal() {
        checkReleaseOnStartDisposal { $0.collect(count: 3).start() }
    }

    @Test("on two threads: the value collect(count:) keeps, let go of at the disposal, sends into the source while another thread sends into it")
    func reentryOnDisposalWhileAnotherThreadSends() {
        checkReleaseOnDisposalWhileAnotherThreadSends { $0.collect(count: 3).observe { _ in } }
    }
}
