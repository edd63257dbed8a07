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
/// The machine holds the interrupter of every inner in the race, and hands
/// the losers' back to the owner to dispose of when one wins; from then on
/// the other inners' events are ignored, and so are inners that arrive
/// later: they are never started.
@usableFromInline
struct RaceFlattenStateMachine: InterruptingFlattenStateMachine {
    /// Names an inner.
    @usableFromInline typealias InnerID = Int

    /// An inner in the race, and what interrupts it.
    @usableFromInline
    struct Contender {
        @usableFromInline let id: InnerID
        @usableFromInline let interrupter: Disposable

        @inlinable
        init(id: InnerID, interrupter: Disposable) {
            self.id = id
            self.interrupter = interrupter
        }
    }

    @usableFromInline
    enum State {
        /// No inner has arrived yet.
        case awaitingInners
        /// Inners run, and none has sent anything yet. `contenders` are
        /// those started so far, in the order they arrived.
        case racing(contenders: [Contender], isOuterCompleted: Bool)
        /// `winner` sent first; only its events are forwarded.
        case forwarding(winner: Contender, isOuterCompleted: Bool)
        /// The winner has completed; the result completes with the outer
        /// stream. Inners that arrive meanwhile are ignored.
        case winnerCompleted
        /// The result has ended.
        case ended
    }

    /// What an inner's first event decides.
    @usableFromInline
    enum Claim {
        /// The inner has won, or had already won: forward its events, after
        /// disposing of `losers`.
        case won(losers: [Disposable])
        /// Another inner has won, or the result has ended: ignore the event.
        case lost
    }

    // Written only by the machine's own methods. Internal, not `private(set)`
    // as in step 11: the `@inlinable` methods of step 12 set it.
    @usableFromInline var state: State = .awaitingInners
    @usableFromInline var nextID: InnerID = 0

    /// The outer stream sent an inner.
    ///
    /// - Returns: The name to start it under and to report with
    ///   ``innerWillStart(_:interrupter:)``, or `nil` if the race is over
    ///   and it must not start.
    @inlinable
    mutating func receiveInner() -> InnerID? {
        switch state {
        case .awaitingInners:
            state = .racing(contenders: [], isOuterCompleted: false)
            return takeID()
        case .racing(_, isOuterCompleted: false):
            return takeID()
        case .forwarding(_, isOuterCompleted: false), .winnerCompleted, .ended:
            return nil
        case .racing(_, isOuterCompleted: true), .forwarding(_, isOuterCompleted: true):
            preconditionFailure("RaceFlattenStateMachine: the outer stream sent an inner in state \(state), after it completed.")
        }
    }

    /// Inner `id` is starting, and `interrupter` interrupts it: it joins the
    /// race.
    ///
    /// - Returns: What to interrupt before its work begins: this inner, if
    ///   another won (on another thread) or the result ended since it
    ///   arrived.
    @inlinable
    mutating func innerWillStart(_ id: InnerID, interrupter: Disposable) -> Disposable? {
        switch state {
        case .racing(var contenders, let isOuterCompleted):
            contenders.append(Contender(id: id, interrupter: interrupter))
            state = .racing(contenders: contenders, isOuterCompleted: isOuterCompleted)
            return nil
        case .forwarding, .winnerCompleted, .ended:
            return interrupter
        case .awaitingInners:
            preconditionFailure("RaceFlattenStateMachine: inner \(id) started before any inner arrived.")
        }
    }

    /// Inner `id` is about to send an event, its first one if it has not won
    /// yet. The first to ask wins.
    @inlinable
    mutating func claimVictory(for id: InnerID) -> Claim {
        switch state {
        case .racing(let contenders, let isOuterCompleted):
            guard let winner = contenders.first(where: { $0.id == id }) else {
                preconditionFailure("RaceFlattenStateMachine: inner \(id) sent an event before it started.")
            }
            state = .forwarding(winner: winner, isOuterCompleted: isOuterCompleted)
            return .won(losers: contenders.filter { $0.id != id }.map(\.interrupter))
        case .forwarding(let winner, _):
            return winner.id == id ? .won(losers: []) : .lost
        case .winnerCompleted, .ended:
            return .lost
        case .awaitingInners:
            preconditionFailure("RaceFlattenStateMachine: inner \(id) sent an event before any inner was started.")
        }
    }

    /// The winner completed.
    @inlinable
    mutating func winnerDidComplete() -> CompletionAction {
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
    @inlinable
    mutating func outerDidComplete() -> CompletionAction {
        switch state {
        case .awaitingInners, .winnerCompleted:
            state = .ended
            return .complete
        case .racing(let contenders, isOuterCompleted: false):
            state = .racing(contenders: contenders, isOuterCompleted: true)
            return .none
        case .forwarding(let winner, isOuterCompleted: false):
            state = .forwarding(winner: winner, isOuterCompleted: true)
            return .none
        case .ended:
            return .none
        case .racing(_, isOuterCompleted: true), .forwarding(_, isOuterCompleted: true):
            preconditionFailure("RaceFlattenStateMachine: the outer stream completed twice.")
        }
    }

    /// The result has ended, by failure or interruption.
    ///
    /// - Returns: The interrupters of the inners still in the race, or of
    ///   the winner.
    @inlinable
    mutating func resultDidEnd() -> [Disposable] {
        let running: [Disposable]
        switch state {
        case .racing(let contenders, _):
            running = contenders.map(\.interrupter)
        case .forwarding(let winner, _):
            running = [winner.interrupter]
        case .awaitingInners, .winnerCompleted, .ended:
            running = []
        }
        state = .ended
        return running
    }

    @inlinable
    mutating func takeID() -> InnerID {
        defer { nextID += 1 }
        return nextID
    }
}
