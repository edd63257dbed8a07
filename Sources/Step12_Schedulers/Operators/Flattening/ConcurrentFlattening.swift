/// Runs a ``ConcurrentFlattenStateMachine`` for one flattened signal: it
/// starts the inners the machine asks for, and sends what they send.
///
/// The outer signal and every inner may deliver on threads of their own, so
/// the machine is kept in a ``Locked``, asked and released before anything
/// is started or sent. Values and failures need no decision: they go
/// straight to `output`, whose signal delivers one event at a time. The
/// completion cannot overtake a value: the machine completes only once every
/// inner has ended, and an inner ends after its last value has been sent.
@usableFromInline
final class ConcurrentFlattening<Value, Error: Swift.Error>: Flattening {
    @usableFromInline let machine: Locked<ConcurrentFlattenStateMachine<SignalProducer<Value, Error>>>
    /// The flattened signal's input.
    @usableFromInline let output: Signal<Value, Error>.Observer
    /// The flattened signal's lifetime: every running inner is interrupted when
    /// it ends. It holds this storage too, through `resultDidEnd`: the two let
    /// go of each other when the result ends.
    @usableFromInline let lifetime: Lifetime

    @inlinable
    init(limit: UInt, output: Signal<Value, Error>.Observer, lifetime: Lifetime) {
        machine = Locked(ConcurrentFlattenStateMachine(limit: limit))
        self.output = output
        self.lifetime = lifetime
    }

    @inlinable
    func receiveInner(_ inner: SignalProducer<Value, Error>) {
        perform(machine.withLock { $0.receiveInner(inner) })
    }

    /// Does what the machine decided, and goes on while it has more to do:
    /// an inner that ended during its start hands its place on here, in
    /// this loop, not in a start nested inside its own.
    @inlinable
    func perform(_ action: ConcurrentFlattenStateMachine<SignalProducer<Value, Error>>.Action) {
        var next = action
        while true {
            switch next {
            case .none:
                return
            case .complete:
                output.sendCompleted()
                return
            case .start(let inner, let id):
                start(inner, id: id)
                next = machine.withLock { $0.innerDidStart(id) }
            }
        }
    }

    /// Starts `inner` with one observer, this engine's, and no signal of its
    /// own: a ready-made inner (`SignalProducer(values)`) sends straight into
    /// the observer, and an inner made from a start handler makes the one
    /// signal it needs. Through `startWithSignal`, every inner would make one
    /// more signal, and every value would cross it.
    @inlinable
    func start(_ inner: SignalProducer<Value, Error>, id: Int) {
        // The result has ended: an inner started now would have nobody to
        // send to. (`startWithSignal` checked the same, through the
        // interrupter, just before the work began.)
        guard !lifetime.hasEnded else { return }
        // What `start` returns is `interrupter`, already in `lifetime`.
        _ = inner.core.start { interrupter in
            // Until the inner ends, the end of the result interrupts it. If
            // the result has ended meanwhile, this interrupts it now.
            let interruption = lifetime += interrupter
            return Signal.Observer { [self] event in
                switch event {
                case .value, .failed:
                    output.send(event)
                case .completed, .interrupted:
                    // An inner that was interrupted counts as completed, as
                    // in ReactiveSwift: the others go on.
                    interruption?.dispose()  // Nothing left to interrupt: let go of it.
                    perform(machine.withLock { $0.innerDidEnd(id) })
                }
            }
        }
    }
}
