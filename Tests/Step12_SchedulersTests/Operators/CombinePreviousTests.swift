import Testing
@testable import Step12_Schedulers

// Pairs are not Equatable, so the tests compare them as arrays, or draw them
// as their two letters run together: `{xa}` is ("x", "a").

/// A pair of letters drawn as one string.
private func drawn(_ pair: (String, String)) -> String {
    pair.0 + pair.1
}

/// A pair as an array, which is Equatable.
private func asArray<T>(_ pair: (T, T)) -> [T] {
    [pair.0, pair.1]
}

@Suite struct CombinePreviousTests {
    @Test("combinePrevious(initial) pairs every value with the one before, the first with the initial value")
    func combinePreviousWithInitial() {
        #expect(MarbleScenario.run("-a-b-c|") { $0.combinePrevious("x").map(drawn) } == "-{xa}-{ab}-{bc}|")
    }

    @Test("combinePrevious() sends nothing for the first value, then pairs every value with the one before")
    func combinePreviousWithoutInitial() {
        #expect(MarbleScenario.run("-a-b-c|") { $0.combinePrevious().map(drawn) } == "---{ab}-{bc}|")
        #expect(MarbleScenario.run("-a-|") { $0.combinePrevious().map(drawn) } == "---|")
    }

    @Test("combinePrevious forwards a failure and an interruption")
    func combinePreviousForwardsTerminalEvents() {
        #expect(MarbleScenario.run("-a#") { $0.combinePrevious().map(drawn) } == "--#")
        #expect(MarbleScenario.run("-a!") { $0.combinePrevious("x").map(drawn) } == "-{xa}!")
        #expect(MarbleScenario.run("-a-b#") { $0.combinePrevious("x").map(drawn) } == "-{xa}-{ab}#")
    }

    @Test("combinePrevious sends (previous, current) pairs, with and without an initial value")
    func combinePreviousSpec() {
        // ReactiveSwift's spec: with 0 as the initial value, and without one.
        let (numbers, input) = Signal<Int, Never>.pipe()
        let withInitial = ContractChecker<[Int], Never>()
        let withoutInitial = ContractChecker<[Int], Never>()
        withInitial.observe(numbers.combinePrevious(0).map(asArray))
        withoutInitial.observe(numbers.combinePrevious().map(asArray))
        input.send(value: 1)
        #expect(withInitial.events == [.value([0, 1])])
        #expect(withoutInitial.events.isEmpty)
        input.send(value: 2)
        input.sendCompleted()
        #expect(withInitial.events == [.value([0, 1]), .value([1, 2]), .completed])
        #expect(withoutInitial.events == [.value([1, 2]), .completed])
        expectNoViolations(withInitial)
        expectNoViolations(withoutInitial)
    }

    @Test("on optional values, combinePrevious(nil) pairs the first value with nil, and combinePrevious() counts nil as a value")
    func combinePreviousOnOptionals() {
        let (numbers, input) = Signal<Int?, Never>.pipe()
        let withNil = ContractChecker<[Int?], Never>()
        let withoutInitial = ContractChecker<[Int?], Never>()
        withNil.observe(numbers.combinePrevious(nil).map(asArray))
        withoutInitial.observe(numbers.combinePrevious().map(asArray))
        input.send(value: nil)
        input.send(value: 1)
        #expect(withNil.events == [.value([nil, nil]), .value([nil, 1])])
        #expect(withoutInitial.events == [.value([nil, 1])])
        expectNoViolations(withNil)
        expectNoViolations(withoutInitial)
    }

    @Test("each start of a combinePrevious producer begins without a previous value")
    func combinePreviousRestartsOnEveryStart() {
        let pairs = SignalProducer<Int, Never>([1, 2, 3]).combinePrevious().map(asArray)
        #expect(checkedEvents(of: pairs) == [.value([1, 2]), .value([2, 3]), .completed])
        #expect(checkedEvents(of: pairs) == [.value([1, 2]), .value([2, 3]), .completed])
        let fromZero = SignalProducer<Int, Never>([1, 2]).combinePrevious(0).map(asArray)
        #expect(checkedEvents(of: fromZero) == [.value([0, 1]), .value([1, 2]), .completed])
        #expect(checkedEvents(of: fromZero) == [.value([0, 1]), .value([1, 2]), .completed])
    }

    @Test("a combinePrevious producer forwards a failure, and disposing a start interrupts the start underneath")
    func combinePreviousOnProducersTerminalEvents() {
        let failing = SignalProducer<Int, TestError>(error: TestError()).combinePrevious(0).map(asArray)
        #expect(checkedEvents(of: failing) == [.failed(TestError())])

        var upstreamEnded = false
        let upstream = SignalProducer<Int, Never> { observer, lifetime in
            observer.send(value: 1)
            lifetime.observeEnded {
                _ = observer
                upstreamEnded = true
            }
        }
        let checker = ContractChecker<[Int], Never>()
        let start = checker.start(upstream.combinePrevious(0).map(asArray))
        start.dispose()
        #expect(upstreamEnded)
        #expect(checker.events == [.value([0, 1]), .interrupted])
        expectNoViolations(checker)
    }

    @Test("combinePrevious keeps only the latest value, and releases it when the source ends")
    func releasesPreviousValue() {
        final class Token {}
        weak var first: Token?
        weak var second: Token?
        let (tokens, input) = Signal<Token, Never>.pipe()
        tokens.combinePrevious().observeValues { _ in }
        do {
            let token = Token()
            first = token
            input.send(value: token)
        }
        #expect(first != nil)
        do {
            let token = Token()
            second = token
            input.send(value: token)
        }
        #expect(first == nil)
        #expect(second != nil)
        input.sendCompleted()
        #expect(second == nil)
    }
}
