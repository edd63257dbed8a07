// Exercise 8.2: flatten(.latest).
//
// A search field: each query starts a request, and a new query makes the
// answer to the one before it worthless. Only the latest inner producer
// matters; the one it replaces is interrupted.

import Step07_Combining

/// What the observers of a latest-flattening share.
private struct LatestState {
    /// The number of the latest inner producer: 1 for the first, and so on.
    /// An inner producer whose number is not this one has been replaced.
    var latest = 0
    /// Whether the latest inner producer is running.
    var isLatestRunning = false
    /// Whether the outer producer has completed.
    var isOuterCompleted = false

    /// Whether nothing can send a value any more: the flattened stream
    /// completes.
    var isDone: Bool { isOuterCompleted && !isLatestRunning }
}

extension SignalProducer {
    /// `flatten(.latest)`: only the latest inner producer runs; see
    /// ``FlattenStrategy/latest``.
    func flattenLatest<Inner>() -> SignalProducer<Inner, Error>
    where Value == SignalProducer<Inner, Error> {
        SignalProducer<Inner, Error> { observer, lifetime in
            let state = Locked(LatestState())
            // Holds the interrupter of the latest inner producer. Giving it a
            // new one disposes of the one it held: that interrupts the inner
            // producer before. Attached to the lifetime, so that the end of
            // the flattened stream interrupts the latest one too.
            let latestInner = SerialDisposable()
            lifetime += latestInner

            self.startWithSignal { outer, outerInterrupter in
                lifetime += outerInterrupter
                outer.observe { event in
                    switch event {
                    case .value(let inner):
                        inner.startWithSignal { innerSignal, innerInterrupter in
                            // Number the newcomer *before* interrupting the
                            // one it replaces: the old one's interruption
                            // then finds that it is no longer the latest,
                            // and is not taken for the end of the stream.
                            let number = state.withLock { state in
                                state.latest += 1
                                state.isLatestRunning = true
                                return state.latest
                            }
                            // The inner producer before is interrupted here,
                            // before this one's work begins (the setup of
                            // `startWithSignal` runs first).
                            latestInner.inner = innerInterrupter
                            innerSignal.observe { event in
                                switch event {
                                case .value, .failed:
                                    observer.send(event)
                                case .completed, .interrupted:
                                    let isDone = state.withLock { state in
                                        // A replaced producer's end changes
                                        // nothing. The latest one's, even an
                                        // interruption, counts as completed.
                                        guard state.latest == number else { return false }
                                        state.isLatestRunning = false
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
                        // The latest inner producer goes on; the stream
                        // completes when it does.
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
