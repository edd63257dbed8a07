// The tests of exercise 4.4, `Exercises/Step04/FutureCancellation.swift`.
// Check it with `swift run learn check 4.4`. They use your `Lifetime` from
// exercise 4.3 (and your `CompositeDisposable` from 4.2).

import Dispatch
import Step03_Future
import Testing
@testable import Step04_Exercises

@Suite("Exercise 4.4: A future you can cancel")
struct Exercise04_04 {
    // MARK: start

    @Test("start runs the work, on every start and never before, and delivers its result")
    func startRunsTheWork() {
        var log: [String] = []
        let future = Future<Int, TestError> { completion, _ in
            log.append("work")
            completion(.success(1))
        }
        log.append("made")
        future.start { log.append("first start: \(Outcome($0))") }
        future.start { log.append("second start: \(Outcome($0))") }
        #expect(log == ["made", "work", "first start: success(1)", "work", "second start: success(1)"])
    }

    @Test("completing ends the run's lifetime, just after the result is delivered")
    func completionEndsLifetime() {
        var log: [String] = []
        let future = Future<Int, TestError> { completion, lifetime in
            lifetime.observeEnded { log.append("lifetime ended") }
            log.append("work")
            completion(.success(1))
        }
        future.start { log.append("result \(Outcome($0))") }
        #expect(log == ["work", "result success(1)", "lifetime ended"])
    }

    @Test("disposing a started future ends its lifetime, and a result that comes later is dropped")
    func cancelDropsResult() {
        var log: [String] = []
        var complete: Future<Int, TestError>.Completion?
        let future = Future<Int, TestError> { completion, lifetime in
            complete = completion
            lifetime.observeEnded { log.append("work cancelled") }
        }
        let disposable = future.start { log.append("result \(Outcome($0))") }
        log.append("started")
        disposable.dispose()
        complete?(.success(1))
        #expect(log == ["started", "work cancelled"])
        #expect(disposable.isDisposed == true)
    }

    @Test("a second result is dropped, and disposing after the result does nothing more")
    func atMostOneResult() {
        var log: [String] = []
        var complete: Future<Int, TestError>.Completion?
        let future = Future<Int, TestError> { completion, lifetime in
            complete = completion
            lifetime.observeEnded { log.append("lifetime ended") }
        }
        let disposable = future.start { log.append("result \(Outcome($0))") }
        complete?(.success(1))
        complete?(.success(2))
        disposable.dispose()
        #expect(log == ["result success(1)", "lifetime ended"])
    }

    @Test("each start has its own lifetime: cancelling one leaves the other running")
    func startsAreIndependent() {
        var log: [String] = []
        var completions: [Future<String, TestError>.Completion] = []
        let future = Future<String, TestError> { completion, lifetime in
            let number = completions.count + 1
            completions.append(completion)
            lifetime.observeEnded { log.append("run \(number) ended") }
        }
        let first = future.start { log.append("first got \(Outcome($0))") }
        future.start { log.append("second got \(Outcome($0))") }
        first.dispose()
        for completion in completions {
            completion(.success("done"))
        }
        #expect(log == ["run 1 ended", "second got success(\"done\")", "run 2 ended"])
    }

    @Test("a result that races a cancellation on another thread is delivered at most once, and the lifetime ends")
    func raceCancelAndComplete() {
        for _ in 0..<200 {
            var complete: Future<Int, Never>.Completion?
            let lifetimeEnded = Counter()
            let future = Future<Int, Never> { completion, lifetime in
                complete = completion
                lifetime.observeEnded { lifetimeEnded.increment() }
            }
            let deliveries = Counter()
            let disposable = future.start { _ in deliveries.increment() }
            let completeNow = UncheckedTransfer(complete)
            DispatchQueue.concurrentPerform(iterations: 2) { role in
                if role == 0 {
                    disposable.dispose()
                } else {
                    completeNow.value?(.success(1))
                }
            }
            let counts = (deliveries: deliveries.value, lifetimeEnded: lifetimeEnded.value)
            #expect(counts.deliveries <= 1)
            #expect(counts.lifetimeEnded == 1)
            if counts.deliveries > 1 || counts.lifetimeEnded != 1 { return }
        }
    }

    // MARK: map

    @Test("map transforms the value, and cancelling the mapped future cancels the work it maps")
    func mapPassesCancellationOn() {
        var log: [String] = []
        var complete: Future<Int, TestError>.Completion?
        let work = Future<Int, TestError> { completion, lifetime in
            log.append("work")
            complete = completion
            lifetime.observeEnded { log.append("work ended") }
        }
        let mapped = work.map { $0 + 1 }
        mapped.start { log.append("first start got \(Outcome($0))") }
        complete?(.success(1))
        let cancel = mapped.start { log.append("second start got \(Outcome($0))") }
        cancel.dispose()
        log.append("cancelled")
        complete?(.success(10))
        #expect(log == ["work", "first start got success(2)", "work ended", "work", "work ended", "cancelled"])
    }

    // MARK: flatMap

    @Test("flatMap delivers the second future's result, and cancelling it cancels the second future once it has started")
    func flatMapCancelsInner() {
        var log: [String] = []
        let user = Future<String, TestError> { completion, lifetime in
            log.append("fetch user")
            lifetime.observeEnded { log.append("user run ended") }
            completion(.success("ada"))
        }
        let avatar = user.flatMap { name in
            Future<String, TestError> { completion, lifetime in
                log.append("fetch avatar of \(name)")
                lifetime.observeEnded { log.append("avatar run ended") }
                _ = completion  // the avatar download is still running
            }
        }
        let cancel = avatar.start { log.append("result \(Outcome($0))") }
        log.append("cancel")
        cancel.dispose()
        // The user run ends once its result has been handled, and handling
        // it started the avatar download.
        #expect(log == ["fetch user", "fetch avatar of ada", "user run ended", "cancel", "avatar run ended"])
    }

    @Test("flatMap: cancelling before the first future delivers means the second one never starts")
    func flatMapCancelBeforeOuter() {
        var log: [String] = []
        var complete: Future<String, TestError>.Completion?
        let user = Future<String, TestError> { completion, lifetime in
            log.append("fetch user")
            complete = completion
            lifetime.observeEnded { log.append("user run ended") }
        }
        let avatar = user.flatMap { name -> Future<String, TestError> in
            log.append("transform \(name)")
            return Future(value: "\(name).png")
        }
        let cancel = avatar.start { log.append("result \(Outcome($0))") }
        cancel.dispose()
        complete?(.success("ada"))
        #expect(log == ["fetch user", "user run ended"])
    }

    @Test("flatMap delivers the result of the second future, or the failure of the first without calling the transform")
    func flatMapResults() {
        var log: [String] = []
        let chained = Future<String, TestError>(value: "ada").flatMap { name in
            Future<String, TestError>(value: name.uppercased())
        }
        let failed = Future<String, TestError>(error: TestError("no user")).flatMap { name -> Future<String, TestError> in
            log.append("transform \(name)")
            return Future(value: name)
        }
        chained.start { log.append("chained: \(Outcome($0))") }
        failed.start { log.append("failed: \(Outcome($0))") }
        #expect(log == ["chained: success(\"ADA\")", "failed: failure(TestError(no user))"])
    }
}
