import Testing
@testable import Step12_Schedulers

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
        // The flattened stream as a signal, observed, and as a producer, started.
        for asProducer in [false, true] {
            var released: [String] = []
            var outerReleased = false
            func holding(_ name: String) -> SignalProducer<Int, Never> {
                let payload = Payload(name) { released.append(name) }
                return SignalProducer { _, lifetime in lifetime.observeEnded { _ = payload } }
            }
            let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
            // The outer stream holds a payload that only the flattening keeps:
            // the closure of a map that observes the pipe, or the lifetime of
            // the outer producer's start. Either is released only when the
            // flattening stops observing the pipe.
            let result: SignalProducer<Int, Never>?
            let checker = ContractChecker<Int, Never>()
            let disposable: Disposable?
            if asProducer {
                let flattened = SignalProducer<SignalProducer<Int, Never>, Never> { observer, lifetime in
                    lifetime.observeEnded { [payload = Payload("outer", onRelease: { outerReleased = true })] in _ = payload }
                    lifetime += outer.observe(observer)
                }
                .flatten(named.strategy)
                result = flattened
                disposable = checker.start(flattened)
            } else {
                result = nil
                disposable = checker.observe(
                    outer.map { [payload = Payload("outer", onRelease: { outerReleased = true })] inner in
                        _ = payload
                        return inner
                    }
                    .flatten(named.strategy)
                )
            }
            outerInput.send(value: holding("first"))
            outerInput.send(value: holding("second"))
            // Before the disposal, only what a strategy lets go of by itself
            // is released: the inner `.latest` replaced, the inner `.throttle`
            // dropped.
            #expect(released == ([".latest": ["first"], ".throttle": ["second"]][named.name] ?? []), "before the disposal")
            #expect(!outerReleased, "before the disposal")
            disposable?.dispose()
            // At once, while this test still holds the outer pipe's input and
            // the flattened producer, and before the outer pipe ends: nothing
            // but the disposal can have released them.
            #expect(released.sorted() == ["first", "second"])
            #expect(outerReleased, "the flattening still observes the outer stream")
            outerInput.sendCompleted()
            withExtendedLifetime(result) {}
            #expect(checker.events == (asProducer ? [.interrupted] : []))
            expectNoViolations(checker)
        }
    }

    /// Inner producers that never end by themselves: the test keeps the
    /// input of each start, by name, and sends into it. Writes down which
    /// have started, which have ended, and which were interrupted.
    private final class ControlledInners {
        private(set) var started: [String] = []
        private(set) var ended: [String] = []
        private(set) var interrupted: [String] = []
        private(set) var inputs: [String: Signal<Int, TestError>.Observer] = [:]

        func inner(_ name: String) -> SignalProducer<Int, TestError> {
            SignalProducer<Int, TestError> { [self] observer, lifetime in
                started.append(name)
                // Kept, so that releasing the input cannot end this inner:
                // only an interruption can.
                inputs[name] = observer
                lifetime.observeEnded { self.ended.append(name) }
            }
            .on(interrupted: { [self] in interrupted.append(name) })
        }

        /// The inners that have started and not ended, in the order they
        /// started.
        var running: [String] { started.filter { !ended.contains($0) } }
    }

    /// Flattens the pipe `outer` with `strategy`, as a signal that `checker`
    /// observes or as a producer that `checker` starts, through a stage
    /// whose lifetime calls `outerEnded` when the flattening stops observing
    /// the pipe.
    ///
    /// - Returns: What stops the observation or the start.
    @discardableResult
    private static func flattening(
        _ outer: Signal<SignalProducer<Int, TestError>, TestError>,
        _ strategy: FlattenStrategy,
        asProducer: Bool,
        into checker: ContractChecker<Int, TestError>,
        outerEnded: @escaping () -> Void
    ) -> Disposable? {
        let observingOuter: (Signal<SignalProducer<Int, TestError>, TestError>.Observer, Lifetime) -> Void = { observer, lifetime in
            lifetime.observeEnded(outerEnded)
            lifetime += outer.observe(observer)
        }
        return asProducer
            ? checker.start(SignalProducer(observingOuter).flatten(strategy))
            : checker.observe(Signal(observingOuter).flatten(strategy))
    }

    /// What each strategy does with three inners "a", "b" and "c", sent one
    /// after the other, none of which ends by itself: which it starts, and
    /// which of those still run. `.concat` and `.concurrent(limit: 2)` keep
    /// the others waiting; `.latest` interrupts each inner when the next
    /// starts; `.throttle` drops the inners that come while one runs;
    /// `.race` runs them all until one sends something.
    static let threeInners: [String: (started: [String], running: [String])] = [
        ".merge": (["a", "b", "c"], ["a", "b", "c"]),
        ".concat": (["a"], ["a"]),
        ".concurrent(limit: 2)": (["a", "b"], ["a", "b"]),
        ".latest": (["a", "b", "c"], ["c"]),
        ".race": (["a", "b", "c"], ["a", "b", "c"]),
        ".throttle": (["a"], ["a"]),
    ]

    @Test("disposing of the result stops observing the outer stream and interrupts every inner still running; an inner still waiting never starts", arguments: NamedStrategy.all)
    func disposalInterruptsTheInners(_ named: NamedStrategy) {
        for asProducer in [false, true] {
            let inners = ControlledInners()
            let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
            var outerEnded = false
            let checker = ContractChecker<Int, TestError>()
            let disposable = Self.flattening(outer, named.strategy, asProducer: asProducer, into: checker) { outerEnded = true }
            for name in ["a", "b", "c"] {
                outerInput.send(value: inners.inner(name))
            }
            let startedBefore = inners.started
            #expect(startedBefore == Self.threeInners[named.name]?.started)
            #expect(inners.running == Self.threeInners[named.name]?.running)
            #expect(!outerEnded && checker.events.isEmpty)

            disposable?.dispose()
            #expect(!inners.started.isEmpty)
            // An inner still waiting never starts: a flattening that took the
            // interruption of the running inner for its completion would
            // start the next one.
            #expect(inners.started == startedBefore, "an inner started during the disposal")
            #expect(inners.running.isEmpty, "still running after the disposal")
            #expect(inners.interrupted.sorted() == inners.started.sorted(), "every inner that started is interrupted")
            #expect(outerEnded, "the flattening still observes the outer stream")
            // Nobody observes the pipe any more: a later inner goes nowhere.
            outerInput.send(value: inners.inner("d"))
            #expect(inners.started == startedBefore)
            #expect(checker.events == (asProducer ? [.interrupted] : []))
            expectNoViolations(checker)
        }
    }

    @Test("an inner's failure fails the result at once, interrupts every other inner still running and the outer stream, and starts no inner still waiting", arguments: NamedStrategy.all)
    func innerFailureInterruptsTheOthers(_ named: NamedStrategy) {
        for asProducer in [false, true] {
            let inners = ControlledInners()
            let (outer, outerInput) = Signal<SignalProducer<Int, TestError>, TestError>.pipe()
            var outerEnded = false
            let checker = ContractChecker<Int, TestError>()
            Self.flattening(outer, named.strategy, asProducer: asProducer, into: checker) { outerEnded = true }
            for name in ["a", "b", "c"] {
                outerInput.send(value: inners.inner(name))
            }
            let startedBefore = inners.started
            #expect(startedBefore == Self.threeInners[named.name]?.started)
            #expect(inners.running == Self.threeInners[named.name]?.running)
            // The last inner to start of those still running fails: with
            // `.race`, it wins by sending first, and the others lose.
            guard let failing = inners.running.last else {
                Issue.record("no inner runs")
                continue
            }
            inners.inputs[failing]?.send(error: TestError(failing))
            #expect(checker.events == [.failed(TestError(failing))])
            #expect(inners.started == startedBefore, "an inner started after the failure")
            #expect(inners.running.isEmpty, "still running after the failure")
            #expect(inners.interrupted.sorted() == inners.started.filter { $0 != failing }.sorted(), "every other inner that started is interrupted")
            #expect(outerEnded, "the flattening still observes the outer stream")
            outerInput.send(value: inners.inner("d"))
            #expect(inners.started == startedBefore)
            expectNoViolations(checker)
        }
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
                #expect(checker.events.map { "\($0)" } == ["INTERRUPTED"])
            } else {
                innerInput.sendInterrupted()
                #expect(checker.events.isEmpty)
                outerInput.sendCompleted()
                #expect(checker.events.map { "\($0)" } == ["COMPLETED"])
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
