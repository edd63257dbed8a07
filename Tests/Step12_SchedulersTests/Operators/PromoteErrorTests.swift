import Testing
@testable import Step12_Schedulers

@Suite struct PromoteErrorTests {
    @Test("promoteError sends the same events with the new error type")
    func sameEvents() {
        let (clicks, click) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(clicks.promoteError(TestError.self))
        click.send(value: 1)
        click.send(value: 2)
        click.sendCompleted()
        #expect(checker.events == [.value(1), .value(2), .completed])
        expectNoViolations(checker)

        let (others, other) = Signal<Int, Never>.pipe()
        let interrupted = ContractChecker<Int, TestError>()
        interrupted.observe(others.promoteError())
        other.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
        expectNoViolations(interrupted)
    }

    @Test("a promoted signal combines with one that can fail, which may then fail it")
    func combinesWithFailingSignals() {
        let (clicks, click) = Signal<Int, Never>.pipe()
        let (responses, respond) = Signal<String, TestError>.pipe()
        let checker = ContractChecker<String, TestError>()
        checker.observe(clicks.promoteError().combineLatest(with: responses).concatenated())
        click.send(value: 1)
        respond.send(value: "ok")
        respond.send(error: TestError("offline"))
        #expect(checker.events == [.value("1ok"), .failed(TestError("offline"))])
        expectNoViolations(checker)
    }

    @Test("promoting to Never itself is the same signal or producer")
    func sameTypeOverload() {
        let (clicks, _) = Signal<Int, Never>.pipe()
        let promoted: Signal<Int, Never> = clicks.promoteError()
        #expect(promoted === clicks)
        #expect(clicks.promoteError(Never.self) === clicks)
    }

    @Test("promoteError on producers promotes every start")
    func producers() {
        let cached = SignalProducer<String, Never>(value: "cached")
        let fresh = SignalProducer<String, TestError>(error: TestError("offline"))
        let merged = SignalProducer.merge(cached.promoteError(), fresh)
        #expect(checkedEvents(of: merged) == [.value("cached"), .failed(TestError("offline"))])
        #expect(checkedEvents(of: cached.promoteError(TestError.self)) == [.value("cached"), .completed])
        let same: SignalProducer<String, Never> = cached.promoteError()
        #expect(checkedEvents(of: same) == [.value("cached"), .completed])
    }
}
