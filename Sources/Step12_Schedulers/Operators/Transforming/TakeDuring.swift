extension Signal {
    /// Forwards every event until `lifetime` ends, then completes.
    ///
    /// Whichever comes first ends the returned signal: this signal's terminal
    /// event, forwarded as it is, or the end of `lifetime`, which completes
    /// it. Either way it stops observing this signal and stops waiting for
    /// `lifetime`, so neither keeps the other's observers.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// let (lifetime, token) = Lifetime.make()
    /// numbers.take(during: lifetime).observe { print($0) }
    /// input.send(value: 1)
    /// token.dispose()
    /// input.send(value: 2)
    /// // prints VALUE 1
    /// // prints COMPLETED
    /// ```
    ///
    /// If `lifetime` has already ended, the returned signal completes as soon
    /// as it is made, before anyone can observe it: like any signal that has
    /// terminated, it sends `interrupted` to whoever observes it. This is
    /// what ReactiveSwift does.
    ///
    /// - Parameter lifetime: The lifetime whose end completes the returned
    ///   signal, often an object's.
    /// - Returns: A signal of this signal's events while `lifetime` lasts.
    public func take(during lifetime: Lifetime) -> Signal<Value, Error> {
        Signal { output, outputLifetime in
            outputLifetime += self.observe(output)
            outputLifetime += lifetime.observeEnded { output.sendCompleted() }
        }
    }
}

extension SignalProducer {
    /// Forwards the events of every start until `lifetime` ends, then
    /// completes and interrupts the work; see ``Signal/take(during:)``.
    ///
    /// If `lifetime` has already ended when the producer is started, the
    /// start is interrupted at once and the work never runs, as in
    /// ReactiveSwift.
    public func take(during lifetime: Lifetime) -> SignalProducer<Value, Error> {
        lift { $0.take(during: lifetime) }
    }
}
