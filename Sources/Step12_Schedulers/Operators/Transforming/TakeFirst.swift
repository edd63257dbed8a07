extension Signal {
    /// Sends the first `count` values, then completes at once: it does not
    /// wait for this signal to send anything more.
    ///
    /// If this signal ends before it has sent `count` values, its terminal
    /// event is forwarded as it is. Completing early ends the returned
    /// signal, and with it the observation of this signal, so this signal's
    /// later events reach nobody through it.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.take(first: 2).observe { print($0) }
    /// for number in 1...4 { input.send(value: number) }
    /// // prints VALUE 1
    /// // prints VALUE 2
    /// // prints COMPLETED
    /// ```
    ///
    /// `take(first: 0)` takes nothing, so it does not observe this signal at
    /// all: it returns ``empty``, a signal that has already completed, and
    /// whoever observes it receives `interrupted`, as an observer of any
    /// terminated signal does. This is what ReactiveSwift does.
    ///
    /// - Parameter count: How many values to take.
    /// - Returns: A signal of at most `count` values.
    /// - Precondition: `count` is not negative.
    public func take(first count: Int) -> Signal<Value, Error> {
        checkTakeFirstCount(count)
        guard count > 0 else { return .empty }
        return flatMapEvent(Event.take(first: count))
    }
}

extension SignalProducer {
    /// Sends the first `count` values of every start, then completes and
    /// interrupts the work at once; see ``Signal/take(first:)``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(1...1000).take(first: 2).startWithValues { print($0) }
    /// // prints 1
    /// // prints 2
    /// ```
    ///
    /// `take(first: 0)` never starts the work, nor anything between it and
    /// the work (not even an `on`): each start is interrupted at once.
    ///
    /// - Precondition: `count` is not negative.
    public func take(first count: Int) -> SignalProducer<Value, Error> {
        // Checked here too, so that a wrong count stops the program where
        // the producer is made, not later where it is started.
        checkTakeFirstCount(count)
        guard count > 0 else {
            // Nothing to take: each start is interrupted before anything
            // underneath is even prepared, as in ReactiveSwift.
            return SignalProducer(immediate: { observer, _ in observer.sendInterrupted() })
        }
        return flatMapEvent(ProducedSignal.Event.take(first: count))
    }
}

extension Signal.Event {
    /// `take(first:)` as an event transformation, for a `count` of 1 or
    /// more. The count of values taken so far is per signal, or per start.
    static func take(first count: Int) -> Transformation<Value, Error> {
        { output, _ in
            var taken = 0
            return Signal.Observer { event in
                guard case .value = event else {
                    output.send(event)
                    return
                }
                taken += 1
                output.send(event)
                if taken == count {
                    output.sendCompleted()
                }
            }
        }
    }
}

/// Stops the program if `count` cannot be a number of values to take.
private func checkTakeFirstCount(_ count: Int) {
    precondition(
        count >= 0,
        "take(first: \(count)): the count of values to take must not be negative. Pass 0 to take no value, or the number of values you want."
    )
}
