/// The rules of `flatten(.latest)`, without locks or signals.
///
///     outerSending ── the outer stream completes ──▶ outerCompleted
///          │                                               │
///          │ (outer completes, no inner runs)              │ the latest inner ends
///          ▼                                               ▼
///        ended ◀───────────────────────────────────────────┘
///
/// (From any state, the result's failure or interruption leads to `ended`.)
///
/// Each inner gets a new name as it arrives. As it starts, it becomes the
/// latest, and the machine hands back the interrupter of the inner it
/// replaces, for the owner to dispose of before the new inner's work begins:
/// that inner sends `interrupted`, and that end, under an older name,
/// changes nothing. Only the end of the latest inner counts.
@usableFromInline
struct LatestFlattenStateMachine: InterruptingFlattenStateMachine {
    /// Names an inner.
    @usableFromInline typealias InnerID = Int

    /// The latest inner: its name, and what interrupts it.
    @usableFromInline
    struct Latest {
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
        /// The outer stream may send more inners. `latest` is the inner
        /// being forwarded, `nil` if there is none or it has ended.
        case outerSending(latest: Latest?)
        /// The outer stream has completed; the result completes when
        /// `latest` ends.
        case outerCompleted(latest: Latest)
        /// The result has ended: inners that still report are ignored.
        case ended
    }

    // Written only by the machine's own methods. Internal, not `private(set)`
    // as in step 11: the `@inlinable` methods of step 12 set it.
    @usableFromInline var state: State = .outerSending(latest: nil)
    @usableFromInline var nextID: InnerID = 0

    /// The outer stream sent an inner.
    ///
    /// - Returns: The new inner's name, to start it under and to report
    ///   with ``innerWillStart(_:interrupter:)``; `nil` if the result has
    ///   ended and it must not start.
    @inlinable
    mutating func receiveInner() -> InnerID? {
        switch state {
        case .outerSending:
            let id = nextID
            nextID += 1
            return id
        case .outerCompleted:
            preconditionFailure("LatestFlattenStateMachine: the outer stream sent an inner in state \(state), after it completed.")
        case .ended:
            return nil  // The result failed, on another thread, in the meantime.
        }
    }

    /// Inner `id` is starting, and `interrupter` interrupts it: it becomes
    /// the latest.
    ///
    /// - Returns: What to interrupt before its work begins: the inner it
    ///   replaces, if one still runs; or this very inner, if the result
    ///   has ended since it arrived.
    @inlinable
    mutating func innerWillStart(_ id: InnerID, interrupter: Disposable) -> Disposable? {
        switch state {
        case .outerSending(let replaced):
            state = .outerSending(latest: Latest(id: id, interrupter: interrupter))
            return replaced?.interrupter
        case .outerCompleted:
            preconditionFailure("LatestFlattenStateMachine: inner \(id) started in state \(state), after the outer stream completed.")
        case .ended:
            return interrupter
        }
    }

    /// The outer stream completed.
    @inlinable
    mutating func outerDidComplete() -> CompletionAction {
        switch state {
        case .outerSending(latest: nil):
            state = .ended
            return .complete
        case .outerSending(latest: let latest?):
            state = .outerCompleted(latest: latest)
            return .none
        case .outerCompleted:
            preconditionFailure("LatestFlattenStateMachine: the outer stream completed twice.")
        case .ended:
            return .none
        }
    }

    /// Inner `id` completed, or was interrupted.
    @inlinable
    mutating func innerDidEnd(_ id: InnerID) -> CompletionAction {
        switch state {
        case .outerSending(let latest?) where latest.id == id:
            state = .outerSending(latest: nil)
            return .none
        case .outerCompleted(let latest) where latest.id == id:
            state = .ended
            return .complete
        case .outerSending, .outerCompleted, .ended:
            return .none  // A replaced inner, or the result has ended.
        }
    }

    /// The result has ended, by failure or interruption.
    ///
    /// - Returns: The latest inner's interrupter, if one runs.
    @inlinable
    mutating func resultDidEnd() -> [Disposable] {
        let latest: Latest?
        switch state {
        case .outerSending(let running):
            latest = running
        case .outerCompleted(let running):
            latest = running
        case .ended:
            latest = nil
        }
        state = .ended
        return latest.map { [$0.interrupter] } ?? []
    }
}
