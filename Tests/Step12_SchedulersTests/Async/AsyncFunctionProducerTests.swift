import Foundation
import Testing
@testable import Step12_Schedulers

@Suite("A producer made from an async function", .timeLimit(.minutes(1)))
struct AsyncFunctionProducerTests {
    /// Starts `producer`, and returns its events once it has terminated.
    private func events<Value: Sendable, Error: Swift.Error & Equatable>(
        of producer: SignalProducer<Value, Error>
    ) async -> [Signal<Value, Error>.Event] {
        let recorder = Recorder<Value, Error>()
        let terminated = Latch()
        producer.start { event in
            recorder.record(event)
            if event.isTerminating { terminated.raise() }
        }
        await terminated.wait()
        return recorder.events
    }

    @Test("its result is sent as one value, then completed")
    func resultThenCompleted() async {
        let answer = SignalProducer<Int, Never> {
            await Task.yield()
            return 42
        }
        #expect(await events(of: answer) == [.value(42), .completed])
    }

    @Test("its thrown error, of the producer's error type, is sent as failed")
    func thrownErrorFails() async {
        let failing = SignalProducer<Int, TestError> { () async throws(TestError) -> Int in
            await Task.yield()
            throw TestError("boom")
        }
        #expect(await events(of: failing) == [.failed(TestError("boom"))])
    }

    @Test("a function that throws any Error makes a producer whose Error is any Error")
    func untypedThrows() async {
        @Sendable func load() async throws -> String {
            throw TestError("untyped")
        }
        let producer = SignalProducer<String, any Swift.Error> { try await load() }
        let recorder = Recorder<String, any Swift.Error>()
        let terminated = Latch()
        producer.start { event in
            recorder.record(event)
            if event.isTerminating { terminated.raise() }
        }
        await terminated.wait()
        let error = recorder.events.first?.error
        #expect(recorder.events.count == 1)
        #expect(error as? TestError == TestError("untyped"))
    }

    @Test("the function runs once per start, and never before a start")
    func runsOncePerStart() async {
        let runs = Shared(0)
        let counted = SignalProducer<Int, Never> {
            runs.modify { $0 += 1 }
            return runs.value
        }
        #expect(runs.value == 0)
        _ = await events(of: counted)
        _ = await events(of: counted)
        #expect(runs.value == 2)
    }

    @Test("a closure with no await still makes the synchronous producer: its value arrives during start")
    func synchronousClosureStaysSynchronous() {
        let recorder = Recorder<Int, Never>()
        SignalProducer<Int, Never> { 42 }.start { recorder.record($0) }
        #expect(recorder.events == [.value(42), .completed])
    }

    @Test("disposing the start sends interrupted at once and cancels the task: the function sees Task.isCancelled")
    func disposalCancelsTheTask() async {
        let entered = Latch()
        let finished = Latch()
        let sawCancellation = Shared<Bool?>(nil)
        let slow = SignalProducer<Int, Never> {
            entered.raise()
            try? await Task.sleep(for: .seconds(30))
            sawCancellation.modify { $0 = Task.isCancelled }
            finished.raise()
            return 1
        }
        let recorder = Recorder<Int, Never>()
        let start = slow.start { recorder.record($0) }
        await entered.wait()
        #expect(sawCancellation.value == nil)

        start.dispose()

        #expect(recorder.events == [.interrupted])  // at once, not when the task ends
        await finished.wait()  // within 30 s only because the sleep was cancelled
        #expect(sawCancellation.value == true)
        #expect(recorder.events == [.interrupted])  // the late result is dropped
    }

    @Test("its values as an async sequence: one value, then the end, or the typed error")
    func roundTrip() async {
        let answer = SignalProducer<Int, TestError> { () async throws(TestError) -> Int in 7 }
        var seen: [Int] = []
        do throws(TestError) {
            for try await value in answer.values { seen.append(value) }
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(seen == [7])

        let failing = SignalProducer<Int, TestError> { () async throws(TestError) -> Int in throw TestError("x") }
        var iterator = failing.values.makeAsyncIterator()
        await #expect(throws: TestError("x")) { try await iterator.next() }
    }

    @Test("cancelling the task that iterates it cancels the function's task too")
    func cancellationReachesTheFunction() async {
        let entered = Latch()
        let finished = Latch()
        let sawCancellation = Shared<Bool?>(nil)
        let slow = SignalProducer<Int, Never> {
            entered.raise()
            try? await Task.sleep(for: .seconds(30))
            sawCancellation.modify { $0 = Task.isCancelled }
            finished.raise()
            return 1
        }
        let consumer = Task {
            var seen: [Int] = []
            for await value in slow.values { seen.append(value) }
            return seen
        }
        await entered.wait()
        consumer.cancel()
        #expect(await consumer.value == [])
        await finished.wait()
        #expect(sawCancellation.value == true)
    }
}
