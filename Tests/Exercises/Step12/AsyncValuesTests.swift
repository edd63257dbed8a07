// The tests of exercise 12.6, `Exercises/Step12/AsyncValues.swift`.
// Check it with `swift run learn check 12.6`.

import Foundation
import Step11_Multicasting
import Testing
@testable import Step12_Exercises

/// A producer that sends nothing until its input does, and counts its
/// starts and their disposals.
private final class WatchedSource: @unchecked Sendable {
    let signal: Signal<Int, NamedError>
    let input: Signal<Int, NamedError>.Observer
    private let lock = NSLock()
    private var startCount = 0
    private var disposalCount = 0

    init() {
        (signal, input) = Signal<Int, NamedError>.pipe()
    }

    var producer: SignalProducer<Int, NamedError> {
        SignalProducer { [self] observer, lifetime in
            lock.withLock { startCount += 1 }
            lifetime.observeEnded { [self] in lock.withLock { disposalCount += 1 } }
            lifetime += signal.observe(observer)
        }
    }

    var starts: Int { lock.withLock { startCount } }
    var disposals: Int { lock.withLock { disposalCount } }
}

/// Waits, up to five seconds, until `condition` holds.
private func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<500 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}

@Suite("Exercise 12.6: a producer's values as an AsyncSequence")
struct Exercise12_06 {
    @Test("for await over a producer that cannot fail: every value, in order, then the loop ends (no try needed)")
    func neverFailing() async {
        var received: [Int] = []
        for await number in SignalProducer<Int, Never>([1, 2, 3]).values {
            received.append(number)
        }
        #expect(received == [1, 2, 3])
    }

    @Test("a failing producer: the values sent before, then its own error, thrown with its type")
    func typedFailure() async {
        let producer = SignalProducer<Int, NamedError>([1, 2]).concat(error: NamedError("offline"))
        var received: [Int] = []
        var caught: NamedError?
        do throws(NamedError) {
            for try await number in producer.values {
                received.append(number)
            }
        } catch {
            caught = error  // a NamedError, not an `any Error`
        }
        #expect(received == [1, 2])
        #expect(caught == NamedError("offline"))
    }

    @Test("the sequence's Failure is the producer's Error")
    func failureType() {
        #expect(SignalProducer<Int, NamedError>.AsyncValues.Failure.self == NamedError.self)
        #expect(SignalProducer<Int, Never>.AsyncValues.Failure.self == Never.self)
    }

    @Test("an interrupted producer ends the sequence, after its values, without throwing")
    func interruption() async throws {
        let producer = SignalProducer<Int, NamedError> { observer, _ in
            observer.send(value: 1)
            observer.sendInterrupted()
        }
        var received: [Int] = []
        for try await number in producer.values {
            received.append(number)
        }
        #expect(received == [1])
    }

    @Test("making the sequence starts nothing; each iteration is one start")
    func oneStartPerIteration() async throws {
        let source = WatchedSource()
        let values = source.producer.values
        #expect(source.starts == 0)
        var first = values.makeAsyncIterator()
        var second = values.makeAsyncIterator()
        #expect(source.starts == 2)
        source.input.send(value: 1)
        let firstValue = try await first.next()
        let secondValue = try await second.next()
        #expect(firstValue == 1)
        #expect(secondValue == 1)
        source.input.sendCompleted()
        let firstEnd = try await first.next()
        let secondEnd = try await second.next()
        #expect(firstEnd == nil)
        #expect(secondEnd == nil)
    }

    @Test("values sent from another thread while the task waits: all of them, in order, nothing twice")
    func fromAnotherThread() async throws {
        let source = WatchedSource()
        let values = source.producer.values
        var iterator = values.makeAsyncIterator()
        let input = UncheckedTransfer(source.input)
        Thread {
            for number in 1...2000 {
                input.value.send(value: number)
            }
            input.value.sendCompleted()
        }.start()
        var received: [Int] = []
        while let number = try await iterator.next() {
            received.append(number)
        }
        #expect(received == Array(1...2000))
    }

    @Test("breaking out of the loop disposes the start")
    func breakDisposes() async throws {
        let source = WatchedSource()
        var received: [Int] = []
        do {
            var iterator = source.producer.values.makeAsyncIterator()
            source.input.send(value: 1)
            source.input.send(value: 2)
            source.input.send(value: 3)
            while let number = try await iterator.next() {
                received.append(number)
                if number == 2 { break }
            }
        }
        #expect(received == [1, 2])
        #expect(source.starts == 1)
        #expect(await eventually { source.disposals == 1 })
    }

