import Testing
@testable import Step12_Schedulers

@Suite struct SkipRepeatsTests {
    @Test("skipRepeats() drops a value equal to the one just before it, and forwards completion")
    func skipRepeatsDropsConsecutiveDuplicates() {
        #expect(MarbleScenario.run("-a-a-b-b-a|") { $0.skipRepeats() } == "-a---b---a|")
        #expect(MarbleScenario.run("(aab)-(bb)|") { $0.skipRepeats() } == "(ab)--|")
    }

    @Test("skipRepeats forwards a failure and an interruption")
    func skipRepeatsForwardsTerminalEvents() {
        #expect(MarbleScenario.run("-a-a#") { $0.skipRepeats() } == "-a--#")
        #expect(MarbleScenario.run("-a-a!") { $0.skipRepeats { _, _ in true } } == "-a--!")
    }

    @Test("skipRepeats() sends the first value, and each value that differs from the one before")
    func skipRepeatsSpec() {
        // ReactiveSwift's spec, with Bool values.
        let (flags, input) = Signal<Bool, Never>.pipe()
        let checker = ContractChecker<Bool, Never>()
        checker.observe(flags.skipRepeats())
        for flag in [true, true, false, true] { input.send(value: flag) }
        input.sendCompleted()
        #expect(checker.events == [.value(true), .value(false), .value(true), .completed])
        expectNoViolations(checker)
    }

    @Test("skipRepeats(isEquivalent) drops what the predicate calls a repeat")
    func skipRepeatsWithPredicateSpec() {
        // ReactiveSwift's spec: strings of the same length are repeats.
        let (words, input) = Signal<String, TestError>.pipe()
        let checker = ContractChecker<String, TestError>()
        checker.observe(words.skipRepeats { $0.count == $1.count })
        for word in ["a", "b", "cc", "d"] { input.send(value: word) }
        input.send(error: TestError())
        #expect(checker.events == [.value("a"), .value("cc"), .value("d"), .failed(TestError())])
        expectNoViolations(checker)
    }

    @Test("skipRepeats compares each value with the one that arrived before it, sent or not")
    func skipRepeatsComparesWithLatestValue() {
        // 2 is close to 1, 3 to 2, 4 to 3: one long repeat of 1, though 4 is
        // far from 1, the last value sent.
        let closeNumbers = SignalProducer<Int, Never>([1, 2, 3, 4, 10]).skipRepeats { abs($0 - $1) <= 1 }
        #expect(checkedEvents(of: closeNumbers) == [.value(1), .value(10), .completed])
    }

    @Test("each start of a producer without repeats sends its first value")
    func skipRepeatsRestartsOnEveryStart() {
        let numbers = SignalProducer<Int, Never>([1, 1, 2, 2, 1]).skipRepeats()
        #expect(checkedEvents(of: numbers) == [.value(1), .value(2), .value(1), .completed])
        #expect(checkedEvents(of: numbers) == [.value(1), .value(2), .value(1), .completed])
        let constant = SignalProducer<Int, Never>([7, 7]).skipRepeats { $0 == $1 }
        #expect(checkedEvents(of: constant) == [.value(7), .completed])
        #expect(checkedEvents(of: constant) == [.value(7), .completed])
    }

    @Test("a producer without repeats forwards a failure, and disposing a start interrupts the start underneath")
    func skipRepeatsOnProducersTerminalEvents() {
        let failing = SignalProducer<Int, TestError>(error: TestError()).skipRepeats()
        #expect(checkedEvents(of: failing) == [.failed(TestError())])

        var upstreamEnded = false
        let upstream = SignalProducer<Int, Never> { observer, lifetime in
            observer.send(value: 1)
            observer.send(value: 1)
            lifetime.observeEnded {
                _ = observer
                upstreamEnded = true
            }
        }
        let checker = ContractChecker<Int, Never>()
        let start = checker.start(upstream.skipRepeats())
        start.dispose()
        #expect(upstreamEnded)
        #expect(checker.events == [.value(1), .interrupted])
        expectNoViolations(checker)
    }

    @Test("skipRepeats keeps only the latest value, and releases it when the source ends")
    func doesNotKeepEarlierValues() {
        // ReactiveSwift's spec: each item says when it is released.
        final class Item {
            let payload: Bool
            let onRelease: () -> Void
            init(_ payload: Bool, onRelease: @escaping () -> Void) {
                self.payload = payload
                self.onRelease = onRelease
            }
            deinit { onRelease() }
        }
        var released: [Bool] = []
        let (items, input) = Signal<Item, Never>.pipe()
        items.skipRepeats { $0.payload == $1.payload }.observeValues { _ in }
        func send(_ payload: Bool) {
            input.send(value: Item(payload) { released.append(payload) })
        }
        send(true)
        #expect(released == [])
        send(false)
        #expect(released == [true])
        send(false)
        #expect(released == [true, false])
        send(true)
        #expect(released == [true, false, false])
        input.sendCompleted()
        #expect(released == [true, false, false, true])
    }
}
