/// A first-in, first-out queue of values whose every operation costs O(1)
/// (amortised): the buffer between a producer and the task that iterates
/// its values.
///
/// An `Array` alone would do, but `removeFirst()` on an array moves every
/// other element, so draining `n` buffered values would cost O(n²). This
/// queue moves a head index instead, and compacts the array only when the
/// taken half outgrows the rest.
struct ValueQueue<Value> {
    private var slots: [Value?] = []
    private var head = 0

    /// How many values wait in the queue.
    var count: Int { slots.count - head }

    /// Whether no value waits.
    var isEmpty: Bool { count == 0 }

    /// Adds `value` at the back.
    mutating func append(_ value: Value) {
        slots.append(value)
    }

    /// Takes the value at the front, if any.
    mutating func popFirst() -> Value? {
        guard head < slots.count else { return nil }
        let value = slots[head].take()
        head += 1
        if head == slots.count {
            slots.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32, head * 2 >= slots.count {
            slots.removeFirst(head)
            head = 0
        }
        return value
    }

    /// Empties the queue, handing back what it held, for the caller to let
    /// go of once it holds no lock.
    mutating func removeAll() -> ValueQueue<Value> {
        defer { self = ValueQueue() }
        return self
    }
}
