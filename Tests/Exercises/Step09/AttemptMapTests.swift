// The tests of exercise 9.4, `Exercises/Step09/AttemptMap.swift`.
// Check it with `swift run learn check 9.4`.

import Step08_Flattening
import Testing
@testable import Step09_Exercises

@Suite("Exercise 9.4: attemptMap and attempt")
struct Exercise09_04 {
    /// A digit becomes its number; anything else is not a number.
    static func parsed(_ text: String) -> Result<Int, MarbleError> {
        Int(text).map(Result.success) ?? .failure(MarbleError())
    }

    /// The same, as a function that throws a typed error.
    static func parse(_ text: String) throws(NamedError) -> Int {
        guard let number = Int(text) else { throw NamedError("not a number: \(text)") }
        return number
    }

    @Test("attemptMap sends each success, and fails at the first failure")
    func result() {
        #expect(MarbleScenario.checkedRun("-1-2-x-3|") { $0.attemptMap(Exercise09_04.parsed) } == "-1-2-#")
        #expect(MarbleScenario.checkedRun("-1-2|") { $0.attemptMap(Exercise09_04.parsed) } == "-1-2|")
    }

    @Test("failures and interruptions of the source pass as they are")
    func sourceEnds() {
        #expect(MarbleScenario.checkedRun("-1#") { $0.attemptMap(Exercise09_04.parsed) } == "-1#")
        #expect(MarbleScenario.checkedRun("-1!") { $0.attemptMap(Exercise09_04.parsed) } == "-1!")
    }

    @Test("after a failure, transform is never called again, and is let go")
    func stopsAfterFailure() {
        weak var weakTracked: Tracked?
        var calls: [String] = []
        let (texts, input) = Signal<String, MarbleError>.pipe()
        let checker = ContractChecker<Int, MarbleError>()
        do {
            let tracked = Tracked()
            weakTracked = tracked
            checker.observe(texts.attemptMap { text -> Result<Int, MarbleError> in
                _ = tracked
                calls.append(text)
                return Exercise09_04.parsed(text)
            })
        }
        input.send(value: "1")
        let isKeptWhileAlive = weakTracked != nil
        input.send(value: "x")
        input.send(value: "2")
        #expect(calls == ["1", "x"])
        #expect(checker.events == [.value(1), .failed(MarbleError())])
        #expect(isKeptWhileAlive)
        #expect(weakTracked == nil)
        expectNoViolations(checker)
    }

    @Test("a function that throws a typed error goes through Result(catching:), which keeps the error's type")
    func typedThrows() {
        let (texts, input) = Signal<String, NamedError>.pipe()
        let numbers: Signal<Int, NamedError> = texts.attemptMap { text in
            Result { () throws(NamedError) -> Int in try Exercise09_04.parse(text) }
        }
        let checker = ContractChecker<Int, NamedError>()
        checker.observe(numbers)
        input.send(value: "4")
        input.send(value: "four")
        #expect(checker.events == [.value(4), .failed(NamedError("not a number: four"))])
        expectNoViolations(checker)
    }

    @Test("attemptMap with a throwing closure, on a producer whose error type is Swift.Error")
    func untypedThrows() {
        struct Odd: Swift.Error {}
        let numbers = SignalProducer<Int, Swift.Error>([2, 4, 5, 6])
        let halves = numbers.attemptMap { number throws -> Int in
            guard number.isMultiple(of: 2) else { throw Odd() }
            return number / 2
        }
        var values: [Int] = []
        var failures = 0
        halves.start { event in
            switch event {
            case .value(let value): values.append(value)
            case .failed(let error): failures += error is Odd ? 1 : 100
            case .completed, .interrupted: break
            }
        }
        #expect(values == [1, 2])
        #expect(failures == 1)
    }

