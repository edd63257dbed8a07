/// The rules of `flatten(.concurrent(limit:))`, and so of `.merge` and
/// `.concat`, without locks or signals.
///
///     outerSending ── the outer stream completes ──▶ outerCompleted
///          │                                               │
///          │ (outer completes, nothing runs or waits)      │ the last inner ends
///          ▼                                               ▼
///        ended ◀───────────────────────────────────────────┘
///
/// (From any state, the result's failure or interruption leads to `ended`.)
///
/// At most `limit` inners run at once; the others wait, oldest first. When a
/// running inner ends, the oldest waiting one starts. An inner that ends
/// while it is being started (a producer that sends everything during its
/// start) is a special case: starting the next one from there would nest
/// one start inside another, and a thousand such inners would overflow the
/// stack. So the machine remembers that it ended, and the owner, once that
/// start has returned, asks what to do next (``innerDidStart(_:)``): the
/// owner goes on in a loop, not deeper.
@usableFromInline
struct ConcurrentFlattenStateMachine<Inner>: FlattenStateMachine {
    /// Names an inner the machine has asked to start.
    @usableFromInline typealias InnerID = Int

    @usableFromInline
    enum State {
        /// The outer stream may send more inners.
        case outerSending(Inners)
        /// The outer stream has completed; the result completes when no
        /// inner runs or waits.
        case outerCompleted(Inners)
        /// The result has ended: nothing starts any more.
        case ended
    }

    /// The inners of a flattening that has not ended.
    @usableFromInline
    struct Inners {
        /// Inners started and not ended yet, those being started included.
        @usableFromInline var runningCount = 0
        /// Inners whose start is under way, and whether each has ended
        /// during it.
        @usableFromInline var starting: [InnerID: StartProgress] = [:]
        /// Inners waiting for a free place, oldest first.
        @usableFromInline var waiting: [Inner] = []
        /// The name of the next inner to start.
        @usableFromInline var nextID: InnerID = 0

        @inlinable
        init() {}
    }

    /// Where an inner's start has got to.
    @usableFromInline
    enum StartProgress {
        /// The start has not returned, and the inner has not ended.
        case underWay
        /// The inner ended before its start returned.
        case endedDuringStart
    }

    /// What the owner of the machine does next.
    @usableFromInline
    enum Action {
        /// Nothing.
        case none
        /// Start `inner`, then report with ``innerDidStart(_:)``.
        case start(Inner, id: InnerID)
        /// Complete the result.
        case complete
    }

    /// How many inners may run at once.
    @usableFromInline let limit: UInt

    // Written only by the machine's own methods. Internal, not `private(set)`
    // as in step 11: the `@inlinable` methods of step 12 set it.
    @usableFromInline var state: State = .outerSending(Inners())

    @inlinable
    init(limit: UInt) {
        precondition(limit > 0, "ConcurrentFlattenStateMachine: a limit of 0 would never start an inner.")
        self.limit = limit
    }

    /// The outer stream sent an inner: it starts now if there is room,
    /// otherwise it waits.
    @inlinable
    mutating func receiveInner(_ inner: Inner) -> Action {
        switch state {
        case .outerSending(var inners):
            let action: Action
            if UInt(inners.runningCount) < limit {
                action = inners.start(inner)
            } else {
                inners.waiting.append(inner)
                action = .none
            }
            state = .outerSending(inners)
            return action
        case .outerCompleted:
            preconditionFailure("ConcurrentFlattenStateMachine: the outer stream sent an inner in state \(state), after it completed.")
        case .ended:
            return .none  // The result failed, on another thread, in the meantime.
        }
    }

    /// The outer stream completed.
    @inlinable
    mutating func outerDidComplete() -> CompletionAction {
        switch state {
        case .outerSending(let inners):
            if inners.runningCount == 0 {
                state = .ended
                return .complete
            }
            state = .outerCompleted(inners)
            return .none
        case .outerCompleted:
            preconditionFailure("ConcurrentFlattenStateMachine: the outer stream completed twice.")
        case .ended:
            return .none
        }
    }

    /// The start of inner `id` has returned.
    @inlinable
    mutating func innerDidStart(_ id: InnerID) -> Action {
        update { inners, isOuterCompleted in
            switch inners.starting.removeValue(forKey: id) {
            case .underWay:
                return .none
            case .endedDuringStart:
                return inners.endRunning(isOuterCompleted: isOuterCompleted)
            case nil:
                preconditionFailure("ConcurrentFlattenStateMachine: inner \(id) reported a start that was never asked for.")
            }
        }
    }

    /// Inner `id` completed or was interrupted (both count as its end).
    @inlinable
    mutating func innerDidEnd(_ id: InnerID) -> Action {
        update { inners, isOuterCompleted in
            if inners.starting[id] != nil {
                // Its start has not returned: the owner's loop takes over
                // from there (see the type's comment).
                inners.starting[id] = .endedDuringStart
                return .none
            }
            return inners.endRunning(isOuterCompleted: isOuterCompleted)
        }
    }

    /// The result has ended, by failure or interruption: nothing more may
    /// start. The inners that were waiting are dropped with the state, and
    /// the owner, which changes the state through ``Locked/update(_:)``,
    /// lets go of them once it has released its lock.
    ///
    /// - Returns: Nothing to interrupt: the running inners are in the
    ///   result's lifetime, which interrupts them itself.
    @inlinable
    mutating func resultDidEnd() -> [Disposable] {
        state = .ended
        return []
    }

    /// Applies `change` to the inners of a flattening that has not ended,
    /// and moves to `ended` if it decides to complete.
    @inlinable
    mutating func update(_ change: (inout Inners, _ isOuterCompleted: Bool) -> Action) -> Action {
        let action: Action
        switch state {
        case .outerSending(var inners):
            action = change(&inners, false)
            state = .outerSending(inners)
        case .outerCompleted(var inners):
            action = change(&inners, true)
            state = .outerCompleted(inners)
        case .ended:
            return .none  // Inners interrupted because the result ended.
        }
        if case .complete = action {
            state = .ended
        }
        return action
    }
}

extension ConcurrentFlattenStateMachine.Inners {
    /// Counts `inner` as running and names it.
    @inlinable
    mutating func start(_ inner: Inner) -> ConcurrentFlattenStateMachine.Action {
        let id = nextID
        nextID += 1
        runningCount += 1
        starting[id] = .underWay
        return .start(inner, id: id)
    }

    /// A running inner has ended: its place goes to the oldest waiting
    /// inner; with none waiting, the result may be done.
    @inlinable
    mutating func endRunning(isOuterCompleted: Bool) -> ConcurrentFlattenStateMachine.Action {
        runningCount -= 1
        if !waiting.isEmpty {
            // Waiting inners exist only while every place is taken, so the
            // place just freed is the only one.
            return start(waiting.removeFirst())
        }
        return isOuterCompleted && runningCount == 0 ? .complete : .none
    }
}
