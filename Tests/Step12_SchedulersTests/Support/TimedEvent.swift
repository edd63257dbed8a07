@testable import Step12_Schedulers

// Events with moments, and the two ways in which the references of the
// random chains work on them: `timedReference` for a link that reads only the
// chain, `simulate` for a link with a second input of its own.

/// An event of a random test with the moment it happened: every input of a
/// chain sends at moments of its own, the output of a link with a second
/// input depends on the order of both inputs' events, and a retry's on which
/// events come after it has started again.
struct TimedEvent: Equatable, CustomStringConvertible {
    let time: Int
    let event: ChainEvent

    var description: String { "\(time):\(event)" }
}

/// Applies a reference written on plain arrays to events with moments. An
/// output event happens at the moment of the first input event after which
/// the reference sends it: the references are those of operators, which
/// never take back what they have sent.
func timedReference(_ reference: ([ChainEvent]) -> [ChainEvent], _ events: [TimedEvent]) -> [TimedEvent] {
    var output: [TimedEvent] = []
    for count in 0...events.count {
        let sent = reference(events.prefix(count).map(\.event))
        let time = count == 0 ? -1 : events[count - 1].time
        output += sent.dropFirst(output.count).map { TimedEvent(time: time, event: $0) }
    }
    return output
}

/// Both inputs' events in the order of their moments, each with the index of
/// its input: 0 for the chain, 1 for the second input.
private func interleaved(_ first: [TimedEvent], _ second: [TimedEvent]) -> [(input: Int, timed: TimedEvent)] {
    // At the same moment, the chain's event comes first: it comes from an
    // input further up, which the tests send first.
    (first.map { (0, $0) } + second.map { (1, $0) }).sorted { ($0.1.time, $0.0) < ($1.1.time, $1.0) }
}

/// Runs `step` over both inputs' events in order, and stops after the first
/// terminal event it sends. The references of the combining links
/// (`RandomCombiningChain.swift`) and of the flattening links
/// (`RandomFlatteningChain.swift`) are written on it.
func simulate(
    _ first: [TimedEvent],
    _ second: [TimedEvent],
    _ step: (_ input: Int, _ event: ChainEvent) -> [ChainEvent]
) -> [TimedEvent] {
    var output: [TimedEvent] = []
    for (input, timed) in interleaved(first, second) {
        for event in step(input, timed.event) {
            output.append(TimedEvent(time: timed.time, event: event))
            if event.isTerminating { return output }
        }
    }
    return output
}