    @Test("attemptMap with a throwing closure, on a signal that cannot fail: the result can fail with any error")
    func throwsOnNever() {
        struct Negative: Swift.Error {}
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checked: Signal<Int, Swift.Error> = numbers.attemptMap { number in
            guard number >= 0 else { throw Negative() }
            return number
        }
        var values: [Int] = []
        var failures = 0
        checked.observe { event in
            switch event {
            case .value(let value): values.append(value)
            case .failed(let error): failures += error is Negative ? 1 : 100
            case .completed, .interrupted: break
            }
        }
        input.send(value: 1)
        input.send(value: -1)
        input.send(value: 2)
        #expect(values == [1])
        #expect(failures == 1)
    }

    @Test("attempt forwards each value its check accepts, and fails at the first it rejects")
    func attempt() {
        let nonEmpty = { (text: String) -> Result<(), MarbleError> in
            text == "x" ? .failure(MarbleError()) : .success(())
        }
        #expect(MarbleScenario.checkedRun("-a-b-x-c|") { $0.attempt(nonEmpty) } == "-a-b-#")
        let producer = SignalProducer<String, MarbleError>(["a", "b"]).attempt(nonEmpty)
        #expect(checkedEvents(of: producer) == [.value("a"), .value("b"), .completed])
    }

    @Test("a producer's attemptMap maps every start anew")
    func producer() {
        let texts = SignalProducer<String, MarbleError>(["1", "x", "2"])
        let numbers = texts.attemptMap(Exercise09_04.parsed)
        #expect(checkedEvents(of: numbers) == [.value(1), .failed(MarbleError())])
        #expect(checkedEvents(of: numbers) == [.value(1), .failed(MarbleError())])
        let halves = SignalProducer<Int, Never>([4]).attemptMap { number in number / 2 }
        var values: [Int] = []
        halves.startWithResult { result in values += (try? result.get()).map { [$0] } ?? [] }
        #expect(values == [2])
    }

    @Test("a failure from transform interrupts the start underneath")
    func failureInterruptsUpstream() {
        var log: [String] = []
        let texts = SignalProducer<String, MarbleError> { observer, lifetime in
            lifetime.observeEnded { log.append("upstream ended") }
            observer.send(value: "x")
            log.append("after x")
        }
        #expect(checkedEvents(of: texts.attemptMap(Exercise09_04.parsed)) == [.failed(MarbleError())])
        #expect(log == ["upstream ended", "after x"])
    }

    @Test("a failed mapping or check interrupts the producer's work at once: no more elements are pulled")
    func interruptsTheWork() {
        var pulled = 0
        let texts = SignalProducer<String, MarbleError>(["1", "x", "3", "4"].lazy.map { text -> String in
            pulled += 1
            return text
        })
        #expect(checkedEvents(of: texts.attemptMap(Exercise09_04.parsed)) == [.value(1), .failed(MarbleError())])
        #expect(pulled == 2, "attemptMap pulled \(pulled) elements; the failure at the second should stop the work")

        pulled = 0
        let isDigit = { (text: String) -> Result<(), MarbleError> in
            Int(text) == nil ? .failure(MarbleError()) : .success(())
        }
        #expect(checkedEvents(of: texts.attempt(isDigit)) == [.value("1"), .failed(MarbleError())])
        #expect(pulled == 2, "attempt pulled \(pulled) elements; the failure at the second should stop the work")

        let scenario = MarbleScenario()
        var workEndedAt: Int?
        let work = scenario.producer("-a-b-c|").on(disposed: { workEndedAt = scenario.currentTick })
        let failsOnB = work.attemptMap { $0 == "b" ? .failure(MarbleError()) : .success($0) }
        #expect(scenario.run(failsOnB) == "-a-#")
        #expect(workEndedAt == 3, "the work ended at the failure, tick 3")
    }

    @Test("disposing of a start of attempt interrupts it and the work underneath")
    func attemptDisposal() {
        let scenario = MarbleScenario()
        var workEnded = false
        let work = scenario.producer("-a-b|").on(disposed: { workEnded = true })
        #expect(scenario.run(work.attempt { _ in .success(()) }, disposingAt: 2) == "-a!")
        #expect(workEnded)
    }
}

