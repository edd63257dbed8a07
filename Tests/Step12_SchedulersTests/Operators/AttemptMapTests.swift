import Testing
@testable import Step12_Schedulers

/// The error of the typed-throws examples.
private enum ParseError: Swift.Error, Equatable {
    case notANumber(String)
}

/// Parses a number, or throws a `ParseError`.
private func parse(_ text: String) throws(ParseError) -> Int {
    guard let number = Int(text) else { throw .notANumber(text) }
    return number
}

/// Parses a number, or throws an error of no type in particular, as most
/// throwing functions do (ReactiveSwift's specs use one like it).
private func parseUntyped(_ text: String) throws -> Int {
    try parse(text)
}

@Suite struct AttemptMapTests {
    @Test("attemptMap sends each success, fails with the first failure, and stops there")
    func resultForm() {
        var calls = 0
        let (texts, input) = Signal<String, ParseError>.pipe()
        let checker = ContractChecker<Int, ParseError>()
        checker.observe(
            texts.attemptMap { text -> Result<Int, ParseError> in
                calls += 1
                return Result { () throws(ParseError) in try parse(text) }
            }
        )
        input.send(value: "1")
        input.send(value: "two")
        input.send(value: "3")
        #expect(checker.events == [.value(1), .failed(.notANumber("two"))])
        #expect(calls == 2)
        expectNoViolations(checker)
    }

    @Test("the source's terminal events pass as they are")
    func terminalEvents() {
        let double = { (text: String) -> Result<String, MarbleError> in .success(text + text) }
        #expect(MarbleScenario.run("-a-b|", symbols: ["aa": "A", "bb": "B"]) { $0.attemptMap(double) } == "-A-B|")
        #expect(MarbleScenario.run("-a#", symbols: ["aa": "A"]) { $0.attemptMap(double) } == "-A#")
        #expect(MarbleScenario.run("-a!", symbols: ["aa": "A"]) { $0.attemptMap(double) } == "-A!")
    }

    @Test("ReactiveSwift's scenarios: mapped values upon success, the error of a failed mapping")
    func reactiveSwiftScenarios() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        var isEven: Bool?
        numbers.attemptMap { number -> Result<Bool, TestError> in .success(number % 2 == 0) }.observeResult { isEven = try? $0.get() }
        input.send(value: 1)
        #expect(isEven == false)
        input.send(value: 2)
        #expect(isEven == true)

