/// Checks that a sequence of events obeys the grammar
/// `value* (failed | completed | interrupted)?`.
///
/// Feed it events one at a time with ``accept(_:)``, as they arrive, or
/// check a whole recording at once with ``check(_:)``. The only way to
/// break the grammar is to send anything after a terminal event, so a
/// violation names two positions: the event that arrived too late and the
/// terminal event before it.
///
/// ```swift
/// let events: [Event<Int, Never>] = [.value(1), .completed, .value(2)]
/// if let violation = EventGrammar.check(events) {
///     print(violation)
/// }
/// // prints event #2 (VALUE 2) arrived after the terminal event #1 (COMPLETED)
/// ```
public struct EventGrammar<Value, Error: Swift.Error> {
    /// The position and description of the terminal event, once one has
    /// been accepted.
    private var terminal: (index: Int, description: String)?

    /// How many events have been accepted so far.
    public private(set) var count = 0

    /// Creates a checker that has seen no events yet.
    public init() {}

    /// Whether a terminal event has been accepted.
    public var hasTerminated: Bool { terminal != nil }

    /// Accepts the next event of the stream.
    ///
    /// - Returns: `nil` if the event may follow the ones before it, or the
    ///   violation if it arrived after a terminal event.
    public mutating func accept(_ event: Event<Value, Error>) -> EventGrammarViolation? {
        let index = count
        count += 1
        if let terminal {
            return EventGrammarViolation(
                index: index,
                event: "\(event)",
                terminalIndex: terminal.index,
                terminalEvent: terminal.description
            )
        }
        if event.isTerminating {
            terminal = (index, "\(event)")
        }
        return nil
    }

    /// Checks a whole recorded sequence of events.
    ///
    /// - Returns: `nil` if the sequence obeys the grammar, or its first
    ///   violation.
    public static func check(_ events: some Sequence<Event<Value, Error>>) -> EventGrammarViolation? {
        var grammar = EventGrammar()
        for event in events {
            if let violation = grammar.accept(event) {
                return violation
            }
        }
        return nil
    }
}

/// An event that arrived after the stream had already ended.
///
/// Positions count from zero, in the order the events were sent.
public struct EventGrammarViolation: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    /// The position of the event that broke the grammar.
    public let index: Int
    /// The event that broke the grammar, as text.
    public let event: String
    /// The position of the terminal event that came before it.
    public let terminalIndex: Int
    /// The terminal event that came before it, as text.
    public let terminalEvent: String

    /// Says which event arrived after which terminal event.
    public var description: String {
        "event #\(index) (\(event)) arrived after the terminal event #\(terminalIndex) (\(terminalEvent))"
    }
}

/// A checker holds only positions and text, so it may cross threads.
extension EventGrammar: Sendable {}
