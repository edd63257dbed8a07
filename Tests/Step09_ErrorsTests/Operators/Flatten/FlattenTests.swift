import Testing
@testable import Step09_Errors

/// What every strategy shares, and the overloads of `flatten(_:)`: adapted
/// from ReactiveSwift's FlattenSpec.
@Suite struct FlattenTests {
    @Test("the documented example flattens requests one after the other")
    func documentedExample() {
        let (requests, request) = Signal<SignalProducer<String, Never>, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(requests.flatten(.concat))
        request.send(value: SignalProducer(["page 1", "page 2"]))
        request.send(value: SignalProducer(value: "page 3"))
        #expect(checker.values == ["page 1", "page 2", "page 3"])
        let pages = SignalProducer<SignalProducer<String, Never>, Never>([SignalProducer(["a", "b"]), SignalProducer(value: "c")])
        #expect(checkedEvents(of: pages.flatten(.merge)) == [.value("a"), .value("b"), .value("c"), .completed])
        expectNoViolations(checker)
    }

    @Test("the outer signal's interruption or failure disposes of a running inner; its completion does not", arguments: NamedStrategy.all)
    func outerEndsAndInners(_ named: NamedStrategy) {
        for (end, disposesInner) in [(Signal<SignalProducer<Int, TestError>, TestError>.Event.interrupted, true), (.failed(TestError()), true), (.completed, false)] {
            let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
            let checker = ContractChecker<Int, TestError>()
            checker.observe(outer.flatten(named.strategy))
            var innerEnded = false
            outerInput.send(value: SignalProducer { _, lifetime in lifetime.observeEnded { innerEnded = true } })
            outerInput.send(end)
            #expect(innerEnded == disposesInner, "after \(end)")
            #expect(checker.events == (end.isCompleted ? [] : [end.map { _ in 0 }]))
            expectNoViolations(checker)
        }
    }

    @Test("disposing of a start of the flattened producer interrupts the outer producer's start", arguments: NamedStrategy.all)
    func disposalReachesOuter(_ named: NamedStrategy) {
        var outerEnded = false
        let outer = SignalProducer<SignalProducer<(), Never>, Never> { _, lifetime in lifetime.observeEnded { outerEnded = true } }
        let checker = ContractChecker<(), Never>()
        checker.start(outer.flatten(named.strategy)).dispose()
        #expect(outerEnded)
        #expect(checker.events.count == 1 && checker.events.first?.isTerminating == true)
        expectNoViolations(checker)
    }

    @Test("disposing of the result releases the outer stream and every inner, and what their closures hold", arguments: NamedStrategy.all)
    func releasesEverything(_ named: NamedStrategy) {
        var released: [String] = []
        func holding(_ name: String) -> SignalProducer<Int, Never> {
            let payload = Payload(name) { released.append(name) }
            return SignalProducer { _, lifetime in lifetime.observeEnded { _ = payload } }
        }
        do {
            let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
            let checker = ContractChecker<Int, Never>()
            let observation = checker.observe(outer.flatten(named.strategy))
            outerInput.send(value: holding("first"))
            outerInput.send(value: holding("second"))
            observation?.dispose()
            outerInput.sendCompleted()
        }
        #expect(released.sorted() == ["first", "second"])
    }

