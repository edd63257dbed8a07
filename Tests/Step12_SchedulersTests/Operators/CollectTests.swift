import Testing
@testable import Step12_Schedulers

// In the diagrams, each array is drawn as its letters run together:
// `{abc}` is ["a", "b", "c"], `c` is ["c"], and `{}` is the empty array.

@Suite struct CollectTests {
    // MARK: collect()

    @Test("collect() sends every value as one array when the source completes, in the same tick")
    func collectAll() {
        #expect(MarbleScenario.run("-a-b-c|") { $0.collect().joined() } == "------({abc}|)")
    }

    @Test("collect() sends an empty array when the source completes without a value")
    func collectNothing() {
        #expect(MarbleScenario.run("--|") { $0.collect().joined() } == "--({}|)")
    }

    @Test("collect() sends no array when the source fails or is interrupted")
    func collectDropsValuesOnFailure() {
        #expect(MarbleScenario.run("-a-b#") { $0.collect().joined() } == "----#")
        #expect(MarbleScenario.run("-a!") { $0.collect().joined() } == "--!")
    }

    @Test("collect() sends nothing before completion, then the values in order")
    func collectAllSpec() {
        // ReactiveSwift's spec, with the exact events.
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<[Int], TestError>()
        checker.observe(numbers.collect())
        for number in 1...3 { input.send(value: number) }
        #expect(checker.events.isEmpty)
        input.sendCompleted()
        #expect(checker.events == [.value([1, 2, 3]), .completed])
        expectNoViolations(checker)
    }

    // MARK: collect(count:)

    @Test("collect(count:) sends each full array at once, and the rest when the source completes")
    func collectCount() {
        #expect(MarbleScenario.run("-a-b-c|") { $0.collect(count: 2).joined() } == "---{ab}--(c|)")
        #expect(MarbleScenario.run("-a-b-c-d|") { $0.collect(count: 2).joined() } == "---{ab}---{cd}|")
        #expect(MarbleScenario.run("-a-b-c|") { $0.collect(count: 1).joined() } == "-a-b-c|")
    }

    @Test("collect(count:) sends an empty array for a source without values, and drops the rest on failure")
    func collectCountEdges() {
        #expect(MarbleScenario.run("-|") { $0.collect(count: 3).joined() } == "-({}|)")
        #expect(MarbleScenario.run("-a-b-c#") { $0.collect(count: 2).joined() } == "---{ab}--#")
        #expect(MarbleScenario.run("-a-b-c!") { $0.collect(count: 2).joined() } == "---{ab}--!")
    }

    @Test("collect(count:) sends arrays of exactly count values, each as soon as it is full")
    func collectCountSpec() {
        // ReactiveSwift's spec: seven values in threes.
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<[Int], Never>()
        checker.observe(numbers.collect(count: 3))
        var expected: [Signal<[Int], Never>.Event] = []
        for number in 1...7 {
            input.send(value: number)
            if number.isMultiple(of: 3) {
                expected.append(.value(Array(number - 2...number)))
            }
            #expect(checker.events == expected)
        }
        input.sendCompleted()
        #expect(checker.events == expected + [.value([7]), .completed])
        expectNoViolations(checker)
    }

