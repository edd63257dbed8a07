// The tests of exercise 9.2, `Exercises/Step09/FlatMapError.swift`.
// Check it with `swift run learn check 9.2`.

import Step08_Flattening
import Testing
@testable import Step09_Exercises

@Suite("Exercise 9.2: flatMapError")
struct Exercise09_02 {
    /// Work that forwards a pipe's events and counts its starts and ends.
    private final class Work {
        let (source, input) = Signal<Int, NamedError>.pipe()
        var starts = 0
        var ends = 0

        var producer: SignalProducer<Int, NamedError> {
            SignalProducer { [self] observer, lifetime in
                starts += 1
                lifetime.observeEnded { self.ends += 1 }
                lifetime += source.observe(observer)
            }
        }
    }

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

    @Test("a signal's replacement that keeps nothing is released, and so interrupted, once it has started; the transform is let go (ReactiveSwift's)")
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
        #expect(checker.events == [.value(0), .interrupted])
        #expect(log == ["replacement ended"])
        observation?.dispose()
        #expect(log == ["replacement ended"])
        expectNoViolations(checker)
    }

    @Test("a signal's replacement that keeps its input runs on when nobody observes the result, until it ends by itself (ReactiveSwift's)")
    func replacementThatKeepsItsInput() {
        let replacement = Work()
        let (numbers, input) = Signal<Int, NamedError>.pipe()
        let observation = numbers.flatMapError { _ in replacement.producer }.observe { _ in }
        input.send(error: NamedError("x"))
        #expect(replacement.starts == 1)
        observation?.dispose()
        #expect(replacement.ends == 0, "the replacement's own signal keeps it going until it ends")
        replacement.input.sendCompleted()
        #expect(replacement.ends == 1)
    }

    @Test("a producer's start holds the replacement: disposing of the start stops it")
    func producerHoldsTheReplacement() {
        let replacement = Work()
        let start = SignalProducer<Int, NamedError>(error: NamedError("x")).flatMapError { _ in replacement.producer }.start()
        #expect(replacement.starts == 1)
        #expect(replacement.ends == 0)
        start.dispose()
        #expect(replacement.ends == 1)
    }

    @Test("the transform receives the error after the values sent before it (ReactiveSwift's scenario)")
    func valuesBeforeTheFailure() {
        let (numbers, input) = Signal<Int, NamedError>.pipe()
        let checker = ContractChecker<Int, NamedError>()
        var seenByTransform: (error: NamedError, values: [Int])?
        checker.observe(
            numbers.flatMapError { error in
                seenByTransform = (error, checker.values)
                return SignalProducer(value: 2)
            }
        )
        input.send(value: 1)
        input.send(error: NamedError("offline"))
        #expect(seenByTransform?.error == NamedError("offline"))
        #expect(seenByTransform?.values == [1])
        #expect(checker.events == [.value(1), .value(2), .completed])
        expectNoViolations(checker)
    }

    @Test("disposing of a start while the replacement runs interrupts the replacement (ReactiveSwift's scenario)")
    func disposalDuringTheReplacement() {
        let first = Work()
        let replacement = Work()
        let checker = ContractChecker<Int, NamedError>()
        let start = checker.start(first.producer.flatMapError { _ in replacement.producer })
        first.input.send(error: NamedError("x"))
        #expect(first.ends == 1)
        #expect(replacement.starts == 1)
        replacement.input.send(value: 2)
        #expect(replacement.ends == 0)
        start.dispose()
        #expect(replacement.ends == 1)
        #expect(checker.events == [.value(2), .interrupted])
        expectNoViolations(checker)

        let scenario = MarbleScenario()
        let replaced = scenario.producer("-a#").flatMapError { _ in scenario.producer("-b-c|") }
        #expect(scenario.run(replaced, disposingAt: 4) == "-a-b!")
    }

    @Test("a take after flatMapError stops the replacement at once, even while it starts: no more elements are pulled")
    func earlyTermination() {
        let replacement = Work()
        let checker = ContractChecker<Int, NamedError>()
        checker.start(SignalProducer<Int, NamedError>(error: NamedError("x")).flatMapError { _ in replacement.producer }.take(first: 1))
        replacement.input.send(value: 1)
        #expect(replacement.ends == 1)
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)

        var pulled = 0
        let numbers = SignalProducer<Int, Never>((1...1000).lazy.map { number -> Int in
            pulled += 1
            return number
        })
        let taken = SignalProducer<Int, NamedError>(error: NamedError("x")).flatMapError { _ in numbers }.take(first: 2)
        #expect(checkedEvents(of: taken) == [.value(1), .value(2), .completed])
        #expect(pulled == 2, "the replacement went on after take(first: 2) had what it needed")
    }

    @Test("once the source has failed, the transform is released; the replacement's end releases the rest")
    func releasesTheTransform() {
        weak var weakTransformToken: Tracked?
        // Held by the observer of the result, which the result keeps until
        // it ends: while the replacement runs, nothing else ends it.
        weak var weakObserverToken: Tracked?
        var events: [Signal<Int, NamedError>.Event] = []
        let replacement = Work()
        let (numbers, input) = Signal<Int, NamedError>.pipe()
        do {
            let token = Tracked()
            weakTransformToken = token
            let held = Tracked()
            weakObserverToken = held
            numbers.flatMapError { _ in
                _ = token
                return replacement.producer
            }
            .observe { event in
                _ = held
                events.append(event)
            }
        }
        #expect(weakTransformToken != nil)
        input.send(error: NamedError("x"))
        #expect(weakTransformToken == nil)
        #expect(weakObserverToken != nil, "released while the replacement runs")
        replacement.input.sendCompleted()
        #expect(replacement.ends == 1)
        #expect(events == [.completed])
        #expect(weakObserverToken == nil)
    }
}
