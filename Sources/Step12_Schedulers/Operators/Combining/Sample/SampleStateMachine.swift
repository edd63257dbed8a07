/// The rules of ``Signal/sample(with:)``, without locks or signals.
///
///         running ──── the receiver completes ────▶ receiverCompleted
///            │                                              │
///            │ the sampler completes                        │ the sampler completes
///            ▼                                              ▼
///     samplerCompleted ── the receiver completes ──▶    completed
///
/// The receiver is the signal being sampled; each value of the sampler sends
/// the receiver's latest value, if it has sent one. The sampled signal
/// completes when both have completed: after the receiver completes, its
/// last value can still be sampled; after the sampler completes, nothing can
/// be sent any more, but the receiver can still fail.
struct SampleStateMachine<Value> {
    enum State {
        /// Both inputs are running. `latest` is the receiver's latest value,
        /// `nil` until it sends one.
        case running(latest: Value?)
        /// The receiver has completed; the sampler goes on sampling its last
        /// value, if it sent one.
        case receiverCompleted(latest: Value?)
        /// The sampler has completed, so nothing more can be sent: the
        /// receiver's values are no longer kept, only its end awaited.
        case samplerCompleted
        /// Both inputs have completed, and so has the sampled signal.
        case completed
    }

    private(set) var state: State = .running(latest: nil)

    /// The receiver sent `value`. It is kept until the sampler asks for it,
    /// so there is nothing to do now.
    mutating func receiverSent(_ value: Value) {
        switch state {
        case .running:
            state = .running(latest: value)
        case .samplerCompleted:
            break  // Nobody will ask for it.
        case .receiverCompleted, .completed:
            preconditionFailure("SampleStateMachine: the receiver sent a value in state \(state), after it had completed.")
        }
    }

    /// The sampler sent a value: the receiver's latest value goes out.
    ///
    /// - Returns: The value to send with the sampler's, `nil` while the
    ///   receiver has sent none.
    mutating func samplerSent() -> Value? {
        switch state {
        case .running(let latest), .receiverCompleted(let latest):
            return latest
        case .samplerCompleted, .completed:
            preconditionFailure("SampleStateMachine: the sampler sent a value in state \(state), after it had completed.")
        }
    }

    /// The receiver completed.
    mutating func receiverCompleted() -> CompletionAction {
        switch state {
        case .running(let latest):
            state = .receiverCompleted(latest: latest)
            return .none
        case .samplerCompleted:
            state = .completed
            return .complete
        case .receiverCompleted, .completed:
            preconditionFailure("SampleStateMachine: the receiver completed in state \(state), after it had completed.")
        }
    }

    /// The sampler completed.
    mutating func samplerCompleted() -> CompletionAction {
        switch state {
        case .running:
            state = .samplerCompleted
            return .none
        case .receiverCompleted:
            state = .completed
            return .complete
        case .samplerCompleted, .completed:
            preconditionFailure("SampleStateMachine: the sampler completed in state \(state), after it had completed.")
        }
    }
}
