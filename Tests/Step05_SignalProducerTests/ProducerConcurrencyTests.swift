import Dispatch
import Synchronization
import Testing
@testable import Step05_SignalProducer

@Suite struct ProducerConcurrencyTests {
    @Test("disposing a start from another thread while it sends: interrupted once, last, lifetime ended once")
    func disposeWhileSending() {
        for _ in 0..<50 {
            let lifetimeEnds = Atomic(0)
            let recorder = Recorder<Int, Never>()
            let started = Atomic(false)
            var disposable: Disposable?
            let producer = SignalProducer<Int, Never> { observer, lifetime in
                lifetime.observeEnded { lifetimeEnds.add(1, ordering: .relaxed) }
                let send = UncheckedTransfer(observer)
                DispatchQueue.global().async {
                    started.store(true, ordering: .releasing)
                    for value in 0..<10_000 {
                        if lifetime.hasEnded { break }
                        send.value.send(value: value)
                    }
                }
            }
            disposable = producer.start(recorder.record)
            while !started.load(ordering: .acquiring) {}
            disposable?.dispose()
            // Wait for the sender to notice.
            while recorder.events.last != .interrupted {}
            #expect(recorder.grammarViolation == nil)
            #expect(recorder.events.filter(\.isTerminating) == [.interrupted])
            #expect(lifetimeEnds.load(ordering: .relaxed) == 1)
        }
    }
}
