/// Runs a ``LatestFlattenStateMachine`` for one flattened signal: it starts
/// each inner, disposing of the one before, and sends what the latest
/// sends.
///
/// The machine is kept in a ``Locked`` and asked before anything is started
/// or sent, never while. Values and failures go straight to `output`.
final class LatestFlattening<Value, Error: Swift.Error>: Flattening {
    private let machine = Locked(LatestFlattenStateMachine())
    /// The flattened signal's input.
    private let output: Signal<Value, Error>.Observer
    /// Interrupts the latest inner. Giving it a new inner disposes of the
    /// one it held. The result's lifetime holds it, so that the result's
    /// end interrupts the latest inner too.
    private let latestInterrupter = SerialDisposable()

    /// The result's lifetime disposes of `latestInterrupter`.
    var innerInterrupters: Disposable? { latestInterrupter }

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
            latestInterrupter.inner = interrupter
            signal.observe { [self] event in
                switch event {
                case .value, .failed:
                    output.send(event)
                case .completed, .interrupted:
                    // An interruption counts as completion, as in
                    // ReactiveSwift, whether the inner was replaced or not.
                    if case .complete = machine.withLock({ $0.innerDidEnd(id) }) {
                        output.sendCompleted()
                    }
                }
            }
        }
    }

    func outerDidComplete() {
        if case .complete = machine.withLock({ $0.outerDidComplete() }) {
            output.sendCompleted()
        }
    }

    func resultDidEnd() {
        machine.withLock { $0.resultDidEnd() }
    }
}
