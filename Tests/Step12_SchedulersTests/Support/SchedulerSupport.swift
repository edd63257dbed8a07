import Foundation
import Testing
@testable import Step12_Schedulers

// Helpers of the scheduler tests: events with their virtual time, a value
// whose release a test can see, and waiting for a real queue without hanging.

/// An event and the virtual time it was sent at, in seconds since the test
/// scheduler's start date.
struct At<Value: Equatable, Error: Swift.Error & Equatable>: Equatable, CustomStringConvertible {
    let time: TimeInterval
    let event: Event<Value, Error>

    init(_ time: TimeInterval, _ event: Event<Value, Error>) {
        self.time = time
        self.event = event
    }

    var description: String { "\(time):\(event)" }
}

/// Records every event with the virtual time of the scheduler when it
/// arrived.
final class VirtualTimeRecorder<Value: Equatable, Error: Swift.Error & Equatable>: @unchecked Sendable {
    // @unchecked Sendable: `recorded` is touched only under `lock`.
    private let lock = NSLock()
    private var recorded: [At<Value, Error>] = []
    private let scheduler: TestScheduler
    private let start: Date

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
        self.start = scheduler.currentDate
    }

    /// The observer that records.
    var observer: Signal<Value, Error>.Observer {
        Signal.Observer { [self] event in
            let time = scheduler.currentDate.timeIntervalSince(start)
            lock.withLock { recorded.append(At(time, event)) }
        }
    }

    var events: [At<Value, Error>] {
        lock.withLock { recorded }
    }
}

/// Whether something has been let go of: a test keeps the flag, and gives
/// a ``Released`` value to the code under test.
final class ReleaseFlag: @unchecked Sendable {
    // @unchecked Sendable: `released` is touched only under `lock`.
    private let lock = NSLock()
    private var released = false

    var isReleased: Bool { lock.withLock { released } }
    func markReleased() { lock.withLock { released = true } }
}

/// A value that raises its flag when it is let go of.
final class Released {
    let flag: ReleaseFlag
    init(_ flag: ReleaseFlag) { self.flag = flag }
    deinit { flag.markReleased() }
}

/// Events gathered from other threads, for tests on real queues.
final class Gathered<Element>: @unchecked Sendable {
    // @unchecked Sendable: `elements` is touched only under `lock`.
    private let lock = NSLock()
    private var elements: [Element] = []
    private let reached = DispatchSemaphore(value: 0)

    func append(_ element: Element) {
        lock.withLock { elements.append(element) }
        reached.signal()
    }

    var all: [Element] { lock.withLock { elements } }

    /// Waits until `count` elements have come, or `seconds` have passed;
    /// returns whether they came.
    func wait(for count: Int, seconds: Double = 10) -> Bool {
        let deadline = DispatchTime.now() + seconds
        while all.count < count {
            guard reached.wait(timeout: deadline) == .success else { return false }
        }
        return true
    }
}

/// Waits until every action already on `queue` has run.
func drain(_ queue: DispatchQueue) {
    queue.sync {}
}

/// Whether the calling thread is running `queue`'s work, told by a key the
/// test sets on it.
final class QueueIdentity: @unchecked Sendable {
    // @unchecked Sendable: the key is only handed to Dispatch, which is
    // thread-safe.
    private let key = DispatchSpecificKey<Bool>()

    init(_ queue: DispatchQueue) {
        queue.setSpecific(key: key, value: true)
    }

    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
