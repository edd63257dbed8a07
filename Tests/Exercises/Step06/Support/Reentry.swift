// Tools for the tests in which letting go of a value runs code: a value
// whose `deinit` sends back into the chain. An operator that keeps values
// (the last ones, the previous one, those seen) lets go of them some day,
// and a chain that let go of a value while it held a lock would then wait
// for that lock on its own thread: the tests run such scenarios on a thread
// of their own, with a time limit that turns a hang into a failure.

import Foundation
import Step05_SignalProducer
import Testing

/// A value that runs `onRelease` when the last reference to it goes: its
/// `deinit` may send into the chain that let go of it.
///
/// It is `@unchecked Sendable` because it is immutable; `onRelease` runs
/// once, on whichever thread lets go of the value last.
final class Reentrant: Hashable, CustomStringConvertible, @unchecked Sendable {
    let id: Int
    private let onRelease: () -> Void

    /// A value that does nothing when it is let go of.
    init(_ id: Int) {
        self.id = id
        self.onRelease = {}
    }

    /// A value that runs `onRelease` when it is let go of.
    init(_ id: Int, onRelease: @escaping () -> Void) {
        self.id = id
        self.onRelease = onRelease
    }

    deinit { onRelease() }

    static func == (lhs: Reentrant, rhs: Reentrant) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    var description: String { "#\(id)" }
}

/// Runs `scenario` on a thread of its own and waits for it, but at most
/// `seconds`: a scenario that deadlocks makes the test fail instead of
/// hanging the test run. A deadlocked thread stays behind, blocked for good.
///
/// The scenario returns what it saw, and the test checks it on its own
/// thread: an expectation that fails on a thread the test did not start
/// through Swift Testing is filed under no test, and the test would pass.
///
/// - Returns: What `scenario` returned, or `nil` if it did not finish in
///   time.
func inTime<Outcome>(seconds: Double = 20, _ scenario: @escaping () -> Outcome) -> Outcome? {
    let finished = DispatchSemaphore(value: 0)
    let work = UncheckedTransfer(scenario)
    let outcome = OutcomeBox<Outcome>()
    Thread {
        outcome.value = work.value()
        finished.signal()
    }.start()
    guard finished.wait(timeout: .now() + seconds) == .success else { return nil }
    return outcome.value
}

/// Where the thread of ``inTime(seconds:_:)`` leaves its outcome; read only
/// after the semaphore says it was written.
private final class OutcomeBox<Outcome>: @unchecked Sendable {
    var value: Outcome?
}

/// Runs `first` on the calling thread and `second` on another one, at the
/// same time, and returns when both have returned.
func runAtOnce(_ first: () -> Void, _ second: @escaping () -> Void) {
    let secondDone = DispatchSemaphore(value: 0)
    let work = UncheckedTransfer(second)
    Thread {
        work.value()
        secondDone.signal()
    }.start()
    first()
    secondDone.wait()
}

/// The message a test gives when its scenario did not finish in time.
let deadlockMessage: Comment = "the scenario did not finish in time: a deadlock (a value let go of while a lock was held, whose deinit came back to it)"

/// A count that several threads may add to.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Adds one.
    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    /// The count so far.
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// Carries a value across a concurrency boundary that the compiler cannot
/// check, in tests that arrange the hand-over themselves.
struct UncheckedTransfer<Wrapped>: @unchecked Sendable {
    let value: Wrapped
    init(_ value: Wrapped) { self.value = value }
}

/// The thread that made it, to tell later whether code runs on that thread.
struct ThreadIdentity: @unchecked Sendable {
    private let thread = Thread.current

    /// Whether the code that asks runs on the thread that made this.
    var isCurrent: Bool { Thread.current === thread }
}

/// The events' values, as a signal that forwards only the values `isIncluded`
/// accepts (chapter 6's `filter`, which this module has not yet).
func only(_ source: Signal<Reentrant, Never>, _ isIncluded: @escaping (Reentrant) -> Bool) -> Signal<Reentrant, Never> {
    Signal { output, lifetime in
        lifetime += source.observe { event in
            if case .value(let value) = event, !isIncluded(value) { return }
            output.send(event)
        }
    }
}

/// The ids of the values `source` sends from now on, as they arrive.
final class IDRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Int] = []

    init(_ source: Signal<Reentrant, Never>) {
        source.observe { [self] event in
            if case .value(let value) = event {
                lock.lock()
                recorded.append(value.id)
                lock.unlock()
            }
        }
    }

    var ids: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}

/// A value the operator keeps is let go of when its observation is
/// disposed of, and its deinit sends into the source: nothing is held that
/// the send needs. (Step 6's `ReentryTests.releaseOnDisposal`.)
func checkReleaseOnDisposal(
    _ observe: @escaping (Signal<Reentrant, Never>) -> Disposable?,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let ids = inTime {
        let (source, input) = Signal<Reentrant, Never>.pipe()
        let observation = observe(source)
        input.send(value: Reentrant(1, onRelease: { input.send(value: Reentrant(2)) }))
        let recorder = IDRecorder(source)
        observation?.dispose()  // The operator lets go of #1, whose deinit sends #2.
        return recorder.ids
    }
    #expect(ids != nil, deadlockMessage, sourceLocation: sourceLocation)
    #expect(ids == [2], "what the source sent after the disposal: the operator let go of #1 then, or not", sourceLocation: sourceLocation)
}

/// A value a producer's operator keeps is let go of when its start is
/// disposed of, and its deinit sends elsewhere. (Step 6's
/// `ReentryTests.releaseOnStartDisposal`.)
func checkReleaseOnStartDisposal(
    _ start: @escaping (SignalProducer<Reentrant, Never>) -> Disposable,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let ids = inTime {
        let (reentries, reenter) = Signal<Reentrant, Never>.pipe()
        let recorder = IDRecorder(reentries)
        let producer = SignalProducer<Reentrant, Never> { observer, _ in
            observer.send(value: Reentrant(1, onRelease: { reenter.send(value: Reentrant(2)) }))
        }
        start(producer).dispose()  // The operator lets go of #1.
        return recorder.ids
    }
    #expect(ids != nil, deadlockMessage, sourceLocation: sourceLocation)
    #expect(ids == [2], "the operator let go of #1 when the start was disposed of, or not", sourceLocation: sourceLocation)
}

/// The same as ``checkReleaseOnDisposal(_:sourceLocation:)``, while another
/// thread sends into the source. (Step 6's `ReentryConcurrencyTests`.)
func checkReleaseOnDisposalWhileAnotherThreadSends(
    _ observe: @escaping (Signal<Reentrant, Never>) -> Disposable?,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let rounds = inTime {
        (0..<200).map { _ in
            let (source, input) = Signal<Reentrant, Never>.pipe()
            // Only #1 reaches the operator: the other thread's values contend
            // for the source, and never replace what it keeps.
            let observation = observe(only(source) { $0.id == 1 })
            input.send(value: Reentrant(1, onRelease: { input.send(value: Reentrant(2)) }))
            let recorder = IDRecorder(only(source) { $0.id == 2 })
            runAtOnce(
                { for id in 3..<40 { input.send(value: Reentrant(id)) } },
                { observation?.dispose() }
            )
            return recorder.ids
        }
    }
    #expect(rounds != nil, deadlockMessage, sourceLocation: sourceLocation)
    #expect(rounds?.filter { $0 != [2] } == [], "rounds in which #1's deinit did not send #2 after the disposal", sourceLocation: sourceLocation)
}
