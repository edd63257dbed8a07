// Exercise 8.4: flatten(.concurrent(limit:)).
//
// Downloading a hundred images, four at a time: more than one at a time
// is faster, all at once would swamp the network. At most `limit` inner
// producers run; the others wait in a queue. With a limit of 1 it is
// `.concat`; with no limit (`UInt.max`), `.merge`.

import Step07_Combining

/// What the observers of a concurrent flattening share.
private struct ConcurrentState<Inner, Error: Swift.Error> {
    /// How many inner producers may run at once.
    let limit: UInt
    /// Inner producers waiting for a place, oldest first.
    var queue: [SignalProducer<Inner, Error>] = []
    /// How many inner producers run.
    var running: UInt = 0
    /// Whether the outer producer has completed.
    var isOuterCompleted = false
    /// Whether a call of `startQueued` is in its loop. While it is, no
    /// other call enters the loop: that call's loop will start whatever
    /// the other would have.
    var isStarting = false

    /// Whether nothing can send a value any more: the flattened stream
    /// completes.
    var isDone: Bool { isOuterCompleted && running == 0 && queue.isEmpty }

    /// Enters the loop that starts queued producers, unless a call is in it
    /// already.
    ///
    /// - Returns: Whether the caller should run the loop.
    mutating func beginStarting() -> Bool {
        guard !isStarting else { return false }
        isStarting = true
        return true
    }

    /// Takes the next producer out of the queue and counts it as running, if
    /// there is a place for it. If not, leaves the loop, in the same step,
    /// so that a place freed after this answer finds the loop open again.
    mutating func takeNext() -> SignalProducer<Inner, Error>? {
        if running < limit, !queue.isEmpty {
            running += 1
            return queue.removeFirst()
        }
        isStarting = false
        return nil
    }
}

extension SignalProducer {
    /// `flatten(.concurrent(limit:))`: at most `limit` inner producers run
    /// at once; see ``FlattenStrategy/concurrent(limit:)``.
    ///
    /// - Precondition: `limit > 0`, checked here, when `flatten` is applied.
    func flattenConcurrent<Inner>(limit: UInt) -> SignalProducer<Inner, Error>
    where Value == SignalProducer<Inner, Error> {
        precondition(
            limit > 0,
            """
            flatten(.concurrent(limit: 0)): the limit of inner producers running at once must be at least 1, \
            or no inner producer could ever start. Use .concat to run them one at a time, or .merge to run \
            them all at once.
            """
        )

        return SignalProducer<Inner, Error> { observer, lifetime in
            let state = Locked(ConcurrentState<Inner, Error>(limit: limit))

            // Starts queued producers while there are places. An inner
            // producer that completes as it starts calls this again from
            // inside its own start: the call finds the loop taken and
            // returns, and the loop below starts the next producer once the
            // start has returned. So a queue of a thousand such producers is
            // started one after another, not each inside the one before,
            // a thousand calls deep.
            func startQueued() {
                guard state.withLock({ $0.beginStarting() }) else { return }
                while let inner = state.withLock({ $0.takeNext() }) {
                    start(inner)
                }
            }

            func start(_ inner: SignalProducer<Inner, Error>) {
                inner.startWithSignal { innerSignal, innerInterrupter in
                    let handle = lifetime += innerInterrupter
                    innerSignal.observe { event in
                        switch event {
                        case .value, .failed:
                            observer.send(event)
                        case .completed, .interrupted:
                            handle?.dispose()
                            let isDone = state.withLock { state in
                                state.running -= 1
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
                        state.withLock { $0.queue.append(inner) }
                        startQueued()
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
