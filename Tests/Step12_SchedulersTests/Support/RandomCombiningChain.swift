@testable import Step12_Schedulers

/// One link of a random chain: one of step 6's links (or step 9's, which
/// handle failures), which reads only the chain; an operator that combines
/// the chain with a second input of its own (step 7); a `flatMap` whose
/// inners may be driven by a second input of their own (step 8); or, on
/// producers only, a retry.
enum CombiningChainLink: CustomStringConvertible {
    case single(ChainLink)
    case combining(CombiningLink)
    case flattening(FlatteningLink)
    /// `retry(upTo:)`, which starts everything above it again after a
    /// failure: the chain's input and the second inputs of the links above
    /// (a flattening link's drive included) start anew, and see only what is
    /// sent from then on. A signal cannot be restarted, so only the producer
    /// test has this link.
    case retry(upTo: Int)

    var description: String {
        switch self {
        case .single(let link): link.description
        case .combining(let link): "\(link.description) with \(link.sideEvents)"
        case .flattening(let link): link.description
        case .retry(let count): "retry(upTo: \(count))"
        }
    }

    /// A link of any kind, made with random parameters and, for a
    /// combining or a driven flattening link, a random second input.
    ///
    /// - Parameter allowsRetry: Whether the link may be a retry: only for
    ///   chains of producers.
    static func random(allowsRetry: Bool, using generator: inout RepeatableGenerator) -> CombiningChainLink {
        if allowsRetry, Int.random(in: 0..<8, using: &generator) == 0 {
            return .retry(upTo: Int.random(in: 0...3, using: &generator))
        }
        return switch Int.random(in: 0..<4, using: &generator) {
        case 0: .combining(.random(using: &generator))
        case 1: .flattening(.random(using: &generator))
        default: .single(.random(using: &generator))
        }
    }

    /// The events of the link's second input, if it has one.
    var sideEvents: [TimedEvent] {
        switch self {
        case .single, .retry: []
        case .combining(let link): link.sideEvents
        case .flattening(let link): link.driveEvents
        }
    }

    /// The same link, its second input's events moved to the moments that
    /// `move` gives: step 9's chains give each input moments of its own
    /// (see `RandomChainTests.Chain`).
    func movingSideEvents(_ move: (Int) -> Int) -> CombiningChainLink {
        let moved = sideEvents.map { TimedEvent(time: move($0.time), event: $0.event) }
        return switch self {
        case .single, .retry: self
        case .combining(let link): .combining(link.with(sideEvents: moved))
        case .flattening(let link): .flattening(link.with(driveEvents: moved))
        }
    }
}

/// A combining operator, its second input, and a reference that works out
/// its events from both inputs' events, in the order of their moments.
struct CombiningLink: CustomStringConvertible {
    let description: String
    /// The second input's events, with their moments.
    let sideEvents: [TimedEvent]
    /// Whether the second input may fail: `false` for operators whose
    /// trigger or sampler has the error type `Never`.
    let sideCanFail: Bool
    /// The operator on signals, given the chain and the second input.
    let applyToSignals: (Signal<Int, TestError>, Signal<Int, TestError>) -> Signal<Int, TestError>
    /// The operator on producers, given the chain and the second input.
    let applyToProducers: (SignalProducer<Int, TestError>, SignalProducer<Int, TestError>) -> SignalProducer<Int, TestError>
    /// The reference: the chain's events and the second input's, each
    /// sorted by moment.
    let reference: ([TimedEvent], [TimedEvent]) -> [TimedEvent]

    static func random(using generator: inout RepeatableGenerator) -> CombiningLink {
        let makers: [(Bool) -> CombiningLink] = [
            { _ in .combineLatest },
            { _ in .zip },
            { _ in .merge },
            { _ in .sampleOn },
            { _ in .withLatest },
            { _ in .takeUntil },
            { _ in .skipUntil },
        ]
        let link = makers.randomElement(using: &generator)!(true)
        return link.with(sideEvents: randomSideEvents(canFail: link.sideCanFail, using: &generator))
    }

