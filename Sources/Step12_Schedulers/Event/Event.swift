// The grammar of a stream of events
// ==================================
//
// Every stream in this library, whatever its kind, sends events that obey
// one rule:
//
//     value* (failed | completed | interrupted)?
//
// Any number of `value` events, then at most one terminal event, then
// nothing, ever. Here are three streams that obey it:
//
//     value(1) value(2) completed
//     failed(timeout)
//     value(1) value(2)                  (still going)
//
// and one that does not, because a value arrives after the stream ended:
//
//     value(1) completed value(2)
//
// `EventGrammar.swift` checks a recorded sequence against this rule.

extension Signal {
    /// One thing that happens on a stream: a value, or the reason the stream
    /// ended.
    ///
    /// A stream sends any number of ``value(_:)`` events, then at most one
    /// terminal event: ``failed(_:)``, ``completed`` or ``interrupted``. After a
    /// terminal event it sends nothing more.
    ///
    /// ```swift
    /// let events: [Signal<Int, Never>.Event] = [.value(1), .value(2), .completed]
    /// print(events.map(\.isTerminating))
    /// // prints [false, false, true]
    /// ```
    ///
    /// From this step on the event lives inside the signal, as
    /// `Signal<Value, Error>.Event`, the name ReactiveSwift uses. The generic
    /// type alias below keeps the short name `Event<Value, Error>` of step 1.
    public enum Event {
        /// A value sent by the stream. More events may follow.
        case value(Value)

        /// The stream ended because something went wrong. Nothing follows.
        case failed(Error)

        /// The stream ended normally. Nothing follows.
        case completed

        /// The stream was stopped before it could finish: neither a success
        /// nor a failure. Nothing follows.
        case interrupted
    }
}

/// The event of a `Signal<Value, Error>`, under the short name of step 1.
public typealias Event<Value, Error: Swift.Error> = Signal<Value, Error>.Event

extension Event {
    /// Whether this event ends the stream: `true` for ``failed(_:)``,
    /// ``completed`` and ``interrupted``, `false` for ``value(_:)``.
    @inlinable  // Step 12: asked of every event; compiled for its types.
    public var isTerminating: Bool {
        switch self {
        case .value:
            return false
        case .failed, .completed, .interrupted:
            return true
        }
    }

    /// Whether this event is ``completed``.
    public var isCompleted: Bool {
        switch self {
        case .completed:
            return true
        case .value, .failed, .interrupted:
            return false
        }
    }

    /// The value this event carries, or `nil` if it is not a ``value(_:)``.
    public var value: Value? {
        if case .value(let value) = self {
            return value
        }
        return nil
    }

    /// The error this event carries, or `nil` if it is not ``failed(_:)``.
    public var error: Error? {
        if case .failed(let error) = self {
            return error
        }
        return nil
    }
}

extension Event {
    /// Transforms the value of a ``value(_:)`` event and keeps every other
    /// event as it is.
    ///
    /// `transform` runs at once, and only for a value event.
    ///
    /// ```swift
    /// let event: Event<String, Never> = .value("test")
    /// print(event.map { $0.count })
    /// // prints VALUE 4
    /// ```
    ///
    /// - Parameter transform: Turns the value into a new value.
    /// - Returns: The same kind of event, with the transformed value.
    @inlinable  // Step 12: `map` calls it for every event.
    public func map<U>(_ transform: (Value) -> U) -> Event<U, Error> {
        switch self {
        case .value(let value):
            return .value(transform(value))
        case .failed(let error):
            return .failed(error)
        case .completed:
            return .completed
        case .interrupted:
            return .interrupted
        }
    }

    /// Transforms the error of a ``failed(_:)`` event and keeps every other
    /// event as it is.
    ///
    /// ```swift
    /// struct Timeout: Error {}
    /// enum LoadError: Error { case network(String) }
    /// let event: Event<Int, Timeout> = .failed(Timeout())
    /// print(event.mapError { _ in LoadError.network("timed out") }.error!)
    /// // prints network("timed out")
    /// ```
    ///
    /// - Parameter transform: Turns the error into a new error.
    /// - Returns: The same kind of event, with the transformed error.
    public func mapError<F: Swift.Error>(_ transform: (Error) -> F) -> Event<Value, F> {
        switch self {
        case .value(let value):
            return .value(value)
        case .failed(let error):
            return .failed(transform(error))
        case .completed:
            return .completed
        case .interrupted:
            return .interrupted
        }
    }
}

extension Event: Equatable where Value: Equatable, Error: Equatable {}

/// An event may cross threads when the value it carries may.
extension Event: Sendable where Value: Sendable {}

extension Event: CustomStringConvertible {
    /// The event as ReactiveSwift prints it: `VALUE` and the value, `FAILED`
    /// and the error, `COMPLETED` or `INTERRUPTED`.
    ///
    /// `print(event)` and `"\(event)"` use it, and so does a failing test
    /// that shows the events it recorded.
    ///
    /// ```swift
    /// let events: [Event<String, Never>] = [.value("hello"), .completed]
    /// print(events[0])
    /// // prints VALUE hello
    /// print(events)
    /// // prints [VALUE hello, COMPLETED]
    /// ```
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
