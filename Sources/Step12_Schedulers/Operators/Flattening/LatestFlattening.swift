/// Runs a ``LatestFlattenStateMachine`` for one flattened signal: it starts
/// each inner, interrupting the one before as the machine asks, and sends
/// what the latest sends.
///
/// The machine is kept in a ``Locked`` and asked before anything is started,
/// interrupted or sent, never while. Values and failures go straight to
/// `output`.
@usableFromInline
final class LatestFlattening<Value, Error: Swift.Error>: Flattening {
    @usableFromInline let machine = Locked(LatestFlattenStateMachine())
    /// The flattened signal's input.
    @usableFromInline let output: Signal<Value, Error>.Observer

    @inlinable
    init(output: Signal<Value, Error>.Observer) {
        self.output = output
    }

    @inlinable
    func receiveInner(_ inner: SignalProducer<Value, Error>) {
        // Before the new inner's work begins, `start` interrupts the one
        // before it. Its interruption, under an older name, is ignored.
        start(inner) { signal, id in
            // `attach`, not `observe` (step 12): nobody disposes of this
            // observation (the interrupter ends it), so it needs no
            // `Observation`, and the signal no weak reference to itself.
            signal.core.attach(Signal<Value, Error>.Observer { [self] event in
                switch event {
                case .value, .failed:
                    output.send(event)
                case .completed, .interrupted:
                    // An interruption counts as completion, as in
                    // ReactiveSwift, whether the inner was replaced or not.
                    output.perform(machine.update { $0.innerDidEnd(id) })
                }
            })
        }
    }
}
