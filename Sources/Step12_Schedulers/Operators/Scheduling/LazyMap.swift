// lazyMap(on:transform:): map on a scheduler, only the latest value
// =================================================================
//
// `map` transforms every value where it arrives. `lazyMap` transforms on a
// scheduler, and only when the scheduler gets to it: the values that arrive
// while one is waiting replace it, so a burst of values costs one transform,
// of the latest. A value waits in one slot; the first value into an empty
// slot schedules the action that empties it.
//
// At the end (ReactiveSwift's rules): completion and failure are scheduled
// after the waiting value, which is still sent; an interruption, or the
// stream downstream ending early, cancels the waiting value at once (it is
// let go of, never transformed) and sends `interrupted` from the scheduler.

extension Signal {
    /// Sends `transform` of the latest value, computed on `scheduler` when
    /// it gets to it: the values that arrive while one waits replace it.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (signal, input) = Signal<Int, Never>.pipe()
    /// signal.lazyMap(on: scheduler) { $0 * 10 }.observeValues { print($0) }
    /// input.send(value: 1)
    /// input.send(value: 2)
    /// scheduler.advance()
    /// // prints 20
    /// ```
    ///
    /// Unlike ``map(_:)-((Value)->U)``, values and results are not one to one, and
    /// `transform` runs on `scheduler`, not where the value arrived.
    /// Completion and failure are sent from `scheduler` after the value still
    /// waiting; an interruption drops that value (`transform` never sees it)
    /// and sends `interrupted` from `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: Where to run `transform` and send the results.
    ///   - transform: Turns the latest value into the value to send.
    /// - Returns: A signal of the transformed latest values.
    public func lazyMap<U>(on scheduler: Scheduler, transform: @escaping (Value) -> U) -> Signal<U, Error> {
        flatMapEvent(Event.lazyMap(on: scheduler, transform: transform))
    }
}

extension SignalProducer {
    /// Sends `transform` of the latest value of every start, computed on
    /// `scheduler`; see ``Signal/lazyMap(on:transform:)``.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// SignalProducer<Int, Never>([1, 2, 3]).lazyMap(on: scheduler) { $0 * 10 }.startWithValues { print($0) }
    /// scheduler.advance()
    /// // prints 30
    /// ```
    ///
    /// Disposing a start cancels the waiting value (it is let go of, never
    /// transformed) and sends `interrupted` from `scheduler`.
    public func lazyMap<U>(on scheduler: Scheduler, transform: @escaping (Value) -> U) -> SignalProducer<U, Error> {
        flatMapEvent(ProducedSignal.Event.lazyMap(on: scheduler, transform: transform))
    }
}

extension Signal.Event {
    /// `lazyMap(on:transform:)` as an event transformation.
    static func lazyMap<U>(on scheduler: Scheduler, transform: @escaping (Value) -> U) -> Transformation<U, Error> {
        { output, lifetime in
            BlockingCall.note(scheduler, .observesOn)
            let delivery = ScheduledDelivery(to: output, lifetime: lifetime, on: scheduler)
            let waiting = WaitingValue<Value>(lifetime: lifetime)
            return Signal.Observer { event in
                switch event {
                case .value(let value):
                    guard waiting.replace(with: value) else { return }
                    waiting.whenScheduled = scheduler.schedule {
                        if let latest = waiting.take() {
                            delivery.sendValueFromScheduler(transform(latest))
                        }
                    }
                case .interrupted:
                    waiting.cancel()
                    delivery.scheduleTermination(.interrupted)
                case .failed(let error):
                    delivery.scheduleTermination(.failed(error))
                case .completed:
                    delivery.scheduleTermination(.completed)
                }
            }
        }
    }
}

/// The one value `lazyMap` keeps waiting for its scheduler, and the
/// scheduled action that will take it.
private final class WaitingValue<Value> {
    private let slot = Locked<Value?>(nil)
    private let scheduled = SerialDisposable()

    /// Cancels the waiting value when `lifetime` ends.
    init(lifetime: Lifetime) {
        lifetime.observeEnded { [slot, scheduled] in
            scheduled.dispose()
            slot.update { $0 = nil }
        }
    }

    /// The action that will take the value: cancelled on interruption.
    var whenScheduled: Disposable? {
        get { scheduled.inner }
        set { scheduled.inner = newValue }
    }

    /// Puts `value` in the slot, replacing the one waiting; returns whether
    /// the slot was empty, so that an action must be scheduled to take it.
    func replace(with value: Value) -> Bool {
        // `update` lets go of the replaced value after unlocking.
        slot.update { waiting in
            defer { waiting = value }
            return waiting == nil
        }
    }

    /// Takes the waiting value out of the slot.
    func take() -> Value? {
        slot.update { waiting in
            defer { waiting = nil }
            return waiting
        }
    }

    /// Cancels the scheduled action and lets go of the waiting value.
    func cancel() {
        scheduled.dispose()
        slot.update { $0 = nil }
    }
}
