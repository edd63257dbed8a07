// Given: `flatten(.merge)`, working. You do not need to change this file;
// read it first. Every strategy you write has its shape:
//
// - a start of the flattened producer starts the outer producer with
//   `startWithSignal`, its interrupter attached to the start's `lifetime`;
// - each inner producer is started with `startWithSignal` too, its
//   interrupter attached to the same `lifetime`, so that disposing of the
//   start (or any end of the flattened stream) interrupts it;
// - the state the observers share (here: how many inner producers run, and
//   whether the outer one has completed) lives in a `Locked`, and is read
//   and changed there; the events are sent after the lock is released.

import Step07_Combining

/// What the observers of a merge share.
private struct MergeState {
    /// Inner producers started and not ended yet.
    var running = 0
    /// Whether the outer producer has completed.
    var isOuterCompleted = false

    /// Whether nothing can send a value any more: the flattened stream
    /// completes.
    var isDone: Bool { isOuterCompleted && running == 0 }
}

extension SignalProducer {
    /// `flatten(.merge)`: every inner producer is started as soon as it
    /// arrives; see ``FlattenStrategy/merge``.
    func flattenMerge<Inner>() -> SignalProducer<Inner, Error>
    where Value == SignalProducer<Inner, Error> {
        SignalProducer<Inner, Error> { observer, lifetime in
            // Each start has its own state.
            let state = Locked(MergeState())

            self.startWithSignal { outer, outerInterrupter in
                // Disposing of this start, or any end of the flattened
                // stream, interrupts the outer producer.
                lifetime += outerInterrupter

                outer.observe { event in
                    switch event {
                    case .value(let inner):
                        state.withLock { $0.running += 1 }
                        inner.startWithSignal { innerSignal, innerInterrupter in
                            // Kept with the start's lifetime, so that the end
                            // of the flattened stream interrupts this inner
                            // producer; `handle` takes it out again when the
                            // inner producer ends by itself, so that a long
                            // merge does not hoard the interrupters of
                            // inner producers long gone.
                            let handle = lifetime += innerInterrupter
                            innerSignal.observe { event in
                                switch event {
                                case .value, .failed:
                                    // A value goes through; so does a
                                    // failure, which ends everything.
                                    observer.send(event)
                                case .completed, .interrupted:
                                    // An interrupted inner producer counts
                                    // as completed: the others go on.
                                    handle?.dispose()
                                    let isDone = state.withLock { state in
                                        state.running -= 1
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
