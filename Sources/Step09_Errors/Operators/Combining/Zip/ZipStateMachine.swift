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
/// combined signal completes, dropping whatever waits in the other queues.
/// (When every input has completed, one of them has an empty queue: if all
/// had a value waiting, they would have been sent.)
struct ZipStateMachine<Value>: CombiningStateMachine {
    /// The queues of the slots, and which inputs have completed.
    ///
    /// A class, so that values are added to and taken from the queues in
    /// place, through the state (as `Signal.Core`'s `AliveState` lets its
    /// bag grow in place). In an enum's payload, an array would be copied,
    /// whole, every time it changes.
    final class Slots {
        /// For each slot, the values that wait for partners, oldest first.
        /// `removeFirst()` moves the rest down: fine for the short queues
        /// zip keeps in practice.
        var waiting: [[Value]]
        /// For each slot, whether its input has completed.
        var isCompleted: [Bool]

        init(count: Int) {
            waiting = Array(repeating: [], count: count)
            isCompleted = Array(repeating: false, count: count)
        }

        /// Whether every slot has a value waiting.
        var canZip: Bool {
            waiting.allSatisfy { !$0.isEmpty }
        }

        /// Whether some input has completed with nothing of it waiting: then
        /// no combined value can ever be made again.
        var isExhausted: Bool {
            Swift.zip(waiting, isCompleted).contains { queue, isCompleted in isCompleted && queue.isEmpty }
        }
    }

    enum State {
        /// Pairing values up.
        case zipping(Slots)
        /// The combined signal has completed (or completes as soon as the
        /// value being sent has gone). Inputs that have not completed may
        /// still send a value before they stop being observed: it is dropped.
        case completed
    }

    private(set) var state: State

    /// A machine for `inputCount` inputs, none of which has sent anything.
    init(inputCount: Int) {
        state = .zipping(Slots(count: inputCount))
    }

    mutating func receiveValue(_ value: Value, from slot: Int) -> CombiningValueAction<Value> {
        switch state {
        case .zipping(let slots):
            slots.waiting[slot].append(value)
            guard slots.canZip else {
                return .none
            }
            let values = slots.waiting.indices.map { slots.waiting[$0].removeFirst() }
            guard slots.isExhausted else {
                return .send(values)
            }
            state = .completed
            return .sendThenComplete(values)

        case .completed:
            return .none
        }
    }

    mutating func receiveCompletion(from slot: Int) -> CompletionAction {
        switch state {
        case .zipping(let slots):
            slots.isCompleted[slot] = true
            guard slots.isExhausted else {
                return .none
            }
            state = .completed
            return .complete

        case .completed:
            return .none
        }
    }
}
