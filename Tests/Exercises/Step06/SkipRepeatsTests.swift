// The tests of exercise 6.1, `Exercises/Step06/SkipRepeats.swift`.
// Check it with `swift run learn check 6.1`.

import Step05_SignalProducer
import Testing
@testable import Step06_Exercises

@Suite("Exercise 6.1: skipRepeats")
struct Exercise06_01 {
    @Test("skipRepeats() drops each value equal to the one just before it, and forwards completion")
    func skipsEqualNeighbours() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = Recorder<Int>()
        numbers.skipRepeats().observe(recorder.record)
        for number in [1, 1, 2, 2, 2, 1, 3, 3] {
            input.send(value: number)
        }
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .value(1), .value(3), .completed])
    }

    @Test("the first value always passes; a failure and an interruption pass unchanged")
    func terminalEventsPass() {
        let (failing, failingInput) = Signal<Int, TestError>.pipe()
        let failed = Recorder<Int>()
        failing.skipRepeats().observe(failed.record)
        failingInput.send(value: 5)
        failingInput.send(error: TestError("offline"))

        let (interrupted, interruptedInput) = Signal<Int, TestError>.pipe()
        let interruption = Recorder<Int>()
        interrupted.skipRepeats().observe(interruption.record)
        interruptedInput.sendInterrupted()

        #expect(failed.events == [.value(5), .failed(TestError("offline"))])
        #expect(interruption.events == [.interrupted])
    }

    @Test("skipRepeats(_:) compares each value with the one just before it, even when that one was dropped")
    func comparesWithPreviousValue() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = Recorder<Int>()
        var comparisons: [String] = []
        numbers.skipRepeats { previous, next in
            comparisons.append("\(previous)~\(next)")
            return abs(previous - next) <= 1
        }
        .observe(recorder.record)
        for number in [1, 2, 3, 10, 11] {
            input.send(value: number)
        }
        input.sendCompleted()
        #expect(comparisons == ["1~2", "2~3", "3~10", "10~11"])
        #expect(recorder.events == [.value(1), .value(10), .completed])
    }

    @Test("a producer's skipRepeats starts afresh on every start")
    func producerStartsAfresh() {
        let recorder = Recorder<Int>()
        let producer = SignalProducer<Int, TestError>([1, 1, 1]).skipRepeats()
        producer.start(recorder.record)
        producer.start(recorder.record)
        #expect(recorder.events == [.value(1), .completed, .value(1), .completed])
    }

    @Test("a producer's skipRepeats(_:) uses the closure on every start")
    func producerWithClosure() {
        let recorder = Recorder<String>()
        SignalProducer<String, TestError>(["Hello", "hello", "World", "world", "hello"])
            .skipRepeats { $0.lowercased() == $1.lowercased() }
            .start(recorder.record)
        #expect(recorder.events == [.value("Hello"), .value("World"), .value("hello"), .completed])
    }

    @Test("disposing a start of the producer interrupts it, then the start underneath")
    func disposingInterruptsUpstream() {
        var log: [String] = []
        let upstream = SignalProducer<Int, TestError> { _, lifetime in
            log.append("upstream started")
            lifetime.observeEnded { log.append("upstream ended") }
        }
        let start = upstream.skipRepeats().start { log.append("got \($0)") }
        start.dispose()
        #expect(log == ["upstream started", "got INTERRUPTED", "upstream ended"])
    }

    @Test("when the signal ends, it stops observing its source and releases the closure")
    func releasesOnTermination() {
        weak var released: Tracked?
        let (numbers, input) = Signal<Int, Never>.pipe()
        let recorder = Recorder<Int>()
        do {
            let tracked = Tracked()
            released = tracked
            numbers.skipRepeats { previous, next in
                _ = tracked
                return previous == next
            }
            .observe(recorder.record)
        }
        input.send(value: 1)
        let aliveBeforeTheEnd = released != nil
        input.sendCompleted()
        #expect(aliveBeforeTheEnd == true)
        #expect(released == nil)
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test("skipRepeats keeps only the latest value, and releases it when the source ends")
    func doesNotKeepEarlierValues() {
        // ReactiveSwift's spec: each item says when it is released.
        final class Item {
            let payload: Bool
            let onRelease: () -> Void
            init(_ payload: Bool, onRelease: @escaping () -> Void) {
                self.payload = payload
                self.onRelease = onRelease
            }
            deinit { onRelease() }
        }
        var released: [Bool] = []
        let (items, input) = Signal<Item, Never>.pipe()
        items.skipRepeats { $0.payload == $1.payload }.observeValues { _ in }
        func send(_ payload: Bool) {
            input.send(value: Item(payload) { released.append(payload) })
        }
        send(true)
        #expect(released == [])
        send(false)
        #expect(released == [true])
        send(false)
        #expect(released == [true, false])
        send(true)
        #expect(released == [true, false, false])
        input.sendCompleted()
        #expect(released == [true, false, false, true])
    }
}

// Re-entry: the value the operator keeps is let go of with nothing held
// that its deinit's send needs. Step 6's `ReentryTests` and
// `ReentryConcurrencyTests` (the scenarios are in `Support/Reentry.swift`).
extension Exercise06_01 {
    @Test("the value skipRepeats() keeps is let go of when its observation is disposed of, and its deinit may send into the source")
    func reentryOnDisposal() {
        checkReleaseOnDisposal { $0.skipRepeats().observe { _ in } }
    }

    @Test("the value a producer's skipRepeats() keeps is let go of when its start is disposed of, and its deinit may send")
    func reentryOnStartDisposal() {
        checkReleaseOnStartDisposal { $0.skipRepeats().start() }
    }

    @Test("on two threads: the value skipRepeats() keeps, let go of at the disposal, sends into the source while another thread sends into it")
    func reentryOnDisposalWhileAnotherThreadSends() {
        checkReleaseOnDisposalWhileAnotherThreadSends { $0.skipRepeats().observe { _ in } }
    }
}