// Step 9's `AttemptMapTests.overloadResolution` and
// `AttemptTests.overloadResolution`, for the forms this exercise writes
// (ReactiveSwift's: no typed throws).
extension Exercise09_04 {
    /// Parses a number, or throws an error of no type in particular, as most
    /// throwing functions do.
    static func parseUntyped(_ text: String) throws -> Int {
        try parse(text)
    }

    @Test("each closure a learner writes compiles and picks its form, with the result type that says which")
    func overloadResolution() {
        let namedErrors = Signal<String, NamedError>.never
        let swiftErrors = Signal<String, Swift.Error>.never
        let cannotFail = Signal<String, Never>.never

        // A closure that returns a Result: the Result form, whose error type
        // is the stream's.
        let a = namedErrors.attemptMap { text -> Result<Int, NamedError> in .success(text.count) }
        #expect(type(of: a) == Signal<Int, NamedError>.self)
        let b = namedErrors.attemptMap { Result<Int, NamedError>.success($0.count) }
        #expect(type(of: b) == Signal<Int, NamedError>.self)
        // A throwing closure on a Swift.Error stream: the throwing form.
        let c = swiftErrors.attemptMap { try Exercise09_04.parseUntyped($0) }
        #expect(type(of: c) == Signal<Int, Swift.Error>.self)
        // A closure that throws, written without saying so, is taken to
        // throw any Error: it fits a Swift.Error stream.
        let d = swiftErrors.attemptMap { text in
            guard let number = Int(text) else { throw NamedError("not a number: \(text)") }
            return number
        }
        #expect(type(of: d) == Signal<Int, Swift.Error>.self)
        // On a stream that cannot fail, a throwing closure, or one that does
        // not throw at all: the Never form, as in ReactiveSwift.
        let e = cannotFail.attemptMap { try Exercise09_04.parseUntyped($0) }
        #expect(type(of: e) == Signal<Int, Swift.Error>.self)
        let f = cannotFail.attemptMap { $0.count }
        #expect(type(of: f) == Signal<Int, Swift.Error>.self)
        // A typed error from a stream that cannot fail: promote it, then go
        // through Result(catching:).
        let g = cannotFail.promoteError(NamedError.self).attemptMap { text in
            Result { () throws(NamedError) -> Int in try Exercise09_04.parse(text) }
        }
        #expect(type(of: g) == Signal<Int, NamedError>.self)

        // The same calls on producers, started.
        let p = SignalProducer<String, NamedError>(value: "7")
        #expect(checkedEvents(of: p.attemptMap { text -> Result<Int, NamedError> in .success(text.count) }) == [.value(1), .completed])
        #expect(checkedEvents(of: p.attemptMap { text in Result { () throws(NamedError) -> Int in try Exercise09_04.parse(text) } }) == [.value(7), .completed])
        let q = SignalProducer<String, Swift.Error>(["7", "x"]).attemptMap { try Exercise09_04.parseUntyped($0) }
        #expect(type(of: q) == SignalProducer<Int, Swift.Error>.self)
        #expect(checkedEvents(of: q).map { $0.value ?? ($0.error is NamedError ? -1 : -2) } == [7, -1])
        let r = SignalProducer<String, Never>(["7", "x"]).attemptMap { try Exercise09_04.parseUntyped($0) }
        #expect(type(of: r) == SignalProducer<Int, Swift.Error>.self)
        #expect(checkedEvents(of: r).map { $0.value ?? ($0.error is NamedError ? -1 : -2) } == [7, -1])

        // attempt: the Result form, on signals and producers.
        let balances = SignalProducer<Int, NamedError>([10, -5])
        let checked = balances.attempt { $0 < 0 ? .failure(NamedError("overdrawn by \(-$0)")) : .success(()) }
        #expect(checkedEvents(of: checked) == [.value(10), .failed(NamedError("overdrawn by 5"))])
        let h = Signal<Int, NamedError>.never.attempt { _ in .success(()) }
        #expect(type(of: h) == Signal<Int, NamedError>.self)
    }
}
