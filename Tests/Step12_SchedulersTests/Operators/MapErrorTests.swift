import Foundation
import Testing
@testable import Step12_Schedulers

@Suite struct MapErrorTests {
    /// An error of another type, to show that `mapError` changes the type.
    private enum LoadError: Swift.Error, Equatable {
        case offline(String)
    }

    @Test("mapError sends the values as they are and fails with the transformed error")
    func transformsTheError() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, LoadError>()
        checker.observe(numbers.mapError { LoadError.offline($0.name) })
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: TestError("timeout"))
        #expect(checker.events == [.value(1), .value(2), .failed(.offline("timeout"))])
        expectNoViolations(checker)
    }

    @Test("completion and interruption pass as they are, and the transform is never called")
    func forwardsOtherTerminalEvents() {
        var calls = 0
        let transform = { (error: TestError) -> LoadError in
            calls += 1
            return .offline(error.name)
        }
        #expect(MarbleScenario.run("-a-b|") { $0.mapError { _ in LoadError.offline("") } } == "-a-b|")
        #expect(MarbleScenario.run("-a!") { $0.mapError { _ in LoadError.offline("") } } == "-a!")
        #expect(checkedEvents(of: SignalProducer<Int, TestError>(values: 1, 2).mapError(transform)) == [.value(1), .value(2), .completed])
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, LoadError>()
        checker.observe(numbers.mapError(transform))
        input.sendInterrupted()
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
        #expect(calls == 0)
    }

    @Test("the transform runs once, when the failure arrives, on every start (ReactiveSwift's scenario)")
    func runsWhenTheFailureArrives() {
        let mapped = NSError(domain: "com.example.errors", code: 100)
        var calls = 0
        let (numbers, input) = Signal<Int, TestError>.pipe()
        var received: NSError?
        numbers
            .mapError { _ -> NSError in
                calls += 1
                return mapped
            }
            .observeFailed { received = $0 }
        #expect(received == nil)
        input.send(value: 1)
        #expect(calls == 0)
        input.send(error: TestError())
        #expect(received == mapped)
        #expect(calls == 1)

        let failing = SignalProducer<Int, TestError>(error: TestError("a")).mapError { _ -> NSError in
            calls += 1
            return mapped
        }
        #expect(checkedEvents(of: failing) == [.failed(mapped)])
        #expect(checkedEvents(of: failing) == [.failed(mapped)])
        #expect(calls == 3)
    }

    @Test("the error type changes: a mapped stream combines with streams of the new error type")
    func changesTheErrorType() {
        let (numbers, numbersInput) = Signal<Int, TestError>.pipe()
        let (letters, lettersInput) = Signal<String, LoadError>.pipe()
        let combined = numbers.mapError { LoadError.offline($0.name) }.combineLatest(with: letters)
        #expect(type(of: combined) == Signal<(Int, String), LoadError>.self)
        let checker = ContractChecker<(Int, String), LoadError>()
        checker.observe(combined)
        numbersInput.send(value: 1)
        lettersInput.send(value: "a")
        numbersInput.send(error: TestError("timeout"))
        #expect(checker.events.map(\.value?.0) == [1, nil])
        #expect(checker.events.last?.error == .offline("timeout"))
        expectNoViolations(checker)
    }

    @Test("disposing of a start interrupts it and the work underneath")
    func disposal() {
        let scenario = MarbleScenario()
        var workEnded = false
        let work = scenario.producer("-a-b-c|").on(disposed: { workEnded = true })
        #expect(scenario.run(work.mapError { _ in LoadError.offline("") }, disposingAt: 2) == "-a!")
        #expect(workEnded)
    }

    @Test("when the mapped signal ends, it stops observing its source and releases the transform")
    func releasesOnTermination() {
        final class Token {}
        weak var released: Token?
        let (numbers, input) = Signal<Int, TestError>.pipe()
        do {
            let token = Token()
            released = token
            numbers.mapError { error -> LoadError in
                _ = token
                return .offline(error.name)
            }
            .observe { _ in }
        }
        #expect(released != nil)
        input.send(error: TestError())
        #expect(released == nil)
    }
}
