// The tests of exercise 9.5, `Exercises/Step09/Materialize.swift`.
// Check it with `swift run learn check 9.5`. A result is drawn as its
// value for a success (`a`), and `X` for a failure.

import Step08_Flattening
import Testing
@testable import Step09_Exercises

@Suite("Exercise 9.5: materializeResults() and dematerializeResults()")
struct Exercise09_05 {
    /// A result as one character: the value of a success, `X` for a failure.
    static func drawn(_ result: Result<String, MarbleError>) -> String {
        switch result {
        case .success(let value): value
        case .failure: "X"
        }
    }

    /// A letter as a result: `X` is a failure, any other letter a success.
    static func result(_ letter: String) -> Result<String, MarbleError> {
        letter == "X" ? .failure(MarbleError()) : .success(letter)
    }

    @Test("materializeResults sends each value as a success, and a failure as a last value followed by completed")
    func materialize() {
        #expect(MarbleScenario.checkedRun("-a-b-#") { $0.materializeResults().map(Exercise09_05.drawn) } == "-a-b-(X|)")
        #expect(MarbleScenario.checkedRun("-a-b|") { $0.materializeResults().map(Exercise09_05.drawn) } == "-a-b|")
        #expect(MarbleScenario.checkedRun("-a!") { $0.materializeResults().map(Exercise09_05.drawn) } == "-a!")
    }

    @Test("the failure's error is kept in the result")
    func keepsTheError() {
        let (signal, input) = Signal<Int, NamedError>.pipe()
        var results: [Result<Int, NamedError>] = []
        signal.materializeResults().observeValues { results.append($0) }
        input.send(value: 1)
        input.send(error: NamedError("page 2"))
        #expect(results == [.success(1), .failure(NamedError("page 2"))])
    }

    @Test("dematerializeResults sends each success's value, and fails at the first failure")
    func dematerialize() {
        let scenario = MarbleScenario()
        let results = scenario.neverFailingSignal("-a-b-X-c|").map(Exercise09_05.result)
        #expect(scenario.checkedRun(results.dematerializeResults()) == "-a-b-#")
        let other = MarbleScenario()
        let ending = other.neverFailingSignal("-a-b!").map(Exercise09_05.result)
        #expect(other.checkedRun(ending.dematerializeResults()) == "-a-b!")
    }

    @Test("the two are inverses: a round trip gives back the events, failure included")
    func roundTrip() {
        let failing = SignalProducer<Int, NamedError>([1, 2]).concat(SignalProducer(error: NamedError("late")))
        let roundTrip = failing.materializeResults().dematerializeResults()
        #expect(checkedEvents(of: roundTrip) == [.value(1), .value(2), .failed(NamedError("late"))])
        #expect(checkedEvents(of: roundTrip) == [.value(1), .value(2), .failed(NamedError("late"))])
    }

    @Test("a materialized producer cannot fail: its failure is data, and each start ends with completed")
    func producerCannotFail() {
        let failing = SignalProducer<Int, NamedError>(error: NamedError("offline"))
        let materialized: SignalProducer<Result<Int, NamedError>, Never> = failing.materializeResults()
        var results: [Result<Int, NamedError>] = []
        var completions = 0
        materialized.start { event in
            switch event {
            case .value(let result): results.append(result)
            case .completed: completions += 1
            case .interrupted: break
            }
        }
        #expect(results == [.failure(NamedError("offline"))])
        #expect(completions == 1)
    }

    @Test("disposing of a start interrupts the start underneath, both ways")
    func disposal() {
        var log: [String] = []
        let producer = SignalProducer<Int, NamedError> { _, lifetime in
            lifetime.observeEnded { log.append("upstream ended") }
        }
        let materialized = ContractChecker<Result<Int, NamedError>, Never>()
        materialized.start(producer.materializeResults()).dispose()
        let roundTrip = ContractChecker<Int, NamedError>()
        roundTrip.start(producer.materializeResults().dematerializeResults()).dispose()
        #expect(materialized.events == [.interrupted])
        #expect(roundTrip.events == [.interrupted])
        #expect(log == ["upstream ended", "upstream ended"])
        expectNoViolations(materialized)
        expectNoViolations(roundTrip)
    }

    @Test("completion and interruption end the results without a value")
    func otherTerminalEvents() {
        #expect(checkedEvents(of: SignalProducer<Int, NamedError>(value: 1).materializeResults()) == [.value(.success(1)), .completed])
        let (numbers, input) = Signal<Int, NamedError>.pipe()
        let checker = ContractChecker<Result<Int, NamedError>, Never>()
        checker.observe(numbers.materializeResults())
        input.sendInterrupted()
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("after a failure, dematerializeResults stops observing its source at once")
    func dematerializeStopsObserving() {
        weak var weakTracked: Tracked?
        let (results, input) = Signal<Result<Int, NamedError>, Never>.pipe()
        var delivered = 0
        do {
            let tracked = Tracked()
            weakTracked = tracked
            results.map { result -> Result<Int, NamedError> in
                _ = tracked
                delivered += 1
                return result
            }
            .dematerializeResults()
            .observe { _ in }
        }
        input.send(value: .failure(NamedError("x")))
        #expect(weakTracked == nil, "the observation of the source is kept after the failure")
        input.send(value: .success(1))
        #expect(delivered == 1)
    }

    @Test("a failure interrupts the producer underneath at once: no more elements are pulled")
    func dematerializeInterruptsTheWork() {
        var pulled = 0
        let results: [Result<Int, NamedError>] = [.success(1), .failure(NamedError("x")), .success(2), .success(3)]
        let elements = results.lazy.map { result -> Result<Int, NamedError> in
            pulled += 1
            return result
        }
        let dematerialized = SignalProducer<Result<Int, NamedError>, Never>(elements).dematerializeResults()
        #expect(checkedEvents(of: dematerialized) == [.value(1), .failed(NamedError("x"))])
        #expect(pulled == 2, "dematerializeResults pulled \(pulled) elements; the failure at the second should stop the work")
        #expect(checkedEvents(of: dematerialized) == [.value(1), .failed(NamedError("x"))])
    }
}
