import Foundation
import Synchronization
import Testing
@testable import Step12_Schedulers

@Suite struct ProducerConcurrencyTests {
    @Test("disposing a start from another thread while it sends: interrupted once, last, lifetime ended once")
    func disposeWhileSending() {
        for _ in 0..<50 {
            let lifetimeEnds = Atomic(0)
            let recorder = Recorder<Int, Never>()
            // Signalled once the sender has sent its first value, and once it
            // has stopped. Waiting on a semaphore leaves the processor to the
            // sender, where a spinning loop would compete with it.
            let sending = DispatchSemaphore(value: 0)
            let stopped = DispatchSemaphore(value: 0)
            let producer = SignalProducer<Int, Never> { observer, lifetime in
                lifetime.observeEnded { lifetimeEnds.add(1, ordering: .relaxed) }
                let send = UncheckedTransfer(observer)
                // A thread of its own, so the test does not depend on how busy
                // the shared dispatch queues are while other tests run.
                Thread {
                    for value in 0..<100_000 {
                        if lifetime.hasEnded { break }
                        send.value.send(value: value)
                        if value == 0 { sending.signal() }
                    }
                    stopped.signal()
                }
                .start()
            }
            let disposable = producer.start(recorder.record)
            guard sending.wait(timeout: .now() + 60) == .success else {
                Issue.record("the producer's work did not start within a minute")
                return
            }
            disposable.dispose()
            // If the sender was delivering a value, disposing did not wait for
            // it: the sender delivers interrupted when that delivery ends, and
            // then its loop sees the lifetime ended.
            guard stopped.wait(timeout: .now() + 60) == .success else {
                Issue.record("the producer's work did not notice the end of its lifetime within a minute")
                return
            }
            // Values the sender sent after the end were dropped.
            #expect(recorder.events.last == .interrupted)
            #expect(recorder.grammarViolation == nil)
            #expect(recorder.events.filter(\.isTerminating) == [.interrupted])
            #expect(lifetimeEnds.load(ordering: .relaxed) == 1)
        }
    }

    @Test("disposing a start from another thread does not wait for a delivery in progress; the delivering thread sends interrupted")
    func disposeDoesNotWaitForDelivery() {
        let lifetimeEnds = Atomic(0)
        let recorder = Recorder<Int, Never>()
        let delivering = DispatchSemaphore(value: 0)
        let mayFinish = DispatchSemaphore(value: 0)
        let senderFinished = DispatchSemaphore(value: 0)
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            lifetime.observeEnded { lifetimeEnds.add(1, ordering: .relaxed) }
            let send = UncheckedTransfer(observer)
            Thread {
                send.value.send(value: 0)
                send.value.send(value: 1)
                senderFinished.signal()
            }
            .start()
        }
        let disposable = producer.start { event in
            recorder.record(event)
            if event == .value(0) {
                delivering.signal()
                mayFinish.wait()
            }
        }
        guard delivering.wait(timeout: .now() + 60) == .success else {
            Issue.record("the first value was not delivered within a minute")
            return
        }
        let disposerReturned = DispatchSemaphore(value: 0)
        Thread {
            disposable.dispose()
            disposerReturned.signal()
        }
        .start()
        let returnedDuringDelivery = disposerReturned.wait(timeout: .now() + 5) == .success
        #expect(returnedDuringDelivery, "dispose() waited for the delivery in progress")
        #expect(lifetimeEnds.load(ordering: .relaxed) == 0)

        mayFinish.signal()
        #expect(senderFinished.wait(timeout: .now() + 60) == .success)
        // Value 1 came after the interruption: dropped.
        #expect(recorder.events == [.value(0), .interrupted])
        #expect(lifetimeEnds.load(ordering: .relaxed) == 1)
    }
}
