// observe(on:): every event, sent from a scheduler
// ================================================
//
// The operator that decides *where* events happen: each event that arrives
// is scheduled on the scheduler, and sent downstream from there, in order.
// The rules at the end (a terminal event comes after the values before it;
// an early end drops what is scheduled and sends `interrupted` on the
// scheduler) are those of `ScheduledDelivery.swift`.

extension Signal {
    /// Sends every event of this signal from `scheduler`, in order.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (signal, input) = Signal<Int, Never>.pipe()
    /// signal.observe(on: scheduler).observeValues { print($0) }
    /// input.send(value: 1)
    /// // prints nothing yet
    /// scheduler.advance()
    /// // prints 1
    /// ```
    ///
    /// Each value and the terminal event are scheduled as they arrive, and
    /// sent when the scheduler runs them: on a ``QueueScheduler``, on its
    /// queue; on a ``UIScheduler``, on the main queue (at once if they arrive
    /// there with nothing waiting). The terminal event comes after every
    /// value before it. If the new signal ends first (it is interrupted), the
    /// values still scheduled are dropped, and `interrupted` is sent from the
    /// scheduler.
    ///
    /// - Parameter scheduler: Where to send the events from.
    /// - Returns: A signal of the same events, sent from `scheduler`.
    public func observe(on scheduler: Scheduler) -> Signal<Value, Error> {
        flatMapEvent(Event.observe(on: scheduler))
    }
}

extension SignalProducer {
    /// Sends every event of every start from `scheduler`, in order; see
    /// ``Signal/observe(on:)``.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// SignalProducer<Int, Never>([1, 2]).observe(on: scheduler).startWithValues { print($0) }
    /// // prints nothing yet
    /// scheduler.advance()
    /// // prints 1
    /// // prints 2
    /// ```
    ///
    /// Only the delivery moves: the producer's work still starts, and sends,
    /// where it did. Disposing a start interrupts the work upstream at once,
    /// drops the values still scheduled, and sends `interrupted` from
    /// `scheduler`.
    ///
    /// The ReactiveCocoa guides' advice holds here too: prefer
    /// `observe(on:)` to ``start(on:)`` when what matters is where the
    /// observer runs.
    ///
    /// - Parameter scheduler: Where to send the events from.
    /// - Returns: A producer whose starts send from `scheduler`.
    public func observe(on scheduler: Scheduler) -> SignalProducer<Value, Error> {
        flatMapEvent(ProducedSignal.Event.observe(on: scheduler))
    }
}

extension Signal.Event {
    /// `observe(on:)` as an event transformation.
    static func observe(on scheduler: Scheduler) -> Transformation<Value, Error> {
        { output, lifetime in
            BlockingCall.note(scheduler, .observesOn)
            let delivery = ScheduledDelivery(to: output, lifetime: lifetime, on: scheduler)
            return Signal.Observer { event in
                switch event {
                case .value(let value):
                    delivery.scheduleValue(value)
                case .failed, .completed, .interrupted:
                    delivery.scheduleTermination(event)
                }
            }
        }
    }
}
