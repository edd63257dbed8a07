// Exercise 2.5 (stretch): contains(where:) and allSatisfy(_:).
//
// ReactiveObjC's `any:` and `all:`, named the way Swift's `Sequence` names
// them. Each makes a new signal that observes this one and answers one
// question with one `Bool`, as soon as the answer is known. All you need is
// `Signal.init`, `observe` and the disposable it returns.

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
        answer(true, at: predicate, otherwise: false)
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
        // The mirror image of `contains`: "all values match" is answered
        // `false` by the first value that does not.
        answer(false, at: { !predicate($0) }, otherwise: true)
    }

    /// The shape both operators share: answer `early` at the first value for
    /// which `decides` is true, or `otherwise` if this signal completes
    /// first.
    private func answer(
        _ early: Bool,
        at decides: @escaping (Value) -> Bool,
        otherwise: Bool
    ) -> Signal<Bool, Error> {
        // The generator runs at once: the new signal observes this one from
        // the moment it is made, as a hot signal should.
        Signal<Bool, Error> { output in
            // The observation's disposable, to stop observing once we have
            // answered. The closure below reads it later, when a value
            // arrives; by then `observe` has returned and set it.
            var observation: Disposable? = nil
            observation = self.observe { event in
                switch event {
                case .value(let value):
                    guard decides(value) else { return }
                    output.send(value: early)
                    output.sendCompleted()
                    // Stop listening: no more calls of `decides`, and this
                    // closure, with `output` in it, is released.
                    observation?.dispose()
                case .completed:
                    // No value decided the question before the end.
                    output.send(value: otherwise)
                    output.sendCompleted()
                case .failed(let error):
                    // We cannot know the answer, and the error says why.
                    output.send(error: error)
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}