    func with(sideEvents: [TimedEvent]) -> CombiningLink {
        CombiningLink(
            description: description,
            sideEvents: sideEvents,
            sideCanFail: sideCanFail,
            applyToSignals: applyToSignals,
            applyToProducers: applyToProducers,
            reference: reference
        )
    }
}

/// A second input's events at random moments: odd moments, so that they never
/// coincide with the chain's input, which sends at even moments. (Step 9's
/// chains spread the moments further, so that no two inputs share one: see
/// ``CombiningChainLink/movingSideEvents(_:)``.)
func randomSideEvents(canFail: Bool, using generator: inout RepeatableGenerator) -> [TimedEvent] {
    let times = (0..<12).map { $0 * 2 + 1 }.shuffled(using: &generator)
    var events: [ChainEvent] = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
        .value(Int.random(in: 0...4, using: &generator))
    }
    switch Int.random(in: 0...3, using: &generator) {
    case 0: events.append(.completed)
    case 1: events.append(canFail ? .failed(TestError("side")) : .completed)
    case 2: events.append(.interrupted)
    default: break
    }
    return zip(times.prefix(events.count).sorted(), events).map { TimedEvent(time: $0, event: $1) }
}

extension CombiningLink {
    static var combineLatest: CombiningLink {
        CombiningLink(
            description: "combineLatest(with:).map { $0 * 10 + $1 }", sideEvents: [], sideCanFail: true,
            applyToSignals: { $0.combineLatest(with: $1).map { $0 * 10 + $1 } },
            applyToProducers: { $0.combineLatest(with: $1).map { $0 * 10 + $1 } }
        ) { first, second in
            var latest: [Int?] = [nil, nil]
            var completed = [false, false]
            return simulate(first, second) { input, event in
                switch event {
                case .value(let value):
                    latest[input] = value
                    guard let a = latest[0], let b = latest[1] else { return [] }
                    return [.value(a * 10 + b)]
                case .completed:
                    completed[input] = true
                    return completed == [true, true] ? [.completed] : []
                case .failed, .interrupted:
                    return [event]
                }
            }
        }
    }

    static var zip: CombiningLink {
        CombiningLink(
            description: "zip(with:).map { $0 * 10 + $1 }", sideEvents: [], sideCanFail: true,
            applyToSignals: { $0.zip(with: $1).map { $0 * 10 + $1 } },
            applyToProducers: { $0.zip(with: $1).map { $0 * 10 + $1 } }
        ) { first, second in
            var queues: [[Int]] = [[], []]
            var completed = [false, false]
            return simulate(first, second) { input, event in
                var output: [ChainEvent] = []
                switch event {
                case .value(let value):
                    queues[input].append(value)
                    if !queues[0].isEmpty, !queues[1].isEmpty {
                        output.append(.value(queues[0].removeFirst() * 10 + queues[1].removeFirst()))
                    }
                case .completed:
                    completed[input] = true
                case .failed, .interrupted:
                    return [event]
                }
                let isDone = completed == [true, true] || (0...1).contains { completed[$0] && queues[$0].isEmpty }
                return isDone ? output + [.completed] : output
            }
        }
    }

    static var merge: CombiningLink {
        CombiningLink(
            description: "merge(with:)", sideEvents: [], sideCanFail: true,
            applyToSignals: { Signal.merge($0, $1) },
            applyToProducers: { $0.merge(with: $1) }
        ) { first, second in
            // An interrupted input counts as ended, as in ReactiveSwift's merge.
            var ended = [false, false]
            return simulate(first, second) { input, event in
                switch event {
                case .value:
                    return [event]
                case .completed, .interrupted:
                    ended[input] = true
                    return ended == [true, true] ? [.completed] : []
                case .failed:
                    return [event]
                }
            }
        }
    }

