import Testing
@testable import Step12_Schedulers

@Suite struct CompactMapTests {
    @Test("compactMap sends the transformed values that are not nil, and forwards completion")
    func compactMapDropsNil() {
        #expect(MarbleScenario.run("-1-x-2-y|") { $0.compactMap { Int($0).map { "\($0 * 3)" } } } == "-3---6--|")
    }

    @Test("compactMap forwards a failure and an interruption")
    func compactMapForwardsTerminalEvents() {
        #expect(MarbleScenario.run("-1-x#") { $0.compactMap { Int($0).map(String.init) } } == "-1--#")
        #expect(MarbleScenario.run("-x!") { $0.compactMap { Int($0).map(String.init) } } == "--!")
    }

    @Test("compactMap sends exactly the non-nil values, then nothing after a failure")
    func compactMapStopsAfterFailure() {
        // ReactiveSwift's spec: values parsed as numbers, "A" dropped, and a
        // value sent after the failure never arrives.
        let (texts, input) = Signal<String, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(texts.compactMap { Int($0) })
        input.send(value: "0")
        input.send(value: "A")
        input.send(value: "1")
        input.send(error: TestError("parse"))
        input.send(value: "2")
        #expect(checker.events == [.value(0), .value(1), .failed(TestError("parse"))])
        expectNoViolations(checker)
    }

    @Test("the transform runs once per value, and a nil result is dropped without ending the stream")
    func transformRunsOncePerValue() {
        var seen: [Int] = []
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.observe(numbers.compactMap { number -> Int? in
            seen.append(number)
            return number.isMultiple(of: 2) ? number / 2 : nil
        })
        for number in 1...4 { input.send(value: number) }
        #expect(seen == [1, 2, 3, 4])
        #expect(checker.events == [.value(1), .value(2)])
        expectNoViolations(checker)
    }

    @Test("a compact-mapped producer transforms every start, and forwards its failure")
    func compactMapOnProducers() {
        let numbers = SignalProducer<String, Never>(["1", "one", "2"]).compactMap { Int($0) }
        #expect(checkedEvents(of: numbers) == [.value(1), .value(2), .completed])
        #expect(checkedEvents(of: numbers) == [.value(1), .value(2), .completed])
        let failing = SignalProducer<String, TestError>(error: TestError()).compactMap { Int($0) }
        #expect(checkedEvents(of: failing) == [.failed(TestError())])
    }

    @Test("disposing a compact-mapped start interrupts it and the start underneath")
    func disposingInterruptsUpstream() {
        var upstreamEnded = false
        let upstream = SignalProducer<String, Never> { observer, lifetime in
            lifetime.observeEnded {
                _ = observer
                upstreamEnded = true
            }
        }
        let checker = ContractChecker<Int, Never>()
        let start = checker.start(upstream.compactMap { Int($0) })
        #expect(!upstreamEnded)
        start.dispose()
        #expect(upstreamEnded)
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("a failure or a disposal of a compact-mapped start ends the work underneath in that tick")
    func subscriptions() {
        let scenario = MarbleScenario()
        let subscriptions = MarbleSubscriptions()
        let letters = scenario.producer("-a-b-c|", recordingInto: subscriptions)
        #expect(scenario.run(letters.compactMap { $0 == "b" ? nil : $0 }, disposingAt: 4) == "-a--!")
        // The first run played its diagram to the end, tick 6: the second
        // start begins there.
        #expect(scenario.run(letters.compactMap { $0 }) == "-------a-b-c|")
        #expect(subscriptions.diagrams == ["^---!", "------^-----!"])
    }

    @Test("when the source ends, compactMap stops observing it and releases the transform")
    func releasesTransformOnTermination() {
        final class Token {}
        weak var released: Token?
        let (texts, input) = Signal<String, Never>.pipe()
        do {
            let token = Token()
            released = token
            texts.compactMap { text -> Int? in
                _ = token
                return Int(text)
            }.observeValues { _ in }
        }
        #expect(released != nil)
        input.sendInterrupted()
        #expect(released == nil)
    }
}