        let (others, otherInput) = Signal<Int, TestError>.pipe()
        var error: TestError?
        others.attemptMap { _ -> Result<Bool, TestError> in .failure(TestError("mapping")) }.observeFailed { error = $0 }
        otherInput.send(value: 42)
        #expect(error == TestError("mapping"))
    }

    @Test("a closure that says throws(ParseError) keeps the stream's error type")
    func typedThrows() {
        let (texts, input) = Signal<String, ParseError>.pipe()
        let numbers = texts.attemptMap { (text) throws(ParseError) in try parse(text) }
        #expect(type(of: numbers) == Signal<Int, ParseError>.self)
        let checker = ContractChecker<Int, ParseError>()
        checker.observe(numbers)
        input.send(value: "1")
        input.send(value: "two")
        #expect(checker.events == [.value(1), .failed(.notANumber("two"))])
        expectNoViolations(checker)
    }

    @Test("a throwing closure on a Swift.Error stream fails with what it throws (ReactiveSwift's scenario)")
    func untypedThrows() {
        let (texts, input) = Signal<String, Swift.Error>.pipe()
        let numbers = texts.attemptMap { try parseUntyped($0) }
        #expect(type(of: numbers) == Signal<Int, Swift.Error>.self)
        var values: [Int] = []
        var error: ParseError?
        numbers.observe { event in
            switch event {
            case .value(let value): values.append(value)
            case .failed(let thrown): error = thrown as? ParseError
            case .completed, .interrupted: break
            }
        }
        input.send(value: "1")
        input.send(value: "two")
        #expect(values == [1])
        #expect(error == .notANumber("two"))
    }

    @Test("on a stream that cannot fail, a throwing closure gives a stream that fails with Swift.Error (ReactiveSwift's scenario)")
    func throwingFromNever() {
        let (texts, input) = Signal<String, Never>.pipe()
        let numbers = texts.attemptMap { try parseUntyped($0) }
        #expect(type(of: numbers) == Signal<Int, Swift.Error>.self)
        var results: [Int?] = []
        numbers.observeResult { results.append(try? $0.get()) }
        input.send(value: "2")
        input.send(value: "two")
        #expect(results == [2, nil])
    }

    @Test("each closure a learner writes compiles and picks its overload, with the result type that says which")
    func overloadResolution() {
        let parseErrors = Signal<String, ParseError>.never
        let swiftErrors = Signal<String, Swift.Error>.never
        let cannotFail = Signal<String, Never>.never

        // A closure that returns a Result: the Result form. The typed-throws
        // form would have sent the Results themselves as values.
        let a = parseErrors.attemptMap { text -> Result<Int, ParseError> in .success(text.count) }
        #expect(type(of: a) == Signal<Int, ParseError>.self)
        let b = parseErrors.attemptMap { Result<Int, ParseError>.success($0.count) }
        #expect(type(of: b) == Signal<Int, ParseError>.self)
        // A closure that says throws(ParseError): typed throws.
        let c = parseErrors.attemptMap { (text) throws(ParseError) in try parse(text) }
        #expect(type(of: c) == Signal<Int, ParseError>.self)
        // A throwing closure on a Swift.Error stream: ReactiveSwift's form.
        let d = swiftErrors.attemptMap { try parseUntyped($0) }
        #expect(type(of: d) == Signal<Int, Swift.Error>.self)
        // A closure that throws ParseError, written without saying so, is
        // taken to throw any Error: it fits a Swift.Error stream.
        let e = swiftErrors.attemptMap { text in
            guard let number = Int(text) else { throw ParseError.notANumber(text) }
            return number
        }
        #expect(type(of: e) == Signal<Int, Swift.Error>.self)
        // On a stream that cannot fail, a throwing closure, or one that does
        // not throw at all: ReactiveSwift's Never form, as in ReactiveSwift.
        let f = cannotFail.attemptMap { try parseUntyped($0) }
        #expect(type(of: f) == Signal<Int, Swift.Error>.self)
        let g = cannotFail.attemptMap { $0.count }
        #expect(type(of: g) == Signal<Int, Swift.Error>.self)
        // To keep a typed error from a stream that cannot fail, promote it.
        let h = cannotFail.promoteError(ParseError.self).attemptMap { (text) throws(ParseError) in try parse(text) }
        #expect(type(of: h) == Signal<Int, ParseError>.self)

        // The same calls on producers.
        let p = SignalProducer<String, ParseError>(value: "7")
        #expect(checkedEvents(of: p.attemptMap { text -> Result<Int, ParseError> in .success(text.count) }) == [.value(1), .completed])
        #expect(checkedEvents(of: p.attemptMap { (text) throws(ParseError) in try parse(text) }) == [.value(7), .completed])
        let q = SignalProducer<String, Swift.Error>(value: "7").attemptMap { try parseUntyped($0) }
        #expect(type(of: q) == SignalProducer<Int, Swift.Error>.self)
        let r = SignalProducer<String, Never>(value: "7").attemptMap { try parseUntyped($0) }
        #expect(type(of: r) == SignalProducer<Int, Swift.Error>.self)
    }

    @Test("every form works on producers, start after start")
    func producers() {
        let texts = SignalProducer<String, ParseError>(["1", "2", "three", "4"])
        let typed = texts.attemptMap { (text) throws(ParseError) in try parse(text) }
        #expect(checkedEvents(of: typed) == [.value(1), .value(2), .failed(.notANumber("three"))])
        #expect(checkedEvents(of: typed) == [.value(1), .value(2), .failed(.notANumber("three"))])
        let result = texts.attemptMap { text in Result { () throws(ParseError) in try parse(text) } }
        #expect(checkedEvents(of: result) == [.value(1), .value(2), .failed(.notANumber("three"))])

        let untyped = SignalProducer<String, Swift.Error>(["1", "x"]).attemptMap { try parseUntyped($0) }
        #expect(checkedEvents(of: untyped).map(\.value) == [1, nil])
        let fromNever = SignalProducer<String, Never>(["1", "x"]).attemptMap { try parseUntyped($0) }
        #expect(checkedEvents(of: fromNever).map { $0.error as? ParseError } == [nil, .notANumber("x")])
    }

    @Test("a failed mapping interrupts the producer's work at once: no more elements are pulled")
    func interruptsTheWork() {
        var pulled = 0
        let texts = SignalProducer<String, ParseError>(["1", "x", "3", "4"].lazy.map { text -> String in
            pulled += 1
            return text
        })
        let numbers = texts.attemptMap { (text) throws(ParseError) in try parse(text) }
        #expect(checkedEvents(of: numbers) == [.value(1), .failed(.notANumber("x"))])
        #expect(pulled == 2)

        let scenario = MarbleScenario()
        var workEnded = false
        // The tick at which the work ended: the scenario plays every tick of
        // its diagram, so the work would end at tick 6 by itself.
        var workEndedAt: Int?
        let work = scenario.producer("-a-b-c|").on(disposed: {
            workEnded = true
            workEndedAt = scenario.currentTick
        })
        let failsOnB = work.attemptMap { $0 == "b" ? .failure(MarbleError()) : .success($0) }
        #expect(scenario.run(failsOnB) == "-a-#")
        #expect(workEnded)
        #expect(workEndedAt == 3, "the work ended at the failure, tick 3")
    }

    @Test("disposing of a start interrupts it and the work underneath")
    func disposal() {
        let scenario = MarbleScenario()
        let subscriptions = MarbleSubscriptions()
        let mapped = scenario.producer("-a-b|", recordingInto: subscriptions).attemptMap { (text) throws(MarbleError) in text }
        #expect(scenario.run(mapped, disposingAt: 2) == "-a!")
        #expect(subscriptions.diagrams == ["^-!"])
    }

    @Test("when the signal fails, it stops observing its source and releases the transform")
    func releasesTheTransform() {
        final class Token {}
        weak var released: Token?
        let (texts, input) = Signal<String, ParseError>.pipe()
        do {
            let token = Token()
            released = token
            texts.attemptMap { (text) throws(ParseError) in
                _ = token
                return try parse(text)
            }
            .observe { _ in }
        }
        input.send(value: "1")
        #expect(released != nil)
        input.send(value: "x")
        #expect(released == nil)
    }
}