    @Test("cancelling the iterating task disposes the start, and the waiting next() returns nil")
    func cancellationDisposes() async {
        let source = WatchedSource()
        let received = LockedList<Int>()
        let values = source.producer.values
        let consumer = Task {
            do {
                for try await number in values {
                    received.append(number)
                }
                return "ended"
            } catch {
                return "threw \(error)"
            }
        }
        #expect(await eventually { source.starts == 1 })
        source.input.send(value: 1)
        #expect(await eventually { received.all == [1] })
        consumer.cancel()
        #expect(await consumer.value == "ended")
        #expect(source.disposals == 1)
        source.input.send(value: 2)
        #expect(received.all == [1])
    }

    @Test("a task cancelled before it iterates: the start is disposed of at once, and the loop ends")
    func cancelledBeforehand() async throws {
        let source = WatchedSource()
        let values = source.producer.values
        let consumer = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var count = 0
            for try await _ in values {
                count += 1
            }
            return count
        }
        #expect(try await consumer.value == 0)
        #expect(source.starts == 1)
        #expect(source.disposals == 1)
    }

    @Test("letting go of the iterator disposes the start and lets go of the values buffered")
    func bufferReleased() async {
        let released = Flag()
        let (signal, input) = Signal<HeldValue, Never>.pipe()
        var iterator = SignalProducer(signal).values.makeAsyncIterator()
        input.send(value: HeldValue(1))
        input.send(value: HeldValue(2, onRelease: released.set))
        let first = await iterator.next()
        #expect(first?.id == 1)
        #expect(!released.isSet)  // #2 waits in the buffer
        iterator = SignalProducer<HeldValue, Never>.empty.values.makeAsyncIterator()
        #expect(released.isSet)
        let end = await iterator.next()
        #expect(end == nil)
    }

    // From the step's own suites (AsyncValuesTests, AsyncValuesCancellationTests).

    @Test("after throwing its error, the iteration ends: next() returns nil")
    func endsAfterFailure() async throws {
        var iterator = SignalProducer<Int, NamedError>(error: NamedError("boom")).values.makeAsyncIterator()
        var caught: NamedError?
        do {
            _ = try await iterator.next()
        } catch {
            caught = error
        }
        #expect(caught == NamedError("boom"))
        let afterwards = try await iterator.next()
        #expect(afterwards == nil)
        let again = try await iterator.next()
        #expect(again == nil)
    }

    @Test("materialize() first tells an interruption from a completion")
    func materializeTellsEndingsApart() async {
        let interrupted = SignalProducer<Int, NamedError> { observer, _ in
            observer.send(value: 1)
            observer.sendInterrupted()
        }
        var events: [Signal<Int, NamedError>.Event] = []
        for await event in interrupted.materialize().values {
            events.append(event)
        }
        #expect(events == [.value(1), .interrupted])
    }

    @Test("a task cancelled before it asks: its first next() disposes the start and returns nil; the values buffered are dropped")
    func cancelledBeforeAsking() async throws {
        let disposed = Flag()
        let producer = SignalProducer<Int, NamedError> { observer, lifetime in
            lifetime.observeEnded { disposed.set() }
            observer.send(value: 1)
            observer.send(value: 2)
        }
        var iterator = producer.values.makeAsyncIterator()
        withUnsafeCurrentTask { $0?.cancel() }
        let first = try await iterator.next()
        #expect(first == nil)
        #expect(disposed.isSet)
        let second = try await iterator.next()
        #expect(second == nil)
    }

    @Test("a finished iteration has ended the start, and lets go of the value sent once the iterator goes")
    func finishedIterationReleasesEverything() async {
        let disposed = Flag()
        let released = Flag()
        var iterator: SignalProducer<HeldValue, Never>.AsyncValues.AsyncIterator?
        do {
            let value = HeldValue(7, onRelease: released.set)
            iterator = SignalProducer(value: value).on(disposed: { disposed.set() }).values.makeAsyncIterator()
        }
        let first = await iterator?.next()
        #expect(first?.id == 7)
        let end = await iterator?.next()
        #expect(end == nil)
        #expect(disposed.isSet)  // the completion ended the start
        _ = consume first
        iterator = nil
        #expect(released.isSet)
    }

    @Test("cancelling a task that iterates a producer sends interrupted through the producer, as a disposal does")
    func cancellationInterruptsTheProducer() async {
        let events = LockedList<Signal<Int, Never>.Event>()
        let started = Flag()
        let producer = SignalProducer<Int, Never> { observer, _ in
            observer.send(value: 1)
            started.set()
        }
        .on(event: { events.append($0) })
        let consumer = Task {
            var seen: [Int] = []
            for await value in producer.values { seen.append(value) }
            return seen
        }
        #expect(await eventually { started.isSet })
        consumer.cancel()
        _ = await consumer.value
        #expect(events.all == [.value(1), .interrupted])
    }
}
