/// A marble diagram in words, for the image's `<desc>`: what a reader who
/// cannot see the picture needs, one sentence per lane.
///
/// ```text
/// letters sends a at tick 1, b at tick 3, c at tick 5, then completes at tick 6.
/// subscriptions: a start runs from tick 0 to tick 3.
/// ```
enum DiagramDescription {
    /// Every lane's sentence, in order, joined by spaces.
    static func text(of lanes: [Lane]) -> String {
        lanes.map(sentence(for:)).joined(separator: " ")
    }

    /// One lane in words.
    static func sentence(for lane: Lane) -> String {
        switch lane.kind {
        case .values: return valuesSentence(for: lane)
        case .subscriptions: return subscriptionsSentence(for: lane)
        }
    }

    /// "letters sends a at tick 1, b at tick 3, then completes at tick 6."
    private static func valuesSentence(for lane: Lane) -> String {
        var values: [String] = []
        var ending: String?
        for (tick, events) in lane.ticks.enumerated() {
            for event in events {
                switch event {
                case .value(let value): values.append("\(value) at tick \(tick)")
                case .completed: ending = "completes at tick \(tick)"
                case .failed: ending = "fails at tick \(tick)"
                case .interrupted: ending = "is interrupted at tick \(tick)"
                case .started, .ended: continue
                }
            }
        }
        let lastTick = max(lane.ticks.count - 1, 0)
        switch (values.isEmpty, ending) {
        case (true, nil):
            return "\(lane.label) sends nothing up to tick \(lastTick)."
        case (true, let ending?):
            return "\(lane.label) sends no value and \(ending)."
        case (false, nil):
            return "\(lane.label) sends \(values.joined(separator: ", ")), and is still running at tick \(lastTick)."
        case (false, let ending?):
            return "\(lane.label) sends \(values.joined(separator: ", ")), then \(ending)."
        }
    }

    /// "subscriptions: a start runs from tick 0 to tick 3, another from tick 5 on, still running."
    private static func subscriptionsSentence(for lane: Lane) -> String {
        let spans = lane.spans.enumerated().map { index, span in
            let which = index == 0 ? "a start" : "another"
            guard let end = span.end else { return "\(which) runs from tick \(span.start) on, still running" }
            if end == span.start { return "\(which) begins and ends at tick \(end)" }
            return "\(which) runs from tick \(span.start) to tick \(end)"
        }
        return "\(lane.label): \(spans.joined(separator: ", "))."
    }
}
