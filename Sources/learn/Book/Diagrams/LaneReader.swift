/// Reads the lanes of a marble diagram from the lines a diagram listing
/// prints, one lane a line, top to bottom:
///
/// ```text
/// letters                   -a-b-c|
/// map { $0.uppercased() }   -A-B-C|
/// ```
///
/// A line is a label (words, single spaces only), two or more spaces, then
/// the marbles, one character per tick:
///
/// | symbol | in a value lane | in a subscription lane |
/// |---|---|---|
/// | `-` | an empty tick | an empty tick |
/// | `a` | the value `a` | - |
/// | `{ab}` | the value `ab` | - |
/// | `\|` | completed | - |
/// | `#` | failed | - |
/// | `!` | interrupted | a start ended |
/// | `^` | - | a start began |
/// | `(` … `)` | every event inside, in one tick | the same |
/// | a space | not a tick: room to line lanes up | the same |
///
/// A lane whose marbles hold a `^` is a subscription lane.
enum LaneReader {
    /// Why a printed line is not a lane.
    struct Problem: Error, Sendable, Equatable {
        /// Which line, counting from 0.
        let index: Int
        /// What is wrong with it.
        let message: String
    }

    /// What is wrong with a lane, in words.
    struct Message: Error, Sendable, Equatable, ExpressibleByStringInterpolation {
        let text: String

        init(_ text: String) { self.text = text }
        init(stringLiteral text: String) { self.text = text }
    }

    /// Reads every line as a lane.
    static func lanes(from lines: [String]) -> Result<[Lane], Problem> {
        guard !lines.isEmpty else {
            return .failure(Problem(index: 0, message: "prints no lanes: print one line per lane, `label  marbles`"))
        }
        var lanes: [Lane] = []
        for (index, line) in lines.enumerated() {
            switch lane(from: line) {
            case .success(let lane): lanes.append(lane)
            case .failure(let message): return .failure(Problem(index: index, message: message.text))
            }
        }
        return .success(lanes)
    }

    /// Reads one line as a lane, or says why it is not one.
    static func lane(from line: String) -> Result<Lane, Message> {
        guard let gap = line.range(of: "  "), !line.hasPrefix(" ") else {
            return .failure("`\(line)` is not a lane: write a label, two or more spaces, then the marbles (`letters   -a-b|`)")
        }
        let label = String(line[..<gap.lowerBound])
        let marbles = line[gap.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !marbles.isEmpty else {
            return .failure("the lane `\(label)` has no marbles after its label")
        }
        let kind: Lane.Kind = withoutLongValues(marbles).contains("^") ? .subscriptions : .values
        return ticks(of: marbles, kind: kind).flatMap { ticks in
            check(ticks).map { Lane(label: label, kind: kind, ticks: ticks) }
        }.mapError { Message("the lane `\(label)`: `\(marbles)` \($0.text)") }
    }

    /// The events of each tick of `marbles`.
    private static func ticks(of marbles: String, kind: Lane.Kind) -> Result<[[Lane.Event]], Message> {
        var ticks: [[Lane.Event]] = []
        var group: [Lane.Event]?
        var characters = marbles[...]
        while let character = characters.popFirst() {
            var events: [Lane.Event] = []
            switch character {
            case " ":
                continue
            case "(":
                if group != nil { return .failure("opens a group inside a group: groups do not nest") }
                group = []
                continue
            case ")":
                guard let events = group else { return .failure("closes a group it never opened: add the `(`") }
                ticks.append(events)
                group = nil
                continue
            case "{":
                guard let close = characters.firstIndex(of: "}") else {
                    return .failure("opens a value with `{` and never closes it with `}`")
                }
                let value = String(characters[..<close])
                guard !value.isEmpty else { return .failure("has an empty value `{}`") }
                characters = characters[characters.index(after: close)...]
                guard kind == .values else { return .failure("is a subscription lane (it has a `^`), but holds the value `\(value)`") }
                events = [.value(value)]
            case "}":
                return .failure("closes a value with `}` it never opened with `{`")
            case "-":
                events = []
            default:
                switch event(for: character, kind: kind) {
                case .success(let event): events = [event]
                case .failure(let message): return .failure(message)
                }
            }
            if group != nil {
                group! += events
            } else {
                ticks.append(events)
            }
        }
        if group != nil { return .failure("opens a group with `(` and never closes it with `)`") }
        return .success(ticks)
    }

    /// The event a symbol stands for in a lane of this kind.
    private static func event(for character: Character, kind: Lane.Kind) -> Result<Lane.Event, Message> {
        switch (kind, character) {
        case (.values, "|"): return .success(.completed)
        case (.values, "#"): return .success(.failed)
        case (.values, "!"): return .success(.interrupted)
        case (.values, _): return .success(.value(String(character)))
        case (.subscriptions, "^"): return .success(.started)
        case (.subscriptions, "!"): return .success(.ended)
        case (.subscriptions, _):
            return .failure("is a subscription lane (it has a `^`), which holds only `-`, `^`, `!` and groups, not `\(character)`")
        }
    }

    /// Refuses what no run draws: an event after a stream's terminal event,
    /// a start that begins while the one before runs, an end without a start.
    private static func check(_ ticks: [[Lane.Event]]) -> Result<Void, Message> {
        var terminated = false
        var running = false
        for (tick, events) in ticks.enumerated() {
            for event in events {
                switch event {
                case .value, .completed, .failed, .interrupted:
                    if terminated { return .failure("has an event at tick \(tick), after its terminal event") }
                    terminated = !isValue(event)
                case .started:
                    if running { return .failure("begins a start at tick \(tick) while the one before still runs") }
                    running = true
                case .ended:
                    if !running { return .failure("ends a start at tick \(tick) that never began (no `^` before the `!`)") }
                    running = false
                }
            }
        }
        return .success(())
    }

    private static func isValue(_ event: Lane.Event) -> Bool {
        if case .value = event { return true }
        return false
    }

    /// The marbles with the text inside every `{…}` left out, so that a
    /// value holding `^` does not make a subscription lane.
    private static func withoutLongValues(_ marbles: String) -> String {
        marbles.replacing(#/\{[^}]*\}/#, with: "")
    }
}
