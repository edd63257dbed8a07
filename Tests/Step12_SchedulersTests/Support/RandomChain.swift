@testable import Step12_Schedulers

/// A random number generator that gives the same numbers for the same
/// starting number, so that a failing random test can be run again exactly
/// (SplitMix64).
struct RepeatableGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(number: UInt64) { state = number }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The events of the random tests: small numbers, so that repeats happen,
/// and one error.
typealias ChainEvent = Signal<Int, TestError>.Event

/// One link of a random chain: the operator under test, applied to a
/// signal, and a reference that computes the same events on a plain array,
/// the way a reader would work them out by hand.
struct ChainLink: CustomStringConvertible {
    /// How the link reads in a failure message: `take(first: 2)`.
    let description: String
    /// The operator, on a signal.
    let apply: (Signal<Int, TestError>) -> Signal<Int, TestError>
    /// The events the operator must send for the events it receives. The
    /// input obeys the grammar; it may end without a terminal event.
    let reference: ([ChainEvent]) -> [ChainEvent]
    /// The operator on producers, where it is not `lift` of the signal
    /// operator (`on` and `materialize` hand a disposal to the work first);
    /// `nil` where it is.
    var applyToProducer: ((SignalProducer<Int, TestError>) -> SignalProducer<Int, TestError>)? = nil

    /// The operator on a producer, as a learner would call it.
    func apply(toProducer producer: SignalProducer<Int, TestError>) -> SignalProducer<Int, TestError> {
        applyToProducer?(producer) ?? producer.lift(apply)
    }
}

extension ChainLink {
    /// Every kind of link, made with random parameters.
    static func random(using generator: inout RepeatableGenerator) -> ChainLink {
        let n = Int.random(in: 1...3, using: &generator)
        let k = Int.random(in: 0...4, using: &generator)
        let makers: [() -> ChainLink] = [
            { .values("map { ($0 * 3 + \(k)) % 7 }", { $0.map { ($0 * 3 + k) % 7 } }) { [($0 * 3 + k) % 7] } },
            { .values("filter { $0 % 3 != \(k % 3) }", { $0.filter { $0 % 3 != k % 3 } }) { $0 % 3 != k % 3 ? [$0] : [] } },
            {
                .values("compactMap { $0 == \(k) ? nil : $0 + 1 }", { $0.compactMap { $0 == k ? nil : $0 + 1 } }) {
                    $0 == k ? [] : [$0 + 1]
                }
            },
            { .scan(k) },
            { .reduce(k) },
            { .collectAll() },
            { .collect(count: n) },
            { .take(first: n) },
            { .take(last: n) },
            { .take(while: k) },
            { .take(until: k) },
            { .skip(first: n) },
            { .skip(while: k) },
            { .skipRepeats() },
            { .uniqueValues() },
            { .combinePrevious(k) },
            { .materializeThenDematerialize() },
            { .on() },
            // Step 9's, in RandomErrorLinks.swift.
            { .mapError() },
            { .flatMapError(first: k, replacementFails: n == 3) },
            { .attemptMap(failingOn: k, typedThrows: n == 2) },
            { .materializeResultsThenDematerializeResults() },
        ]
        return makers.randomElement(using: &generator)!()
    }

    /// A link that replaces each value by zero or more values and passes the
    /// terminal event through.
    static func values(
        _ description: String,
        _ apply: @escaping (Signal<Int, TestError>) -> Signal<Int, TestError>,
        _ transform: @escaping (Int) -> [Int]
    ) -> ChainLink {
        ChainLink(description: description, apply: apply) { events in
            events.flatMap { event -> [ChainEvent] in
                guard case .value(let value) = event else { return [event] }
                return transform(value).map { .value($0) }
            }
        }
    }

    static func scan(_ initial: Int) -> ChainLink {
        ChainLink(description: "scan(\(initial)) { ($0 + $1) % 10 }", apply: { $0.scan(initial) { ($0 + $1) % 10 } }) { events in
            var sum = initial
            return events.map { event in
                guard case .value(let value) = event else { return event }
                sum = (sum + value) % 10
                return .value(sum)
            }
        }
    }

    static func reduce(_ initial: Int) -> ChainLink {
        ChainLink(description: "reduce(\(initial)) { ($0 + $1) % 10 }", apply: { $0.reduce(initial) { ($0 + $1) % 10 } }) { events in
            let values = events.compactMap(\.value)
            let result = values.reduce(initial) { ($0 + $1) % 10 }
            switch terminal(of: events) {
            case .completed?: return [.value(result), .completed]
            case let other?: return [other]
            case nil: return []
            }
        }
    }

    /// `collect()`, then the sum of each array, so that the chain stays a
    /// chain of numbers.
    static func collectAll() -> ChainLink {
        ChainLink(description: "collect().map(sum)", apply: { $0.collect().map { $0.reduce(0, +) % 10 } }) { events in
            switch terminal(of: events) {
            case .completed?: return [.value(events.compactMap(\.value).reduce(0, +) % 10), .completed]
            case let other?: return [other]
            case nil: return []
            }
        }
    }

