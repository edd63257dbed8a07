import Foundation
import Testing
@testable import Step12_Schedulers

@Suite("A producer made from an async sequence", .timeLimit(.minutes(1)))
struct AsyncSequenceProducerTests {
    @Test("sends the sequence's elements, then completed")
    func elementsThenCompleted() async {
        let stream = AsyncStream<Int> { continuation in
            for number in 1...3 { continuation.yield(number) }
            continuation.finish()
        }
        let recorder = Recorder<Int, Never>()
        let terminated = Latch()
        SignalProducer(stream).start { event in
            recorder.record(event)
            if event.isTerminating { terminated.raise() }
        }
        await terminated.wait()
        #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("sends what the sequence throws as failed")
    func thrownErrorFails() async {
        let stream = AsyncThrowingStream<Int, any Swift.Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError("stream"))
        }
        let recorder = Recorder<Int, any Swift.Error>()
        let terminated = Latch()
        SignalProducer(stream).start { event in
            recorder.record(event)
            if event.isTerminating { terminated.raise() }
        }
        await terminated.wait()
        let events = recorder.events
        #expect(events.count == 2)
        #expect(events.first?.value == 1)
        #expect(events.last?.error as? TestError == TestError("stream"))
    }

    @Test("disposing the start sends interrupted at once and cancels the iteration")
    func disposalCancelsTheIteration() async {
        let terminated = Latch()
        let iterating = Latch()
        let stream = AsyncStream<Int> { continuation in
            continuation.onTermination = { _ in terminated.raise() }
            iterating.raise()
        }
        let recorder = Recorder<Int, Never>()
        let start = SignalProducer(stream).start { recorder.record($0) }
        await iterating.wait()
        start.dispose()
        #expect(recorder.events == [.interrupted])
        await terminated.wait()  // the stream's iteration was cancelled
        #expect(recorder.events == [.interrupted])
    }
}
