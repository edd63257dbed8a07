import Foundation
import Testing
@testable import Step12_Schedulers

/// The consumer's side stopping: a cancelled task, a `break`, an iterator
/// let go of. Each must dispose the start (so the producer's disposal runs)
/// and let go of everything the iteration held.
@Suite("Stopping the iteration of a producer's async values", .timeLimit(.minutes(1)))
struct AsyncValuesCancellationTests {
    /// A producer that never ends by itself: it sends `values` at once, then
    /// waits; `started` and `disposed` show what happened to its start.
    /// (Only flags and numbers are stored, so a task may take it along.)
    private struct Endless {
        var values: [Int] = []
        let started = Latch()
        let disposed = Latch()

        var producer: SignalProducer<Int, TestError> {
            let (values, started, disposed) = (values, started, disposed)
            return SignalProducer { observer, lifetime in
                lifetime.observeEnded { disposed.raise() }
                for value in values { observer.send(value: value) }
                started.raise()
            }
        }
    }

    @Test("cancelling the task that waits in next() disposes the start and ends the iteration with nil")
    func cancellingTheWaitingTask() async throws {
        let endless = Endless()
        let consumer = Task {
            var seen: [Int] = []
            for try await value in endless.producer.values { seen.append(value) }
            return seen
        }
        await endless.started.wait()
        #expect(!endless.disposed.isRaised)
        consumer.cancel()
        let seen = try await consumer.value
        #expect(seen == [])
        #expect(endless.disposed.isRaised)
    }

    @Test("a task cancelled before it asks disposes the start at its first next(), which returns nil")
    func cancelledBeforeAsking() async throws {
        let endless = Endless(values: [1, 2])
        var iterator = endless.producer.values.makeAsyncIterator()
        #expect(endless.started.isRaised)
        withUnsafeCurrentTask { $0?.cancel() }
        #expect(try await iterator.next() == nil)  // the buffered 1 and 2 are dropped
        #expect(endless.disposed.isRaised)
        #expect(try await iterator.next() == nil)
    }

    @Test("breaking out of the loop disposes the start")
    func breakDisposes() async throws {
        let endless = Endless(values: [1, 2, 3])
        var seen: [Int] = []
        for try await value in endless.producer.values {
            seen.append(value)
            if value == 2 { break }
        }
        #expect(seen == [1, 2])
        #expect(endless.disposed.isRaised)
    }

    @Test("letting go of an iterator disposes its start, lets go of the buffered values and of the channel")
    func releasingTheIterator() async {
        let (signal, input) = Signal<Watched, Never>.pipe()
        let disposed = Latch()
        let producer = SignalProducer(signal).on(disposed: { disposed.raise() })
        var iterator: SignalProducer<Watched, Never>.AsyncValues.AsyncIterator? = producer.values.makeAsyncIterator()
        weak let channel = iterator?.ownership.channel
        var buffered: Watched? = Watched(1)
        let bufferedReleased = buffered!.released
        input.send(value: buffered!)
        buffered = nil
        #expect(channel != nil)
        #expect(!bufferedReleased.isRaised)

        iterator = nil

        #expect(disposed.isRaised)
        #expect(bufferedReleased.isRaised)
        #expect(channel == nil)
    }

    @Test("a finished iteration lets go of the channel and of the producer's start")
    func finishedIterationReleasesEverything() async {
        let disposed = Latch()
        let value = Watched(7)
        let valueReleased = value.released
        var iterator: SignalProducer<Watched, Never>.AsyncValues.AsyncIterator? =
            SignalProducer(value: value).on(disposed: { disposed.raise() }).values.makeAsyncIterator()
        weak let channel = iterator?.ownership.channel
        #expect(await iterator?.next()?.number == 7)
        #expect(await iterator?.next() == nil)
        #expect(disposed.isRaised)  // the completion ended the start
        iterator = nil
        #expect(channel == nil)
        _ = consume value
        #expect(valueReleased.isRaised)
    }

    @Test("cancelling a task that iterates a producer sends interrupted through the producer, as a disposal does")
    func cancellationInterruptsTheProducer() async {
        let recorder = Recorder<Int, Never>()
        let started = Latch()
        let producer = SignalProducer<Int, Never> { observer, _ in
            observer.send(value: 1)
            started.raise()
        }
        .on(event: { recorder.record($0) })
        let consumer = Task {
            var seen: [Int] = []
            for await value in producer.values { seen.append(value) }
            return seen
        }
        await started.wait()
        consumer.cancel()
        _ = await consumer.value
        #expect(recorder.events == [.value(1), .interrupted])
    }
}
