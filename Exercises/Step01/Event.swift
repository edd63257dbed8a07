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

/// Prints an event as ReactiveSwift does, `VALUE 4`, `FAILED TestError(boom)`,
/// `COMPLETED` or `INTERRUPTED`, as the step's `Event` does: `print(event)`
/// uses it, and so does a failing test that shows expected and actual events.
extension Event: CustomStringConvertible {
    /// `VALUE` and the value, `FAILED` and the error, `COMPLETED` or
    /// `INTERRUPTED`.
    public var description: String {
        switch self {
        case .value(let value):
            return "VALUE \(value)"
        case .failed(let error):
            return "FAILED \(error)"
        case .completed:
            return "COMPLETED"
        case .interrupted:
            return "INTERRUPTED"
        }
    }
}
