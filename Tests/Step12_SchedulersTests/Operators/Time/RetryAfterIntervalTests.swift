import Foundation
import Testing
@testable import Step12_Schedulers

@Suite struct RetryAfterIntervalTests {
    /// A producer that notes the virtual time of each attempt, sends the
    /// attempt's number, and fails, except from attempt `succeedingAt` on,
    /// where it completes.
    private func attempts(
        on scheduler: TestScheduler,
        succeedingAt success: Int = .max,
        noting times: @escaping (TimeInterval) -> Void
    ) -> SignalProducer<Int, TestError> {
        var count = 0
        return SignalProducer { observer, _ in
            count += 1
            times(virtualTime(of: scheduler))
            observer.send(value: count)
            if count >= success {
                observer.sendCompleted()
            } else {
                observer.send(error: TestError("attempt \(count)"))
            }
        }
    }

    @Test("retry(upTo:interval:on:) starts the work again interval seconds after each failure; the last failure goes on at once")
    func retriesAfterInterval() {
        let scheduler = TestScheduler()
        var startTimes: [TimeInterval] = []
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        attempts(on: scheduler) { startTimes.append($0) }
            .retry(upTo: 2, interval: 5, on: scheduler)
            .start(recorder.observer)
        #expect(recorder.events == [at(0, .value(1))])
        scheduler.advance(by: .seconds(4))
        #expect(startTimes == [0])
        scheduler.run()
        #expect(startTimes == [0, 5, 10])
        #expect(recorder.events == [
            at(0, .value(1)), at(5, .value(2)), at(10, .value(3)), at(10, .failed(TestError("attempt 3"))),
        ])
    }

    @Test("an attempt that completes ends it all")
    func completionEnds() {
        let scheduler = TestScheduler()
        var startTimes: [TimeInterval] = []
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        attempts(on: scheduler, succeedingAt: 2) { startTimes.append($0) }
            .retry(upTo: 5, interval: 1, on: scheduler)
            .start(recorder.observer)
        scheduler.run()
        #expect(startTimes == [0, 1])
        #expect(recorder.events == [at(0, .value(1)), at(1, .value(2)), at(1, .completed)])
    }

    @Test("zero retries is the producer itself: the failure goes on at once")
    func zeroRetries() {
        let scheduler = TestScheduler()
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        attempts(on: scheduler) { _ in }.retry(upTo: 0, interval: 1, on: scheduler).start(recorder.observer)
        #expect(recorder.events == [at(0, .value(1)), at(0, .failed(TestError("attempt 1")))])
    }

    @Test("disposing a start during the wait cancels the next attempt and interrupts at once")
    func disposalDuringWait() {
        let scheduler = TestScheduler()
        var startTimes: [TimeInterval] = []
        let recorder = TimedRecorder<Int, TestError>(scheduler)
        let start = attempts(on: scheduler) { startTimes.append($0) }
            .retry(upTo: 3, interval: 2, on: scheduler)
            .start(recorder.observer)
        scheduler.advance(by: .seconds(1))
        start.dispose()
        #expect(recorder.events == [at(0, .value(1)), at(1, .interrupted)])
        scheduler.run()
        #expect(startTimes == [0])
    }

    @Test("each start counts its own retries")
    func retriesPerStart() {
        let scheduler = TestScheduler()
        var startTimes: [TimeInterval] = []
        let retried = attempts(on: scheduler) { startTimes.append($0) }.retry(upTo: 1, interval: 1, on: scheduler)
        retried.start()
        scheduler.advance(by: .seconds(10))
        retried.start()
        scheduler.advance(by: .seconds(10))
        #expect(startTimes == [0, 1, 10, 11])  // the second start retries once too
    }
}
