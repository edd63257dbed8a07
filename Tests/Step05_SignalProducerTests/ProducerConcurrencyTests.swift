import Foundation
import Synchronization
import Testing
@testable import Step05_SignalProducer

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
            // Disposing delivers interrupted before it returns.
            #expect(recorder.events.last == .interrupted)
            #expect(recorder.grammarViolation == nil)
            #expect(recorder.events.filter(\.isTerminating) == [.interrupted])
            #expect(lifetimeEnds.load(ordering: .relaxed) == 1)
            guard stopped.wait(timeout: .now() + 60) == .success else {
                Issue.record("the producer's work did not notice the end of its lifetime within a minute")
                return
            }
            // Values the sender sent after the end were dropped.
            #expect(recorder.events.last == .interrupted)
        }
    }
}
