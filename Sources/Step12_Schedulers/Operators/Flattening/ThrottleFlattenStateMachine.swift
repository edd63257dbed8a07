/// The rules of `flatten(.throttle)`, without locks or signals.
///
///                  ┌──── the inner completes ────┐
///                  ▼                             │
///     awaitingInner ──── an inner arrives ────▶ forwarding
///          │                                      │
///          │ the outer stream completes           │ the inner completes,
///          ▼                                      │ the outer stream has too
///        ended ◀──────────────────────────────────┘
///
/// (From any state, the result's failure or interruption leads to `ended`.)
///
/// One inner runs at a time. An inner that arrives while one runs is
/// dropped: it never starts. Once the running inner completes, the next
/// inner to arrive runs.
@usableFromInline
struct ThrottleFlattenStateMachine: FlattenStateMachine {
    @usableFromInline
    enum State {
        /// No inner runs; the next one to arrive starts.
        case awaitingInner
        /// An inner runs; inners that arrive meanwhile are dropped.
        case forwarding(isOuterCompleted: Bool)
        /// The result has ended.
        case ended
    }

    // Written only by the machine's own methods. Internal, not `private(set)`
    // as in step 11: the `@inlinable` methods of step 12 set it.
    @usableFromInline var state: State = .awaitingInner

    /// The outer stream sent an inner.
    ///
    /// - Returns: Whether to start it.
    @inlinable
    mutating func receiveInner() -> Bool {
        switch state {
        case .awaitingInner:
            state = .forwarding(isOuterCompleted: false)
            return true
        case .forwarding(isOuterCompleted: false), .ended:
            return false
        case .forwarding(isOuterCompleted: true):
            preconditionFailure("ThrottleFlattenStateMachine: the outer stream sent an inner in state \(state), after it completed.")
        }
    }

    /// The running inner completed.
    @inlinable
    mutating func innerDidComplete() -> CompletionAction {
        switch state {
        case .forwarding(isOuterCompleted: false):
            state = .awaitingInner
            return .none
        case .forwarding(isOuterCompleted: true):
            state = .ended
            return .complete
        case .ended:
            return .none
        case .awaitingInner:
            preconditionFailure("ThrottleFlattenStateMachine: an inner completed in state \(state), with no inner running.")
        }
    }

    /// The outer stream completed.
    @inlinable
    mutating func outerDidComplete() -> CompletionAction {
        switch state {
        case .awaitingInner:
            state = .ended
            return .complete
        case .forwarding(isOuterCompleted: false):
            state = .forwarding(isOuterCompleted: true)
            return .none
        case .ended:
            return .none
        case .forwarding(isOuterCompleted: true):
            preconditionFailure("ThrottleFlattenStateMachine: the outer stream completed twice.")
        }
    }

    /// The result has ended, by failure or interruption.
    ///
    /// - Returns: Nothing to interrupt: the running inner is in the
    ///   result's lifetime, which interrupts it itself.
    @inlinable
    mutating func resultDidEnd() -> [Disposable] {
        state = .ended
        return []
    }
}
