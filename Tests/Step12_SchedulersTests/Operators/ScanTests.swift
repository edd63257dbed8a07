import Testing
@testable import Step12_Schedulers

@Suite struct ScanTests {
    @Test("scan sends the running result after every value, and forwards completion")
    func scanSendsRunningResults() {
        #expect(MarbleScenario.run("-a-b-c|") { $0.scan("", +) } == "-a-{ab}-{abc}|")
        #expect(MarbleScenario.run("-a-b-c|") { $0.scan(into: "") { $0 += $1 } } == "-a-{ab}-{abc}|")
    }

    @Test("scan forwards a failure and an interruption, and an empty source sends only its end")
    func scanForwardsTerminalEvents() {
        #expect(MarbleScenario.run("-a-b#") { $0.scan("", +) } == "-a-{ab}#")
        #expect(MarbleScenario.run("-a!") { $0.scan(into: "") { $0 += $1 } } == "-a!")
        #expect(MarbleScenario.run("--|") { $0.scan("x", +) } == "--|")
    }

    @Test("scan starts from the initial result but never sends it alone")
    func scanIncrementallyAccumulates() {
        // ReactiveSwift's spec: "a", then "a" + "bb".
        let (texts, input) = Signal<String, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(texts.scan(">", +))
        #expect(checker.events.isEmpty)
        input.send(value: "a")
        #expect(checker.events == [.value(">a")])
        input.send(value: "bb")
        input.sendCompleted()
        #expect(checker.events == [.value(">a"), .value(">abb"), .completed])
        expectNoViolations(checker)
    }

    @Test("scan(into:) sends a copy of the result as it stands after each value")
    func scanIntoSendsEachStage() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<[Int], TestError>()
        checker.observe(numbers.scan(into: [Int]()) { $0.append($1) })
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: TestError())
        #expect(checker.events == [.value([1]), .value([1, 2]), .failed(TestError())])
        expectNoViolations(checker)
    }

    @Test("each start of a scanned producer begins again from the initial result")
    func scanRestartsOnEveryStart() {
        let sums = SignalProducer<Int, Never>(1...3).scan(0, +)
        #expect(checkedEvents(of: sums) == [.value(1), .value(3), .value(6), .completed])
        #expect(checkedEvents(of: sums) == [.value(1), .value(3), .value(6), .completed])
        let prefixes = SignalProducer<Int, Never>(1...2).scan(into: [Int]()) { $0.append($1) }
        #expect(checkedEvents(of: prefixes) == [.value([1]), .value([1, 2]), .completed])
        #expect(checkedEvents(of: prefixes) == [.value([1]), .value([1, 2]), .completed])
    }

    @Test("disposing a scanned start interrupts it and the start underneath")
    func disposingInterruptsUpstream() {
        var upstreamEnded = false
        let upstream = SignalProducer<Int, Never> { observer, lifetime in
            observer.send(value: 1)
            lifetime.observeEnded {
                _ = observer
                upstreamEnded = true
            }
        }
        let checker = ContractChecker<Int, Never>()
        let start = checker.start(upstream.scan(10, +))
        start.dispose()
        #expect(upstreamEnded)
        #expect(checker.events == [.value(11), .interrupted])
        expectNoViolations(checker)
    }

    @Test("when the source ends, scan releases its running result")
    func releasesTheResult() {
        final class Token {}
        weak var held: Token?
        let (tokens, input) = Signal<Token, Never>.pipe()
        tokens.scan(into: [Token]()) { $0.append($1) }.observeValues { _ in }
        do {
            let token = Token()
            held = token
            input.send(value: token)
        }
        #expect(held != nil)
        input.sendCompleted()
        #expect(held == nil)
    }
}
