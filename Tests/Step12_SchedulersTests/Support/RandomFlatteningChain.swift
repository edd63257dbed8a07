@testable import Step12_Schedulers

/// A link of a random chain that flattens: `flatMap(strategy)` turns each
/// value `x` of the chain into a small inner producer. The reference is a
/// small simulation of the strategy, written from its rules, on the chain's
/// events and on those of the link's drive, a second input of its own that
/// makes driven inners send later than they start.
///
/// On producers, the drive belongs to a start of the link, as a combining
/// link's second input does: every inner of that start observes it, and a
/// retry's new start starts a new drive, which hears only what is sent from
/// then on.
struct FlatteningLink: CustomStringConvertible {
    /// What each inner is.
    enum Inner: CaseIterable {
        /// `SignalProducer<Int, TestError>([x, x + 1])`: everything during
        /// its start.
        case immediate
        /// The same, as a producer that cannot fail: the overload of
        /// `flatMap` for inners whose error type is `Never`.
        case immediateNeverFailing
        /// Sends what the drive sends from its start on, a value `v` as
        /// `x * 10 + v`, skipping `v` when `(v + x) % 3 == 0`, and
        /// completes after `x % 2 + 1` values, or when the drive ends. An
        /// odd negative `x` takes no value: its inner is interrupted as it
        /// starts.
        case driven
    }

    let strategy: NamedStrategy
    let inner: Inner
    /// The drive's events, with their moments; none for immediate inners.
    let driveEvents: [TimedEvent]

    var description: String {
        switch inner {
        case .immediate:
            "flatMap(\(strategy.name)) { SignalProducer<Int, TestError>([$0, $0 + 1]) }"
        case .immediateNeverFailing:
            "flatMap(\(strategy.name)) { SignalProducer<Int, Never>([$0, $0 + 1]) }"
        case .driven:
            "flatMap(\(strategy.name)) { x in drive.filter { ($0 + x) % 3 != 0 }.map { x * 10 + $0 }.take(first: x % 2 + 1) }"
                + " with drive \(driveEvents)"
        }
    }

    static func random(using generator: inout RepeatableGenerator) -> FlatteningLink {
        let strategy = NamedStrategy.all.randomElement(using: &generator)!
        let inner = Inner.allCases.randomElement(using: &generator)!
        let drive = inner == .driven ? randomSideEvents(canFail: true, using: &generator) : []
        return FlatteningLink(strategy: strategy, inner: inner, driveEvents: drive)
    }

    /// The same link with another drive.
    func with(driveEvents: [TimedEvent]) -> FlatteningLink {
        FlatteningLink(strategy: strategy, inner: inner, driveEvents: driveEvents)
    }

    /// The inner producer of `x`.
    static func drivenInner(_ x: Int, drive: Signal<Int, TestError>) -> SignalProducer<Int, TestError> {
        drive.producer.filter { ($0 + x) % 3 != 0 }.map { x * 10 + $0 }.take(first: x % 2 + 1)
    }

    func applyToSignals(_ chain: Signal<Int, TestError>, drive: Signal<Int, TestError>) -> Signal<Int, TestError> {
        switch inner {
        case .immediate:
            chain.flatMap(strategy.strategy) { SignalProducer<Int, TestError>([$0, $0 + 1]) }
        case .immediateNeverFailing:
            chain.flatMap(strategy.strategy) { SignalProducer<Int, Never>([$0, $0 + 1]) }
        case .driven:
            chain.flatMap(strategy.strategy) { Self.drivenInner($0, drive: drive) }
        }
    }

    /// The link on producers: each start of it starts `drive` once, and
    /// every inner of that start observes the signal of that one start.
    func applyToProducers(_ chain: SignalProducer<Int, TestError>, drive: SignalProducer<Int, TestError>) -> SignalProducer<Int, TestError> {
        switch inner {
        case .immediate:
            chain.flatMap(strategy.strategy) { SignalProducer<Int, TestError>([$0, $0 + 1]) }
        case .immediateNeverFailing:
            chain.flatMap(strategy.strategy) { SignalProducer<Int, Never>([$0, $0 + 1]) }
        case .driven:
            SignalProducer { observer, lifetime in
                drive.startWithSignal { driveSignal, interrupter in
                    lifetime += interrupter
                    lifetime += chain.flatMap(strategy.strategy) { Self.drivenInner($0, drive: driveSignal) }.start(observer)
                }
            }
        }
    }

    /// The events the link sends for the chain's `events`, each at the
    /// moment of the event that caused it, when the drive sends
    /// `driveEvents`: all of them, or those after a retry's new start.
    func reference(_ events: [TimedEvent], drive driveEvents: [TimedEvent]) -> [TimedEvent] {
        let model = FlatteningModel(kind: strategy.strategy.kind, inner: inner)
        return simulate(events, driveEvents) { input, event in
            input == 0 ? model.outerSent(event) : model.driveSent(event)
        }
    }
}

