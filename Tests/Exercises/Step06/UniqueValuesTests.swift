// The tests of exercise 6.5, `Exercises/Step06/UniqueValues.swift`.
// Check it with `swift run learn check 6.5`.

import Step05_SignalProducer
import Testing
@testable import Step06_Exercises

@Suite("Exercise 6.5: uniqueValues")
struct Exercise06_05 {
    @Test("uniqueValues() sends each value the first time it is seen, and forwards completion")
    func firstTimeOnly() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let recorder = Recorder<Int>()
        numbers.uniqueValues().observe(recorder.record)
        for number in [1, 2, 1, 3, 2, 4, 1] {
            input.send(value: number)
        }
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .value(3), .value(4), .completed])
    }

    @Test("uniqueValues(_:) compares identities, calls the closure once per value, and sends the first value of each identity")
    func byIdentity() {
        let (words, input) = Signal<String, TestError>.pipe()
        let recorder = Recorder<String>()
        var calls: [String] = []
        words.uniqueValues { word -> String in
            calls.append(word)
            return word.lowercased()
        }
        .observe(recorder.record)
        for word in ["Swift", "swift", "Rust", "SWIFT", "rust", "Go"] {
            input.send(value: word)
        }
        #expect(calls == ["Swift", "swift", "Rust", "SWIFT", "rust", "Go"])
        #expect(recorder.events == [.value("Swift"), .value("Rust"), .value("Go")])
    }

    @Test("a failure and an interruption pass unchanged")
    func terminalEventsPass() {
        let (failing, failingInput) = Signal<Int, TestError>.pipe()
        let failed = Recorder<Int>()
        failing.uniqueValues().observe(failed.record)
        failingInput.send(value: 1)
        failingInput.send(value: 1)
        failingInput.send(error: TestError("offline"))

        let (interrupted, interruptedInput) = Signal<Int, TestError>.pipe()
        let interruption = Recorder<Int>()
        interrupted.uniqueValues { $0 % 2 }.observe(interruption.record)
        interruptedInput.sendInterrupted()

        #expect(failed.events == [.value(1), .failed(TestError("offline"))])
        #expect(interruption.events == [.interrupted])
    }

    @Test("a producer's uniqueValues has a set of its own on every start")
    func producerStartsAfresh() {
        let recorder = Recorder<Int>()
        let producer = SignalProducer<Int, TestError>([1, 1, 2]).uniqueValues()
        producer.start(recorder.record)
        producer.start(recorder.record)
        #expect(recorder.events == [.value(1), .value(2), .completed, .value(1), .value(2), .completed])
    }

    @Test("a producer's uniqueValues(_:) compares identities")
    func producerByIdentity() {
        let recorder = Recorder<Int>()
        SignalProducer<Int, TestError>(1...10).uniqueValues { $0 % 3 }.start(recorder.record)
        #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("disposing a start of the producer interrupts it, then the start underneath")
    func disposingInterruptsUpstream() {
        var log: [String] = []
        let upstream = SignalProducer<Int, TestError> { _, lifetime in
            log.append("upstream started")
            lifetime.observeEnded { log.append("upstream ended") }
        }
        let start = upstream.uniqueValues().start { log.append("got \($0)") }
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
            numbers.uniqueValues { number -> Int in
                _ = tracked
                return number
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

    @Test("uniqueValues keeps every value seen until the source ends, then releases them all")
    func releasesSeenValues() {
        /// A value that is equal only to itself.
        final class Key: Hashable {
            static func == (lhs: Key, rhs: Key) -> Bool { lhs === rhs }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }
        weak var first: Key?
        weak var second: Key?
        let (keys, input) = Signal<Key, Never>.pipe()
        keys.uniqueValues().observeValues { _ in }
        do {
            let key = Key()
            first = key
            input.send(value: key)
        }
        do {
            let key = Key()
            second = key
            input.send(value: key)
        }
        #expect(first != nil)
        #expect(second != nil)
        input.sendInterrupted()
        #expect(first == nil)
        #expect(second == nil)
    }
}

// Re-entry: the value the operator keeps is let go of with nothing held
// that its deinit's send needs. Step 6's `ReentryTests` and
// `ReentryConcurrencyTests` (the scenarios are in `Support/Reentry.swift`).
extension Exercise06_05 {
    @Test("the value uniqueValues() keeps is let go of when its observation is disposed of, and its deinit may send into the source")
    func reentryOnDisposal() {
        checkReleaseOnDisposal { $0.uniqueValues().observe { _ in } }
    }

    @Test("the value a producer's uniqueValues() keeps is let go of when its start is disposed of, and its deinit may send")
    func reentryOnStartDisposal() {
        checkReleaseOnStartDisposal { $0.uniqueValues().start() }
    }

    @Test("on two threads: the value uniqueValues() keeps, let go of at the disposal, sends into the source while another thread sends into it")
    func reentryOnDisposalWhileAnotherThreadSends() {
        checkReleaseOnDisposalWhileAnotherThreadSends { $0.uniqueValues().observe { _ in } }
    }
}
