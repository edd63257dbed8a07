/// Runs a ``ThrottleFlattenStateMachine`` for one flattened signal: it
/// starts an inner when none runs, drops the others, and forwards the
/// running inner's events.
///
/// The machine is kept in a ``Locked`` and asked before anything is started
/// or sent, never while.
@usableFromInline
final class ThrottleFlattening<Value, Error: Swift.Error>: Flattening {
    @usableFromInline let machine = Locked(ThrottleFlattenStateMachine())
    /// The flattened signal's input.
    @usableFromInline let output: Signal<Value, Error>.Observer
    /// The flattened signal's lifetime: its end interrupts the running inner.
    /// It holds this storage too, through `resultDidEnd`: the two let go of
    /// each other when the result ends.
    @usableFromInline let lifetime: Lifetime

    @inlinable
    init(output: Signal<Value, Error>.Observer, lifetime: Lifetime) {
        self.output = output
        self.lifetime = lifetime
    }

    @inlinable
    func receiveInner(_ inner: SignalProducer<Value, Error>) {
        guard machine.withLock({ $0.receiveInner() }) else { return }
        inner.startWithSignal { signal, interrupter in
            let interruption = lifetime += interrupter
            // `attach`, not `observe` (step 12): nobody disposes of this
            // observation (the interrupter ends it), so it needs no
            // `Observation`, and the signal no weak reference to itself.
            signal.core.attach(Signal<Value, Error>.Observer { [self] event in
                switch event {
                case .value:
                    output.send(event)
                case .failed, .interrupted:
                    // Unlike `.merge`, an interrupted inner interrupts the
                    // result, as in ReactiveSwift.
                    output.send(event)
                case .completed:
                    // Nothing left to interrupt: let go of it. ReactiveSwift
                    // keeps every inner's interrupter until the result ends;
                    // the events are the same, and this keeps no more than
                    // the running inner.
                    interruption?.dispose()
                    output.perform(machine.withLock { $0.innerDidComplete() })
                }
            })
        }
    }
}
