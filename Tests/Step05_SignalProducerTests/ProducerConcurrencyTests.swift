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
            guard waitUntil({ started.load(ordering: .acquiring) }) else {
                Issue.record("the producer's work never started")
                return
            }
            disposable?.dispose()
            // Disposing delivers interrupted before it returns.
            #expect(recorder.events.last == .interrupted)
            #expect(recorder.grammarViolation == nil)
            #expect(recorder.events.filter(\.isTerminating) == [.interrupted])
            #expect(lifetimeEnds.load(ordering: .relaxed) == 1)
        }
    }
}

/// Waits, for five seconds at most, until `condition` holds.
///
/// - Returns: Whether it held in time, so that a broken test fails instead
///   of hanging the whole run.
private func waitUntil(_ condition: () -> Bool) -> Bool {
    let deadline = DispatchTime.now() + .seconds(5)
    while !condition() {
        if DispatchTime.now() > deadline { return false }
    }
    return true
}
