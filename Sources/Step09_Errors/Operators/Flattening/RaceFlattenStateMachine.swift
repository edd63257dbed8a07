/// The rules of `flatten(.race)`, without locks or signals.
///
///     awaitingInners ── an inner arrives ──▶ racing ── one of them sends ──▶ forwarding
///          │                                                                     │
///          │ the outer stream completes                     the winner completes │
///          ▼                                                                     ▼
///        ended ◀──────────── the outer stream completes ──────────────── winnerCompleted
///
/// (`racing` and `forwarding` remember whether the outer stream has
/// completed: if it has, the winner's completion leads to `ended`. From any
/// state, the result's failure or interruption leads to `ended`.)
///
/// The first inner to send an event, whatever its kind, wins: a value, a
/// failure, an interruption, even a completion with no value before it.
/// From then on the other inners' events are ignored (the owner disposes of
/// them), and so are inners that arrive later: they are never started.
struct RaceFlattenStateMachine {
    /// Names an inner.
    typealias InnerID = Int

    enum State {
        /// No inner has arrived yet.
        case awaitingInners
        /// Inners run, and none has sent anything yet.
        case racing(isOuterCompleted: Bool)
        /// `winner` sent first; only its events are forwarded.
        case forwarding(winner: InnerID, isOuterCompleted: Bool)
        /// The winner has completed; the result completes with the outer
        /// stream. Inners that arrive meanwhile are ignored.
        case winnerCompleted
        /// The result has ended.
        case ended
    }

    /// What the owner of the machine does next.
    enum Action {
        /// Nothing.
        case none
        /// Complete the result.
        case complete
    }

    private(set) var state: State = .awaitingInners
    private var nextID: InnerID = 0

    /// The outer stream sent an inner.
    ///
    /// - Returns: The name to start it under, or `nil` if the race is over
    ///   and it must not start.
    mutating func receiveInner() -> InnerID? {
        switch state {
        case .awaitingInners, .racing(isOuterCompleted: false):
            let id = nextID
            nextID += 1
            state = .racing(isOuterCompleted: false)
            return id
        case .forwarding(_, isOuterCompleted: false), .winnerCompleted, .ended:
            return nil
        case .racing(isOuterCompleted: true), .forwarding(_, isOuterCompleted: true):
            preconditionFailure("RaceFlattenStateMachine: the outer stream sent an inner in state \(state), after it completed.")
        }
    }

    /// Inner `id` is about to send its first event.
    ///
    /// - Returns: Whether `id` is the winner, so that its events are
    ///   forwarded. The first to ask wins; the owner then disposes of the
    ///   others.
    mutating func claimVictory(for id: InnerID) -> Bool {
        switch state {
        case .racing(let isOuterCompleted):
            state = .forwarding(winner: id, isOuterCompleted: isOuterCompleted)
            return true
        case .forwarding(let winner, _):
            return winner == id
        case .winnerCompleted, .ended:
            return false
        case .awaitingInners:
            preconditionFailure("RaceFlattenStateMachine: inner \(id) sent an event before any inner was started.")
        }
    }

    /// The winner completed.
    mutating func winnerDidComplete() -> Action {
        switch state {
        case .forwarding(_, isOuterCompleted: true):
            state = .ended
            return .complete
        case .forwarding(_, isOuterCompleted: false):
            state = .winnerCompleted
            return .none
        case .ended:
            return .none
        case .awaitingInners, .racing, .winnerCompleted:
            preconditionFailure("RaceFlattenStateMachine: a winner completed in state \(state).")
        }
    }

    /// The outer stream completed.
    mutating func outerDidComplete() -> Action {
        switch state {
        case .awaitingInners, .winnerCompleted:
            state = .ended
            return .complete
        case .racing(isOuterCompleted: false):
            state = .racing(isOuterCompleted: true)
            return .none
        case .forwarding(let winner, isOuterCompleted: false):
            state = .forwarding(winner: winner, isOuterCompleted: true)
            return .none
        case .ended:
            return .none
        case .racing(isOuterCompleted: true), .forwarding(_, isOuterCompleted: true):
            preconditionFailure("RaceFlattenStateMachine: the outer stream completed twice.")
        }
    }

    /// The result has ended, by failure or interruption.
    mutating func resultDidEnd() {
        state = .ended
    }
}
