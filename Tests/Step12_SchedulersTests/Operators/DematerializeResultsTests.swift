import Testing
@testable import Step12_Schedulers

@Suite struct DematerializeResultsTests {
    private typealias IntResult = Result<Int, TestError>

    @Test("dematerializeResults sends each success as a value (ReactiveSwift's scenario)")
    func successes() {
        let (results, input) = Signal<IntResult, Never>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(results.dematerializeResults())
        #expect(checker.events.isEmpty)
        input.send(value: .success(2))
        #expect(checker.values == [2])
        input.send(value: .success(4))
        #expect(checker.values == [2, 4])
        expectNoViolations(checker)
    }

    @Test("a failure fails the result at once (ReactiveSwift's scenario), and later results are ignored")
    func failure() {
        let (results, input) = Signal<IntResult, Never>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(results.dematerializeResults())
        input.send(value: .success(1))
        input.send(value: .failure(TestError("offline")))
        input.send(value: .success(2))
        #expect(checker.events == [.value(1), .failed(TestError("offline"))])
        expectNoViolations(checker)
    }

    @Test("the result completes or is interrupted when its source is")
    func sourceEnds() {
        let (results, input) = Signal<IntResult, Never>.pipe()
        let completed = ContractChecker<Int, TestError>()
        completed.observe(results.dematerializeResults())
        input.send(value: .success(1))
        input.sendCompleted()
        #expect(completed.events == [.value(1), .completed])
        expectNoViolations(completed)

        let (others, otherInput) = Signal<IntResult, Never>.pipe()
        let interrupted = ContractChecker<Int, TestError>()
        interrupted.observe(others.dematerializeResults())
        otherInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
        expectNoViolations(interrupted)
    }

    @Test("after a failure, it stops observing its source at once")
    func stopsObserving() {
        final class Token {}
        weak var released: Token?
        let (results, input) = Signal<IntResult, Never>.pipe()
        var delivered = 0
        do {
            let token = Token()
            released = token
            results.map { result -> IntResult in
                _ = token
                delivered += 1
                return result
            }
            .dematerializeResults()
            .observe { _ in }
        }
        input.send(value: .failure(TestError()))
        #expect(released == nil)
        input.send(value: .success(1))
        #expect(delivered == 1)
    }

    @Test("a failure interrupts the producer underneath at once: no more elements are pulled")
    func interruptsTheWork() {
        var pulled = 0
        let results: [IntResult] = [.success(1), .failure(TestError()), .success(2), .success(3)]
        let elements = results.lazy.map { result -> IntResult in
            pulled += 1
            return result
        }
        let dematerialized = SignalProducer<IntResult, Never>(elements).dematerializeResults()
        #expect(checkedEvents(of: dematerialized) == [.value(1), .failed(TestError())])
        #expect(pulled == 2)
        #expect(checkedEvents(of: dematerialized) == [.value(1), .failed(TestError())])
    }

    @Test("disposing of a start interrupts it and the work underneath")
    func disposal() {
        var workEnded = false
        let work = SignalProducer<IntResult, Never> { observer, lifetime in
            observer.send(value: .success(1))
            lifetime.observeEnded {
                _ = observer
                workEnded = true
            }
        }
        let checker = ContractChecker<Int, TestError>()
        let start = checker.start(work.dematerializeResults())
        start.dispose()
        #expect(workEnded)
        #expect(checker.events == [.value(1), .interrupted])
        expectNoViolations(checker)
    }
}
