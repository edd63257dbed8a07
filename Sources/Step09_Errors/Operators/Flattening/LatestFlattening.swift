/// Runs a ``LatestFlattenStateMachine`` for one flattened signal: it starts
/// each inner, interrupting the one before as the machine asks, and sends
/// what the latest sends.
///
/// The machine is kept in a ``Locked`` and asked before anything is started,
/// interrupted or sent, never while. Values and failures go straight to
/// `output`.
final class LatestFlattening<Value, Error: Swift.Error>: Flattening {
    let machine = Locked(LatestFlattenStateMachine())
    /// The flattened signal's input.
    let output: Signal<Value, Error>.Observer

    init(output: Signal<Value, Error>.Observer) {
        self.output = output
    }

    func receiveInner(_ inner: SignalProducer<Value, Error>) {
        guard let id = machine.withLock({ $0.receiveInner() }) else { return }
        inner.startWithSignal { signal, interrupter in
            // Before the new inner's work begins, the one before it is
            // interrupted: its signal ends, so it sends nothing more (but a
            // value another thread is delivering at this moment still gets
            // through, as in ReactiveSwift). Its interruption, under an
            // older name, is ignored.
            machine.update { $0.innerWillStart(id, interrupter: interrupter) }?.dispose()
            signal.observe { [self] event in
                switch event {
                case .value, .failed:
                    output.send(event)
                case .completed, .interrupted:
                    // An interruption counts as completion, as in
                    // ReactiveSwift, whether the inner was replaced or not.
                    output.perform(machine.update { $0.innerDidEnd(id) })
                }
            }
        }
    }
}
