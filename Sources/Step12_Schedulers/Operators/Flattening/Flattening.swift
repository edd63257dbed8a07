/// What every strategy's state machine answers to, whatever its rules: the
/// outer stream's completion, and the end of the result.
@usableFromInline
protocol FlattenStateMachine {
    /// The outer stream completed.
    mutating func outerDidComplete() -> CompletionAction

    /// The result has ended, by failure or interruption: nothing more may
    /// start.
    ///
    /// - Returns: The interrupters the machine held, of the inners still
    ///   running, for the owner to dispose of once it has released its lock.
    mutating func resultDidEnd() -> [Disposable]
}

/// The rules of a strategy that names each inner it lets start and keeps its
/// interrupter, to interrupt it when another inner says so: `.latest` (a
/// newer inner replaces it) and `.race` (another inner won).
@usableFromInline
protocol InterruptingFlattenStateMachine: FlattenStateMachine {
    /// The outer stream sent an inner.
    ///
    /// - Returns: The name to start it under and to report with
    ///   ``innerWillStart(_:interrupter:)``, or `nil` if it must not start.
    mutating func receiveInner() -> Int?

    /// Inner `id` is starting, and `interrupter` interrupts it.
    ///
    /// - Returns: What to interrupt before its work begins, if anything.
    mutating func innerWillStart(_ id: Int, interrupter: Disposable) -> Disposable?
}

/// A strategy's storage (`ConcurrentFlattening`, `LatestFlattening`,
/// `RaceFlattening`, `ThrottleFlattening`): the class that owns the
/// strategy's state machine, under a lock, and does what the machine answers
/// once the lock is released: starts an inner, interrupts one, sends,
/// completes.
///
/// Each storage writes how it starts an inner stream; the outer stream's
/// completion and the end of the result are the same for all of them, and
/// written once, below.
@usableFromInline
protocol Flattening: AnyObject {
    associatedtype Value
    associatedtype Error: Swift.Error
    associatedtype Machine: FlattenStateMachine

    /// The strategy's rules, asked under their lock.
    var machine: Locked<Machine> { get }
    /// The flattened signal's input.
    var output: Signal<Value, Error>.Observer { get }

    /// The outer stream sent an inner stream.
    func receiveInner(_ inner: SignalProducer<Value, Error>)
}

extension Flattening {
    /// The outer stream completed: the result completes if the machine says
    /// so.
    @inlinable
    func outerDidComplete() {
        output.perform(machine.withLock { $0.outerDidComplete() })
    }

    /// The result ended, whatever ended it: the machine starts nothing more,
    /// and the inners it held are interrupted. What it let go of (the inners
    /// that waited their turn, say) goes only after unlocking: letting go of
    /// an inner may run code of the learner's (a closure's captures, a
    /// `deinit`) that must not run under the lock.
    @inlinable
    func resultDidEnd() {
        interrupt(machine.update { $0.resultDidEnd() })
    }

    /// Disposes of `interrupters`, which the machine asked to interrupt, with
    /// no lock held: an inner's interruption runs its observers.
    @inlinable
    func interrupt(_ interrupters: [Disposable]) {
        for interrupter in interrupters {
            interrupter.dispose()
        }
    }
}

extension Flattening where Machine: InterruptingFlattenStateMachine {
    /// Starts `inner` if the machine lets it, under the name the machine
    /// gives it, and hands its interrupter to the machine before its work
    /// begins; then `observe` is handed its signal, with its name (the
    /// engines of step 12 attach to it).
    ///
    /// What the machine gives back to interrupt (the inner before it, or
    /// this very one if it came too late) is interrupted after unlocking,
    /// and before the new inner's work begins: its signal ends, so it sends
    /// nothing more (a value another thread is delivering at that moment
    /// still gets through, as in ReactiveSwift).
    @inlinable
    func start(
        _ inner: SignalProducer<Value, Error>,
        observing observe: (_ signal: Signal<Value, Error>, _ id: Int) -> Void
    ) {
        guard let id = machine.withLock({ $0.receiveInner() }) else { return }
        inner.startWithSignal { signal, interrupter in
            machine.update { $0.innerWillStart(id, interrupter: interrupter) }?.dispose()
            observe(signal, id)
        }
    }
}

extension Signal where Value: SignalProducerConvertible, Error == Value.Error {
    /// Flattens this signal's inner streams into `output`, as `strategy`
    /// says, until `lifetime` ends: the one place where a strategy picks its
    /// engine. The flattened signal sends into its own input; a flattened
    /// producer sends straight into the observer of its start.
    @inlinable
    func flatten(
        _ strategy: FlattenStrategy,
        into output: Signal<Value.Value, Error>.Observer,
        during lifetime: Lifetime
    ) {
        switch strategy.kind {
        case .concurrent(let limit):
            flatten(into: output, during: lifetime, with: ConcurrentFlattening(limit: limit, output: output, lifetime: lifetime))
        case .latest:
            flatten(into: output, during: lifetime, with: LatestFlattening(output: output))
        case .race:
            flatten(into: output, during: lifetime, with: RaceFlattening(output: output))
        case .throttle:
            flatten(into: output, during: lifetime, with: ThrottleFlattening(output: output, lifetime: lifetime))
        }
    }

    /// The shape every strategy shares: observes this signal, hands each
    /// inner stream to `engine`, sends this signal's failure or
    /// interruption on at once, and tells `engine` when this signal
    /// completes and when `lifetime` ends.
    @inlinable
    func flatten<Engine: Flattening>(
        into output: Signal<Value.Value, Error>.Observer,
        during lifetime: Lifetime,
        with engine: Engine
    ) where Engine.Value == Value.Value, Engine.Error == Error {
        // When the result ends, the engine hears of it before any inner is
        // interrupted, so that it starts nothing more and ignores the ends
        // that follow (a running inner's end would otherwise free a place
        // for a waiting one).
        // Step 12: without the handles `observeEnded` and `+=` would make,
        // only to drop.
        lifetime.observeEndedWithoutHandle { engine.resultDidEnd() }
        lifetime.addWithoutHandle(self.observe { event in
            switch event {
            case .value(let inner):
                engine.receiveInner(inner.producer)
            case .failed(let error):
                output.send(error: error)
            case .completed:
                engine.outerDidComplete()
            case .interrupted:
                output.sendInterrupted()
            }
        })
    }
}
