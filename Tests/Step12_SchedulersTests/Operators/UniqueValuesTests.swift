import Testing
@testable import Step12_Schedulers

@Suite struct UniqueValuesTests {
    @Test("uniqueValues() sends each value the first time only, and forwards completion")
    func uniqueValuesDropsSeenValues() {
        #expect(MarbleScenario.run("-a-b-a-c-b|") { $0.uniqueValues() } == "-a-b---c--|")
        #expect(MarbleScenario.run("(aba)-(ca)|") { $0.uniqueValues() } == "(ab)-c|")
    }

    @Test("uniqueValues forwards a failure and an interruption")
    func uniqueValuesForwardsTerminalEvents() {
        #expect(MarbleScenario.run("-a-a#") { $0.uniqueValues() } == "-a--#")
        #expect(MarbleScenario.run("-a-b!") { $0.uniqueValues { _ in 0 } } == "-a--!")
    }

    @Test("uniqueValues() skips the values that have been seen already")
    func uniqueValuesSpec() {
        // ReactiveSwift's spec.
        let (letters, input) = Signal<String, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(letters.uniqueValues())
        for letter in ["a", "b", "a", "b", "c"] { input.send(value: letter) }
        input.sendCompleted()
        #expect(checker.events == [.value("a"), .value("b"), .value("c"), .completed])
        expectNoViolations(checker)
    }

    @Test("uniqueValues(transform) compares identities, asking for each value's identity once")
    func uniqueValuesByIdentity() {
        var asked: [String] = []
        let (words, input) = Signal<String, TestError>.pipe()
        let checker = ContractChecker<String, TestError>()
        checker.observe(words.uniqueValues { word -> Character? in
            asked.append(word)
            return word.first
        })
        for word in ["apple", "banana", "avocado", "cherry"] { input.send(value: word) }
        input.send(error: TestError())
        #expect(asked == ["apple", "banana", "avocado", "cherry"])
        #expect(checker.events == [.value("apple"), .value("banana"), .value("cherry"), .failed(TestError())])
        expectNoViolations(checker)
    }

    @Test("each start of a producer of unique values begins with nothing seen")
    func uniqueValuesRestartsOnEveryStart() {
        let numbers = SignalProducer<Int, Never>([1, 2, 1, 3, 2]).uniqueValues()
        #expect(checkedEvents(of: numbers) == [.value(1), .value(2), .value(3), .completed])
        #expect(checkedEvents(of: numbers) == [.value(1), .value(2), .value(3), .completed])
        let parities = SignalProducer<Int, Never>(1...4).uniqueValues { $0 % 2 }
        #expect(checkedEvents(of: parities) == [.value(1), .value(2), .completed])
        #expect(checkedEvents(of: parities) == [.value(1), .value(2), .completed])
    }

    @Test("a producer of unique values forwards a failure, and disposing a start interrupts the start underneath")
    func uniqueValuesOnProducersTerminalEvents() {
        let failing = SignalProducer<Int, TestError>(error: TestError()).uniqueValues()
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
        let start = checker.start(upstream.uniqueValues())
        start.dispose()
        #expect(upstreamEnded)
        #expect(checker.events == [.value(1), .interrupted])
        expectNoViolations(checker)
    }

    @Test("uniqueValues keeps every value seen until the source ends, then releases them all")
    func releasesSeenValues() {
        /// A value that is equal only to itself.
        final class Key: Hashable {
            static func == (lhs: Key, rhs: Key) -> Bool { lhs === rhs }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }
        weak var first: Key?
        weak var second: Key?
        let (keys, input) = Signal<Key, Never>.pipe()
        keys.uniqueValues().observeValues { _ in }
        do {
            let key = Key()
            first = key
            input.send(value: key)
        }
        do {
            let key = Key()
            second = key
            input.send(value: key)
        }
        #expect(first != nil)
        #expect(second != nil)
        input.sendInterrupted()
        #expect(first == nil)
        #expect(second == nil)
    }
}
