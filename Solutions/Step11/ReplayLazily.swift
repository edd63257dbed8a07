// Exercise 11.1: replayLazily(upTo:).
//
// One start of the source, shared by every start of the result, made at
// the first of them; a memory of the last `capacity` values for the starts
// that come late.

import Foundation
import Step10_Properties

extension SignalProducer {
    /// A producer whose starts share one start of this producer, made at
    /// the first of them, and which replays the last `capacity` values to
    /// each start that comes late.
    ///
    /// ```swift
    /// let pages = SignalProducer<String, Never>(values: "page 1", "page 2")
    /// let shared = pages.replayLazily(upTo: 1)
    /// shared.startWithValues { print("first:", $0) }
    /// shared.startWithValues { print("second:", $0) }
    /// // prints first: page 1
    /// // prints first: page 2
    /// // prints second: page 2
    /// ```
    ///
    /// The shared start is interrupted when the result has been let go of
    /// and every start of it has ended; a start after the end receives the
    /// values kept, then the terminal event, and starts nothing.
    ///
    /// - Precondition: `capacity` is not negative.
    public func replayLazily(upTo capacity: Int) -> SignalProducer<Value, Error> {
        precondition(
            capacity >= 0,
            "replayLazily(upTo: \(capacity)): the capacity must be 0 or more: the number of latest values to keep for late starts."
        )
        // The producer is a struct: it has no deinit to tell when it is let
        // go of. Its start closure does: a token it captures goes when the
        // last copy of the producer goes, and each start holds the token
        // until it ends. When the token goes, the lifetime ends, and
        // `take(during:)` interrupts the shared start.
        let token = Lifetime.Token()
        let sharedLifetime = Lifetime(token)
        let source = take(during: sharedLifetime)
        let storage = Replay<Value, Error>(capacity: capacity)
        let isFirstStart = FirstTime()

        return SignalProducer { observer, lifetime in
            lifetime.observeEnded { withExtendedLifetime(token) {} }
            // Attach first, then start: the first start hears a synchronous
            // source's values live, not only through the replay.
            storage.attach(observer, during: lifetime)
            if isFirstStart.check() {
                // Not tied to this start's lifetime: it belongs to all of
                // them, and ends with `sharedLifetime`.
                source.start { event in storage.receive(event) }
            }
        }
    }
}

/// Answers `true` once: the first call of ``check()``, whatever the thread.
private final class FirstTime: @unchecked Sendable {
    // @unchecked Sendable: `hasHappened` is read and written under `lock`.
    private var hasHappened = false
    private let lock = NSLock()

    func check() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let isFirst = !hasHappened
        hasHappened = true
        return isFirst
    }
}

/// The latest values, the terminal event once it came, and the observers of
/// the running starts, kept in step by two locks, as chapter 10's property:
/// `stateLock`, held only to read or change them, and a turn, held while an
/// event is stored and delivered, or while a new start gets its replay and
/// joins the observers. So no event falls between a start's replay and its
/// joining, and every start sees each value once, in order.
private final class Replay<Value, Error: Swift.Error>: @unchecked Sendable {
    // @unchecked Sendable: the stored state is read and written only under
    // `stateLock`.
    private let capacity: Int
    private var kept: [Value] = []
    private var termination: Signal<Value, Error>.Event?
    private var observers = Bag<Signal<Value, Error>.Observer>()
    private let stateLock = NSLock()
    private let delivery = Turn()

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Keeps `event` (a value in the buffer, a terminal event for good) and
    /// sends it to every observer, with only the turn held.
    func receive(_ event: Signal<Value, Error>.Event) {
        _ = delivery.take(
            ifRecursive: "replayLazily: the shared producer sent an event while one of its events was being delivered, on the same thread. Send after the current delivery."
        )
        stateLock.lock()
        let recipients = observers
        var dropped: [Value] = []
        if let value = event.value {
            kept.append(value)
            let excess = kept.count - capacity
            if excess > 0 {
                dropped = Array(kept.prefix(excess))
                kept.removeFirst(excess)
            }
        } else {
            termination = event
            observers = Bag()
        }
        stateLock.unlock()
        for observer in recipients {
            observer.send(event)
        }
        delivery.giveBack()
        // Values that fell out of the buffer go now, with nothing held: a
        // deinit may start the producer again.
        withExtendedLifetime(dropped) {}
    }

    /// Replays what is kept to `observer` and joins it to the observers, in
    /// one turn; it leaves them when `lifetime` ends.
    func attach(_ observer: Signal<Value, Error>.Observer, during lifetime: Lifetime) {
        // A start from inside a delivery on this thread has the turn
        // already; the event being delivered is kept, so its replay has it.
        let tookTurn = delivery.take(ifRecursive: nil)
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
        if tookTurn {
            delivery.giveBack()
        }
        guard let token else { return }
        lifetime.observeEnded { [self] in
            stateLock.lock()
            let removed = observers.remove(using: token)
            stateLock.unlock()
            // The observer (and what its closures hold) goes with no lock held.
            withExtendedLifetime(removed) {}
        }
    }
}

/// One thread at a time: the thread whose turn it is delivers an event, or
/// replays to a new start and joins it.
private final class Turn: @unchecked Sendable {
    // @unchecked Sendable: `holder` is read and written with `condition`
    // locked.
    private let condition = NSCondition()
    private var holder: Thread?

    /// Waits for the turn and takes it. Returns `false`, without waiting, if
    /// this thread has it already, unless `message` is given, which then
    /// stops the program.
    func take(ifRecursive message: @autoclosure () -> String?) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if holder === Thread.current {
            if let message = message() {
                preconditionFailure(message)
            }
            return false
        }
        while holder != nil {
            condition.wait()
        }
        holder = Thread.current
        return true
    }

    /// Gives the turn back, to whoever waits.
    func giveBack() {
        condition.lock()
        holder = nil
        condition.broadcast()
        condition.unlock()
    }
}
