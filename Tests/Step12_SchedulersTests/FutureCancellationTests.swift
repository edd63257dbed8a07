import Dispatch
import Testing
@testable import Step12_Schedulers

@Suite struct FutureCancellationTests {
    @Test("disposing a started future ends its lifetime and drops the late result")
    func cancelDropsResult() {
        var log: [String] = []
        var complete: Future<Int, Never>.Completion?
        let future = Future<Int, Never> { completion, lifetime in
            complete = completion
            lifetime.observeEnded { log.append("work cancelled") }
        }
        let disposable = future.start { log.append("result \($0)") }
        disposable.dispose()
        complete?(.success(1))
        #expect(log == ["work cancelled"])
        #expect(disposable.isDisposed)
    }

    @Test("completing ends the run's lifetime, after the result is delivered")
    func completionEndsLifetime() {
        var log: [String] = []
        let future = Future<Int, Never> { completion, lifetime in
            lifetime.observeEnded { log.append("lifetime ended") }
            completion(.success(1))
        }
        future.start { log.append("result \($0)") }
        #expect(log == ["result success(1)", "lifetime ended"])
    }

    @Test("cancelling a mapped future cancels the work it maps")
    func cancelMapped() {
        var cancelled = false
        var results: [Result<Int, Never>] = []
        let work = Future<Int, Never> { _, lifetime in
            lifetime.observeEnded { cancelled = true }
        }
        work.map { $0 + 1 }.start { results.append($0) }.dispose()
        #expect(cancelled)
        #expect(results.isEmpty)
    }

    @Test("cancelling a flatMapped future cancels the inner work once it has started")
    func cancelFlatMapped() {
        var log: [String] = []
        let outer = Future<Int, Never>(value: 1)
        let chained = outer.flatMap { value in
            Future<Int, Never> { _, lifetime in
                log.append("inner started with \(value)")
                lifetime.observeEnded { log.append("inner cancelled") }
            }
        }
        let disposable = chained.start { log.append("result \($0)") }
        disposable.dispose()
        #expect(log == ["inner started with 1", "inner cancelled"])
    }

    @Test("cancelling before the first future completes means the second one never starts")
    func cancelBeforeOuterCompletes() {
        var complete: Future<Int, Never>.Completion?
        var innerStarts = 0
        let outer = Future<Int, Never> { completion in complete = completion }
        let disposable = outer.flatMap { value -> Future<Int, Never> in
            innerStarts += 1
            return Future(value: value)
        }
        .start { _ in }
        disposable.dispose()
        complete?(.success(1))
        #expect(innerStarts == 0)
    }

    @Test("a result racing a cancellation on another thread is delivered at most once, without a data race (run it under the thread sanitizer)")
    func raceCancelAndComplete() {
        for _ in 0..<200 {
            var complete: Future<Int, Never>.Completion!
            let future = Future<Int, Never> { completion in complete = completion }
            let deliveries = Recorder<Int, Never>()
            let disposable = future.start { deliveries.record(.value($0.get())) }
            let completeNow = UncheckedTransfer(complete!)
            DispatchQueue.concurrentPerform(iterations: 2) { role in
                if role == 0 { disposable.dispose() } else { completeNow.value(.success(1)) }
            }
            #expect(deliveries.events.count <= 1)
        }
    }
}
