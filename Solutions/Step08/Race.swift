// Exercise 8.3: flatten(.race).
//
// The same request sent to three mirrors: the first to answer is used, and
// the others are cancelled. Inner producers run side by side until one of
// them sends an event; that one wins.

import Step07_Combining

/// What the observers of a race share.
private struct RaceState {
    /// Whether an inner producer has been started.
    var hasContenders = false
    /// Whether an inner producer has sent an event, and so won.
    var hasWinner = false
    /// Whether the winner has completed.
    var isWinnerCompleted = false
    /// Whether the outer producer has completed.
    var isOuterCompleted = false

    /// Whether nothing can send a value any more: the flattened stream
    /// completes. Before any inner producer has started, the outer
    /// producer's completion is enough; after, the winner must complete
    /// too (an inner producer still waiting for its first event may yet
    /// win).
    var isDone: Bool { isOuterCompleted && (!hasContenders || isWinnerCompleted) }

    /// Makes the caller the winner, if there is none yet.
    ///
    /// - Returns: Whether the caller won.
    mutating func claimVictory() -> Bool {
        guard !hasWinner else { return false }
        hasWinner = true
        return true
    }
}

extension SignalProducer {
    /// `flatten(.race)`: the first inner producer to send an event wins;
    /// see ``FlattenStrategy/race``.
    func flattenRace<Inner>() -> SignalProducer<Inner, Error>
    where Value == SignalProducer<Inner, Error> {
        SignalProducer<Inner, Error> { observer, lifetime in
            let state = Locked(RaceState())
            // The interrupters of the inner producers still racing. Disposing
            // of it interrupts them all at once, and marks the race as
            // decided: an inner producer that arrives after that is not
            // started.
            let contenders = CompositeDisposable()
            lifetime += contenders

            self.startWithSignal { outer, outerInterrupter in
                lifetime += outerInterrupter
                outer.observe { event in
                    switch event {
                    case .value(let inner):
                        guard !contenders.isDisposed else { return }
                        state.withLock { $0.hasContenders = true }
                        inner.startWithSignal { innerSignal, innerInterrupter in
                            let contender = contenders.add(innerInterrupter)
                            // Whether this inner producer won. Only its own
                            // observer reads it, one event at a time.
                            var isWinner = false
                            // The winner's place in the stream's lifetime,
                            // taken back out when the winner ends by itself:
                            // an inner producer that has ended is let go of
                            // at once, not when the stream ends.
                            var winnerHandle: Disposable?
                            innerSignal.observe { event in
                                if !isWinner {
                                    isWinner = state.withLock { $0.claimVictory() }
                                    // Too late: another one won, and this one
                                    // is being interrupted.
                                    guard isWinner else { return }
                                    // Keep the winner with the stream's
                                    // lifetime, so that the end of the stream
                                    // still interrupts it; then interrupt
                                    // every other contender. (ReactiveSwift
                                    // 7.2 keeps the winner nowhere, so
                                    // disposing of its flattened stream
                                    // leaves the winner running.)
                                    contender?.dispose()
                                    winnerHandle = lifetime += innerInterrupter
                                    contenders.dispose()
                                }
                                if event.isTerminating {
                                    winnerHandle?.dispose()
                                    winnerHandle = nil
                                }
                                switch event {
                                case .value, .failed, .interrupted:
                                    // The winner's interruption is forwarded:
                                    // there is nothing else left to follow.
                                    observer.send(event)
                                case .completed:
                                    let isDone = state.withLock { state in
                                        state.isWinnerCompleted = true
                                        return state.isDone
                                    }
                                    if isDone {
                                        observer.sendCompleted()
                                    }
                                }
                            }
                        }
                    case .failed(let error):
                        observer.send(error: error)
                    case .completed:
                        let isDone = state.withLock { state in
                            state.isOuterCompleted = true
                            return state.isDone
                        }
                        if isDone {
                            observer.sendCompleted()
                        }
                    case .interrupted:
                        observer.sendInterrupted()
                    }
                }
            }
        }
    }
}
