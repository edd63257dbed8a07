// Exercise 6.6 (stretch): any and all.
//
// ReactiveObjC's RACSignal has `-any:` and `-all:`: does any value pass a
// test, do all of them? (See the RACSignal operations walk-through.)
// ReactiveSwift has no such operators on the values of one stream, so here
// they are, the Swift way. Both answer as soon as the answer is known, and
// then stop listening: the rest of the stream cannot change it.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step05_SignalProducer

extension Signal {
    /// Sends `true` and completes at the first value that satisfies
    /// `predicate`, and stops observing this signal at once; sends `false`
    /// and completes if this signal completes first. A failure or an
    /// interruption passes unchanged.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.any { $0 > 10 }.observe { print($0) }
    /// input.send(value: 3)
    /// input.send(value: 12)
    /// // prints VALUE true
    /// // prints COMPLETED
    /// ```
    ///
    /// - Parameter predicate: The test, called for each value until one
    ///   passes.
    /// - Returns: A signal of one `Bool`, then `completed`.
    public func any(_ predicate: @escaping (Value) -> Bool) -> Signal<Bool, Error> {
        // TODO: at the first value that satisfies `predicate`, send `true`
        // and complete; if `self` completes first, send `false` and complete.
        // Once answered, `predicate` is not called again, and `self` is no
        // longer observed. A failure or an interruption passes unchanged.
        return Signal<Bool, Error> { _, _ in }
    }

    /// Sends `false` and completes at the first value that does not satisfy
    /// `predicate`, and stops observing this signal at once; sends `true`
    /// and completes if this signal completes first (so a signal without
    /// values satisfies it). A failure or an interruption passes unchanged.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.all { $0 > 0 }.observe { print($0) }
    /// input.send(value: 3)
    /// input.sendCompleted()
    /// // prints VALUE true
    /// // prints COMPLETED
    /// ```
    ///
    /// - Parameter predicate: The test, called for each value until one
    ///   fails.
    /// - Returns: A signal of one `Bool`, then `completed`.
    public func all(_ predicate: @escaping (Value) -> Bool) -> Signal<Bool, Error> {
        // TODO: the mirror of `any`: `false` at the first value that fails
        // `predicate`, `true` if `self` completes first.
        return Signal<Bool, Error> { _, _ in }
    }
}

extension SignalProducer {
    /// Sends `true` and completes at the first value of a start that
    /// satisfies `predicate`, and interrupts that start at once; see
    /// ``Signal/any(_:)``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(1...1_000_000).any { $0 == 3 }.startWithValues { print($0) }
    /// // prints true (after reading three numbers, not a million)
    /// ```
    public func any(_ predicate: @escaping (Value) -> Bool) -> SignalProducer<Bool, Error> {
        // TODO: the same on every start; once answered, the start underneath
        // is interrupted.
        return SignalProducer<Bool, Error> { _, _ in }
    }

    /// Sends `false` and completes at the first value of a start that does
    /// not satisfy `predicate`, and interrupts that start at once; see
    /// ``Signal/all(_:)``.
    public func all(_ predicate: @escaping (Value) -> Bool) -> SignalProducer<Bool, Error> {
        // TODO: the same on every start; once answered, the start underneath
        // is interrupted.
        return SignalProducer<Bool, Error> { _, _ in }
    }
}
