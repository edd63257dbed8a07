// Exercise 2.5 (stretch): contains(where:) and allSatisfy(_:).
//
// ReactiveObjC's `any:` and `all:`, named the way Swift's `Sequence` names
// them. Each makes a new signal that observes this one and answers one
// question with one `Bool`, as soon as the answer is known. All you need is
// `Signal.init`, `observe` and the disposable it returns.
//
// The placeholders below compile (they return a signal that never sends
// anything), so the tests can run and show you what they expected. Replace
// each one.

import Step01_Event

extension Signal {
    /// A signal that tells whether any value of this one satisfies
    /// `predicate`.
    ///
    /// It sends `true` and completes at the first value that matches, or
    /// sends `false` and completes if this signal completes first. A failure
    /// or an interruption of this signal passes on unchanged. Once it has
    /// answered, it stops observing this signal: `predicate` is not called
    /// again.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.contains { $0 > 2 }.observe { print($0) }
    /// input.send(value: 1)
    /// input.send(value: 3)
    /// // prints VALUE true
    /// // prints COMPLETED
    /// ```
    public func contains(where predicate: @escaping (Value) -> Bool) -> Signal<Bool, Error> {
        // TODO: return `Signal<Bool, Error> { output in ... }`, whose
        // generator observes `self` and keeps the disposable that `observe`
        // returns. On a value that matches: send `true` into `output`,
        // complete it, and dispose of the observation. On completed: send
        // `false`, then complete. Pass failed and interrupted on.
        return .never
    }

    /// A signal that tells whether every value of this one satisfies
    /// `predicate`.
    ///
    /// It sends `false` and completes at the first value that does not match,
    /// or sends `true` and completes when this signal completes. A failure
    /// or an interruption of this signal passes on unchanged. Once it has
    /// answered, it stops observing this signal.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.allSatisfy { $0.isMultiple(of: 2) }.observe { print($0) }
    /// input.send(value: 2)
    /// input.send(value: 5)
    /// // prints VALUE false
    /// // prints COMPLETED
    /// ```
    public func allSatisfy(_ predicate: @escaping (Value) -> Bool) -> Signal<Bool, Error> {
        // TODO: the mirror image of `contains(where:)`: answer `false` at the
        // first value that does not match, or `true` on completion.
        return .never
    }
}