    /// `collect(count:)`, then the sum of each array plus its size times
    /// ten, so that arrays of different sizes differ.
    static func collect(count: Int) -> ChainLink {
        let summary: ([Int]) -> Int = { $0.count * 10 + $0.reduce(0, +) % 10 }
        return ChainLink(description: "collect(count: \(count)).map(summary)", apply: { $0.collect(count: count).map(summary) }) { events in
            let values = events.compactMap(\.value)
            var output: [ChainEvent] = stride(from: 0, to: values.count - values.count % count, by: count).map {
                .value(summary(Array(values[$0..<$0 + count])))
            }
            switch terminal(of: events) {
            case .completed?:
                let rest = Array(values.suffix(values.count % count))
                if !rest.isEmpty || values.isEmpty { output.append(.value(summary(rest))) }
                output.append(.completed)
            case let other?:
                output.append(other)
            case nil:
                break
            }
            return output
        }
    }

    static func take(first count: Int) -> ChainLink {
        ChainLink(description: "take(first: \(count))", apply: { $0.take(first: count) }) { events in
            var output: [ChainEvent] = []
            for event in events {
                output.append(event)
                if event.isTerminating { break }
                if output.count == count { return output + [.completed] }
            }
            return output
        }
    }

    static func take(last count: Int) -> ChainLink {
        ChainLink(description: "take(last: \(count))", apply: { $0.take(last: count) }) { events in
            switch terminal(of: events) {
            case .completed?: return events.compactMap(\.value).suffix(count).map { .value($0) } + [.completed]
            case let other?: return [other]
            case nil: return []
            }
        }
    }

    static func take(while limit: Int) -> ChainLink {
        ChainLink(description: "take(while: { $0 != \(limit) })", apply: { $0.take(while: { $0 != limit }) }) { events in
            var output: [ChainEvent] = []
            for event in events {
                if event.value == limit { return output + [.completed] }
                output.append(event)
            }
            return output
        }
    }

    static func take(until limit: Int) -> ChainLink {
        ChainLink(description: "take(until: { $0 != \(limit) })", apply: { $0.take(until: { $0 != limit }) }) { events in
            var output: [ChainEvent] = []
            for event in events {
                output.append(event)
                if event.value == limit { return output + [.completed] }
            }
            return output
        }
    }

    static func skip(first count: Int) -> ChainLink {
        ChainLink(description: "skip(first: \(count))", apply: { $0.skip(first: count) }) { events in
            var skipped = 0
            return events.filter { event in
                guard event.value != nil, skipped < count else { return true }
                skipped += 1
                return false
            }
        }
    }

    static func skip(while limit: Int) -> ChainLink {
        ChainLink(description: "skip(while: { $0 != \(limit) })", apply: { $0.skip(while: { $0 != limit }) }) { events in
            var skipping = true
            return events.filter { event in
                guard skipping, let value = event.value else { return true }
                skipping = value != limit
                return !skipping
            }
        }
    }

    static func skipRepeats() -> ChainLink {
        ChainLink(description: "skipRepeats()", apply: { $0.skipRepeats() }) { events in
            var previous: Int?
            return events.filter { event in
                guard let value = event.value else { return true }
                defer { previous = value }
                return value != previous
            }
        }
    }

    static func uniqueValues() -> ChainLink {
        ChainLink(description: "uniqueValues()", apply: { $0.uniqueValues() }) { events in
            var seen: Set<Int> = []
            return events.filter { event in
                guard let value = event.value else { return true }
                return seen.insert(value).inserted
            }
        }
    }

    static func combinePrevious(_ initial: Int) -> ChainLink {
        ChainLink(description: "combinePrevious(\(initial)).map { $0 * 10 + $1 }", apply: { $0.combinePrevious(initial).map { $0 * 10 + $1 } }) {
            events in
            var previous = initial
            return events.map { event in
                guard let value = event.value else { return event }
                defer { previous = value }
                return .value(previous * 10 + value)
            }
        }
    }

    static func materializeThenDematerialize() -> ChainLink {
        ChainLink(
            description: "materialize().dematerialize()",
            apply: { $0.materialize().dematerialize() },
            reference: { $0 },
            applyToProducer: { $0.materialize().dematerialize() }
        )
    }

    /// `on(...)` with every closure: it must change nothing.
    static func on() -> ChainLink {
        ChainLink(
            description: "on(every closure)",
            apply: {
                $0.on(event: { _ in }, failed: { _ in }, completed: {}, interrupted: {}, terminated: {}, disposed: {}, value: { _ in })
            },
            reference: { $0 },
            applyToProducer: {
                $0.on(
                    starting: {}, started: {}, event: { _ in }, failed: { _ in }, completed: {}, interrupted: {},
                    terminated: {}, disposed: {}, value: { _ in }
                )
            }
        )
    }

    /// The terminal event of `events`, if it has one.
    static func terminal(of events: [ChainEvent]) -> ChainEvent? {
        events.last.flatMap { $0.isTerminating ? $0 : nil }
    }
}

/// A random input: a few small numbers, then perhaps a terminal event.
func randomInput(using generator: inout RepeatableGenerator) -> [ChainEvent] {
    var events: [ChainEvent] = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        .value(Int.random(in: 0...4, using: &generator))
    }
    switch Int.random(in: 0...3, using: &generator) {
    case 0: events.append(.completed)
    case 1: events.append(.failed(TestError("random")))
    case 2: events.append(.interrupted)
    default: break
    }
    return events
}
