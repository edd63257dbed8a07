import Foundation

/// The actions a ``TestScheduler`` holds, as a binary min-heap ordered by
/// date and then by the order they were scheduled in.
///
/// Inserting and taking the first are O(log n), so `n` actions cost
/// O(n log n) where a sorted array would cost O(n²). Cancelling is O(1): the
/// entry gives up its action at once and stays in the heap, to be skipped
/// when it reaches the top; when cancelled entries outnumber live ones the
/// heap is rebuilt without them, so a long run of cancelled timers (a
/// debounce, a timeout) does not pile up.
struct ScheduledActionQueue {
    /// One scheduled action. A class, so that its cancellation can find it
    /// wherever the heap has moved it.
    final class Entry {
        let date: Date
        let sequence: UInt64
        fileprivate(set) var action: (() -> Void)?

        init(date: Date, sequence: UInt64, action: @escaping () -> Void) {
            self.date = date
            self.sequence = sequence
            self.action = action
        }

        /// Whether this entry runs before `other`: an earlier date, or the
        /// same date and scheduled earlier.
        func precedes(_ other: Entry) -> Bool {
            date < other.date || (date == other.date && sequence < other.sequence)
        }
    }

    private var heap: [Entry] = []
    private var nextSequence: UInt64 = 0
    private var cancelledCount = 0

    /// How many entries are waiting, cancelled ones included.
    var count: Int { heap.count }

    /// Adds `action` at `date`, after every action already at that date.
    mutating func insert(_ action: @escaping () -> Void, at date: Date) -> Entry {
        let entry = Entry(date: date, sequence: nextSequence, action: action)
        nextSequence += 1
        heap.append(entry)
        siftUp(from: heap.count - 1)
        return entry
    }

    /// Cancels `entry` if it is still waiting.
    ///
    /// - Returns: The action it gave up, for the caller to let go of once it
    ///   holds no lock; `nil` if it had already run or been cancelled.
    mutating func cancel(_ entry: Entry) -> (() -> Void)? {
        guard let action = entry.action else { return nil }
        entry.action = nil
        cancelledCount += 1
        if cancelledCount > 64 && cancelledCount * 2 > heap.count {
            removeCancelled()
        }
        return action
    }

    /// The date of the earliest action still waiting, after dropping the
    /// cancelled entries in front of it; `nil` if none waits.
    mutating func firstDate() -> Date? {
        while let first = heap.first, first.action == nil {
            removeTop()
            cancelledCount -= 1
        }
        return heap.first?.date
    }

    /// Takes out the earliest waiting action if its date is at or before
    /// `date`, skipping cancelled entries.
    mutating func removeFirst(dueBy date: Date) -> (date: Date, action: () -> Void)? {
        while let first = heap.first, first.date <= date {
            removeTop()
            if let action = first.action {
                first.action = nil
                return (first.date, action)
            }
            cancelledCount -= 1
        }
        return nil
    }

    private mutating func removeTop() {
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(from: 0)
        }
    }

    private mutating func removeCancelled() {
        heap.removeAll { $0.action == nil }
        cancelledCount = 0
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) {
            siftDown(from: index)
        }
    }

    private mutating func siftUp(from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < heap.count && heap[left].precedes(heap[first]) { first = left }
            if right < heap.count && heap[right].precedes(heap[first]) { first = right }
            if first == parent { return }
            heap.swapAt(parent, first)
            parent = first
        }
    }
}
