import Foundation
import Testing
@testable import Step12_Schedulers

// The time examples of the RACSignal walk-through and of the ReactiveCocoa
// book, replayed in virtual time
// =========================================================================
//
// The walk-through runs its examples on real queues and waits for them; here
// each runs on a `TestScheduler`, so a two-second wait takes no time at all,
// and each test checks what the example prints, and when.

@Suite struct WalkThroughTimeTests {
    /// The walk-through's `asyncSignal`: sends "start" at once, and "end"
    /// and its completion two seconds later.
    private func asyncSignal(on scheduler: TestScheduler) -> SignalProducer<String, TestError> {
        SignalProducer { observer, _ in
            observer.send(value: "start")
            scheduler.schedule(after: .seconds(2)) {
                observer.send(value: "end")
                observer.sendCompleted()
            }
        }
    }

    @Test("the two-second asyncSignal, replayed in virtual time: start at 0 s, end and completed at 2 s")
    func asyncSignalReplayed() {
        let scheduler = TestScheduler()
        var printed: [String] = []
        asyncSignal(on: scheduler).start { event in
            printed.append("\(virtualTime(of: scheduler)) s: \(event)")
        }
        scheduler.run()
        #expect(printed == ["0.0 s: VALUE start", "2.0 s: VALUE end", "2.0 s: COMPLETED"])
    }

    @Test("timeout: the asyncSignal with a timeout of one second prints only \"start\", and fails at 1 s")
    func timeoutPrintsOnlyStart() {
        struct TimedOut: Swift.Error, Equatable {}
        let scheduler = TestScheduler()
        var printed: [String] = []
        var failedAt: TimeInterval?
        asyncSignal(on: scheduler)
            .mapError { _ in TimedOut() }
            .timeout(after: 1, raising: TimedOut(), on: scheduler)
            .start { event in
                switch event {
                case .value(let value): printed.append("timeout -- \(value)")
                case .failed: failedAt = virtualTime(of: scheduler)
                case .completed, .interrupted: printed.append("unexpected \(event)")
                }
            }
        scheduler.run()
        #expect(printed == ["timeout -- start"])
        #expect(failedAt == 1)
    }

    @Test("sample: 1 at once and 2 at 1.8 s, sampled at 1, 1.5 and 2 s, prints 1, 1, 2")
    func timedSample() {
        let scheduler = TestScheduler()
        let numbers = SignalProducer<Int, Never> { observer, _ in
            observer.send(value: 1)
            scheduler.schedule(after: .milliseconds(1800)) { observer.send(value: 2) }
        }
        let sampler = SignalProducer<(), Never> { observer, _ in
            scheduler.schedule(after: .seconds(1)) { observer.send(value: ()) }
            scheduler.schedule(after: .milliseconds(1500)) { observer.send(value: ()) }
            scheduler.schedule(after: .seconds(2)) {
                observer.send(value: ())
                observer.sendCompleted()
            }
        }
        var printed: [String] = []
        numbers.sample(on: sampler).startWithValues { printed.append("sampler -- \($0) at \(virtualTime(of: scheduler)) s") }
        scheduler.run()
        #expect(printed == ["sampler -- 1 at 1.0 s", "sampler -- 1 at 1.5 s", "sampler -- 2 at 2.0 s"])
    }

    @Test("retry for ever: in virtual time, a second apart, the failing signal is subscribed to again and again without hanging")
    func infiniteRetry() {
        let scheduler = TestScheduler()
        var printed: [String] = []
        let signal = SignalProducer<Int, TestError> { observer, _ in
            printed.append("signal")
            observer.send(error: TestError())
        }
        let start = signal.retry(upTo: .max, interval: 1, on: scheduler).start { event in
            if case .value(let value) = event { printed.append("retry -- \(value)") }
        }
        scheduler.advance(by: .seconds(4))
        #expect(printed == Array(repeating: "signal", count: 5))
        start.dispose()  // the only way it ends
        scheduler.advance(by: .seconds(10))
        #expect(printed.count == 5)
    }

    /// What the user typed, and when: a burst, a pause, another burst.
    private func typing(on scheduler: TestScheduler) -> SignalProducer<String, Never> {
        SignalProducer { observer, _ in
            for (milliseconds, text) in [(0, "R"), (100, "Re"), (200, "Rea"), (1500, "Reac"), (1600, "React")] {
                scheduler.schedule(after: .milliseconds(milliseconds)) { observer.send(value: text) }
            }
            scheduler.schedule(after: .seconds(3)) { observer.sendCompleted() }
        }
    }

    @Test("throttle (the ReactiveCocoa book): values no more often than once per interval, the first at once")
    func bookThrottle() {
        let scheduler = TestScheduler()
        var printed: [String] = []
        typing(on: scheduler).throttle(0.5, on: scheduler)
            .startWithValues { printed.append("\(virtualTime(of: scheduler)) s: \($0)") }
        scheduler.run()
        #expect(printed == ["0.0 s: R", "0.5 s: Rea", "1.5 s: Reac", "2.0 s: React"])
    }

    @Test("debounce (the book's companion of throttle): a value only after a pause of the interval")
    func bookDebounce() {
        let scheduler = TestScheduler()
        var printed: [String] = []
        typing(on: scheduler).debounce(0.5, on: scheduler)
            .startWithValues { printed.append("\(virtualTime(of: scheduler)) s: \($0)") }
        scheduler.run()
        #expect(printed == ["0.7 s: Rea", "2.1 s: React"])
    }
}
