import Synchronization

// Delivering on a scheduler: what observe(on:) and lazyMap(on:) share
// ===================================================================
//
// An operator that moves events onto a scheduler sends each event
// downstream from an action it schedules, never from the thread that sent
// it. Three rules, ReactiveSwift's, decide what happens at the end:
//
// - A terminal event from upstream is scheduled like a value, so it comes
//   after every value scheduled before it.
// - When the stream downstream ends early (its start is disposed, its
//   signal interrupted), what is still scheduled is dropped, and one
//   `interrupted` is scheduled instead: the observer hears of the end on the
//   scheduler, like every other event, not on the disposing thread.
// - Only one terminal event ever goes downstream: whichever of the two
//   (the scheduled terminal event, or the interruption of an early end)
//   claims the delivery first.

/// The downstream half of an operator that delivers on a scheduler: the
/// observer downstream, the lifetime of its stream, and whether a terminal
/// event has been claimed.
final class ScheduledDelivery<Value, Error: Swift.Error> {
    private let output: Signal<Value, Error>.Observer
    private let lifetime: Lifetime
    private let scheduler: Scheduler
    /// Whether a terminal event has claimed the delivery.
    private let isTerminated = Atomic<Bool>(false)

    init(to output: Signal<Value, Error>.Observer, lifetime: Lifetime, on scheduler: Scheduler) {
        self.output = output
        self.lifetime = lifetime
        self.scheduler = scheduler
        // The stream downstream ended before a terminal event was delivered
        // (a disposal): tell it, on the scheduler. This closure holds the
        // delivery until the lifetime ends, as the lifetime holds it.
        lifetime.observeEnded { [self] in
            if claimTermination() {
                scheduler.schedule { output.send(.interrupted) }
            }
        }
    }

    /// Whether the stream downstream has ended: nothing more may be sent.
    var hasEnded: Bool {
        lifetime.hasEnded
    }

    /// Schedules `value`, to be sent unless the stream downstream has ended
    /// by the time the scheduler runs it.
    func scheduleValue(_ value: Value) {
        scheduler.schedule { [self] in
            guard !lifetime.hasEnded else { return }
            output.send(value: value)
        }
    }

    /// Sends `value` now; the caller is an action running on the scheduler.
    func sendValueFromScheduler(_ value: Value) {
        output.send(value: value)
    }

    /// Schedules the terminal `event`, after everything scheduled before it.
    func scheduleTermination(_ event: Signal<Value, Error>.Event) {
        scheduler.schedule { [self] in
            if claimTermination() {
                output.send(event)
            }
        }
    }

    /// Claims the one terminal event; `false` if it was claimed already.
    private func claimTermination() -> Bool {
        isTerminated.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}
