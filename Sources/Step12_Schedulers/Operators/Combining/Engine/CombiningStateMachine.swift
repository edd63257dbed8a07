// combineLatest and zip: one engine, two sets of rules
// ====================================================
//
// Both operators observe any number of signals. Each input has a *slot*, its
// position in the list, and every value that arrives is filed under its
// slot. Then the operator decides what to send: combineLatest sends the
// latest value of every slot as soon as each slot has one; zip waits until
// every slot has a value it has not sent yet, and sends the oldest of each.
//
// Only that decision differs, so it is all each operator writes: a state
// machine, a plain struct that receives "a value from slot 2" or "slot 0
// completed" and answers with an action (`CombineLatestStateMachine`,
// `ZipStateMachine`). It has no locks and no signals, so its tests need no
// threads. The rest, shared, is `CombiningStorage`: observing the slots,
// locking, asking the machine, and sending what it says.
//
// A failure or an interruption of any input is not a decision: the combined
// signal fails or is interrupted at once, for both operators. The storage
// forwards those without asking the machine.
//
// The overloads for two to ten signals of different types are thin: they
// erase each input's values to `Any`, combine the array, and cast the
// array's elements back into a tuple (`CombineLatest+Arities.swift`).

/// What a combining state machine asks for after a value.
@usableFromInline
enum CombiningValueAction<Value> {
    /// Nothing to send yet.
    case none
    /// Send these values, one per slot, as one combined value.
    case send([Value])
    /// Send these values as one combined value, then complete: no other
    /// combined value can ever be made.
    case sendThenComplete([Value])
}

/// The values a state machine held before an event and holds no more,
/// other than those it asks to send: the storage lets go of them once it
/// holds no lock.
@usableFromInline
enum Dropped<Value> {
    /// The machine let go of nothing.
    case nothing
    /// The machine let go of one value: the latest value of a slot, which a
    /// new one replaced.
    case one(Value)
    /// The machine let go of several values: those it kept, when it
    /// completes.
    case many([Value])
}

/// The rules of an operator that combines the values of several signals, one
/// per slot: what to send when a value arrives, and whether to complete when
/// an input completes.
///
/// The slots are numbered from 0 in the order the signals were given. The
/// machine is told of values and completions only; failures and
/// interruptions end the combined signal without it.
///
/// Every answer comes with what the machine dropped (``Dropped``). Letting
/// go of a value is a side effect like a send, since its deinit may run any
/// code, so the machine hands the values back instead of letting go of them
/// itself, and the storage lets go of them once it holds no lock.
@usableFromInline
protocol CombiningStateMachine {
    /// The type of every slot's values.
    associatedtype Value

    /// Input `slot` sent `value`.
    mutating func receiveValue(
        _ value: Value,
        from slot: Int
    ) -> (action: CombiningValueAction<Value>, dropped: Dropped<Value>)

    /// Input `slot` completed.
    mutating func receiveCompletion(from slot: Int) -> (action: CompletionAction, dropped: Dropped<Value>)
}
