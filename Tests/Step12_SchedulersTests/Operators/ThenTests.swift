import Testing
@testable import Step12_Schedulers

@Suite struct ThenTests {
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

    /// Draws what `first.then(replacement)` sends, both drawn as producers.
    private static func draw(_ first: String, then replacement: String) -> String {
        let scenario = MarbleScenario()
        return scenario.run(scenario.producer(first).then(scenario.producer(replacement)))
    }

    @Test("then ignores the first producer's values and starts the replacement when the first completes")
    func startsReplacementOnCompletion() {
        #expect(Self.draw("-a-b|", then: "-c|") == "-----c|")
        #expect(Self.draw("-a|", then: "(cd)-e|") == "--(cd)-e|")
    }

    @Test("the replacement does not start before the first producer completes (ReactiveSwift's scenario)")
    func replacementWaits() {
        let first = Work()
        let replacement = Work()
        let checker = ContractChecker<Int, TestError>()
        checker.start(first.producer.then(replacement.producer))
        first.input.send(value: 1)
        #expect(replacement.starts == 0)
        first.input.sendCompleted()
        #expect(replacement.starts == 1)
        #expect(checker.events.isEmpty)
        replacement.input.send(value: 2)
        #expect(checker.events == [.value(2)])
        replacement.input.sendCompleted()
        #expect(checker.events == [.value(2), .completed])
        expectNoViolations(checker)
    }

    @Test("a failure or an interruption of the first producer is forwarded at once, and the replacement never starts")
    func firstFailsOrIsInterrupted() {
        for (diagram, expected) in [("-a#", "--#"), ("-a!", "--!")] {
            let scenario = MarbleScenario()
            var replacementStarts = 0
            let replacement = scenario.producer("-c|").on(starting: { replacementStarts += 1 })
            #expect(scenario.run(scenario.producer(diagram).then(replacement)) == expected)
            #expect(replacementStarts == 0)
        }
    }

    @Test("the replacement's failure and interruption end the returned producer")
    func replacementFailsOrIsInterrupted() {
        #expect(Self.draw("|", then: "-c#") == "-c#")
        #expect(Self.draw("|", then: "-c!") == "-c!")
    }

