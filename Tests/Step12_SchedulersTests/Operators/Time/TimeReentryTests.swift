import Foundation
import Testing
@testable import Step12_Schedulers

/// A time operator that holds values until its scheduler runs, applied to
/// a producer of values whose deinit is observable.
struct HoldingTimeOperator: CustomStringConvertible, Sendable {
    let description: String
    let apply: @Sendable (SignalProducer<HeldValue, Never>, TestScheduler) -> SignalProducer<HeldValue, Never>

    static let all: [HoldingTimeOperator] = [
        HoldingTimeOperator(description: "delay") { $0.delay(1, on: $1) },
        HoldingTimeOperator(description: "throttle") { $0.throttle(1, on: $1) },
        HoldingTimeOperator(description: "debounce") { $0.debounce(1, on: $1) },
        HoldingTimeOperator(description: "debounce, not discarding") { producer, scheduler in
            producer.debounce(1, on: scheduler, discardWhenCompleted: false)
        },
        HoldingTimeOperator(description: "collect(every:)") { producer, scheduler in
            producer.collect(every: .seconds(1), on: scheduler).compactMap { $0.first }
        },
        HoldingTimeOperator(description: "throttle(while:)") { producer, scheduler in
            producer.throttle(while: Property(value: false), on: scheduler)
        },
    ]
}

@Suite struct TimeReentryTests {
    @Test(
        "a value a time operator holds is let go of at once when the start is disposed, with no lock held: its deinit can use the scheduler and send",
        arguments: HoldingTimeOperator.all
    )
    func releaseOnDisposal(of holding: HoldingTimeOperator) throws {
        let outcome = try #require(inTime {
            let scheduler = TestScheduler()
            let (reentries, reenter) = Signal<Int, Never>.pipe()
            var reentered: [Int] = []
            reentries.observeValues { reentered.append($0) }
            let producer = SignalProducer<HeldValue, Never> { observer, _ in
                observer.send(value: HeldValue(1, onRelease: {
                    scheduler.schedule {}  // takes the scheduler's lock
                    reenter.send(value: 2)
                }))
            }
            var received: [Int] = []
            let start = holding.apply(producer, scheduler).startWithValues { received.append($0.id) }
            start.dispose()  // lets go of #1 before the scheduler ever runs
            let reenteredAtDisposal = reentered
            scheduler.advance(by: .seconds(5))
            return (reenteredAtDisposal, received)
        }, deadlockMessage)
        #expect(outcome.0 == [2])
        #expect(outcome.1 == [])
    }
}