    @Test("a limit of 0 stops the program with a message that says what to use instead")
    func limitOfZero() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<SignalProducer<Int, Never>, Never>.never.flatten(.concurrent(limit: 0))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("flatten(.concurrent(limit: 0)): the limit of inner streams running at once must be at least 1"))
        #expect(message.contains("Use .concat to run them one at a time, or .merge to run them all at once"))
        // A producer checks when `flatten` is called, before any start.
        await #expect(processExitsWith: .failure) {
            _ = SignalProducer<SignalProducer<Int, Never>, Never>.never.flatten(.concurrent(limit: 0))
        }
    }

    // The overloads: every mix of error types that ReactiveSwift accepts.
    // Each case sends an inner, then a value into it, and expects the value.

    @Test("Signal.flatten works with every mix of outer and inner error types, for inner signals and producers")
    func signalOverloads() {
        func check<Outer: Swift.Error, Inner: Swift.Error, Result: Swift.Error>(
            _: Outer.Type, _: Inner.Type,
            flatten: (Signal<Signal<Int, Inner>, Outer>) -> Signal<Int, Result>,
            flattenProducers: (Signal<SignalProducer<Int, Inner>, Outer>) -> Signal<Int, Result>,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let (inner, innerInput) = Signal<Int, Inner>.pipe()
            let (outer, outerInput) = Signal<Signal<Int, Inner>, Outer>.pipe()
            var observed: [Int] = []
            flatten(outer).observe { observed += $0.value.map { [$0] } ?? [] }
            outerInput.send(value: inner)
            innerInput.send(value: 4)
            let (producers, producersInput) = Signal<SignalProducer<Int, Inner>, Outer>.pipe()
            flattenProducers(producers).observe { observed += $0.value.map { [$0] } ?? [] }
            producersInput.send(value: SignalProducer(inner))
            innerInput.send(value: 5)
            #expect(observed == [4, 5, 5], sourceLocation: sourceLocation)
        }
        check(TestError.self, TestError.self, flatten: { $0.flatten(.latest) as Signal<Int, TestError> }, flattenProducers: { $0.flatten(.latest) as Signal<Int, TestError> })
        check(Never.self, TestError.self, flatten: { $0.flatten(.latest) as Signal<Int, TestError> }, flattenProducers: { $0.flatten(.latest) as Signal<Int, TestError> })
        check(Never.self, Never.self, flatten: { $0.flatten(.latest) as Signal<Int, Never> }, flattenProducers: { $0.flatten(.latest) as Signal<Int, Never> })
        check(TestError.self, Never.self, flatten: { $0.flatten(.latest) as Signal<Int, TestError> }, flattenProducers: { $0.flatten(.latest) as Signal<Int, TestError> })
    }

    @Test("SignalProducer.flatten works with every mix of outer and inner error types, for inner signals and producers")
    func producerOverloads() {
        func check<Outer: Swift.Error, Inner: Swift.Error, Result: Swift.Error>(
            _: Outer.Type, _: Inner.Type,
            flatten: (SignalProducer<Signal<Int, Inner>, Outer>) -> SignalProducer<Int, Result>,
            flattenProducers: (SignalProducer<SignalProducer<Int, Inner>, Outer>) -> SignalProducer<Int, Result>,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let (inner, innerInput) = Signal<Int, Inner>.pipe()
            var observed: [Int] = []
            flatten(SignalProducer(value: inner)).start { observed += $0.value.map { [$0] } ?? [] }
            flattenProducers(SignalProducer(value: SignalProducer(inner))).start { observed += $0.value.map { [$0] } ?? [] }
            innerInput.send(value: 4)
            #expect(observed == [4, 4], sourceLocation: sourceLocation)
        }
        check(TestError.self, TestError.self, flatten: { $0.flatten(.latest) as SignalProducer<Int, TestError> }, flattenProducers: { $0.flatten(.latest) as SignalProducer<Int, TestError> })
        check(Never.self, TestError.self, flatten: { $0.flatten(.latest) as SignalProducer<Int, TestError> }, flattenProducers: { $0.flatten(.latest) as SignalProducer<Int, TestError> })
        check(Never.self, Never.self, flatten: { $0.flatten(.latest) as SignalProducer<Int, Never> }, flattenProducers: { $0.flatten(.latest) as SignalProducer<Int, Never> })
        check(TestError.self, Never.self, flatten: { $0.flatten(.latest) as SignalProducer<Int, TestError> }, flattenProducers: { $0.flatten(.latest) as SignalProducer<Int, TestError> })
    }

    @Test("an inner failure reaches the result through the mixed overloads; an outer that cannot fail lets the inner's error through")
    func mixedErrors() {
        let innerFails = SignalProducer<SignalProducer<Int, TestError>, Never>(value: SignalProducer(error: TestError("inner")))
        #expect(checkedEvents(of: innerFails.flatten(.merge)) == [.failed(TestError("inner"))])
        let outerFails = SignalProducer<SignalProducer<Int, Never>, TestError>(error: TestError("outer"))
        #expect(checkedEvents(of: outerFails.flatten(.merge)) == [.failed(TestError("outer"))])
        let neither = SignalProducer<SignalProducer<Int, Never>, Never>(value: SignalProducer(value: 1))
        #expect(checkedEvents(of: neither.flatten(.merge)) == [.value(1), .completed])
    }

    @Test("the strategies as FlattenStrategy.swift draws them, and its documented search example")
    func strategiesAsDrawn() {
        let inners = ["A": "-1---2---3|", "B": "-4---5---6|"]
        #expect(flattened("A-B-|", .merge, inners: inners) == "-1-4-2-5-3-6|")
        #expect(flattened("A-B-|", .concat, inners: inners) == "-1---2---3-4---5---6|")
        #expect(flattened("A-B-|", .latest, inners: inners) == "-1-4---5---6|")
        #expect(flattened("A-B-|", .race, inners: inners) == "-1---2---3|")
        #expect(flattened("A-B-|", .throttle, inners: inners) == "-1---2---3|")

        let (searches, search) = Signal<String, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(searches.flatMap(.latest) { text in SignalProducer<String, Never>(value: "results for \(text)") })
        search.send(value: "swift")
        #expect(checker.events == [.value("results for swift")])
        expectNoViolations(checker)
    }

    // ReactiveSwift's SignalProducerSpec, "interruption" and "disposal" of
    // flatten, for the three strategies it checks.

    static let specStrategies = NamedStrategy.all.filter { [".concat", ".latest", ".merge"].contains($0.name) }

    @Test("an inner's interruption is dropped; the outer producer's interruption is forwarded", arguments: specStrategies)
    func reactiveSwiftInterruption(_ named: NamedStrategy) {
        for interruptOuter in [false, true] {
            let (inner, innerInput) = Signal<(), Never>.pipe()
            let (outer, outerInput) = Signal<SignalProducer<(), Never>, Never>.pipe()
            let checker = ContractChecker<(), Never>()
            checker.start(SignalProducer(outer).flatten(named.strategy))
            outerInput.send(value: SignalProducer(inner))
            if interruptOuter {
                outerInput.sendInterrupted()
                #expect(checker.events.map { "\($0)" } == ["interrupted"])
            } else {
                innerInput.sendInterrupted()
                #expect(checker.events.isEmpty)
                outerInput.sendCompleted()
                #expect(checker.events.map { "\($0)" } == ["completed"])
            }
            expectNoViolations(checker)
        }
    }

    @Test("disposing of the result cancels the inner's work, before or after the outer producer completes", arguments: specStrategies)
    func reactiveSwiftDisposal(_ named: NamedStrategy) {
        for completeOuterFirst in [false, true] {
            let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
            let innerWork = AnyDisposable()
            var innerInterrupted = false
            var innerDisposed = false
            let inner = SignalProducer<Int, Never> { _, lifetime in lifetime += innerWork }
                .on(interrupted: { innerInterrupted = true }, disposed: { innerDisposed = true })
            let checker = ContractChecker<Int, Never>()
            let start = checker.start(SignalProducer(outer).flatten(named.strategy))
            outerInput.send(value: inner)
            if completeOuterFirst {
                outerInput.sendCompleted()
            }
            #expect(!innerWork.isDisposed && !innerInterrupted && !innerDisposed && checker.events.isEmpty)
            start.dispose()
            #expect(innerWork.isDisposed && innerInterrupted && innerDisposed)
            #expect(checker.events == [.interrupted])
            expectNoViolations(checker)
        }
    }
}
