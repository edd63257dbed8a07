// Exercise 12.1: a virtual-time TestScheduler.
//
// The actions wait in a binary min-heap ordered by date, then by the order
// they were scheduled in: scheduling and running n actions costs
// O(n log n). A cancelled action gives up its closure at once and its
// entry is skipped when it reaches the top.

import Foundation
import Step11_Multicasting

/// A scheduler with a virtual clock: time moves only when a test moves it.
///
/// ```swift
/// let scheduler = TestScheduler()
/// scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(2)) { print("two") }
/// scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1)) { print("one") }
/// scheduler.advance(by: 1)
/// // prints one
/// scheduler.run()
/// // prints two
/// ```
///
/// Actions run on the thread that advances the clock, in order of date and,
/// for equal dates, in the order they were scheduled; ``currentDate`` reads
/// each action's date while it runs. No lock is held while an action runs,
/// so it may schedule, cancel, or read the clock.
public final class TestScheduler: DateScheduler, @unchecked Sendable {
    // @unchecked Sendable: `clock` and `queue` are read and written only
    // under `lock`; the actions are run by whichever thread advances, which
    // is the hand-over every `Scheduler` promises.
    private let lock = NSLock()
    private var clock: Date
    private var queue = ActionHeap()

    /// Creates a scheduler whose clock reads `startDate` until advanced.
    public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        clock = startDate
    }

    /// The virtual now: the date of the action running, or the date the
    /// clock was last advanced to.
    public var currentDate: Date {
        lock.withLock { clock }
    }

    /// Schedules `action` for now: it runs at the next advance, after what
    /// is already due.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        let entry = lock.withLock { queue.insert(action, at: clock) }
        return cancellation(of: entry)
    }

    /// Schedules `action` at `date` in virtual time; a date already past
    /// runs at the next advance.
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
        let entry = lock.withLock { queue.insert(action, at: date) }
        return cancellation(of: entry)
    }

    /// Moves the clock on by one nanosecond, running what is due by then.
    public func advance() {
        advance(by: 0.000_000_001)
    }

    /// Moves the clock on by `interval` seconds, running, in order, every
    /// action due by then (those that actions schedule too), each at its
    /// own date; the clock then reads the new date.
    ///
    /// - Precondition: `interval` is not negative.
    public func advance(by interval: TimeInterval) {
        precondition(interval >= 0, "TestScheduler.advance(by:): the interval \(interval) is negative; virtual time only moves forward.")
        advance(to: currentDate.addingTimeInterval(interval))
    }

    /// Runs every action, and every action they schedule, until none is
    /// left; the clock then reads `Date.distantFuture`, as in ReactiveSwift.
    public func run() {
        advance(to: .distantFuture)
    }

    private func advance(to target: Date) {
        while let action = takeAction(dueBy: target) {
            action()
        }
    }

    /// Takes the earliest action due by `target` and sets the clock to its
    /// date; or, when none is due, sets the clock to `target`.
    private func takeAction(dueBy target: Date) -> (() -> Void)? {
        lock.withLock {
            if let (date, action) = queue.removeFirst(dueBy: target) {
                clock = max(clock, date)
                return action
            }
            clock = max(clock, target)
            return nil
        }
    }

    /// A disposable that takes the entry's action out, and lets go of it
    /// once the lock is given back: what it captures is the caller's.
    private func cancellation(of entry: ActionHeap.Entry) -> Disposable {
        AnyDisposable { [weak self] in
            guard let self else { return }
            let cancelled = self.lock.withLock { entry.takeAction() }
            withExtendedLifetime(cancelled) {}
        }
    }
}

/// Scheduled actions as a binary min-heap, by date, then by scheduling
/// order.
private struct ActionHeap {
    /// One scheduled action; a class so that a cancellation finds it
    /// wherever the heap has moved it.
    final class Entry {
        let date: Date
        let order: UInt64
        private var action: (() -> Void)?

        init(date: Date, order: UInt64, action: @escaping () -> Void) {
            self.date = date
            self.order = order
            self.action = action
        }

        /// Gives up the action, once; `nil` if it ran or was cancelled.
        func takeAction() -> (() -> Void)? {
            defer { action = nil }
            return action
        }

        func runsBefore(_ other: Entry) -> Bool {
            date < other.date || (date == other.date && order < other.order)
        }
    }

    private var entries: [Entry] = []
    private var nextOrder: UInt64 = 0

    mutating func insert(_ action: @escaping () -> Void, at date: Date) -> Entry {
        let entry = Entry(date: date, order: nextOrder, action: action)
        nextOrder += 1
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].runsBefore(entries[parent]) else { break }
            entries.swapAt(child, parent)
            child = parent
        }
        return entry
    }

    /// The earliest action not cancelled whose date is at or before
    /// `target`, taken out with its date.
    mutating func removeFirst(dueBy target: Date) -> (Date, () -> Void)? {
        while let top = entries.first, top.date <= target {
            removeTop()
            if let action = top.takeAction() {
                return (top.date, action)
            }
        }
        return nil
    }

    private mutating func removeTop() {
        let last = entries.removeLast()
        guard !entries.isEmpty else { return }
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < entries.count, entries[left].runsBefore(entries[first]) { first = left }
            if right < entries.count, entries[right].runsBefore(entries[first]) { first = right }
            guard first != parent else { return }
            entries.swapAt(parent, first)
            parent = first
        }
    }
}
