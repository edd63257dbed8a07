// Exercises for step 1: the event.
//
// This file is given: you do not need to change it. It declares your own
// `Event`, the same four cases as `Sources/Step01_Event/Event/Event.swift`, so that
// the other files of this folder can teach it to do things.
//
// A stream sends events that obey one rule, its grammar:
//
//     value* (failed | completed | interrupted)?
//
// any number of values, then at most one terminal event, then nothing.

/// One thing that happens on a stream: a value, or the reason the stream
/// ended.
public enum Event<Value, Error: Swift.Error> {
    /// A value sent by the stream. More events may follow.
    case value(Value)

    /// The stream ended because something went wrong. Nothing follows.
    case failed(Error)

    /// The stream ended normally. Nothing follows.
    case completed

    /// The stream was stopped before it could finish: neither a success nor
    /// a failure. Nothing follows.
    case interrupted
}

/// Two events are equal when they are the same case with equal payloads, so
/// tests can compare whole recordings: `events == [.value(1), .completed]`.
extension Event: Equatable where Value: Equatable, Error: Equatable {}

/// An event may cross threads when the value it carries may.
extension Event: Sendable where Value: Sendable {}

/// Prints an event the short way, `value(4)`, rather than with its full type
/// name (`Step01_Exercises.Event<Swift.Int, …>.value(4)`), so that a failing
/// test shows readable expected and actual values.
extension Event: CustomDebugStringConvertible {
    /// The case name, with its payload in parentheses: `value(4)`,
    /// `failed(TestError(boom))`, `completed`, `interrupted`.
    public var debugDescription: String {
        switch self {
        case .value(let value):
            return "value(\(String(reflecting: value)))"
        case .failed(let error):
            return "failed(\(String(reflecting: error)))"
        case .completed:
            return "completed"
        case .interrupted:
            return "interrupted"
        }
    }
}
