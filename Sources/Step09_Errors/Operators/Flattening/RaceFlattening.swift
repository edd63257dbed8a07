/// Runs a ``RaceFlattenStateMachine`` for one flattened signal: it starts
/// the inners, lets the first to send win, disposes of the others, and
/// forwards the winner's events.
///
/// The machine is kept in a ``Locked`` and asked before anything is sent or
/// disposed of, never while.
final class RaceFlattening<Value, Error: Swift.Error>: Flattening {
    private let machine = Locked(RaceFlattenStateMachine())
    /// The flattened signal's input.
    private let output: Signal<Value, Error>.Observer
    /// The flattened signal's lifetime, which interrupts the winner when it
    /// ends. It holds this storage too, through `resultDidEnd`: the two let go
    /// of each other when the result ends.
    private let lifetime: Lifetime
    /// Interrupts every inner still in the race: disposed of when one wins,
    /// and when the result ends.
    private let contenders = CompositeDisposable()

    /// The result's lifetime disposes of the contenders.
    var innerInterrupters: Disposable? { contenders }

    init(output: Signal<Value, Error>.Observer, lifetime: Lifetime) {
        self.output = output
        self.lifetime = lifetime
    }

    func receiveInner(_ inner: SignalProducer<Value, Error>) {
        guard let id = machine.withLock({ $0.receiveInner() }) else { return }
        inner.startWithSignal { signal, interrupter in
            // Where this inner's interrupter is kept: in the race, then, if
            // it wins, in the result's lifetime. Only this inner's own
            // events touch these two, one at a time: no lock.
            var entry = contenders.add(interrupter)
            var isWinner = false
            signal.observe { [self] event in
                if !isWinner {
                    isWinner = machine.withLock { $0.claimVictory(for: id) }
                    // A loser: its events, its interruption included, are ignored.
                    guard isWinner else { return }
                    // The winner leaves the race for the result's lifetime,
                    // so that the result's end still interrupts it
                    // (ReactiveSwift 7.2 lets go of it here, and its work
                    // runs on after the result has ended). Then the others
                    // are interrupted.
                    entry?.dispose()
                    entry = lifetime += interrupter
                    contenders.dispose()
                }
                switch event {
                case .value:
                    output.send(event)
                case .failed, .interrupted:
                    entry?.dispose()
                    output.send(event)
                case .completed:
                    entry?.dispose()
                    if case .complete = machine.withLock({ $0.winnerDidComplete() }) {
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
