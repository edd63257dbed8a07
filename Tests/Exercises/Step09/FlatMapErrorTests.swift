// The tests of exercise 9.2, `Exercises/Step09/FlatMapError.swift`.
// Check it with `swift run learn check 9.2`.

import Step08_Flattening
import Testing
@testable import Step09_Exercises

@Suite("Exercise 9.2: flatMapError")
struct Exercise09_02 {
    @Test("the Basic Operators guide's example: after First and Second, the failure is replaced by Default")
    func guideExample() {
        let (signal, input) = Signal<String, NamedError>.pipe()
        var printed: [String] = []
        SignalProducer(signal)
            .flatMapError { _ in SignalProducer<String, Never>(value: "Default") }
            .startWithValues { printed.append($0) }
        input.send(value: "First")
        #expect(printed == ["First"])
        input.send(value: "Second")
        #expect(printed == ["First", "Second"])
        input.send(error: NamedError("domain"))
        #expect(printed == ["First", "Second", "Default"])
    }

    @Test("on a failure, the replacement starts at once, and its events follow, however it ends")
    func replacement() {
        let scenario = MarbleScenario()
        let replacement = scenario.producer("-x-y|")
        #expect(scenario.checkedRun(scenario.signal("-a-#").flatMapError { _ in replacement }) == "-a--x-y|")
        let other = MarbleScenario()
        let failing = other.producer("-x#")
        #expect(other.checkedRun(other.signal("-a#").flatMapError { _ in failing }) == "-a-x#")
        let third = MarbleScenario()
        let interrupted = third.producer("x!")
        #expect(third.checkedRun(third.signal("-a#").flatMapError { _ in interrupted }) == "-ax!")
    }

    @Test("values, completion and interruption pass as they are, and the replacement is never made")
    func passesTheRest() {
        var calls = 0
        let replacement = SignalProducer<String, NamedError>(value: "x")
        #expect(MarbleScenario.checkedRun("-a-b|") { $0.flatMapError { _ in calls += 1; return replacement } } == "-a-b|")
        #expect(MarbleScenario.checkedRun("-a!") { $0.flatMapError { _ in calls += 1; return replacement } } == "-a!")
        #expect(calls == 0)
    }

    @Test("the transform gets the error, and the result has the replacement's error type")
    func errorTypes() {
        var errors: [NamedError] = []
        let failing = SignalProducer<Int, NamedError>(error: NamedError("first"))
        let replaced: SignalProducer<Int, Never> = failing.flatMapError { error in
            errors.append(error)
            return SignalProducer(value: 0)
        }
        #expect(checkedEvents(of: replaced) == [.value(0), .completed])
        #expect(errors == [NamedError("first")])
        let translated: SignalProducer<Int, NamedError> = failing.flatMapError { error in
            SignalProducer(error: NamedError("after \(error.name)"))
        }
        #expect(checkedEvents(of: translated) == [.failed(NamedError("after first"))])
    }

    @Test("a producer's flatMapError replaces the failure of every start anew")
    func producer() {
        var replacements = 0
        let failing = SignalProducer<Int, NamedError>([1]).concat(SignalProducer(error: NamedError("x")))
        let replaced = failing.flatMapError { _ -> SignalProducer<Int, NamedError> in
            replacements += 1
            return SignalProducer(value: replacements * 10)
        }
        #expect(checkedEvents(of: replaced) == [.value(1), .value(10), .completed])
        #expect(checkedEvents(of: replaced) == [.value(1), .value(20), .completed])
    }

    @Test("disposing of a start interrupts the start underneath before the failure, and the replacement after it")
    func disposal() {
        var log: [String] = []
        var failingInput: Signal<Int, NamedError>.Observer?
        let failing = SignalProducer<Int, NamedError> { observer, lifetime in
            failingInput = observer
            lifetime.observeEnded { log.append("source ended") }
        }
        let replacement = SignalProducer<Int, NamedError> { _, lifetime in
            log.append("replacement start")
            lifetime.observeEnded { log.append("replacement ended") }
        }
        let checker = ContractChecker<Int, NamedError>()
        let first = checker.start(failing.flatMapError { _ in replacement })
        first.dispose()
        #expect(log == ["source ended"])
        #expect(checker.events == [.interrupted])

        log = []
        let secondChecker = ContractChecker<Int, NamedError>()
        let second = secondChecker.start(failing.flatMapError { _ in replacement })
        failingInput?.send(error: NamedError("x"))
        second.dispose()
        #expect(Set(log) == ["source ended", "replacement start", "replacement ended"])
        #expect(log.last == "replacement ended")
        #expect(secondChecker.events == [.interrupted])
        expectNoViolations(checker)
        expectNoViolations(secondChecker)
    }

    @Test("a signal's replacement is interrupted when the output ends, and the transform is let go")
    func signalRelease() {
        weak var weakTracked: Tracked?
        var log: [String] = []
        let (signal, input) = Signal<Int, NamedError>.pipe()
        let checker = ContractChecker<Int, Never>()
        var observation: Disposable?
        do {
            let tracked = Tracked()
            weakTracked = tracked
            observation = checker.observe(signal.flatMapError { _ in
                _ = tracked
                return SignalProducer<Int, Never> { observer, lifetime in
                    lifetime.observeEnded { log.append("replacement ended") }
                    observer.send(value: 0)
                }
            })
        }
        let isKeptWhileAlive = weakTracked != nil
        input.send(error: NamedError("x"))
        #expect(isKeptWhileAlive)
        #expect(weakTracked == nil)
        #expect(checker.events == [.value(0)])
        #expect(log == [])
        observation?.dispose()
        #expect(log == ["replacement ended"])
        expectNoViolations(checker)
    }
}
