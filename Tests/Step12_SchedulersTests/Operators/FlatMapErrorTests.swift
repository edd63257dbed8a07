import Testing
@testable import Step12_Schedulers

@Suite struct FlatMapErrorTests {
    /// Work that forwards a pipe's events and counts its starts and ends.
    private final class Work {
        let (source, input) = Signal<Int, TestError>.pipe()
        var starts = 0
        var ends = 0

        var producer: SignalProducer<Int, TestError> {
            SignalProducer { [self] observer, lifetime in
                starts += 1
                lifetime.observeEnded { self.ends += 1 }
                lifetime += source.observe(observer)
            }
        }
    }

    @Test("flatMapError forwards the values, then starts the replacement when the source fails and forwards its events")
    func replacesTheFailure() {
        let scenario = MarbleScenario()
        let replaced = scenario.signal("-a-b#").flatMapError { _ in scenario.producer("-c-d|") }
        #expect(scenario.run(replaced) == "-a-b-c-d|")
    }

    @Test("the transform receives the error after the values sent before it (ReactiveSwift's scenario)")
    func valuesBeforeTheFailure() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        var seenByTransform: (error: TestError, values: [Int])?
        checker.observe(
            numbers.flatMapError { error in
                seenByTransform = (error, checker.values)
                return SignalProducer(value: 2)
            }
        )
        input.send(value: 1)
        input.send(error: TestError("offline"))
        #expect(seenByTransform?.error == TestError("offline"))
        #expect(seenByTransform?.values == [1])
        #expect(checker.events == [.value(1), .value(2), .completed])
        expectNoViolations(checker)
    }

    @Test("a failure of the replacement is forwarded, not caught again; its interruption is forwarded too")
    func replacementEnds() {
        var calls = 0
        let failingTwice = SignalProducer<Int, TestError>(error: TestError("first")).flatMapError { _ in
            calls += 1
            return SignalProducer(error: TestError("second"))
        }
        #expect(checkedEvents(of: failingTwice) == [.failed(TestError("second"))])
        #expect(calls == 1)
        let scenario = MarbleScenario()
        #expect(scenario.run(scenario.signal("-a#").flatMapError { _ in scenario.producer("-b!") }) == "-a-b!")
    }

    @Test("completion and interruption are forwarded, and nothing is started")
    func otherTerminalEvents() {
        var calls = 0
        let replacement = { (_: MarbleError) -> SignalProducer<String, MarbleError> in
            calls += 1
            return SignalProducer(value: "x")
        }
        #expect(MarbleScenario.run("-a-b|") { $0.flatMapError(replacement) } == "-a-b|")
        #expect(MarbleScenario.run("-a!") { $0.flatMapError(replacement) } == "-a!")
        #expect(calls == 0)
    }

    @Test("the result takes the replacement's error type: a replacement that cannot fail gives a stream that cannot fail")
    func errorTypes() {
        let cannotFail = SignalProducer<Int, TestError>(error: TestError()).flatMapError { _ in SignalProducer<Int, Never>(value: 0) }
        #expect(type(of: cannotFail) == SignalProducer<Int, Never>.self)
        #expect(checkedEvents(of: cannotFail) == [.value(0), .completed])

        struct OtherError: Swift.Error, Equatable {}
        let (numbers, _) = Signal<Int, TestError>.pipe()
        let other = numbers.flatMapError { _ in SignalProducer<Int, OtherError>(error: OtherError()) }
        #expect(type(of: other) == Signal<Int, OtherError>.self)

        // ReactiveSwift's scenario: a replacement written `.init(value:)` is
        // found from the context, as a producer that cannot fail.
        let contextual = SignalProducer<Int, TestError>.empty.flatMapError { _ in .init(value: 0) }
        #expect(type(of: contextual) == SignalProducer<Int, Never>.self)
    }

    @Test("every start of a producer starts the work afresh, and the replacement after each failure")
    func everyStart() {
        var starts = 0
        var replacements = 0
        let work = SignalProducer<Int, TestError> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.send(error: TestError())
        }
        let caught = work.flatMapError { _ in
            replacements += 1
            return SignalProducer(value: 0)
        }
        #expect(checkedEvents(of: caught) == [.value(1), .value(0), .completed])
        #expect(checkedEvents(of: caught) == [.value(2), .value(0), .completed])
        #expect(starts == 2)
        #expect(replacements == 2)
    }

    @Test("disposing of a start while the work runs interrupts the work, and the replacement never starts")
    func disposalBeforeTheFailure() {
        let first = Work()
        let replacement = Work()
        let checker = ContractChecker<Int, TestError>()
        let start = checker.start(first.producer.flatMapError { _ in replacement.producer })
        first.input.send(value: 1)
        start.dispose()
        #expect(first.ends == 1)
        first.input.send(error: TestError())
        #expect(replacement.starts == 0)
        #expect(checker.events == [.value(1), .interrupted])
        expectNoViolations(checker)
    }

    @Test("disposing of a start while the replacement runs interrupts the replacement (ReactiveSwift's scenario)")
    func disposalDuringTheReplacement() {
        let first = Work()
        let replacement = Work()
        let checker = ContractChecker<Int, TestError>()
        let start = checker.start(first.producer.flatMapError { _ in replacement.producer })
        first.input.send(error: TestError())
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

    @Test("on a signal, a replacement that keeps nothing is released, and so interrupted, once it has started (ReactiveSwift's order)")
    func replacementThatKeepsNothing() {
        var log: [String] = []
        let (pages, input) = Signal<String, TestError>.pipe()
        let cache = SignalProducer<String, Never> { observer, lifetime in
            log.append("cache opened")
            lifetime.observeEnded { log.append("cache closed") }
            observer.send(value: "cached page")
        }
        let observation = pages.flatMapError { _ in cache }.observe { log.append("\($0)") }
        input.send(error: TestError())
        #expect(log == ["cache opened", "VALUE cached page", "INTERRUPTED", "cache closed"])
        observation?.dispose()
        #expect(log.count == 4)
    }

    @Test("on a signal, a replacement that keeps its input runs on when nobody observes the result, until it ends by itself (ReactiveSwift's)")
    func replacementThatKeepsItsInput() {
        let replacement = Work()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let observation = numbers.flatMapError { _ in replacement.producer }.observe { _ in }
        input.send(error: TestError())
        #expect(replacement.starts == 1)
        observation?.dispose()
        #expect(replacement.ends == 0)
        replacement.input.sendCompleted()
        #expect(replacement.ends == 1)
    }

    @Test("on a producer, the start holds the replacement: disposing it, or a take downstream, stops the replacement")
    func producerHoldsTheReplacement() {
        let replacement = Work()
        let start = SignalProducer<Int, TestError>(error: TestError()).flatMapError { _ in replacement.producer }.start()
        #expect(replacement.starts == 1)
        #expect(replacement.ends == 0)
        start.dispose()
        #expect(replacement.ends == 1)
    }

    @Test("a take after flatMapError stops the replacement at once, even while it starts: no more elements are pulled")
    func earlyTermination() {
        let replacement = Work()
        let checker = ContractChecker<Int, TestError>()
        checker.start(SignalProducer<Int, TestError>(error: TestError()).flatMapError { _ in replacement.producer }.take(first: 1))
        replacement.input.send(value: 1)
        #expect(replacement.ends == 1)
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)

        var pulled = 0
        let numbers = SignalProducer<Int, Never>((1...1000).lazy.map { number -> Int in
            pulled += 1
            return number
        })
        let taken = SignalProducer<Int, TestError>(error: TestError()).flatMapError { _ in numbers }.take(first: 2)
        #expect(checkedEvents(of: taken) == [.value(1), .value(2), .completed])
        #expect(pulled == 2)
    }

    @Test("once the source has failed, the transform is released; the replacement's end releases the rest")
    func releasesTheTransform() {
        final class Token {}
        weak var released: Token?
        // Held by the observer of the result, which the result keeps until
        // it ends: while the replacement runs, nothing else ends it.
        weak var observerToken: Token?
        var events: [Signal<Int, TestError>.Event] = []
        let replacement = Work()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        do {
            let token = Token()
            released = token
            let held = Token()
            observerToken = held
            numbers.flatMapError { _ in
                _ = token
                return replacement.producer
            }
            .observe { event in
                _ = held
                events.append(event)
            }
        }
        #expect(released != nil)
        input.send(error: TestError())
        #expect(released == nil)
        #expect(observerToken != nil, "released while the replacement runs")
        replacement.input.sendCompleted()
        #expect(replacement.ends == 1)
        // The replacement's completion is the result's: the result ends and
        // lets go of its observer at once.
        #expect(events == [.completed])
        #expect(observerToken == nil)
    }
}
