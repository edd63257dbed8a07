import Testing
@testable import Step12_Schedulers

@Suite struct MaterializeTests {
    @Test("materialize sends every value as a value event, then completed as a value, then completes")
    func materializeCompletion() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Signal<Int, TestError>.Event, Never>()
        checker.observe(numbers.materialize())
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(checker.events == [.value(.value(1)), .value(.value(2)), .value(.completed), .completed])
        expectNoViolations(checker)
    }

    @Test("materialize sends a failure as a value, then completes")
    func materializeFailure() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Signal<Int, TestError>.Event, Never>()
        checker.observe(numbers.materialize())
        input.send(value: 2)
        input.send(error: TestError("offline"))
        #expect(checker.events == [.value(.value(2)), .value(.failed(TestError("offline"))), .completed])
        expectNoViolations(checker)
    }

    @Test("materialize sends an interruption as a value, then is interrupted")
    func materializeInterruption() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Signal<Int, TestError>.Event, Never>()
        checker.observe(numbers.materialize())
        input.sendInterrupted()
        #expect(checker.events == [.value(.interrupted), .interrupted])
        expectNoViolations(checker)
    }

    @Test("materialize sends each event as a value in the tick it happens")
    func materializeTiming() {
        func draw(_ event: Signal<String, MarbleError>.Event) -> String {
            switch event {
            case .value(let value): return value
            case .failed: return "F"
            case .completed: return "C"
            case .interrupted: return "I"
            }
        }
        #expect(MarbleScenario.run("-a-b|") { $0.materialize().map(draw) } == "-a-b(C|)")
        #expect(MarbleScenario.run("-a#") { $0.materialize().map(draw) } == "-a(F|)")
        #expect(MarbleScenario.run("--!") { $0.materialize().map(draw) } == "--(I!)")
    }

    @Test("a materialized producer sends the events of every start as values, and cannot fail")
    func materializeOnProducers() {
        let numbers: SignalProducer<Signal<Int, TestError>.Event, Never> =
            SignalProducer<Int, TestError>(values: 1, 2).materialize()
        #expect(checkedEvents(of: numbers) == [.value(.value(1)), .value(.value(2)), .value(.completed), .completed])
        #expect(checkedEvents(of: numbers) == [.value(.value(1)), .value(.value(2)), .value(.completed), .completed])
        let failing = SignalProducer<Int, TestError>(error: TestError()).materialize()
        #expect(checkedEvents(of: failing) == [.value(.failed(TestError())), .completed])
    }

    @Test("disposing a materialized start interrupts the start underneath, and the interruption arrives as a value first")
    func disposingInterruptsUpstream() {
        var upstreamEnded = false
        let upstream = SignalProducer<Int, TestError> { observer, lifetime in
            observer.send(value: 1)
            lifetime.observeEnded {
                _ = observer
                upstreamEnded = true
            }
        }
        let checker = ContractChecker<Signal<Int, TestError>.Event, Never>()
        let start = checker.start(upstream.materialize())
        start.dispose()
        #expect(upstreamEnded)
        // Disposing interrupts the start underneath first; its interruption
        // travels through materialize, as in ReactiveSwift.
        #expect(checker.events == [.value(.value(1)), .value(.interrupted), .interrupted])
        expectNoViolations(checker)
    }

    @Test("the latest materialized event is the value, then the failure")
    func materializeReifiesEventsSpec() {
        // ReactiveSwift's spec.
        var latest: Signal<Int, TestError>.Event?
        let (numbers, input) = Signal<Int, TestError>.pipe()
        numbers.materialize().observeValues { latest = $0 }
        input.send(value: 2)
        #expect(latest == .value(2))
        input.send(error: TestError())
        #expect(latest == .failed(TestError()))
    }

    @Test("when the source ends, the materialized signal ends and releases its observers")
    func releasesObservationOnTermination() {
        final class Token {}
        weak var released: Token?
        let (numbers, input) = Signal<Int, Never>.pipe()
        do {
            let token = Token()
            released = token
            numbers.materialize().observeValues { _ in _ = token }
        }
        #expect(released != nil)
        input.sendCompleted()
        #expect(released == nil)
    }
}
