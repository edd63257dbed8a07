// start(on:): the work starts on a scheduler
// ==========================================
//
// `observe(on:)` moves where events are *sent*; `start(on:)` moves where the
// producer's work *starts*: starting the returned producer schedules the
// real start, and the events then come from wherever the work sends them.

extension SignalProducer {
    /// Starts this producer's work from `scheduler`.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let work = SignalProducer<Int, Never> { observer, _ in
    ///     print("started")
    ///     observer.send(value: 1)
    /// }
    /// work.start(on: scheduler).startWithValues { print($0) }
    /// // prints nothing yet
    /// scheduler.advance()
    /// // prints started
    /// // prints 1
    /// ```
    ///
    /// Each start schedules the start of this producer on `scheduler`; its
    /// side effects run there, and its events are sent from wherever its
    /// work sends them (often `scheduler`'s thread, but not necessarily: use
    /// ``observe(on:)`` to choose where the observer runs, which is usually
    /// what is wanted).
    ///
    /// Disposing a start before the scheduled start has run cancels it: the
    /// work never starts, and the observer is sent `interrupted` at once, on
    /// the disposing thread. Disposing later interrupts the work.
    ///
    /// - Parameter scheduler: Where to start the work.
    /// - Returns: A producer whose starts start this one on `scheduler`.
    public func start(on scheduler: Scheduler) -> SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            BlockingCall.note(scheduler, .startsOn)
            lifetime += scheduler.schedule {
                lifetime += self.start(observer)
            }
        }
    }
}
