extension Signal {
    /// Runs side effects as events pass, and forwards every event unchanged.
    ///
    /// For each event, in this order: `event`, then the closure of its kind
    /// (`value`, `failed`, `completed` or `interrupted`), then, for a
    /// terminal event, `terminated`; only then does the event go on to the
    /// returned signal's observers. `disposed` runs when the returned signal
    /// ends, after its observers have received the terminal event, or when
    /// it ends because nobody observes it or can any more. Every closure is
    /// optional.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers
    ///     .on(completed: { print("on completed") }, disposed: { print("on disposed") }, value: { print("on value \($0)") })
    ///     .observe { print("observer \($0)") }
    /// input.send(value: 1)
    /// input.sendCompleted()
    /// // prints on value 1
    /// // prints observer VALUE 1
    /// // prints on completed
    /// // prints observer COMPLETED
    /// // prints on disposed
    /// ```
    ///
    /// - Parameters:
    ///   - event: Called with every event, before the other closures.
    ///   - failed: Called with the error of a `failed` event.
    ///   - completed: Called for a `completed` event.
    ///   - interrupted: Called for an `interrupted` event.
    ///   - terminated: Called for any terminal event, after the closure of
    ///     its kind.
    ///   - disposed: Called when the returned signal ends, whatever ends it.
    ///   - value: Called with the value of a `value` event.
    /// - Returns: A signal of the same events.
    public func on(
        event: ((Event) -> Void)? = nil,
        failed: ((Error) -> Void)? = nil,
        completed: (() -> Void)? = nil,
        interrupted: (() -> Void)? = nil,
        terminated: (() -> Void)? = nil,
        disposed: (() -> Void)? = nil,
        value: ((Value) -> Void)? = nil
    ) -> Signal<Value, Error> {
        Signal { output, lifetime in
            if let disposed {
                lifetime.observeEnded(disposed)
            }
            lifetime += self.observe { received in
                event?(received)
                switch received {
                case .value(let newValue):
                    value?(newValue)
                case .failed(let error):
                    failed?(error)
                case .completed:
                    completed?()
                case .interrupted:
                    interrupted?()
                }
                if received.isTerminating {
                    terminated?()
                }
                output.send(received)
            }
        }
    }
}

extension SignalProducer {
    /// Runs side effects around every start and as its events pass; events
    /// are forwarded unchanged.
    ///
    /// On each start: `starting` runs just before the work starts, once the
    /// observer is in place, and `started` just after the work's start
    /// handler returns (so, for work that sends everything at once, after
    /// all its events). The other closures run as in
    /// ``Signal/on(event:failed:completed:interrupted:terminated:disposed:value:)``:
    /// `event`, the closure of the event's kind, `terminated`, then the
    /// observer; `disposed` once the start has ended.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(value: 1)
    ///     .on(starting: { print("starting") }, started: { print("started") }, value: { print("value \($0)") })
    ///     .start()
    /// // prints starting
    /// // prints value 1
    /// // prints started
    /// ```
    ///
    /// In a chain, `starting` closures run from the last operator back to the
    /// producer that does the work, and `started` closures from that producer
    /// on, as in ReactiveSwift.
    ///
    /// Disposing a start interrupts the work underneath first, and the
    /// interruption travels through `on` like any event: `event`,
    /// `interrupted` and `terminated` run before the observer receives
    /// `interrupted`, as in ReactiveSwift.
    ///
    /// - Parameters:
    ///   - starting: Called on every start, just before the work starts.
    ///   - started: Called on every start, just after the work has started.
    ///   - event: Called with every event, before the other closures.
    ///   - failed: Called with the error of a `failed` event.
    ///   - completed: Called for a `completed` event.
    ///   - interrupted: Called for an `interrupted` event.
    ///   - terminated: Called for any terminal event, after the closure of
    ///     its kind.
    ///   - disposed: Called when the start has ended, whatever ended it.
    ///   - value: Called with the value of a `value` event.
    /// - Returns: A producer of the same events.
    public func on(
        starting: (() -> Void)? = nil,
        started: (() -> Void)? = nil,
        event: ((ProducedSignal.Event) -> Void)? = nil,
        failed: ((Error) -> Void)? = nil,
        completed: (() -> Void)? = nil,
        interrupted: (() -> Void)? = nil,
        terminated: (() -> Void)? = nil,
        disposed: (() -> Void)? = nil,
        value: ((Value) -> Void)? = nil
    ) -> SignalProducer<Value, Error> {
        // Not an event transformation: `starting` and `started` wrap the
        // beginning of the work, which only a prepared start shows. The
        // signal of the start underneath is observed through `Signal.on`,
        // and its interrupter is kept: disposing interrupts the work
        // underneath first, so the closures hear of it before the observer,
        // as in ReactiveSwift.
        SignalProducer(SignalCore(prepare: {
            let start = self.core.prepareStart()
            let signal = start.signal.on(
                event: event,
                failed: failed,
                completed: completed,
                interrupted: interrupted,
                terminated: terminated,
                disposed: disposed,
                value: value
            )
            return PreparedStart(signal: signal, interrupter: start.interrupter) {
                // A start interrupted before its work begins never begins,
                // and so never starts.
                guard !start.interrupter.isDisposed else { return }
                starting?()
                start.begin()
                started?()
            }
        }))
    }
}
