import Foundation
import Testing
@testable import Step12_Schedulers

@Suite("A producer's values as an async sequence", .timeLimit(.minutes(1)))
struct AsyncValuesTests {
    @Test("for await over a producer that cannot fail gives its values in order, then ends")
    func valuesThenEnd() async {
        let numbers = SignalProducer<Int, Never>([1, 2, 3])
        var seen: [Int] = []
        for await number in numbers.values {  // no `try`: Failure is Never
            seen.append(number)
        }
        #expect(seen == [1, 2, 3])
    }

    @Test("for try await throws the producer's own error type, after the values sent before it")
    func typedFailure() async {
        let failing = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(value: 2)
            observer.send(error: TestError("boom"))
        }
        var seen: [Int] = []
        var caught: TestError?
        do throws(TestError) {
            for try await number in failing.values {
                seen.append(number)
            }
        } catch {
            caught = error  // a TestError, not an `any Error`: this would not compile otherwise
        }
        #expect(seen == [1, 2])
        #expect(caught == TestError("boom"))
    }

    @Test("after throwing its error, the iteration ends: next() returns nil")
    func endsAfterFailure() async throws {
        var iterator = SignalProducer<Int, TestError>(error: TestError("boom")).values.makeAsyncIterator()
        await #expect(throws: TestError("boom")) { try await iterator.next() }
        #expect(try await iterator.next() == nil)
        #expect(try await iterator.next() == nil)
    }

    @Test("an interruption of the producer ends the sequence after the values sent before it, throwing nothing")
    func interruptionEnds() async throws {
        let interrupted = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.send(value: 2)
            observer.sendInterrupted()
        }
        var iterator = interrupted.values.makeAsyncIterator()
        #expect(try await iterator.next() == 1)
        #expect(try await iterator.next() == 2)
        #expect(try await iterator.next() == nil)
    }

    @Test("materialize() first tells an interruption from a completion")
    func materializeTellsEndingsApart() async {
        let interrupted = SignalProducer<Int, TestError> { observer, _ in
            observer.send(value: 1)
            observer.sendInterrupted()
        }
        var events: [Signal<Int, TestError>.Event] = []
        for await event in interrupted.materialize().values {
            events.append(event)
        }
        #expect(events == [.value(1), .interrupted])
    }

    @Test("each iteration starts the producer once, in makeAsyncIterator(), and sees every value of its own start")
    func eachIterationStartsOnce() async {
        let starts = Shared(0)
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts.modify { $0 += 1 }
            observer.send(value: 10)
            observer.sendCompleted()
        }
        let sequence = producer.values
        #expect(starts.value == 0)
        var first = sequence.makeAsyncIterator()
        #expect(starts.value == 1)
        var second = sequence.makeAsyncIterator()
        #expect(starts.value == 2)
        #expect(await first.next() == 10)
        #expect(await first.next() == nil)
        #expect(await second.next() == 10)
        #expect(await second.next() == nil)
        #expect(starts.value == 2)
    }

    @Test("a value sent while a consumer waits goes to it, from another thread, and the iteration ends on completion")
    func valuesFromAnotherThread() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        var iterator = SignalProducer(signal).values.makeAsyncIterator()
        let channel = iterator.ownership.channel
        let sender = Thread {
            for number in 1...3 {
                while !channel.hasWaitingConsumer { Thread.sleep(forTimeInterval: 0.001) }
                input.send(value: number)
            }
            while !channel.hasWaitingConsumer { Thread.sleep(forTimeInterval: 0.001) }
            input.sendCompleted()
        }
        sender.start()
        var seen: [Int] = []
        while let number = await iterator.next() {
            seen.append(number)
        }
        #expect(seen == [1, 2, 3])
    }

    @Test("a thousand values sent from another thread all arrive, in order")
    func manyValuesAcrossThreads() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let sequence = SignalProducer(signal).values
        var iterator = sequence.makeAsyncIterator()
        let sender = Thread {
            for number in 0..<1_000 { input.send(value: number) }
            input.sendCompleted()
        }
        sender.start()
        var seen: [Int] = []
        while let number = await iterator.next() {
            seen.append(number)
        }
        #expect(seen == Array(0..<1_000))
    }
}
