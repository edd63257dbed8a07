// Exercise 1.1: reading an event.
//
// Four questions a stream's code asks about every event it handles. Each one
// is a `switch` (or an `if case`) over the four cases.

extension Event {
    /// Whether this event ends the stream: `true` for ``failed(_:)``,
    /// ``completed`` and ``interrupted``, `false` for ``value(_:)``.
    public var isTerminating: Bool {
        // Listing every case, with no `default:`, means the compiler points
        // here if a fifth case is ever added.
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
        // `if case` binds the payload of the one case we care about; every
        // other case falls through to `nil`.
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
