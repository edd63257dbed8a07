/// The rules of ``Signal/combineLatest(_:)``, without locks or signals.
///
///     awaitingFirstValues ── the last slot without a value gets one ──▶ combining
///              │                                                           │
///              │ the last running input completes                          │ the last running input completes
///              ▼                                                           │
///          completed ◀─────────────────────────────────────────────────────┘
///
/// Nothing is sent until every slot has a value; from then on, every value
/// is sent together with the latest value of every other slot. The combined
/// signal completes when every input has completed, even an input that never
/// sent a value (then nothing was ever sent).
///
/// A new value replaces its slot's latest one, which the machine hands back
/// as dropped; on completion it hands back every latest value it kept.
@usableFromInline
struct CombineLatestStateMachine<Value>: CombiningStateMachine {
    @usableFromInline
    enum State {
        /// Some slots have no value yet, so nothing can be sent. `latest`
        /// holds each slot's latest value, `nil` where none has come;
        /// `missing` counts those; `running` counts the inputs that have not
        /// completed.
        case awaitingFirstValues(latest: [Value?], missing: Int, running: Int)
        /// Every slot has a value: each new one is sent with the others.
        /// `running` counts the inputs that have not completed.
        case combining(latest: [Value], running: Int)
        /// Every input has completed, and so has the combined signal.
        case completed
    }

    @usableFromInline var state: State

    /// A machine for `inputCount` inputs, none of which has sent anything.
    @inlinable
    init(inputCount: Int) {
        state = .awaitingFirstValues(
            latest: Array(repeating: nil, count: inputCount),
            missing: inputCount,
            running: inputCount
        )
    }

    @inlinable
    mutating func receiveValue(
        _ value: Value,
        from slot: Int
    ) -> (action: CombiningValueAction<Value>, dropped: Dropped<Value>) {
        switch state {
        case .awaitingFirstValues(var latest, var missing, let running):
            var dropped = Dropped<Value>.nothing
            if case .some(let replaced) = latest[slot] {
                dropped = .one(replaced)
            } else {
                missing -= 1
            }
            latest[slot] = value
            guard missing == 0 else {
                state = .awaitingFirstValues(latest: latest, missing: missing, running: running)
                return (.none, dropped)
            }
            // Every slot holds a value now.
            let values = latest.map { $0! }
            state = .combining(latest: values, running: running)
            return (.send(values), dropped)

        case .combining(var latest, let running):
            // `latest` and `state` share one array. Step 12: `state` lets go
            // of it for the time of the change, so that `latest` holds the
            // only reference and the slot is written in place, instead of
            // the whole array being copied for every value.
            state = .completed
            let replaced = latest[slot]
            latest[slot] = value
            state = .combining(latest: latest, running: running)
            return (.send(latest), .one(replaced))

        case .completed:
            preconditionFailure(
                "CombineLatestStateMachine: input \(slot) sent a value after every input had completed."
            )
        }
    }

    @inlinable
    mutating func receiveCompletion(from slot: Int) -> (action: CompletionAction, dropped: Dropped<Value>) {
        switch state {
        case .awaitingFirstValues(let latest, let missing, let running):
            guard running > 1 else {
                state = .completed
                // `compactMap` takes out the slots' own optionals only: a
                // `nil` that an input of optionals sent is kept.
                return (.complete, .many(latest.compactMap { $0 }))
            }
            state = .awaitingFirstValues(latest: latest, missing: missing, running: running - 1)
            return (.none, .nothing)

        case .combining(let latest, let running):
            guard running > 1 else {
                state = .completed
                return (.complete, .many(latest))
            }
            state = .combining(latest: latest, running: running - 1)
            return (.none, .nothing)

        case .completed:
            preconditionFailure(
                "CombineLatestStateMachine: input \(slot) completed after every input had completed."
            )
        }
    }
}
