import Foundation

/// What ``SignalProducer/replayLazily(upTo:)`` shares among the starts of
/// its result: the latest values, the terminal event once it has come, and
/// the observers of the starts that are running.
///
///     shared start's events ──▶ [turn] ──▶ keep, then send to every observer
///     a new start ──▶ [turn] ──▶ replay what is kept, then join the observers
///
/// It is chapter 10's `PropertyStorage` with a buffer instead of one value,
/// and the same two locks: `stateLock` guards the buffer and the observers
/// and is held only to read or change them; `delivery` gives turns, so that
/// a new start's replay and its joining happen with no event of the shared
/// start in between. No lock but the turn is held while an observer runs,
/// and values that drop out of the buffer are let go of after the turn.
final class ReplayStorage<Value, Error: Swift.Error>: @unchecked Sendable {
    // @unchecked Sendable: every stored property is read and written under
    // `stateLock`, but the delivery, which is safe from any thread.

    private let capacity: Int
    /// The latest values, oldest first; at most `capacity`.
    private var kept: [Value] = []
    /// The shared start's terminal event, once it has come.
    private var termination: Signal<Value, Error>.Event?
    /// The observers of the running starts.
    private var observers = Bag<Signal<Value, Error>.Observer>()
    private let stateLock = PlatformLock()
    private let delivery = SerialDelivery()

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// An event of the shared start: a value is kept and sent to every
    /// observer; a terminal event is kept, sent to every observer, and ends
    /// their starts.
    func receive(_ event: Signal<Value, Error>.Event) {
        delivery.waitForTurn(
            ifRecursive: """
                replayLazily: the producer it shares sent an event while one of its events was being \
                delivered, on the same thread (an observer of a start sent into that producer's \
                source). Events are delivered one at a time; send after the current one.
                """
        )
        stateLock.lock()
        var dropped: [Value] = []
        let recipients = observers
        switch event {
        case .value(let value):
            kept.append(value)
            if kept.count > capacity {
                dropped = Array(kept.prefix(kept.count - capacity))
                kept.removeFirst(kept.count - capacity)
            }
        case .failed, .completed, .interrupted:
            termination = event
            observers = Bag()
        }
        stateLock.unlock()
        for observer in recipients {
            observer.send(event)
        }
        delivery.endTurn()
        // Values that fell out of the buffer go here, with no lock held and
        // the turn given back: their deinits may run anything.
        release(afterUnlocking: dropped)
    }

    /// Replays what is kept to `observer`, then sends it every event that
    /// follows, until `lifetime` ends.
    ///
    /// A start made from inside a delivery on the same thread (an observer
    /// that starts the result again) already has the turn: the event being
    /// delivered is kept already, so it reaches the new start in the replay.
    func attach(_ observer: Signal<Value, Error>.Observer, during lifetime: Lifetime) {
        let hasTurn = delivery.isTurnOfCurrentThread
        if !hasTurn {
            // This thread is not delivering: the wait cannot be recursive.
            delivery.waitForTurn(ifRecursive: "replayLazily: a start waited for its own turn.")
        }
        stateLock.lock()
        let replay = kept
        let ended = termination
        let token = ended == nil ? observers.insert(observer) : nil
        stateLock.unlock()
        for value in replay {
            observer.send(value: value)
        }
        if let ended {
            observer.send(ended)
        }
        if !hasTurn {
            delivery.endTurn()
        }
        if let token {
            lifetime.observeEnded { [self] in
                stateLock.lock()
                let removed = observers.remove(using: token)
                stateLock.unlock()
                release(afterUnlocking: removed)
            }
        }
    }
}
