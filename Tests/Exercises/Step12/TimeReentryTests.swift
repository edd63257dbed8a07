// Tests of exercises 12.2 and 12.3 that share a scenario: a value a time
// operator holds is let go of at once when the start is disposed, with no
// lock held. They belong to each exercise's suite, so `swift run learn
// check 12.2` (or 12.3) runs them.

import Foundation
import Step11_Multicasting
import Testing
@testable import Step12_Exercises

/// A time operator that holds values until its scheduler runs.
struct HoldingTimeOperator: CustomStringConvertible, Sendable {
    let description: String
    let apply: @Sendable (SignalProducer<HeldValue, Never>, VirtualClock) -> SignalProducer<HeldValue, Never>

    static let delay = [
        HoldingTimeOperator(description: "delay") { $0.delay(1, on: $1) },
    ]
    static let debounce = [
        HoldingTimeOperator(description: "debounce") { $0.debounce(1, on: $1) },
        HoldingTimeOperator(description: "debounce, not discarding") { producer, clock in
            producer.debounce(1, on: clock, discardWhenCompleted: false)
        },
    ]
}

/// Starts `holding` over a producer of one value whose `deinit` uses the
/// clock and sends; disposes of the start before the clock runs.
///
/// - Returns: What the deinit sent by the time the disposal returned, and
///   the values received; `nil` on a hang.
private func disposeHolding(_ holding: HoldingTimeOperator) -> (reentered: [Int], received: [Int])? {
    inTime {
        let clock = VirtualClock()
        let (reentries, reenter) = Signal<Int, Never>.pipe()
        var reentered: [Int] = []
        reentries.observeValues { reentered.append($0) }
        let producer = SignalProducer<HeldValue, Never> { observer, _ in
            observer.send(value: HeldValue(1, onRelease: {
                clock.schedule {}  // takes the clock's lock
                reenter.send(value: 2)
            }))
        }
        var received: [Int] = []
        let start = holding.apply(producer, clock).startWithValues { received.append($0.id) }
        start.dispose()  // lets go of #1 before the clock ever runs
        let reenteredAtDisposal = reentered
        clock.advance(by: 5)
        return (reenteredAtDisposal, received)
    }
}

extension Exercise12_02 {
    @Test(
        "a value delay holds is let go of at once when the start is disposed, with no lock held: its deinit can use the scheduler and send",
        arguments: HoldingTimeOperator.delay
    )
    func releaseOnDisposal(of holding: HoldingTimeOperator) throws {
        let outcome = try #require(disposeHolding(holding), deadlockMessage)
        #expect(outcome.reentered == [2])
        #expect(outcome.received == [])
    }
}

extension Exercise12_03 {
    @Test(
        "a value debounce holds is let go of at once when the start is disposed, with no lock held: its deinit can use the scheduler and send",
        arguments: HoldingTimeOperator.debounce
    )
    func releaseOnDisposal(of holding: HoldingTimeOperator) throws {
        let outcome = try #require(disposeHolding(holding), deadlockMessage)
        #expect(outcome.reentered == [2])
        #expect(outcome.received == [])
    }
}
