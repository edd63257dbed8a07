import Foundation
import Testing
@testable import Step12_Schedulers

// Re-entry through a deinit, for the operators that keep values
// ==============================================================
//
// An operator that keeps a value (the running result of `scan`, the last
// values of `take(last:)`) lets go of it some day, and letting go of a value
// runs its deinit, which may run anything: here, a send into the chain's
// input. The operators of this chapter hold no lock of their own, and a
// signal lets go of an observer it removes only after unlocking; these tests
// pin that down. A value let go of *while the source is delivering to the
// operator* (the result `scan` replaces) cannot send into that same source:
// that is a recursive send, which the signal stops with its precondition.

/// An operator of this chapter that keeps the values it receives, observed.
struct KeepingOperator: CustomStringConvertible, Sendable {
    let description: String
    /// Applies the operator to `source` and observes the result.
    let observe: @Sendable (Signal<Reentrant, Never>) -> Disposable?

    /// Applies the same operator to `producer` and starts it.
    let start: @Sendable (SignalProducer<Reentrant, Never>) -> Disposable

    static let all: [KeepingOperator] = [
        KeepingOperator(description: "take(last:)", observe: { $0.take(last: 2).observe { _ in } }, start: { $0.take(last: 2).start() }),
        KeepingOperator(description: "collect()", observe: { $0.collect().observe { _ in } }, start: { $0.collect().start() }),
        KeepingOperator(description: "collect(count:)", observe: { $0.collect(count: 3).observe { _ in } }, start: { $0.collect(count: 3).start() }),
        KeepingOperator(
            description: "scan",
            observe: { $0.scan(into: [Reentrant]()) { $0.append($1) }.observe { _ in } },
            start: { $0.scan(into: [Reentrant]()) { $0.append($1) }.start() }
        ),
        KeepingOperator(
            description: "reduce",
            observe: { $0.reduce(into: [Reentrant]()) { $0.append($1) }.observe { _ in } },
            start: { $0.reduce(into: [Reentrant]()) { $0.append($1) }.start() }
        ),
        KeepingOperator(description: "skipRepeats", observe: { $0.skipRepeats().observe { _ in } }, start: { $0.skipRepeats().start() }),
        KeepingOperator(description: "uniqueValues", observe: { $0.uniqueValues().observe { _ in } }, start: { $0.uniqueValues().start() }),
        KeepingOperator(description: "combinePrevious", observe: { $0.combinePrevious().observe { _ in } }, start: { $0.combinePrevious().start() }),
    ]
}

@Suite struct ReentryTests {
    @Test(
        "a value an operator keeps is let go of, when its observation is disposed, with no lock held: its deinit can send into the source",
        arguments: KeepingOperator.all
    )
    func releaseOnDisposal(of keeping: KeepingOperator) throws {
        let observed = try #require(inTime {
            let (source, input) = Signal<Reentrant, Never>.pipe()
            let observation = keeping.observe(source)
            input.send(value: Reentrant(1, onRelease: { input.send(value: Reentrant(2)) }))
            let recorder = Recorder<Int, Never>()
            source.map(\.id).observe(recorder.record)
            observation?.dispose()  // The operator lets go of #1, whose deinit sends #2.
            return recorder.values
        }, deadlockMessage)
        #expect(observed == [2])
    }

    @Test(
        "a value a producer's operator keeps is let go of, when its start is disposed, with no lock held",
        arguments: KeepingOperator.all
    )
    func releaseOnStartDisposal(of keeping: KeepingOperator) throws {
        let observed = try #require(inTime {
            let (reentries, reenter) = Signal<Int, Never>.pipe()
            let recorder = Recorder<Int, Never>()
            reentries.observe(recorder.record)
            let producer = SignalProducer<Reentrant, Never> { observer, _ in
                observer.send(value: Reentrant(1, onRelease: { reenter.send(value: 2) }))
            }
            keeping.start(producer).dispose()  // The operator lets go of #1.
            return recorder.values
        }, deadlockMessage)
        #expect(observed == [2])
    }
}

@Suite struct ReentryConcurrencyTests {
    @Test(
        "a value let go of on one thread sends into the source while another thread sends into it: no deadlock",
        arguments: KeepingOperator.all
    )
    func releaseOnDisposalWhileAnotherThreadSends(of keeping: KeepingOperator) throws {
        let rounds = try #require(inTime {
            (0..<200).map { _ in
                let (source, input) = Signal<Reentrant, Never>.pipe()
                // Only #1 reaches the operator: the other thread's values
                // contend for the source, and never replace what it keeps.
                let observation = keeping.observe(source.filter { $0.id == 1 })
                input.send(value: Reentrant(1, onRelease: { input.send(value: Reentrant(2)) }))
                let recorder = Recorder<Int, Never>()
                source.map(\.id).filter { $0 == 2 }.observe(recorder.record)
                runAtOnce(
                    { for id in 3..<40 { input.send(value: Reentrant(id)) } },
                    { observation?.dispose() }
                )
                return recorder.values
            }
        }, deadlockMessage)
        #expect(rounds.allSatisfy { $0 == [2] }, "a round received \(rounds.first { $0 != [2] } ?? []) from the deinit, not [2]")
    }
}
