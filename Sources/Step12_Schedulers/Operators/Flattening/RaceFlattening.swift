/// Runs a ``RaceFlattenStateMachine`` for one flattened signal: it starts
/// the inners, lets the first to send win, interrupts the others as the
/// machine asks, and forwards the winner's events.
///
/// The machine is kept in a ``Locked`` and asked before anything is sent or
/// interrupted, never while. It holds the interrupters of the inners in the
/// race, then the winner's, so the result's end interrupts whichever run
/// (ReactiveSwift 7.2 lets go of the winner's, and its work runs on after
/// the result has ended).
@usableFromInline
final class RaceFlattening<Value, Error: Swift.Error>: Flattening {
    @usableFromInline let machine = Locked(RaceFlattenStateMachine())
    /// The flattened signal's input.
    @usableFromInline let output: Signal<Value, Error>.Observer

    @inlinable
    init(output: Signal<Value, Error>.Observer) {
        self.output = output
    }

    @inlinable
    func receiveInner(_ inner: SignalProducer<Value, Error>) {
        start(inner) { signal, id in
            // Only this inner's own events read and write it, one at a
            // time: no lock.
            var isWinner = false
            // `attach`, not `observe` (step 12): nobody disposes of this
            // observation (the interrupter ends it), so it needs no
            // `Observation`, and the signal no weak reference to itself.
            signal.core.attach(Signal<Value, Error>.Observer { [self] event in
                if !isWinner {
                    // A loser: its events, its interruption included, are
                    // ignored. The winner interrupts the others first.
                    guard case .won(let losers) = machine.update({ $0.claimVictory(for: id) }) else { return }
                    isWinner = true
                    interrupt(losers)
                }
                switch event {
                case .value, .failed, .interrupted:
                    output.send(event)
                case .completed:
                    output.perform(machine.update { $0.winnerDidComplete() })
                }
            })
        }
    }
}
