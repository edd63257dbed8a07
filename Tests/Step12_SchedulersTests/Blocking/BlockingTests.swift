import Foundation
import Testing
@testable import Step12_Schedulers

/// Compares results whose error is equatable.
private func same<Value: Equatable>(_ result: Result<Value, TestError>?, _ expected: Result<Value, TestError>?) -> Bool {
    switch (result, expected) {
    case (nil, nil): true
    case (.success(let a)?, .success(let b)?): a == b
    case (.failure(let a)?, .failure(let b)?): a == b
    default: false
    }
}

@Suite("Blocking: first(), single(), last(), wait()")
struct BlockingTests {
    /// A producer that sends `values`, then ends with `end`.
    private func producer(_ values: [Int], then end: Event<Int, TestError>) -> SignalProducer<Int, TestError> {
        SignalProducer { observer, _ in
            for value in values { observer.send(value: value) }
            observer.send(end)
        }
    }

    @Test("first(): the first value, the error before any value, or nil for none")
    func first() {
        #expect(same(producer([1, 2], then: .completed).first(), .success(1)))
        #expect(same(producer([], then: .completed).first(), nil))
        #expect(same(producer([], then: .failed(TestError())).first(), .failure(TestError())))
        #expect(same(producer([], then: .interrupted).first(), nil))
        #expect(same(producer([5], then: .failed(TestError())).first(), .success(5)))
    }

    @Test("first() interrupts the start as soon as the first value has come")
    func firstStopsTheWork() {
        var workLifetime: Lifetime?
        var sentAfter = false
        let result = SignalProducer<Int, TestError> { observer, lifetime in
            workLifetime = lifetime
            observer.send(value: 1)
            sentAfter = !lifetime.hasEnded
        }.first()
        #expect(same(result, .success(1)))
        #expect(workLifetime?.hasEnded == true)
        #expect(!sentAfter)
    }

    @Test("single(): the only value; nil for none or for two; the error; a value then interruption still counts")
    func single() {
        #expect(same(producer([7], then: .completed).single(), .success(7)))
        #expect(same(producer([], then: .completed).single(), nil))
        #expect(same(producer([1, 2], then: .completed).single(), nil))
        #expect(same(producer([1, 2, 3], then: .completed).single(), nil))
        #expect(same(producer([], then: .failed(TestError())).single(), .failure(TestError())))
        #expect(same(producer([1], then: .failed(TestError())).single(), .failure(TestError())))
        #expect(same(producer([1], then: .interrupted).single(), .success(1)))
        #expect(same(producer([], then: .interrupted).single(), nil))
    }

    @Test("single() gives up the start after the second value")
    func singleStopsAfterTwo() {
        var sent = 0
        let result = SignalProducer<Int, TestError> { observer, lifetime in
            for value in 1...10 where !lifetime.hasEnded {
                sent += 1
                observer.send(value: value)
            }
        }.single()
        #expect(same(result, nil))
        #expect(sent == 2)
    }

    @Test("last(): the last value, the error, nil for none or for an interruption")
    func last() {
        #expect(same(producer([1, 2], then: .completed).last(), .success(2)))
        #expect(same(producer([], then: .completed).last(), nil))
        #expect(same(producer([1], then: .failed(TestError())).last(), .failure(TestError())))
        #expect(same(producer([1, 2], then: .interrupted).last(), nil))
    }

    @Test("wait(): success on completion and on interruption, the error on failure")
    func wait() {
        #expect((try? producer([1, 2], then: .completed).wait().get()) != nil)
        #expect((try? producer([], then: .interrupted).wait().get()) != nil)
        switch producer([1], then: .failed(TestError("w"))).wait() {
        case .success: Issue.record("a failed producer waited to success")
        case .failure(let error): #expect(error == TestError("w"))
        }
    }

    @Test("first() waits for a value that comes later from another thread")
    func firstWaitsForAnotherThread() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let scheduler = QueueScheduler(name: "org.frp-book.tests.first-forwarding")
        let producer = SignalProducer(signal.observe(on: scheduler))
        let outcome = Gathered<Int?>()
        let transfer = UncheckedTransfer(producer)
        Thread { outcome.append(transfer.value.first()?.get()) }.start()
        Thread.sleep(forTimeInterval: 0.05)
        #expect(outcome.all.isEmpty)
        input.send(value: 1)
        #expect(outcome.wait(for: 1))
        #expect(outcome.all == [1])
    }

    @Test("single() waits for completion, not for the value")
    func singleWaitsForCompletion() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let producer = SignalProducer(signal)
        let outcome = Gathered<Int?>()
        let transfer = UncheckedTransfer(producer)
        Thread { outcome.append(transfer.value.single()?.get()) }.start()
        Thread.sleep(forTimeInterval: 0.05)
        input.send(value: 1)
        #expect(!outcome.wait(for: 1, seconds: 0.1))
        input.sendCompleted()
        #expect(outcome.wait(for: 1))
        #expect(outcome.all == [1])
    }

    @Test("a blocking call on another thread of a producer that observes on a QueueScheduler returns")
    func blockingOffTheQueueWorks() {
        let scheduler = QueueScheduler(name: "org.frp-book.tests.off-queue")
        let outcome = inTime(seconds: 10) {
            (
                SignalProducer<Int, Never>([1, 2, 3]).observe(on: scheduler).last()?.get(),
                SignalProducer<Int, Never>(value: 4).start(on: scheduler).first()?.get(),
                SignalProducer<Int, Never>(value: 5).lazyMap(on: scheduler) { $0 * 2 }.single()?.get()
            )
        }
        #expect(outcome?.0 == 3)
        #expect(outcome?.1 == 4)
        #expect(outcome?.2 == 10)
    }

    @Test("on one QueueScheduler's queue, blocking on a producer that hops to another scheduler works")
    func blockingOnAnotherQueueWorks() {
        let blocked = QueueScheduler(name: "org.frp-book.tests.blocked")
        let other = QueueScheduler(name: "org.frp-book.tests.delivering")
        let outcome = inTime(seconds: 10) {
            blocked.queue.sync { SignalProducer<Int, Never>(value: 1).observe(on: other).first()?.get() }
        }
        #expect(outcome == .some(1))
    }

    @Test("on a QueueScheduler's queue, a call whose result comes during the start does not stop")
    func finishedDuringTheStartDoesNotStop() {
        let scheduler = QueueScheduler(name: "org.frp-book.tests.finished")
        // observe(on:) is applied after the value has come: the result is in
        // before the call would wait.
        let outcome = inTime(seconds: 10) {
            scheduler.queue.sync {
                SignalProducer<Int, Never>(value: 1)
                    .flatMap(.merge) { value in SignalProducer<Int, Never>(value: value) }
                    .first()?.get()
            }
        }
        #expect(outcome == .some(1))
    }
}
