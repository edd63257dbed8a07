// What every time operator shares
// ===============================
//
// `delay`, `throttle`, `debounce` and `collect(every:)` decide *when* an
// event goes on, and send it from an action they schedule. Two rules, taken
// from ReactiveSwift, make them behave alike:
//
// - Every event they send downstream is sent from an action on their
//   scheduler, the terminal event included: a failure that "goes on at
//   once" is scheduled for now, and arrives when the scheduler runs what is
//   due (on a `TestScheduler`, at the next `advance()`). Since a scheduler
//   runs one action at a time, the observer downstream is never sent two
//   events at once, even when the source sends on another thread.
// - When the stream downstream ends for a reason of its own (a producer's
//   start is disposed), everything scheduled and not yet run is cancelled,
//   the values kept are let go of, and one `interrupted` is scheduled for
//   now: nothing else reaches the observer.
//
// `ScheduledOutput` is the downstream end that keeps both rules;
// `ScheduledActions` cancels a whole set of scheduled actions at once.

/// The downstream end of a time operator: it sends only while the stream
/// is active, ends it once, and hears when the stream downstream has ended.
///
/// Call ``send(value:)`` and ``terminate(with:)`` only from an action
/// running on ``scheduler``.
final class ScheduledOutput<Value, Error: Swift.Error> {
    /// Whether the stream downstream may still be sent events.
    private enum State {
        case active
        case terminated
    }

    private let state = Locked(State.active)
    private let output: Signal<Value, Error>.Observer
    /// The scheduler every event is sent on.
    let scheduler: Scheduler

    /// Wraps `output`, whose stream lives as long as `lifetime`.
    ///
    /// When `lifetime` ends before a terminal event was sent (a producer's
    /// start was disposed), the output is closed and `interrupted` is
    /// scheduled on `scheduler` for now, as in ReactiveSwift.
    init(_ output: Signal<Value, Error>.Observer, lifetime: Lifetime, scheduler: Scheduler) {
        self.output = output
        self.scheduler = scheduler
        lifetime.observeEnded { [state] in
            let wasActive = state.withLock { state -> Bool in
                defer { state = .terminated }
                return state == .active
            }
            if wasActive {
                scheduler.schedule { output.sendInterrupted() }
            }
        }
    }

    /// Whether no terminal event has been sent, nor the stream ended.
    var isActive: Bool {
        state.withLock { $0 == .active }
    }

    /// Sends `value`, unless the stream has ended.
    func send(value: Value) {
        if isActive {
            output.send(value: value)
        }
    }

    /// Sends `event`, a terminal event, unless the stream has ended.
    func terminate(with event: Signal<Value, Error>.Event) {
        let wasActive = state.withLock { state -> Bool in
            defer { state = .terminated }
            return state == .active
        }
        if wasActive {
            output.send(event)
        }
    }

    /// Schedules ``terminate(with:)`` on the scheduler, for now: the
    /// terminal event goes on after whatever is already due.
    func scheduleTermination(with event: Signal<Value, Error>.Event) {
        scheduler.schedule { self.terminate(with: event) }
    }
}

/// Scheduled actions that can all be cancelled at once: each takes itself
/// out of the set when it runs, and ``cancelAll()`` cancels the others and
/// lets go of them (and of the values they hold) with no lock held.
final class ScheduledActions {
    /// The cancellations of the actions that have not run yet.
    private enum State {
        /// `waiting` maps each action not yet run to its cancellation, or
        /// to `nil` while the scheduler has not yet returned it.
        case open(nextID: Int, waiting: [Int: Disposable?])
        case cancelled

        /// Takes a number for a new action, or `nil` once cancelled.
        mutating func reserve() -> Int? {
            guard case .open(let id, var waiting) = self else { return nil }
            self = .cancelled  // so that `waiting` is not copied when changed
            waiting[id] = .some(nil)
            self = .open(nextID: id + 1, waiting: waiting)
            return id
        }

        /// Keeps `cancellation` for action `id`, if it is still waiting;
        /// otherwise returns it, to be disposed of.
        mutating func keep(_ cancellation: Disposable?, for id: Int) -> Disposable? {
            guard case .open(let nextID, var waiting) = self, waiting[id] != nil else { return cancellation }
            self = .cancelled
            waiting[id] = cancellation
            self = .open(nextID: nextID, waiting: waiting)
            return nil
        }

        /// Forgets action `id`, which has run; returns its cancellation, to
        /// be let go of once the lock is released.
        mutating func forget(_ id: Int) -> Disposable?? {
            guard case .open(let nextID, var waiting) = self else { return nil }
            self = .cancelled
            let removed = waiting.removeValue(forKey: id)
            self = .open(nextID: nextID, waiting: waiting)
            return removed
        }

        /// Takes every waiting cancellation and refuses new actions.
        mutating func cancel() -> [Int: Disposable?] {
            defer { self = .cancelled }
            guard case .open(_, let waiting) = self else { return [:] }
            return waiting
        }
    }

    private let state = Locked(State.open(nextID: 0, waiting: [:]))

    /// Schedules `action` through `schedule`, unless everything has been
    /// cancelled already.
    func schedule(
        _ action: @escaping () -> Void,
        using schedule: (_ action: @escaping () -> Void) -> Disposable?
    ) {
        guard let id = state.withLock({ $0.reserve() }) else { return }
        let cancellation = schedule { [self] in
            let forgotten = state.withLock { $0.forget(id) }
            release(afterUnlocking: forgotten)
            action()
        }
        // The action may have run already (on another thread), or everything
        // may have been cancelled meanwhile: then the cancellation is not
        // kept, and is disposed of here.
        let unkept = state.withLock { $0.keep(cancellation, for: id) }
        unkept?.dispose()
    }

    /// Cancels every action that has not run, and refuses new ones.
    func cancelAll() {
        let waiting = state.withLock { $0.cancel() }
        for case let cancellation? in waiting.values {
            cancellation.dispose()
        }
    }
}
