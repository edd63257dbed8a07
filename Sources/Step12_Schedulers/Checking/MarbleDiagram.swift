/// A stream drawn as text, one character per tick of a clock: a marble
/// diagram.
///
/// ```text
/// -a-b--c|     a, b and c, then completed at the eighth tick
/// --x-#        x, then a failure
/// -(ab)-!      a and b in the same tick, then interrupted
/// ```
///
/// The symbols:
///
/// | symbol | at this tick |
/// |---|---|
/// | `-` | nothing happens |
/// | `|` | `completed` |
/// | `#` | `failed`, with a ``MarbleError`` |
/// | `!` | `interrupted` |
/// | `(` … `)` | every event inside, in order; the group is one tick, however wide it is drawn |
/// | a space | nothing at all: it is not a tick, only room to line diagrams up |
/// | any other character | a value: that character, as a one-character `String` |
///
/// When a stream is drawn, a value whose description is one character is
/// drawn as that character, a value given a symbol (`["a1": "A"]`) as its
/// symbol, and any other value in braces, whole (`{a1}`), so that a drawing
/// never hides what was sent.
///
/// ```swift
/// let ticks = MarbleDiagram.parse("-a(b|)")
/// print(ticks.map { $0.count })
/// print(MarbleDiagram.draw(ticks))
/// // prints [0, 1, 2]
/// // prints -a(b|)
/// ```
public enum MarbleDiagram {
    /// The events of every tick of `diagram`, tick by tick.
    ///
    /// - Precondition: Every `(` is closed by a `)`, and groups do not nest.
    public static func parse(_ diagram: String) -> [[Signal<String, MarbleError>.Event]] {
        var ticks: [[Signal<String, MarbleError>.Event]] = []
        var group: [Signal<String, MarbleError>.Event]?
        for character in diagram {
            switch character {
            case " ":
                continue
            case "(":
                precondition(group == nil, "The marble diagram \"\(diagram)\" opens a group inside a group: groups do not nest.")
                group = []
            case ")":
                guard let events = group else {
                    preconditionFailure("The marble diagram \"\(diagram)\" closes a group it never opened: add the \"(\".")
                }
                ticks.append(events)
                group = nil
            default:
                let events = character == "-" ? [] : [event(for: character)]
                if group != nil {
                    group! += events
                } else {
                    ticks.append(events)
                }
            }
        }
        precondition(group == nil, "The marble diagram \"\(diagram)\" leaves a group open: close it with \")\".")
        return ticks
    }

    /// Draws the events of every tick as a diagram.
    ///
    /// - Parameters:
    ///   - ticks: The events of each tick, in order.
    ///   - symbols: A one-character symbol for values whose description is
    ///     longer: `["a1": "A"]` draws the value `"a1"` as `A`.
    public static func draw<Value, Error>(
        _ ticks: [[Signal<Value, Error>.Event]],
        symbols: [String: Character] = [:]
    ) -> String {
        var drawing = ""
        for events in ticks {
            let drawn = events.map { symbol(for: $0, symbols: symbols) }.joined()
            switch events.count {
            case 0:
                drawing += "-"
            case 1:
                drawing += drawn
            default:
                drawing += "(" + drawn + ")"
            }
        }
        return drawing
    }

    /// The event one character of a diagram stands for.
    private static func event(for character: Character) -> Signal<String, MarbleError>.Event {
        switch character {
        case "|":
            return .completed
        case "#":
            return .failed(MarbleError())
        case "!":
            return .interrupted
        default:
            return .value(String(character))
        }
    }

    /// How one event is drawn.
    private static func symbol<Value, Error>(
        for event: Signal<Value, Error>.Event,
        symbols: [String: Character]
    ) -> String {
        switch event {
        case .value(let value):
            let description = String(describing: value)
            if let symbol = symbols[description] {
                return String(symbol)
            }
            return description.count == 1 ? description : "{\(description)}"
        case .failed:
            return "#"
        case .completed:
            return "|"
        case .interrupted:
            return "!"
        }
    }
}

/// The error that `#` stands for in a marble diagram.
public struct MarbleError: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    /// `#`, as in a diagram.
    public var description: String { "#" }
}