    static var sampleOn: CombiningLink {
        CombiningLink(
            description: "sample(on:)", sideEvents: [], sideCanFail: false,
            applyToSignals: { $0.sample(on: $1.neverFailing.map { _ in () }) },
            applyToProducers: { $0.sample(on: $1.lift { $0.neverFailing }.map { _ in () }) }
        ) { first, second in
            var latest: Int?
            var completed = [false, false]
            return simulate(first, second) { input, event in
                switch (input, event) {
                case (0, .value(let value)):
                    latest = value
                    return []
                case (_, .value):
                    return latest.map { [.value($0)] } ?? []
                case (_, .completed):
                    completed[input] = true
                    return completed == [true, true] ? [.completed] : []
                case (_, .failed), (_, .interrupted):
                    return [event]
                }
            }
        }
    }

    static var withLatest: CombiningLink {
        CombiningLink(
            description: "withLatest(from:).map { $0 * 10 + $1 }", sideEvents: [], sideCanFail: false,
            applyToSignals: { $0.withLatest(from: $1.neverFailing).map { $0 * 10 + $1 } },
            applyToProducers: { $0.withLatest(from: $1.lift { $0.neverFailing }).map { $0 * 10 + $1 } }
        ) { first, second in
            // The samplee's terminal events are ignored.
            var latest: Int?
            return simulate(first, second) { input, event in
                switch (input, event) {
                case (0, .value(let value)):
                    return latest.map { [.value(value * 10 + $0)] } ?? []
                case (0, _):
                    return [event]
                case (_, .value(let value)):
                    latest = value
                    return []
                case (_, _):
                    return []
                }
            }
        }
    }

    static var takeUntil: CombiningLink {
        CombiningLink(
            description: "take(until: trigger)", sideEvents: [], sideCanFail: false,
            applyToSignals: { $0.take(until: $1.neverFailing.map { _ in () }) },
            applyToProducers: { $0.take(until: $1.lift { $0.neverFailing }.map { _ in () }) }
        ) { first, second in
            simulate(first, second) { input, event in
                switch (input, event) {
                case (0, _):
                    return [event]
                case (_, .value), (_, .completed):
                    return [.completed]
                case (_, .failed), (_, .interrupted):
                    return []
                }
            }
        }
    }

    static var skipUntil: CombiningLink {
        CombiningLink(
            description: "skip(until: trigger)", sideEvents: [], sideCanFail: false,
            applyToSignals: { $0.skip(until: $1.neverFailing.map { _ in () }) },
            applyToProducers: { $0.skip(until: $1.lift { $0.neverFailing }.map { _ in () }) }
        ) { first, second in
            // Until the trigger fires, the chain is not observed at all: if it
            // ended before, observing it then finds it ended, and the result is
            // interrupted. An interrupted trigger interrupts the result.
            var hasFired = false
            var chainHasEnded = false
            return simulate(first, second) { input, event in
                switch (input, event) {
                case (0, _):
                    if hasFired { return [event] }
                    if event.isTerminating { chainHasEnded = true }
                    return []
                case (_, .value), (_, .completed):
                    guard !hasFired else { return [] }
                    hasFired = true
                    return chainHasEnded ? [.interrupted] : []
                case (_, .interrupted):
                    return hasFired ? [] : [.interrupted]
                case (_, .failed):
                    return []
                }
            }
        }
    }
}

extension Signal where Value == Int, Error == TestError {
    /// The same events, on a signal that cannot fail: the second input of an
    /// operator that wants a trigger or a sampler. Its events never include a
    /// failure (see `CombiningLink.sideCanFail`).
    var neverFailing: Signal<Int, Never> {
        Signal<Int, Never> { output, lifetime in
            lifetime += self.observe { event in
                switch event {
                case .value(let value): output.send(value: value)
                case .completed: output.sendCompleted()
                case .interrupted: output.sendInterrupted()
                case .failed: preconditionFailure("a second input that cannot fail failed")
                }
            }
        }
    }
}
