// Exercise 6.6 (stretch): any and all.
//
// ReactiveObjC's RACSignal has `-any:` and `-all:`: does any value pass a
// test, do all of them? (See the RACSignal operations walk-through.)
// ReactiveSwift has no such operators on the values of one stream, so here
// they are, the Swift way. Both answer as soon as the answer is known, and
// then stop listening: the rest of the stream cannot change it.

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
        // "Any value passes" is `true` as soon as one passes; `all` below is
        // the mirror: `false` as soon as one fails.
        answer(whenAValueGives: true, to: predicate)
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
        answer(whenAValueGives: false, to: predicate)
    }

    /// Both operators at once: the first value for which `predicate` returns
    /// `decisive` decides, and the answer is `decisive`; if none does by
    /// the completion, the answer is the opposite.
    private func answer(whenAValueGives decisive: Bool, to predicate: @escaping (Value) -> Bool) -> Signal<Bool, Error> {
        Signal<Bool, Error> { output, lifetime in
            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    if predicate(value) == decisive {
                        output.send(value: decisive)
                        // Completing ends this signal, so its lifetime ends,
                        // and the observation of `self` attached to it is
                        // disposed: no more values reach `predicate`. A
                        // lifted producer then interrupts the work
                        // underneath.
                        output.sendCompleted()
                    }
                case .completed:
                    output.send(value: !decisive)
                    output.sendCompleted()
                case .failed(let error):
                    // RACSignal's versions answer `NO` on an error, having no
                    // other way to report it. A Swift signal has a typed
                    // failure: the question has no answer, so pass it on.
                    output.send(error: error)
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
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
        lift { $0.any(predicate) }
    }

    /// Sends `false` and completes at the first value of a start that does
    /// not satisfy `predicate`, and interrupts that start at once; see
    /// ``Signal/all(_:)``.
    public func all(_ predicate: @escaping (Value) -> Bool) -> SignalProducer<Bool, Error> {
        lift { $0.all(predicate) }
    }
}
