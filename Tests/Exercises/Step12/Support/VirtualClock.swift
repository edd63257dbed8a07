// A test-only virtual clock, so that the tests of exercises 12.2 to 12.6 do
// not depend on your TestScheduler of exercise 12.1: each exercise is
// checked on its own.
//
// It is the simplest scheduler that keeps the contract the operators rely
// on: actions in order of date, then of scheduling; each run with the
// clock at its date and no lock held; a cancelled action let go of at
// once. Its actions wait in a sorted array, which is fine for tests of a
// few dozen actions (exercise 12.1 asks for better).

import Foundation
import Step11_Multicasting
@testable import Step12_Exercises

final class VirtualClock: DateScheduler, @unchecked Sendable {
    // @unchecked Sendable: `now`, `waiting` and `nextOrder` are read and
    // written only under `lock`.
    private let lock = NSLock()
    private var now = Date(timeIntervalSinceReferenceDate: 0)
    private var waiting: [Waiting] = []
    private var nextOrder = 0

    private final class Waiting {
        let date: Date
        let order: Int
        var action: (() -> Void)?

        init(date: Date, order: Int, action: @escaping () -> Void) {
            self.date = date
            self.order = order
            self.action = action
        }
    }

    var currentDate: Date {
        lock.withLock { now }
    }

    /// How many actions wait, cancelled ones not counted.
    var waitingCount: Int {
        lock.withLock { waiting.filter { $0.action != nil }.count }
    }

    @discardableResult
    func schedule(_ action: @escaping () -> Void) -> Disposable? {
        schedule(after: currentDate, action: action)
    }

    @discardableResult
    func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
        let entry = lock.withLock { () -> Waiting in
            let entry = Waiting(date: date, order: nextOrder, action: action)
            nextOrder += 1
            let index = waiting.firstIndex { $0.date > date } ?? waiting.endIndex
            waiting.insert(entry, at: index)
            return entry
        }
        return AnyDisposable { [lock] in
            let cancelled = lock.withLock { () -> (() -> Void)? in
                defer { entry.action = nil }
                return entry.action
            }
            withExtendedLifetime(cancelled) {}
        }
    }

    /// Schedules `action` `seconds` after now.
    @discardableResult
    func schedule(afterSeconds seconds: TimeInterval, action: @escaping () -> Void) -> Disposable? {
        schedule(after: currentDate.addingTimeInterval(seconds), action: action)
    }

    /// Moves on by a nanosecond: runs what is due now.
    func advance() {
        advance(by: 0.000_000_001)
    }

    func advance(by seconds: TimeInterval) {
        advance(to: currentDate.addingTimeInterval(seconds))
    }

    func run() {
        advance(to: .distantFuture)
    }

    private func advance(to target: Date) {
        while true {
            let action = lock.withLock { () -> (() -> Void)? in
                while let first = waiting.first, first.date <= target {
                    waiting.removeFirst()
                    if let action = first.action {
                        first.action = nil
                        now = max(now, first.date)
                        return action
                    }
                }
                now = max(now, target)
                return nil
            }
            guard let action else { return }
            action()
        }
    }
}
