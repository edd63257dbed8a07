import Foundation

extension Signal {
    /// Sends, every `interval`, the values this signal sent since the last
    /// time, as one array, on `scheduler`.
    ///
    /// The clock starts when the operator is applied: the first array is
    /// sent `interval` after that, whether or not a value has come, then one
    /// every `interval`.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (readings, read) = Signal<Int, Never>.pipe()
    /// readings.collect(every: .seconds(1), on: scheduler).observeValues { print(scheduler.currentDate.timeIntervalSinceReferenceDate, $0) }
    /// read.send(value: 1)
    /// read.send(value: 2)
    /// scheduler.advance(by: .seconds(2))
    /// // prints 1.0 [1, 2]
    /// // prints 2.0 []
    /// ```
    ///
    /// On completion: with `discardWhenCompleted` (the default) the values
    /// collected since the last array are dropped and the completion is
    /// scheduled for now; without it, they are sent at the next tick (an
    /// empty array too, unless `skipEmpty`), followed by the completion. A
    /// failure or an interruption is scheduled for now, and the values
    /// collected are dropped. Every event is sent from an action on
    /// `scheduler`; the repeating timer stops when the result ends.
    ///
    /// - Parameters:
    ///   - interval: How often to send the values collected.
    ///   - scheduler: The scheduler whose clock ticks and that sends the
    ///     arrays.
    ///   - skipEmpty: Whether a tick with no value collected sends nothing
    ///     (`true`) or an empty array (`false`, the default).
    ///   - discardWhenCompleted: Whether the values collected when this
    ///     signal completes are dropped (`true`) or sent at the next tick
    ///     (`false`).
    /// - Returns: A signal of arrays, one per tick.
    public func collect(
        every interval: DispatchTimeInterval,
        on scheduler: DateScheduler,
        skipEmpty: Bool = false,
        discardWhenCompleted: Bool = true
    ) -> Signal<[Value], Error> {
        flatMapEvent(
            Event.collect(every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted))
    }
}

extension SignalProducer {
    /// Sends, every `interval` from the start, the values of the start sent
    /// since the last time, as one array, on `scheduler`; see
    /// ``Signal/collect(every:on:skipEmpty:discardWhenCompleted:)``.
    ///
    /// Each start has its own clock. Disposing a start stops it, drops the
    /// values collected, and sends `interrupted` from an action scheduled on
    /// `scheduler` for now.
    public func collect(
        every interval: DispatchTimeInterval,
        on scheduler: DateScheduler,
        skipEmpty: Bool = false,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<[Value], Error> {
        flatMapEvent(
            ProducedSignal.Event.collect(
                every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted))
    }
}

/// What `collect(every:)` holds between ticks.
private enum CollectEveryState<Value> {
    /// Collecting the values of the current tick.
    case collecting([Value])
    /// The source has completed: the values are sent at the next tick, and
    /// then the completion.
    case completing([Value])

    /// Takes the values of this tick.
    mutating func takeValues() -> (values: [Value], isCompleting: Bool) {
        switch self {
        case .collecting(let values):
            self = .collecting([])
            return (values, false)
        case .completing(let values):
            self = .completing([])
            return (values, true)
        }
    }

    mutating func append(_ value: Value) {
        guard case .collecting(var values) = self else { return }
        self = .collecting([])  // so that `values` is not copied when appended to
        values.append(value)
        self = .collecting(values)
    }

    mutating func complete() {
        guard case .collecting(let values) = self else { return }
        self = .completing(values)
    }
}

extension Signal.Event {
    /// `collect(every:)` as an event transformation.
    static func collect(
        every interval: DispatchTimeInterval,
        on scheduler: DateScheduler,
        skipEmpty: Bool,
        discardWhenCompleted: Bool
    ) -> Transformation<[Value], Error> {
        { output, lifetime in
            let collected = ScheduledOutput(output, lifetime: lifetime, scheduler: scheduler)
            let state = Locked(CollectEveryState<Value>.collecting([]))
            let timer = SerialDisposable()
            lifetime += timer
            lifetime.observeEnded {
                state.update { $0 = .collecting([]) }  // lets go of the values collected
            }

            // Ten per cent of the interval, as ReactiveSwift allows.
            let leeway = (interval.timeInterval * 0.1).dispatchTimeInterval
            timer.inner = scheduler.schedule(
                after: scheduler.currentDate.addingTimeInterval(interval.timeInterval),
                interval: interval,
                leeway: leeway
            ) {
                let (values, isCompleting) = state.withLock { $0.takeValues() }
                if !values.isEmpty || !skipEmpty {
                    collected.send(value: values)
                }
                if isCompleting {
                    collected.terminate(with: .completed)
                }
            }

            /// Stops the clock and schedules `termination` for now.
            func end(with termination: Signal<[Value], Error>.Event) {
                guard collected.isActive else { return }
                timer.dispose()
                collected.scheduleTermination(with: termination)
            }

            return Signal.Observer { event in
                switch event {
                case .value(let value):
                    state.withLock { $0.append(value) }
                case .completed where !discardWhenCompleted:
                    state.withLock { $0.complete() }
                case .completed:
                    end(with: .completed)
                case .failed(let error):
                    end(with: .failed(error))
                case .interrupted:
                    end(with: .interrupted)
                }
            }
        }
    }
}
