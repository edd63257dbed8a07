import Testing
@testable import Step12_Schedulers

/// `flatMap(_:_:)`: the overloads ReactiveSwift's FlattenSpec checks, and
/// the documented examples.
@Suite struct FlatMapTests {
    @Test("the documented examples: a search per query, pages one after the other")
    func documentedExamples() {
        let (queries, search) = Signal<String, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(queries.flatMap(.merge) { query in SignalProducer<String, Never>([query + " 1", query + " 2"]) })
        search.send(value: "swift")
        #expect(checker.events == [.value("swift 1"), .value("swift 2")])
        expectNoViolations(checker)

        let pages = SignalProducer<Int, Never>([1, 2]).flatMap(.concat) { page in SignalProducer<String, Never>(["\(page)a", "\(page)b"]) }
        #expect(checkedEvents(of: pages) == [.value("1a"), .value("1b"), .value("2a"), .value("2b"), .completed])
    }

    @Test("the transform runs when the value arrives, even if its producer waits in a queue, or is never started")
    func transformRunsOnArrival() {
        var transformed: [Int] = []
        let (values, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.observe(values.flatMap(.concat) { value -> SignalProducer<Int, Never> in
            transformed.append(value)
            return value == 1 ? .never : SignalProducer(value: value)
        })
        input.send(value: 1)
        input.send(value: 2)
        #expect(transformed == [1, 2])
        #expect(checker.events == [])
        expectNoViolations(checker)
    }

    @Test("a failing inner fails the result; an outer that cannot fail takes the inner's error type")
    func failures() {
        let failing = SignalProducer<Int, Never>(values: 1, 2).flatMap(.merge) { value in
            value == 2 ? SignalProducer<Int, TestError>(error: TestError("inner")) : SignalProducer(value: value)
        }
        #expect(checkedEvents(of: failing) == [.value(1), .failed(TestError("inner"))])
        let outerFails = SignalProducer<Int, TestError>(error: TestError("outer")).flatMap(.latest) { SignalProducer<Int, Never>(value: $0) }
        #expect(checkedEvents(of: outerFails) == [.failed(TestError("outer"))])
    }

    @Test("an inner may be a signal, or a Result")
    func otherInners() {
        let (inner, innerInput) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.start(SignalProducer<Int, TestError>(value: 0).flatMap(.merge) { _ in inner })
        innerInput.send(value: 1)
        innerInput.sendCompleted()
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)

        let results = SignalProducer<Int, TestError>([1, 2]).flatMap(.concat) { value -> Result<Int, TestError> in
            value == 1 ? .success(10) : .failure(TestError("two"))
        }
        #expect(checkedEvents(of: results) == [.value(10), .failed(TestError("two"))])
    }

    // ReactiveSwift's FlattenSpec: every mix of error types, for inner
    // signals and producers. Each case maps a value to the inner, then sends
    // a value into the inner.

    @Test("Signal.flatMap works with every mix of outer and inner error types, for inner signals and producers")
    func signalOverloads() {
        func check<Outer: Swift.Error, Inner: Swift.Error, Result: Swift.Error>(
            _: Outer.Type, _: Inner.Type,
            flatMap: (Signal<Int, Outer>, Signal<Int, Inner>) -> Signal<Int, Result>,
            flatMapProducers: (Signal<Int, Outer>, SignalProducer<Int, Inner>) -> Signal<Int, Result>,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let (inner, innerInput) = Signal<Int, Inner>.pipe()
            let (outer, outerInput) = Signal<Int, Outer>.pipe()
            var observed: [Int] = []
            flatMap(outer, inner).observe { observed += $0.value.map { [$0] } ?? [] }
            flatMapProducers(outer, SignalProducer(inner)).observe { observed += $0.value.map { [$0] } ?? [] }
            outerInput.send(value: 4)
            innerInput.send(value: 5)
            #expect(observed == [5, 5], sourceLocation: sourceLocation)
        }
        check(
            TestError.self, TestError.self,
            flatMap: { outer, inner in outer.flatMap(.latest) { _ in inner } as Signal<Int, TestError> },
            flatMapProducers: { outer, inner in outer.flatMap(.latest) { _ in inner } as Signal<Int, TestError> }
        )
        check(
            Never.self, TestError.self,
            flatMap: { outer, inner in outer.flatMap(.latest) { _ in inner } as Signal<Int, TestError> },
            flatMapProducers: { outer, inner in outer.flatMap(.latest) { _ in inner } as Signal<Int, TestError> }
        )
        check(
            Never.self, Never.self,
            flatMap: { outer, inner in outer.flatMap(.latest) { _ in inner } as Signal<Int, Never> },
            flatMapProducers: { outer, inner in outer.flatMap(.latest) { _ in inner } as Signal<Int, Never> }
        )
        check(
            TestError.self, Never.self,
            flatMap: { outer, inner in outer.flatMap(.latest) { _ in inner } as Signal<Int, TestError> },
            flatMapProducers: { outer, inner in outer.flatMap(.latest) { _ in inner } as Signal<Int, TestError> }
        )
    }

