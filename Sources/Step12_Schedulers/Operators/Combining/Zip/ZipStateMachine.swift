/// The rules of ``Signal/zip(_:)``, without locks or signals.
///
///     zipping ── an input has completed and nothing of it waits ──▶ completed
///
/// Every value waits in its slot's queue until every slot has one; then the
/// oldest value of each slot leaves, together, as one combined value. So the
/// nth combined value holds the nth value of every input.
///
/// An input that has completed will send no more values. Once nothing of it
/// waits in its queue, no combined value can ever be made again, and the
/// combined signal completes, dropping whatever waits in the other queues:
/// the machine hands those values back, for the storage to let go of.
/// (When every input has completed, one of them has an empty queue: if all
/// had a value waiting, they would have been sent.)
struct ZipStateMachine<Value>: CombiningStateMachine {
    enum State {
        /// Pairing values up.
        case zipping
        /// The combined signal has completed (or completes as soon as the
        /// value being sent has gone). Inputs that have not completed may
        /// still send a value before they stop being observed: it is dropped.
        case completed
    }

    private(set) var state: State = .zipping

    /// For each slot, the values that wait for partners, oldest first; empty
    /// once the machine has completed. `removeFirst()` moves the rest down:
    /// fine for the short queues zip keeps in practice.
    ///
    /// The queues are stored beside `state`, not in its `zipping` case: a
    /// value changed inside an enum's payload is taken out, changed and put
    /// back, and while it is out two references share its arrays, so the
    /// first change copies every queue, whole, on every value.
    private(set) var waiting: [[Value]]
    /// For each slot, whether its input has completed.
    private(set) var isCompleted: [Bool]

    /// A machine for `inputCount` inputs, none of which has sent anything.
    init(inputCount: Int) {
        waiting = Array(repeating: [], count: inputCount)
        isCompleted = Array(repeating: false, count: inputCount)
    }

    mutating func receiveValue(
        _ value: Value,
        from slot: Int
    ) -> (action: CombiningValueAction<Value>, dropped: Dropped<Value>) {
        switch state {
        case .zipping:
            waiting[slot].append(value)
            guard canZip else {
                return (.none, .nothing)
            }
            let values = waiting.indices.map { waiting[$0].removeFirst() }
            guard isExhausted else {
                return (.send(values), .nothing)
            }
            return (.sendThenComplete(values), complete())

        case .completed:
            return (.none, .nothing)
        }
    }

    mutating func receiveCompletion(from slot: Int) -> (action: CompletionAction, dropped: Dropped<Value>) {
        switch state {
        case .zipping:
            isCompleted[slot] = true
            guard isExhausted else {
                return (.none, .nothing)
            }
            return (.complete, complete())

        case .completed:
            return (.none, .nothing)
        }
    }

    /// Whether every slot has a value waiting.
    private var canZip: Bool {
        waiting.allSatisfy { !$0.isEmpty }
    }

    /// Whether some input has completed with nothing of it waiting: then no
    /// combined value can ever be made again.
    private var isExhausted: Bool {
        Swift.zip(waiting, isCompleted).contains { queue, isCompleted in isCompleted && queue.isEmpty }
    }

    /// Moves to `completed` and hands back every value still waiting.
    private mutating func complete() -> Dropped<Value> {
        state = .completed
        let dropped = waiting.flatMap { $0 }
        waiting = Array(repeating: [], count: waiting.count)
        return dropped.isEmpty ? .nothing : .many(dropped)
    }
}
