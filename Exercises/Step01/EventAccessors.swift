// Exercise 1.1: reading an event.
//
// Four questions a stream's code asks about every event it handles. Answer
// each one by looking at which case `self` is: a `switch` over the four
// cases, or an `if case` for the one case you care about.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace each one.

extension Event {
    /// Whether this event ends the stream: `true` for ``failed(_:)``,
    /// ``completed`` and ``interrupted``, `false` for ``value(_:)``.
    public var isTerminating: Bool {
        // TODO: return true for failed, completed and interrupted.
        return false
    }

    /// Whether this event is ``completed``.
    public var isCompleted: Bool {
        // TODO: return true for completed only.
        return false
    }

    /// The value this event carries, or `nil` if it is not a ``value(_:)``.
    public var value: Value? {
        // TODO: return the payload of a value event.
        return nil
    }

    /// The error this event carries, or `nil` if it is not ``failed(_:)``.
    public var error: Error? {
        // TODO: return the payload of a failed event.
        return nil
    }
}
