/// One line of a marble diagram drawn as an image: a label, and what
/// happened at each tick of the virtual clock.
///
/// A lane is either a stream's events (a **value lane**: an input played
/// into a `MarbleScenario`, or the result of a run), or the starts of a
/// producer (a **subscription lane**, from `MarbleSubscriptions.diagrams`).
/// ``LaneReader`` reads lanes from what a diagram listing prints.
struct Lane: Sendable, Equatable {
    /// What a lane shows.
    enum Kind: Sendable, Equatable {
        /// A stream's values and its terminal event.
        case values
        /// When the starts of a producer began and ended.
        case subscriptions
    }

    /// Something that happens at a tick.
    enum Event: Sendable, Equatable {
        /// A value, as drawn: `a`, or `ab` for `{ab}`.
        case value(String)
        /// `|`: the stream completed.
        case completed
        /// `#`: the stream failed.
        case failed
        /// `!` in a value lane: the stream was interrupted.
        case interrupted
        /// `^` in a subscription lane: a start began.
        case started
        /// `!` in a subscription lane: a start's lifetime ended.
        case ended
    }

    /// A start of a producer, from the tick it began to the tick it ended.
    struct Span: Sendable, Equatable {
        let start: Int
        /// `nil` while the start still runs when the diagram is drawn.
        let end: Int?
    }

    /// The words naming the lane: `letters`, `map { $0.uppercased() }`.
    let label: String
    let kind: Kind
    /// The events of every tick, from tick 0; an empty tick has none.
    let ticks: [[Event]]

    /// The starts of a subscription lane, in order: each `started` paired
    /// with the next `ended`.
    var spans: [Span] {
        var spans: [Span] = []
        var open: Int?
        for (tick, events) in ticks.enumerated() {
            for event in events {
                switch event {
                case .started:
                    open = tick
                case .ended:
                    if let start = open { spans.append(Span(start: start, end: tick)) }
                    open = nil
                case .value, .completed, .failed, .interrupted:
                    continue
                }
            }
        }
        if let open { spans.append(Span(start: open, end: nil)) }
        return spans
    }
}
