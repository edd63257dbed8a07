import Foundation
import Testing
@testable import Step07_Combining

/// Thousands of random chains of this step's operators, those of step 6 and
/// the combining ones, each checked two ways: the contract checker must see
/// no violation, and the events must be those that the operators'
/// references compute on plain arrays.
///
/// A combining link brings a second input of its own. The chain's input
/// sends at even moments, every second input at odd ones, and the tests send
/// every event in the order of its moment, so the references know the order
/// in which each operator saw its inputs.
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

    /// A chain of one to eight random links, a random input at even moments,
    /// and perhaps a moment at which a producer's start is disposed of.
    struct Chain {
        let links: [CombiningChainLink]
        let input: [TimedEvent]
        let disposalTime: Int?

        init(number: UInt64) {
            var generator = RepeatableGenerator(number: number)
            links = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                CombiningChainLink.random(using: &generator)
            }
            input = randomInput(using: &generator).enumerated().map { TimedEvent(time: $0.offset * 2, event: $0.element) }
            disposalTime = Bool.random(using: &generator) ? Int.random(in: 0...24, using: &generator) : nil
        }

        /// The events the whole chain must send.
        var reference: [TimedEvent] {
            links.reduce(input) { events, link in link.reference(events) }
        }

        /// Every event to send, in order: each with the input it goes to,
        /// `0` for the chain's input and `k + 1` for the second input of
        /// link `k`.
        var schedule: [(input: Int, timed: TimedEvent)] {
            var all = input.map { (input: 0, timed: $0) }
            for (index, link) in links.enumerated() {
                if case .combining(let combining) = link {
                    all += combining.sideEvents.map { (input: index + 1, timed: $0) }
                }
            }
            return all.sorted { ($0.timed.time, $0.input) < ($1.timed.time, $1.input) }
        }

        func describe(number: UInt64) -> String {
            "chain \(number) (run it alone with FRP_CHAIN_NUMBER=\(number)): input \(input), links "
                + links.map(\.description).joined(separator: " → ")
                + (disposalTime.map { ", start disposed of before moment \($0)" } ?? "")
        }
    }

    @Test("random chains of operators on signals keep the contract and send what the reference computes")
    func signalChains() {
        for number in Self.chainNumbers {
            let chain = Chain(number: number)
            var inputs: [Int: Signal<Int, TestError>.Observer] = [:]
            let (source, sourceInput) = Signal<Int, TestError>.pipe()
            inputs[0] = sourceInput
            var signal = source
            for (index, link) in chain.links.enumerated() {
                switch link {
                case .single(let single):
                    signal = single.apply(signal)
                case .combining(let combining):
                    let (side, sideInput) = Signal<Int, TestError>.pipe()
                    inputs[index + 1] = sideInput
                    signal = combining.applyToSignals(signal, side)
                }
            }
            let checker = ContractChecker<Int, TestError>()
            checker.observe(signal)
            for (input, timed) in chain.schedule {
                inputs[input]?.send(timed.event)
            }
            let expected = chain.reference.map(\.event)
            guard checker.events == expected, checker.violations.isEmpty else {
                Issue.record(
                    """
                    \(chain.describe(number: number))
                    expected \(chain.reference)
                    actual   \(checker.events)
                    violations \(checker.violations)
                    """
                )
                return
            }
            withExtendedLifetime(inputs) {}
        }
    }

    @Test("random chains on producers keep the contract, also when a start is disposed of midway")
    func producerChains() {
        for number in Self.chainNumbers {
            let chain = Chain(number: number)
            var inputs: [Int: Signal<Int, TestError>.Observer] = [:]
            var producer = SignalProducer<Int, TestError> { observer, _ in inputs[0] = observer }
            for (index, link) in chain.links.enumerated() {
                switch link {
                case .single(let single):
                    producer = single.apply(toProducer: producer)
                case .combining(let combining):
                    let side = SignalProducer<Int, TestError> { observer, _ in inputs[index + 1] = observer }
                    producer = combining.applyToProducers(producer, side)
                }
            }
            let checker = ContractChecker<Int, TestError>()
            let start = checker.start(producer)
            var expected = chain.reference
            for (input, timed) in chain.schedule {
                if let disposalTime = chain.disposalTime, timed.time >= disposalTime { break }
                inputs[input]?.send(timed.event)
            }
            if let disposalTime = chain.disposalTime {
                start.dispose()
                expected = expected.filter { $0.time < disposalTime }
                if expected.last?.event.isTerminating != true {
                    expected.append(TimedEvent(time: disposalTime, event: .interrupted))
                }
            }
            guard checker.events == expected.map(\.event), checker.violations.isEmpty else {
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