    @Test("disposing of a start while the first producer runs interrupts it, and the replacement never starts")
    func disposalDuringFirst() {
        let first = Work()
        let replacement = Work()
        let checker = ContractChecker<Int, TestError>()
        let start = checker.start(first.producer.then(replacement.producer))
        start.dispose()
        #expect(first.ends == 1)
        first.input.sendCompleted()
        #expect(replacement.starts == 0)
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("disposing of a start while the replacement runs interrupts the replacement")
    func disposalDuringReplacement() {
        let first = Work()
        let replacement = Work()
        let checker = ContractChecker<Int, TestError>()
        let start = checker.start(first.producer.then(replacement.producer))
        first.input.sendCompleted()
        replacement.input.send(value: 1)
        #expect(replacement.ends == 0)
        start.dispose()
        #expect(replacement.ends == 1)
        #expect(checker.events == [.value(1), .interrupted])
        expectNoViolations(checker)
    }

    @Test("every start runs the first producer afresh, then the replacement")
    func everyStart() {
        var firstStarts = 0
        let first = SignalProducer<Int, Never>(value: 1).on(starting: { firstStarts += 1 })
        let both = first.then(SignalProducer<String, Never>(values: "a", "b"))
        #expect(checkedEvents(of: both) == [.value("a"), .value("b"), .completed])
        #expect(checkedEvents(of: both) == [.value("a"), .value("b"), .completed])
        #expect(firstStarts == 2)
    }

    @Test("a take after then interrupts the replacement's work at once")
    func earlyTermination() {
        let replacement = Work()
        let checker = ContractChecker<Int, TestError>()
        checker.start(SignalProducer<String, TestError>.empty.then(replacement.producer).take(first: 1))
        #expect(replacement.starts == 1)
        replacement.input.send(value: 1)
        #expect(replacement.ends == 1)
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }

    @Test("a replacement that sends everything while it starts runs to its end, even after a take has had enough, as in ReactiveSwift")
    func synchronousReplacementRunsToItsEnd() {
        var pulled = 0
        let numbers = SignalProducer<Int, Never>((1...1000).lazy.map { number -> Int in
            pulled += 1
            return number
        })
        let taken = SignalProducer<String, Never>.empty.then(numbers).take(first: 2)
        #expect(checkedEvents(of: taken) == [.value(1), .value(2), .completed])
        // ReactiveSwift starts the replacement with `start`, whose disposable
        // reaches the lifetime only when the start returns. `concat` starts
        // the next producer through `startWithSignal` and stops it at once.
        #expect(pulled == 1000)
    }

    @Test("each combination of error types picks one overload, with ReactiveSwift's result type")
    func overloads() {
        let a = SignalProducer<Int, Never>.empty.then(SignalProducer<Int, Never>.empty)
        #expect(type(of: a) == SignalProducer<Int, Never>.self)
        let b = SignalProducer<Int, Never>.empty.then(SignalProducer<Double, Never>.empty)
        #expect(type(of: b) == SignalProducer<Double, Never>.self)
        let c = SignalProducer<Int, Never>.empty.then(SignalProducer<Int, TestError>.empty)
        #expect(type(of: c) == SignalProducer<Int, TestError>.self)
        let d = SignalProducer<Int, Never>.empty.then(SignalProducer<Double, TestError>.empty)
        #expect(type(of: d) == SignalProducer<Double, TestError>.self)
        let e = SignalProducer<Int, TestError>.empty.then(SignalProducer<Int, TestError>.empty)
        #expect(type(of: e) == SignalProducer<Int, TestError>.self)
        let f = SignalProducer<Int, TestError>.empty.then(SignalProducer<Int, Never>.empty)
        #expect(type(of: f) == SignalProducer<Int, TestError>.self)
        let g = SignalProducer<Int, TestError>.empty.then(SignalProducer<Double, TestError>.empty)
        #expect(type(of: g) == SignalProducer<Double, TestError>.self)
        let h = SignalProducer<Int, TestError>.empty.then(SignalProducer<Double, Never>.empty)
        #expect(type(of: h) == SignalProducer<Double, TestError>.self)
    }

    @Test("a replacement written as .empty or .init(...) is found from the context (ReactiveSwift's scenarios)")
    func contextualReplacements() {
        let i: SignalProducer<Int, TestError> = SignalProducer<Int, TestError>.empty.then(.empty)
        let j = SignalProducer<Int, TestError>.empty.then(.init(result: Result<String, TestError>.success("")))
        let k: SignalProducer<Int, Never> = SignalProducer<Int, Never>.empty.then(.empty)
        let l = SignalProducer<Int, Never>.empty.then(.init(value: ""))
        let m = SignalProducer<Int, Never>.empty.then(.init(result: Result<String, TestError>.success("")))
        #expect(checkedEvents(of: i) == [.completed])
        #expect(checkedEvents(of: j) == [.value(""), .completed])
        #expect(checkedEvents(of: k) == [.completed])
        #expect(checkedEvents(of: l) == [.value(""), .completed])
        #expect(checkedEvents(of: m) == [.value(""), .completed])
        // Resolved by the `init(value:)` for producers that cannot fail, as
        // in ReactiveSwift.
        let n = SignalProducer<Int, TestError>.empty.then(.init(value: ""))
        #expect(checkedEvents(of: n) == [.value(""), .completed])
    }

    @Test("mixed error types behave alike: a failure on either side reaches the observer")
    func mixedErrorTypes() {
        let replacementFails = SignalProducer<Int, Never>(value: 1).then(SignalProducer<String, TestError>(error: TestError("b")))
        #expect(checkedEvents(of: replacementFails) == [.failed(TestError("b"))])
        let firstFails = SignalProducer<Int, TestError>(error: TestError("a")).then(SignalProducer<String, Never>(value: "x"))
        #expect(checkedEvents(of: firstFails) == [.failed(TestError("a"))])
        let neitherFails = SignalProducer<Int, TestError>.empty.then(SignalProducer<String, Never>(value: "x"))
        #expect(checkedEvents(of: neitherFails) == [.value("x"), .completed])
    }
}