    @Test("collect(count: 0) on a signal stops the program with a clear message")
    func collectCountZeroOnSignal() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int, Never>.never.collect(count: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("collect(count:) was given a count of 0"))
        #expect(message.contains("use collect()"))
    }

    @Test("collect(count:) on a producer checks its count when applied, before any start")
    func collectCountNegativeOnProducer() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>.never.collect(count: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("collect(count:) was given a count of -1"))
        #expect(message.contains("the count must be 1 or more"))
    }

    // MARK: collect(_ shouldEmit: ([Value]) -> Bool)

    @Test("collect(shouldEmit) sends the array with the new value in it as soon as shouldEmit says so")
    func collectWhileArrayAllows() {
        #expect(MarbleScenario.run("-h-i-.-o-k|") { $0.collect { $0.last == "." }.joined() } == "-----{hi.}----({ok}|)")
        #expect(MarbleScenario.run("-a-b|") { $0.collect { _ in true }.joined() } == "-a-b|")
        #expect(MarbleScenario.run("-a-.#") { $0.collect { $0.last == "." }.joined() } == "---{a.}#")
    }

    @Test("collect(shouldEmit) on the collected values cuts where their sum reaches the goal")
    func collectBySumSpec() {
        // ReactiveSwift's spec: cut when the sum is 10; the rest on completion.
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<[Int], Never>()
        checker.observe(numbers.collect { values in values.reduce(0, +) == 10 })
        for number in 1...9 { input.send(value: number) }
        #expect(checker.events == [.value([1, 2, 3, 4])])
        input.sendCompleted()
        #expect(checker.events == [.value([1, 2, 3, 4]), .value([5, 6, 7, 8, 9]), .completed])
        expectNoViolations(checker)
    }

    // MARK: collect(_ shouldEmit: ([Value], Value) -> Bool)

    @Test("collect(shouldEmit) with the latest value cuts before it, and the value begins the next array")
    func collectBeforeLatest() {
        #expect(MarbleScenario.run("-a-b-X-c|") { $0.collect { _, latest in latest == "X" }.joined() } == "-----{ab}--({Xc}|)")
        #expect(MarbleScenario.run("-a-X-X#") { $0.collect { _, latest in latest == "X" }.joined() } == "---a-X#")
    }

    @Test("collect(shouldEmit) with the latest value sends an empty array if the very first value cuts")
    func collectBeforeLatestFirstValue() {
        #expect(MarbleScenario.run("-x-a-x|") { $0.collect { _, latest in latest == "x" }.joined() } == "-{}---{xa}(x|)")
    }

    @Test("collect(shouldEmit) with the latest value keeps collecting while the values stay the same")
    func collectUntilValueChangesSpec() {
        // ReactiveSwift's spec: cut before every value that is not 5.
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<[Int], Never>()
        checker.observe(numbers.collect { _, value in value != 5 })
        for number in [5, 5, 42, 5] { input.send(value: number) }
        input.sendCompleted()
        #expect(checker.events == [.value([5, 5]), .value([42, 5]), .completed])
        expectNoViolations(checker)
    }

    // MARK: Producers, disposal and memory

    @Test("each start of a collecting producer collects afresh")
    func collectRestartsOnEveryStart() {
        let all = SignalProducer<Int, Never>(1...3).collect()
        #expect(checkedEvents(of: all) == [.value([1, 2, 3]), .completed])
        #expect(checkedEvents(of: all) == [.value([1, 2, 3]), .completed])
        let pairs = SignalProducer<Int, Never>(1...3).collect(count: 2)
        #expect(checkedEvents(of: pairs) == [.value([1, 2]), .value([3]), .completed])
        #expect(checkedEvents(of: pairs) == [.value([1, 2]), .value([3]), .completed])
        let byArray = SignalProducer<Int, Never>(1...3).collect { $0.count == 2 }
        #expect(checkedEvents(of: byArray) == [.value([1, 2]), .value([3]), .completed])
        #expect(checkedEvents(of: byArray) == [.value([1, 2]), .value([3]), .completed])
        let byLatest = SignalProducer<Int, Never>(1...3).collect { _, latest in latest == 2 }
        #expect(checkedEvents(of: byLatest) == [.value([1]), .value([2, 3]), .completed])
        #expect(checkedEvents(of: byLatest) == [.value([1]), .value([2, 3]), .completed])
    }

    @Test("a collecting producer forwards a failure, and an empty one sends an empty array")
    func collectOnProducersTerminalEvents() {
        let failing = SignalProducer<Int, TestError>(error: TestError()).collect()
        #expect(checkedEvents(of: failing) == [.failed(TestError())])
        #expect(checkedEvents(of: SignalProducer<Int, TestError>.empty.collect()) == [.value([]), .completed])
        #expect(checkedEvents(of: SignalProducer<Int, TestError>.empty.collect(count: 2)) == [.value([]), .completed])
    }

    @Test("disposing a collecting start interrupts it, sends no array, and interrupts the start underneath")
    func disposingInterruptsUpstream() {
        var upstreamEnded = false
        let upstream = SignalProducer<Int, Never> { observer, lifetime in
            observer.send(value: 1)
            lifetime.observeEnded {
                _ = observer
                upstreamEnded = true
            }
        }
        let checker = ContractChecker<[Int], Never>()
        let start = checker.start(upstream.collect())
        start.dispose()
        #expect(upstreamEnded)
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("the values collected and not yet sent are released when the source fails")
    func releasesCollectedValues() {
        final class Token {}
        weak var held: Token?
        let (tokens, input) = Signal<Token, TestError>.pipe()
        let checker = ContractChecker<[Token], TestError>()
        checker.observe(tokens.collect(count: 2))
        do {
            let token = Token()
            held = token
            input.send(value: token)
        }
        #expect(held != nil)
        input.send(error: TestError())
        #expect(held == nil)
        #expect(checker.events.count == 1)
        expectNoViolations(checker)
    }
}

extension Signal where Value == [String] {
    /// Each array as one string, its elements run together, to draw it.
    fileprivate func joined() -> Signal<String, Error> {
        map { $0.joined() }
    }
}