/// The reference of a flattening link: the strategy's rules, followed by
/// hand on plain values.
private final class FlatteningModel {
    /// An inner that runs, and how many values it still sends.
    struct RunningInner {
        let id: Int
        let x: Int
        var remaining: Int

        /// What the inner sends for one event of the drive.
        mutating func receive(_ event: ChainEvent) -> [ChainEvent] {
            guard case .value(let v) = event else { return [event] }
            guard (v + x) % 3 != 0 else { return [] }
            remaining -= 1
            return remaining == 0 ? [.value(x * 10 + v), .completed] : [.value(x * 10 + v)]
        }
    }

    let kind: FlattenStrategy.Kind
    let inner: FlatteningLink.Inner
    /// The inners that run, in the order they started: the order in which
    /// they observe the drive, and so receive its events.
    var running: [RunningInner] = []
    /// `.concurrent`: the values whose inners wait for a place.
    var waiting: [Int] = []
    var nextID = 0
    var driveHasEnded = false
    var isOuterCompleted = false
    /// `.race`: whether an inner has started, whether one has won, and
    /// whether the winner has completed.
    var hasStartedAnInner = false
    var hasWinner = false
    var hasWinnerCompleted = false

    init(kind: FlattenStrategy.Kind, inner: FlatteningLink.Inner) {
        self.kind = kind
        self.inner = inner
    }

    func outerSent(_ event: ChainEvent) -> [ChainEvent] {
        switch event {
        case .value(let x):
            return receiveInner(x)
        case .completed:
            isOuterCompleted = true
            return isDone ? [.completed] : []
        case .failed, .interrupted:
            return [event]
        }
    }

    func driveSent(_ event: ChainEvent) -> [ChainEvent] {
        // A drive that has ended sends `interrupted` to inners that observe
        // it later, even during its own terminal event.
        if event.isTerminating { driveHasEnded = true }
        var output: [ChainEvent] = []
        // The inners that observed the drive when it began to deliver:
        // those started during the delivery do not receive this event,
        // those disposed of during it no longer count.
        for id in running.map(\.id) {
            guard let index = running.firstIndex(where: { $0.id == id }) else { continue }
            let sent = running[index].receive(event)
            output += innerSent(id, sent)
        }
        return output
    }

    /// Whether the outer stream's completion completes the result now.
    private var isDone: Bool {
        switch kind {
        case .concurrent: running.isEmpty && waiting.isEmpty
        case .latest, .throttle: running.isEmpty
        case .race: !hasStartedAnInner || hasWinnerCompleted
        }
    }

    private func receiveInner(_ x: Int) -> [ChainEvent] {
        switch kind {
        case .concurrent(let limit):
            guard UInt(running.count) < limit else {
                waiting.append(x)
                return []
            }
            return start(x)
        case .latest:
            running.removeAll()  // disposed of before the new one starts
            return start(x)
        case .race:
            return hasWinner ? [] : start(x)
        case .throttle:
            return running.isEmpty ? start(x) : []
        }
    }

    /// Starts the inner of `x`, and returns what it sends during its start.
    private func start(_ x: Int) -> [ChainEvent] {
        hasStartedAnInner = true
        let id = nextID
        nextID += 1
        switch inner {
        case .immediate, .immediateNeverFailing:
            return innerSent(id, [.value(x), .value(x + 1), .completed])
        case .driven:
            let count = x % 2 + 1
            // Observing a drive that has ended interrupts at once. So does
            // `take(first: 0)` on a producer, as in ReactiveSwift: the
            // inner of an odd negative `x`, which step 9's `attemptMap`
            // can make.
            guard count > 0, !driveHasEnded else { return innerSent(id, [.interrupted]) }
            running.append(RunningInner(id: id, x: x, remaining: count))
            return []
        }
    }

    /// What the result sends for the events inner `id` sends.
    private func innerSent(_ id: Int, _ events: [ChainEvent]) -> [ChainEvent] {
        var output: [ChainEvent] = []
        for event in events {
            if case .race = kind, !hasWinner {
                // The first event wins, whatever it is; the others are disposed of.
                hasWinner = true
                running.removeAll { $0.id != id }
            }
            switch event {
            case .value:
                output.append(event)
            case .failed:
                return output + [event]
            case .interrupted:
                switch kind {
                case .concurrent, .latest:
                    output += innerEnded(id)  // counts as completed
                case .race, .throttle:
                    return output + [event]
                }
            case .completed:
                output += innerEnded(id)
            }
        }
        return output
    }

    private func innerEnded(_ id: Int) -> [ChainEvent] {
        running.removeAll { $0.id == id }
        switch kind {
        case .concurrent:
            if !waiting.isEmpty {
                return start(waiting.removeFirst())
            }
        case .race:
            hasWinnerCompleted = true
        case .latest, .throttle:
            break
        }
        return isOuterCompleted && isDone ? [.completed] : []
    }
}
