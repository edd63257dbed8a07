import Foundation
import Testing
@testable import Step12_Schedulers

// Re-entry through a deinit, for the inners flatten keeps waiting
// ===============================================================
//
// `flatten(.concat)` and `flatten(.concurrent(limit:))` keep the inners
// that wait for a place, and let go of them when the result ends. An inner
// producer is a closure, and what it holds may have a deinit that sends into
// the outer stream. The machine lives in a `Locked`, which lets go of what
// it replaces only after unlocking, so that send finds no lock held.

/// An inner that holds `value` until it is let go of, and never sends.
private func innerHolding(_ value: Reentrant) -> SignalProducer<Int, Never> {
    SignalProducer { _, _ in withExtendedLifetime(value) {} }
}

@Suite struct FlattenReentryTests {
    @Test(
        "a waiting inner let go of when the result ends may send into the outer stream from its deinit",
        arguments: [FlattenStrategy.concat, .concurrent(limit: 2)]
    )
    func waitingInnerReleased(strategy: FlattenStrategy) throws {
        let observed = try #require(inTime {
            let (outer, sendOuter) = Signal<SignalProducer<Int, Never>, Never>.pipe()
            let observation = outer.flatten(strategy).observe { _ in }
            sendOuter.send(value: .never)
            sendOuter.send(value: .never)
            sendOuter.send(value: innerHolding(Reentrant(1, onRelease: { sendOuter.send(value: .empty) })))
            let recorder = Recorder<Int, Never>()
            outer.map { _ in 1 }.observe(recorder.record)
            observation?.dispose()  // The waiting inner goes, and sends an inner.
            return recorder.values
        }, deadlockMessage)
        #expect(observed == [1])
    }
}

@Suite struct FlattenReentryConcurrencyTests {
    @Test(
        "waiting inners let go of on one thread send into the outer stream while another thread sends into it",
        arguments: [FlattenStrategy.concat, .concurrent(limit: 2)]
    )
    func waitingInnersReleasedWhileAnotherThreadSends(strategy: FlattenStrategy) throws {
        let counts = try #require(inTime {
            (0..<100).map { _ in
                let (outer, sendOuter) = Signal<SignalProducer<Int, Never>, Never>.pipe()
                let observation = outer.flatten(strategy).observe { _ in }
                sendOuter.send(value: .never)
                sendOuter.send(value: .never)
                for id in 1...5 {
                    sendOuter.send(value: innerHolding(Reentrant(id, onRelease: { sendOuter.send(value: .empty) })))
                }
                let recorder = Recorder<Int, Never>()
                outer.map { _ in 1 }.observe(recorder.record)
                runAtOnce(
                    { for _ in 0..<20 { sendOuter.send(value: .empty) } },
                    { observation?.dispose() }
                )
                return recorder.values.count
            }
        }, deadlockMessage)
        // Twenty from the other thread, five from the deinits, every round.
        #expect(counts.allSatisfy { $0 == 25 }, "inners sent into the outer stream, per round: \(counts)")
    }
}
