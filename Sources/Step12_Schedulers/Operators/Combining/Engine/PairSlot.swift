/// A slot of a combined pair (step 12): the first input's value, or the
/// second's.
///
/// The overloads for two to ten inputs keep their slots as `Any` and cast
/// each one back for every combined value, and a cast asks the runtime to
/// compare types. Two inputs, the common case, have an overload of their
/// own whose slots are this enum: reading a pair back is a `switch` the
/// compiler checks, with nothing to look up at run time.
@usableFromInline
enum PairSlot<First, Second> {
    /// A value of the first input, kept in slot 0.
    case first(First)
    /// A value of the second input, kept in slot 1.
    case second(Second)
}

/// The pair the two slots hold: slot 0 the first input's value, slot 1 the
/// second's, as ``CombiningInput/init(_:storedAs:)`` stored them. Anything
/// else is a bug of the library, and stops the program.
@inlinable
func pair<First, Second>(of slots: [PairSlot<First, Second>]) -> (First, Second) {
    guard slots.count == 2, case .first(let first) = slots[0], case .second(let second) = slots[1] else {
        preconditionFailure("A pair's slots hold the first input's value, then the second's.")
    }
    return (first, second)
}
