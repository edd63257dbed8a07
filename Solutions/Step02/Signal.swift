// Exercises for step 2: the signal.
//
// This file is given: you do not need to change it. It declares your own
// `Signal`, the same class as `Sources/Step02_Signal/Signal/Signal.swift`, with the
// methods that exercises 2.2 and 2.3 write taken out:
//
// - `beginTermination(with:)` and `deliverPendingTermination()`, in
//   `SignalTermination.swift` (exercise 2.2), and
// - `observe(_:)`, in `SignalObserve.swift` (exercise 2.3).
//
// Everything else is here: the state machine, the two locks, `send`, and
// `deliver`, which delivers a value. The state and the locks
// are `internal` rather than `private`, so that the files of the exercises
// (and the tests) can reach them. One more difference from the step: the
// state lock is a `StateLock` (see `StateLock.swift`), which stops the
// program with a message where an `NSLock` taken twice by one thread would
// hang.
//
// The events are step 1's: `Event<Value, Error>` from the module
// `Step01_Event`, which this signal calls `Event` for short.

import Step01_Event

/// A hot stream of events that are pushed to every observer at once.
///
/// A signal is already running when you get it: its generator runs as soon
/// as it is created, and events sent into its input observer are delivered
/// straight away to whoever is observing *at that moment*. Nothing is
/// stored: an observer that arrives late does not see what it missed.
///
/// ```swift
/// let (output, input) = Signal<Int, Never>.pipe()
/// input.send(value: 1)  // nobody is observing: lost
/// output.observeValues { print($0) }
/// input.send(value: 2)
/// input.sendCompleted()
/// // prints 2
/// ```
///
/// The contract:
/// - Every observer sees the same events in the same order.
/// - Events are delivered one at a time, even when sent from many threads.
/// - After a terminal event (`failed`, `completed` or `interrupted`) nothing
///   more is delivered, and the signal lets go of its observers.
/// - Observing a signal that has already terminated delivers exactly one
///   `interrupted` to the new observer.
/// - When the input observer is released, nobody can send the terminal event
///   any more, so the signal is interrupted.
/// - A terminal event never waits for a delivery in progress. From then on
///   values are dropped, and the thread that is delivering sends the
///   terminal event as soon as its delivery ends.
/// - An observer must not send a *value* into the signal that is delivering
///   to it, on the same thread: events are never delivered recursively.
///   Terminal events are allowed; they are delivered once the current event
///   has reached every observer.
public final class Signal<Value, Error: Swift.Error> {
    /// The event of this signal: step 1's `Event`, with this signal's value
    /// and error types.
    public typealias Event = Step01_Event.Event<Value, Error>

    /// What the signal is doing. Read and written only under `stateLock`.
    ///
    ///     alive ── terminal event ──▶ terminating ── delivered ──▶ terminated
    ///
    /// A terminal event does not wait for the send lock: it moves the signal
    /// to `terminating` at once, and whichever thread holds the send lock,
    /// now or next, delivers it.
    enum State {
        /// Delivering events to these observers.
        case alive(AliveState)
        /// A terminal event has arrived. It is delivered to these observers as
        /// soon as no delivery is under way.
        case terminating(TerminatingState)
        /// The terminal event has been delivered and the observers released.
        case terminated
    }

    /// The observers of a signal that is alive. A class, so that `observe`
    /// adds to the bag in place, through the state.
    final class AliveState {
        var observers = Bag<Observer>()
    }

    /// A terminal event that waits for the delivery under way to end, and the
    /// observers it goes to.
    final class TerminatingState {
        let observers: Bag<Observer>
        let event: Event

        init(observers: Bag<Observer>, event: Event) {
            self.observers = observers
            self.event = event
        }
    }

    /// What the signal is doing. Read and write it only while holding
    /// `stateLock`, and never call an observer while holding it.
    var state: State = .alive(AliveState())
    /// Guards `state`. Held only for a few instructions at a time.
    let stateLock = StateLock()

    /// Lets one event at a time through to the observers.
    let sendLock = SendLock()

    /// Creates a signal and runs `generator` at once with the signal's input
    /// observer. Whatever the generator (or anyone it hands the observer to)
    /// sends into that observer is delivered to the signal's observers.
    ///
    /// The input observer keeps the signal alive. When it is released, the
    /// signal is interrupted.
    public convenience init(_ generator: (Observer) -> Void) {
        self.init(interruptsWhenInputIsReleased: true, generator)
    }

    /// Creates a signal whose input observer interrupts it on release only if
    /// `interruptsWhenInputIsReleased` is true.
    init(interruptsWhenInputIsReleased: Bool, _ generator: (Observer) -> Void) {
        // The input observer holds the signal strongly, through `send`.
        generator(Observer(self.send, interruptsOnDeinit: interruptsWhenInputIsReleased))
    }

    /// Forgets the observer that `token` names, if the signal is still alive.
    func removeObserver(using token: Bag<Observer>.Token) {
        let removed: Observer? = stateLock.withLock {
            guard case .alive(let alive) = state else { return nil }
            return alive.observers.remove(using: token)
        }
        // `removed` is released here, after the lock: releasing an observer
        // can run arbitrary code (its closure's captures may deinitialize),
        // and that code must not find the lock held.
        _ = removed
    }

    /// Receives every event sent into the input observer.
    private func send(_ event: Event) {
        if event.isTerminating {
            beginTermination(with: event)
        } else {
            deliver(event)
        }
    }

    /// Delivers a value to the current observers, if the signal is alive;
    /// waits for its turn first.
    private func deliver(_ event: Event) {
        precondition(
            !sendLock.isHeldByCurrentThread,
            """
            Signal: a value was sent into the signal while it was delivering an event, on the \
            same thread: by one of its observers, or by the deinit of a value let go of during \
            the delivery. Events are never delivered recursively, because observers would \
            see them out of order. Send the value after the current event has been delivered, \
            or send it into another signal.
            """
        )
        sendLock.lock()
        let observers: Bag<Observer>? = stateLock.withLock {
            guard case .alive(let alive) = state else { return nil }
            return alive.observers
        }
        // Call out without holding `stateLock`, so observers may observe or
        // stop observing this signal while they receive the event.
        for observer in observers ?? Bag() {
            observer.send(event)
        }
        sendLock.unlock()
        // A terminal event may have arrived while this thread was
        // delivering: it is this thread's job to deliver it now.
        deliverPendingTermination()
    }
}

/// A signal may be shared between threads when its values may: all its
/// mutable state is guarded by `stateLock`, and events go through
/// `sendLock`.
extension Signal: @unchecked Sendable where Value: Sendable {}