    @Test("SignalProducer.flatMap works with every mix of outer and inner error types, for inner signals and producers")
    func producerOverloads() {
        func check<Outer: Swift.Error, Inner: Swift.Error, Result: Swift.Error>(
            _: Outer.Type, _: Inner.Type,
            flatMap: (SignalProducer<Int, Outer>, Signal<Int, Inner>) -> SignalProducer<Int, Result>,
            flatMapProducers: (SignalProducer<Int, Outer>, SignalProducer<Int, Inner>) -> SignalProducer<Int, Result>,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let (inner, innerInput) = Signal<Int, Inner>.pipe()
            var observed: [Int] = []
            flatMap(SignalProducer(value: 4), inner).start { observed += $0.value.map { [$0] } ?? [] }
            flatMapProducers(SignalProducer(value: 4), SignalProducer(inner)).start { observed += $0.value.map { [$0] } ?? [] }
            innerInput.send(value: 5)
            #expect(observed == [5, 5], sourceLocation: sourceLocation)
        }
        check(
            TestError.self, TestError.self,
            flatMap: { outer, inner in outer.flatMap(.latest) { _ in inner } as SignalProducer<Int, TestError> },
            flatMapProducers: { outer, inner in outer.flatMap(.latest) { _ in inner } as SignalProducer<Int, TestError> }
        )
        check(
            Never.self, TestError.self,
            flatMap: { outer, inner in outer.flatMap(.latest) { _ in inner } as SignalProducer<Int, TestError> },
            flatMapProducers: { outer, inner in outer.flatMap(.latest) { _ in inner } as SignalProducer<Int, TestError> }
        )
        check(
            Never.self, Never.self,
            flatMap: { outer, inner in outer.flatMap(.latest) { _ in inner } as SignalProducer<Int, Never> },
            flatMapProducers: { outer, inner in outer.flatMap(.latest) { _ in inner } as SignalProducer<Int, Never> }
        )
        check(
            TestError.self, Never.self,
            flatMap: { outer, inner in outer.flatMap(.latest) { _ in inner } as SignalProducer<Int, TestError> },
            flatMapProducers: { outer, inner in outer.flatMap(.latest) { _ in inner } as SignalProducer<Int, TestError> }
        )
    }

    @Test("a closure that returns .init(...) is read as a SignalProducer, whatever the outer error type")
    func contextualLookups() {
        let withError = SignalProducer<Int, TestError>(value: 1).flatMap(.latest) { _ in .init(value: 0) }
        #expect(checkedEvents(of: withError) == [.value(0), .completed])
        let withoutError = SignalProducer<Int, Never>(value: 1).flatMap(.latest) { _ in .init(value: 0) }
        #expect(checkedEvents(of: withoutError) == [.value(0), .completed])
        let failing = SignalProducer<Int, TestError>(value: 1).flatMap(.latest) { _ in .init(error: TestError()) } as SignalProducer<Int, TestError>
        #expect(checkedEvents(of: failing) == [.failed(TestError())])
        let failingFromNever = SignalProducer<Int, Never>(value: 1).flatMap(.latest) { _ in .init(error: TestError()) } as SignalProducer<Int, TestError>
        #expect(checkedEvents(of: failingFromNever) == [.failed(TestError())])

        let (signal, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(signal.flatMap(.latest) { _ in .init(result: Result<Int, TestError>.failure(TestError())) })
        let (neverFailing, neverFailingInput) = Signal<Int, Never>.pipe()
        let neverFailingChecker = ContractChecker<Int, Never>()
        neverFailingChecker.observe(neverFailing.flatMap(.latest) { _ in .init(value: 0) })
        let fromNeverChecker = ContractChecker<Int, TestError>()
        fromNeverChecker.observe(neverFailing.flatMap(.latest) { _ in .init(result: Result<Int, TestError>.failure(TestError())) })
        let valueChecker = ContractChecker<Int, TestError>()
        valueChecker.observe(signal.flatMap(.latest) { _ in .init(value: 0) })
        input.send(value: 1)
        neverFailingInput.send(value: 1)
        #expect(valueChecker.events == [.value(0)])
        #expect(checker.events == [.failed(TestError())])
        #expect(neverFailingChecker.events == [.value(0)])
        #expect(fromNeverChecker.events == [.failed(TestError())])
        expectNoViolations(checker)
        expectNoViolations(valueChecker)
        expectNoViolations(neverFailingChecker)
        expectNoViolations(fromNeverChecker)
    }
}
