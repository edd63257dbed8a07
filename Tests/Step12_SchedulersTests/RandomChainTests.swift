import Foundation
import Testing
@testable import Step12_Schedulers

/// Thousands of random chains of this step's operators, those of steps 6
/// to 8 and the ones that handle failures, each checked two ways: the
/// contract checker must see no violation, and the events must be those
/// that the operators' references compute on plain arrays.
///
/// A combining link brings a second input of its own, and so does a
/// `flatMap` whose inners are driven: each inner sends what that input sends
/// after the inner's start. Every event of every input happens at a moment
/// of its own: the chain's input at multiples of 20, the second input of
/// link `k` at moments that end in `k` between them. The tests send every
/// event in the order of its moment, so the references know the order in
/// which each operator saw its inputs, and a retry knows which events come
/// after it has started again.
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

    /// A chain of one to eight random links, a random input, and perhaps a
    /// moment at which a producer's start is disposed of. A chain of
    /// producers may have retries, and its input may go on after a failure,
    /// for a retry to hear.
    struct Chain {
        let links: [CombiningChainLink]
        let input: [TimedEvent]
        let disposalTime: Int?

        /// - Parameter allowsRetry: Whether links may be retries: only for
        ///   chains of producers.
        init(number: UInt64, allowsRetry: Bool) {
            var generator = RepeatableGenerator(number: number)
            links = (0..<Int.random(in: 1...8, using: &generator)).map { index in
                // Moment t of a second input becomes 10 t + index: between
                // the chain's input events, as before, and never at the
                // same moment as another input's event.
                CombiningChainLink.random(allowsRetry: allowsRetry, using: &generator).movingSideEvents { $0 * 10 + index }
            }
            var events = randomInput(using: &generator)
            // The input of a chain of producers mostly goes on after a
            // failure, and fails again more often than not: nobody hears it,
            // unless a retry has started the chain's input again.
            while allowsRetry, events.count < 24, events.last?.error != nil, Int.random(in: 0..<4, using: &generator) > 0 {
                events += (0..<Int.random(in: 1...4, using: &generator)).map { _ in .value(Int.random(in: 0...4, using: &generator)) }
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: events.append(.completed)
                case 1: break
                default: events.append(.failed(TestError("random again")))
                }
            }
            input = events.enumerated().map { TimedEvent(time: $0.offset * 20, event: $0.element) }
            disposalTime = Bool.random(using: &generator) ? Int.random(in: 0...24, using: &generator) * 10 : nil
        }

        /// The events the whole chain must send.
        var reference: [TimedEvent] {
            events(throughLinks: links.count, after: -1)
        }

        /// The events that come out of the first `count` links when the
        /// inputs send only their events after `moment`: what a start made
        /// at `moment` sees. The chain's input is heard up to its first
        /// terminal event after `moment`.
        func events(throughLinks count: Int, after moment: Int) -> [TimedEvent] {
            let heard = input.filter { $0.time > moment }
            var events = Array(heard.prefix { !$0.event.isTerminating }) + heard.drop { !$0.event.isTerminating }.prefix(1)
            for index in 0..<count {
                switch links[index] {
                case .single(let link):
                    events = timedReference(link.reference, events)
                case .combining(let link):
                    events = link.reference(events, link.sideEvents.filter { $0.time > moment })
                case .flattening(let link):
                    events = link.reference(events, drive: link.driveEvents.filter { $0.time > moment })
                case .retry(let retries):
                    events = retried(events, retries: retries, restarting: index)
                }
            }
            return events
        }

        /// The events of a retry link whose first attempt sends `attempt`:
        /// up to its failure, if retries are left; then, from the moment of
        /// that failure, those of a new start of the first `count` links.
        private func retried(_ attempt: [TimedEvent], retries: Int, restarting count: Int) -> [TimedEvent] {
            guard retries > 0, let failure = attempt.firstIndex(where: { $0.event.error != nil }) else {
                return attempt
            }
            let nextAttempt = events(throughLinks: count, after: attempt[failure].time)
            return Array(attempt[..<failure]) + retried(nextAttempt, retries: retries - 1, restarting: count)
        }

        /// Every event to send, in order: each with the input it goes to,
        /// `0` for the chain's input and `k + 1` for the second input of
        /// link `k`.
        var schedule: [(input: Int, timed: TimedEvent)] {
            var all = input.map { (input: 0, timed: $0) }
            for (index, link) in links.enumerated() {
                all += link.sideEvents.map { (input: index + 1, timed: $0) }
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
            let chain = Chain(number: number, allowsRetry: false)
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
                case .flattening(let flattening):
                    let (drive, driveInput) = Signal<Int, TestError>.pipe()
                    inputs[index + 1] = driveInput
                    signal = flattening.applyToSignals(signal, drive: drive)
                case .retry:
                    preconditionFailure("a chain of signals has no retry: a signal cannot be started again")
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

    @Test("random chains on producers, retries included, keep the contract, also when a start is disposed of midway")
    func producerChains() {
        for number in Self.chainNumbers {
            let chain = Chain(number: number, allowsRetry: true)
            var inputs: [Int: Signal<Int, TestError>.Observer] = [:]
            var producer = SignalProducer<Int, TestError> { observer, _ in inputs[0] = observer }
            for (index, link) in chain.links.enumerated() {
                // The link's second input, if it has one: each start, a
                // retry's included, takes over the input.
                let secondInput = SignalProducer<Int, TestError> { observer, _ in inputs[index + 1] = observer }
                switch link {
                case .single(let single):
                    producer = single.apply(toProducer: producer)
                case .combining(let combining):
                    producer = combining.applyToProducers(producer, secondInput)
                case .flattening(let flattening):
                    // Each start of the link starts its drive once, for
                    // all the inners of that start.
                    producer = flattening.applyToProducers(producer, drive: secondInput)
                case .retry(let count):
                    producer = producer.retry(upTo: count)
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

    @Test("random chains on producers, followed by a property and random operators on properties, hold the values the references compute")
    func propertyChains() {
        for number in Self.chainNumbers {
            let chain = Chain(number: number, allowsRetry: true)
            // The property links come from a generator of their own, so
            // that the chain itself is the same as in the other tests.
            var generator = RepeatableGenerator(number: ~number)
            let propertyLinks = (0..<Int.random(in: 1...4, using: &generator)).map { _ in PropertyLink.random(using: &generator) }
            var inputs: [Int: Signal<Int, TestError>.Observer] = [:]
            var producer = SignalProducer<Int, TestError> { observer, _ in inputs[0] = observer }
            for (index, link) in chain.links.enumerated() {
                let secondInput = SignalProducer<Int, TestError> { observer, _ in inputs[index + 1] = observer }
                switch link {
                case .single(let single):
                    producer = single.apply(toProducer: producer)
                case .combining(let combining):
                    producer = combining.applyToProducers(producer, secondInput)
                case .flattening(let flattening):
                    producer = flattening.applyToProducers(producer, drive: secondInput)
                case .retry(let count):
                    producer = producer.retry(upTo: count)
                }
            }
            // A property cannot fail: a failure of the chain ends its
            // changes, as a completion or an interruption does.
            let source = Property(initial: -1, then: producer.flatMapError { _ in SignalProducer<Int, Never>.empty })
            let derived = propertyLinks.reduce(source) { property, link in link.apply(property) }
            let checker = ContractChecker<Int, Never>()
            checker.start(derived.producer)
            for (input, timed) in chain.schedule {
                inputs[input]?.send(timed.event)
            }

            let reference = chain.reference
            let sourceValues = [-1] + reference.prefix { !$0.event.isTerminating }.compactMap(\.event.value)
            let expectedValues = propertyLinks.reduce(sourceValues) { values, link in link.reference(values) }
            let expected: [Signal<Int, Never>.Event] = expectedValues.map { .value($0) }
                + (reference.contains { $0.event.isTerminating } ? [.completed] : [])
            guard checker.events == expected, checker.violations.isEmpty, derived.value == expectedValues.last else {
                Issue.record(
                    """
                    \(chain.describe(number: number)), then Property(initial: -1, then:) → \(propertyLinks.map(\.description).joined(separator: " → "))
                    chain sends  \(reference)
                    expected \(expected), value \(expectedValues.last ?? 0)
                    actual   \(checker.events), value \(derived.value)
                    violations \(checker.violations)
                    """
                )
                return
            }
            withExtendedLifetime((source, inputs)) {}
        }
    }
}
