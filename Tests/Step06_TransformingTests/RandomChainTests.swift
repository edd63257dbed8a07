import Foundation
import Testing
@testable import Step06_Transforming

/// Thousands of random chains of this step's operators, each checked two
/// ways: the contract checker must see no violation, and the events must be
/// those that the operators' references compute on plain arrays.
///
/// Every chain has a number, printed when it fails; set `FRP_CHAIN_NUMBER` to
/// that number to run that chain alone, and `FRP_CHAIN_COUNT` to run more
/// chains than the default.
@Suite struct RandomChainTests {
    /// The chains each test runs.
    static let chainCount = ProcessInfo.processInfo.environment["FRP_CHAIN_COUNT"].flatMap(Int.init) ?? 10_000

    /// The numbers of the chains to run.
    static var chainNumbers: [UInt64] {
        if let number = ProcessInfo.processInfo.environment["FRP_CHAIN_NUMBER"].flatMap(UInt64.init) {
            return [number]
        }
        return (0..<UInt64(chainCount)).map { 0x0C4A_0000 + $0 }
    }

    /// A chain of one to eight random links, and a random input.
    struct Chain {
        let links: [ChainLink]
        let input: [ChainEvent]
        /// After how many input events a producer's start is disposed of, if
        /// it is.
        let disposalPoint: Int?

        init(number: UInt64) {
            var generator = RepeatableGenerator(number: number)
            links = (0..<Int.random(in: 1...8, using: &generator)).map { _ in ChainLink.random(using: &generator) }
            input = randomInput(using: &generator)
            disposalPoint = Bool.random(using: &generator) ? Int.random(in: 0...input.count, using: &generator) : nil
        }

        /// The events the whole chain must send for `events`.
        func reference(for events: [ChainEvent]) -> [ChainEvent] {
            links.reduce(events) { events, link in link.reference(events) }
        }

        func describe(number: UInt64) -> String {
            "chain \(number) (run it alone with FRP_CHAIN_NUMBER=\(number)): input \(input), links "
                + links.map(\.description).joined(separator: " → ")
                + (disposalPoint.map { ", start disposed after \($0) input events" } ?? "")
        }
    }

    @Test("random chains of operators on a signal keep the contract and send what the reference computes")
    func signalChains() {
        for number in Self.chainNumbers {
            let chain = Chain(number: number)
            let (source, input) = Signal<Int, TestError>.pipe()
            let checker = ContractChecker<Int, TestError>()
            checker.observe(chain.links.reduce(source) { signal, link in link.apply(signal) })
            for event in chain.input {
                input.send(event)
            }
            let expected = chain.reference(for: chain.input)
            guard checker.events == expected, checker.violations.isEmpty else {
                Issue.record(
                    """
                    \(chain.describe(number: number))
                    expected \(expected)
                    actual   \(checker.events)
                    violations \(checker.violations)
                    """
                )
                return
            }
            withExtendedLifetime(input) {}
        }
    }

    @Test("random chains lifted to producers keep the contract, also when a start is disposed of midway")
    func producerChains() {
        for number in Self.chainNumbers {
            let chain = Chain(number: number)
            var upstream: Signal<Int, TestError>.Observer?
            let source = SignalProducer<Int, TestError> { observer, _ in upstream = observer }
            let producer = chain.links.reduce(source) { producer, link in link.apply(toProducer: producer) }
            let checker = ContractChecker<Int, TestError>()
            let start = checker.start(producer)
            let expected: [ChainEvent]
            if let point = chain.disposalPoint {
                let sent = Array(chain.input.prefix(point))
                for event in sent {
                    upstream?.send(event)
                }
                start.dispose()
                let before = chain.reference(for: sent)
                expected = before.last?.isTerminating == true ? before : before + [.interrupted]
            } else {
                for event in chain.input {
                    upstream?.send(event)
                }
                expected = chain.reference(for: chain.input)
            }
            guard checker.events == expected, checker.violations.isEmpty else {
                Issue.record(
                    """
                    \(chain.describe(number: number))
                    expected \(expected)
                    actual   \(checker.events)
                    violations \(checker.violations)
                    """
                )
                return
            }
            withExtendedLifetime(start) {}
        }
    }
}
