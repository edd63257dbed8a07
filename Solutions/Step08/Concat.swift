// Exercise 8.1: flatten(.concat).
//
// Requests that must not overlap, animations that play one after another,
// files copied one at a time: work that arrives as a stream of producers,
// and must run one producer at a time, in the order they came.

import Step07_Combining

/// What the observers of a concat share: the outer producer's observer
/// (which queues) and each inner producer's (which starts the next).
private struct ConcatState<Inner, Error: Swift.Error> {
    /// Inner producers that arrived while another one ran, oldest first.
    var queue: [SignalProducer<Inner, Error>] = []
    /// Whether an inner producer is running.
    var isInnerRunning = false
    /// Whether the outer producer has completed.
    var isOuterCompleted = false
    /// Whether a call of `startQueued` is starting inner producers: only one
    /// at a time does, in a loop.
    var isStarting = false

    /// Whether nothing can send a value any more: the flattened stream
    /// completes.
    var isDone: Bool { isOuterCompleted && !isInnerRunning && queue.isEmpty }

    /// Enters the loop that starts inner producers, unless another call is
    /// in it already: `true` if this caller is now the one that starts them.
    mutating func beginStarting() -> Bool {
        guard !isStarting else { return false }
        isStarting = true
        return true
    }

    /// Takes the next inner producer out of the queue and marks it running,
    /// if none runs; `nil` if one runs or none waits, which also leaves the
    /// loop, in the same locked step: an inner producer that ends just after
    /// finds the loop open again.
    mutating func takeNext() -> SignalProducer<Inner, Error>? {
        guard !isInnerRunning, !queue.isEmpty else {
            isStarting = false
            return nil
        }
        isInnerRunning = true
        return queue.removeFirst()
    }
}

extension SignalProducer {
    /// `flatten(.concat)`: one inner producer at a time, in the order they
    /// arrive; see ``FlattenStrategy/concat``.
    func flattenConcat<Inner>() -> SignalProducer<Inner, Error>
    where Value == SignalProducer<Inner, Error> {
        SignalProducer<Inner, Error> { observer, lifetime in
            let state = Locked(ConcatState<Inner, Error>())

            // Starts the first inner producer of the queue, unless one runs
            // already. Called when one arrives and when one ends: whichever
            // comes second finds the other's work done. The decision is made
            // under the lock, the start after it: a producer may send, or
            // end, while it starts, and its observer takes the lock again.
            //
            // An inner producer that completes as it starts calls this again
            // from inside its own start: the call finds the loop taken and
            // returns, and the loop below starts the next producer once the
            // start has returned. So a queue of ten thousand such producers
            // is started one after another, not each inside the one before,
            // ten thousand calls deep, which would overflow the stack.
            func startQueued() {
                guard state.withLock({ $0.beginStarting() }) else { return }
                while let inner = state.withLock({ $0.takeNext() }) {
                    start(inner)
                }
            }

            func start(_ inner: SignalProducer<Inner, Error>) {
                inner.startWithSignal { innerSignal, innerInterrupter in
                    // As in the given merge: interrupted with the flattened
                    // stream, let go of when it ends by itself.
                    let handle = lifetime += innerInterrupter
                    innerSignal.observe { event in
                        switch event {
                        case .value, .failed:
                            observer.send(event)
                        case .completed, .interrupted:
                            // An interruption counts as a completion: the
                            // next producer starts.
                            handle?.dispose()
                            let isDone = state.withLock { state in
                                state.isInnerRunning = false
                                return state.isDone
                            }
                            if isDone {
                                observer.sendCompleted()
                            } else {
                                startQueued()
                            }
                        }
                    }
                }
            }

            self.startWithSignal { outer, outerInterrupter in
                lifetime += outerInterrupter
                outer.observe { event in
                    switch event {
                    case .value(let inner):
                        // Every producer waits its turn in the queue, even
                        // the first: `startQueued` decides.
                        state.withLock { $0.queue.append(inner) }
                        startQueued()
                    case .failed(let error):
                        observer.send(error: error)
                    case .completed:
                        // Completing the outer producer does not stop the
                        // inner ones: those queued still run, in turn.
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
