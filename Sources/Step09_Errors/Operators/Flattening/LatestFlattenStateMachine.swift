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
/// Each inner gets a new name as it arrives, and the machine remembers the
/// latest one. The inner it replaces is disposed of, so it sends
/// `interrupted`; that end, under an older name, changes nothing. Only the
/// end of the latest inner counts.
struct LatestFlattenStateMachine {
    /// Names an inner.
    typealias InnerID = Int

    enum State {
        /// The outer stream may send more inners. `latest` is the inner
        /// being forwarded, `nil` if there is none or it has ended.
        case outerSending(latest: InnerID?)
        /// The outer stream has completed; the result completes when
        /// `latest` ends.
        case outerCompleted(latest: InnerID)
        /// The result has ended: inners that still report are ignored.
        case ended
    }

    /// What the owner of the machine does next.
    enum Action {
        /// Nothing.
        case none
        /// Complete the result.
        case complete
    }

    private(set) var state: State = .outerSending(latest: nil)
    private var nextID: InnerID = 0

    /// The outer stream sent an inner.
    ///
    /// - Returns: The new inner's name, to start it under; `nil` if the
    ///   result has ended and it must not start.
    mutating func receiveInner() -> InnerID? {
        switch state {
        case .outerSending:
            let id = nextID
            nextID += 1
            state = .outerSending(latest: id)
            return id
        case .outerCompleted:
            preconditionFailure("LatestFlattenStateMachine: the outer stream sent an inner in state \(state), after it completed.")
        case .ended:
            return nil  // The result failed, on another thread, in the meantime.
        }
    }

    /// The outer stream completed.
    mutating func outerDidComplete() -> Action {
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
    mutating func innerDidEnd(_ id: InnerID) -> Action {
        switch state {
        case .outerSending(let latest) where latest == id:
            state = .outerSending(latest: nil)
            return .none
        case .outerCompleted(let latest) where latest == id:
            state = .ended
            return .complete
        case .outerSending, .outerCompleted, .ended:
            return .none  // A replaced inner, or the result has ended.
        }
    }

    /// The result has ended, by failure or interruption.
    mutating func resultDidEnd() {
        state = .ended
    }
}
