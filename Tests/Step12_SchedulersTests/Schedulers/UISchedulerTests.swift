import Foundation
import Testing
@testable import Step12_Schedulers

// The main queue in these tests: Swift Testing runs tests off the main
// queue, and the main actor runs on it. On Linux the thread that serves the
// main queue in a test process need not be the one `Thread.isMainThread`
// names, so the tests tell the main queue by a key set on it (`onMain`). A test that needs to be *on* the main queue uses
// `MainActor.run`; one that needs to be off it runs as it is. Every wait for
// the main queue has a time-out, so a process whose main queue is not served
// fails these tests instead of hanging.

/// Tells whether the calling thread runs the main queue.
private let mainQueue = QueueIdentity(DispatchQueue.main)

@Suite("UIScheduler and QueueScheduler.main", .serialized)
struct UISchedulerTests {
    @Test("on the main queue with nothing of its own queued, an action runs at once and schedule returns nil")
    func runsAtOnceOnTheMainQueue() async {
        let scheduler = UIScheduler()
        let outcome = await MainActor.run { () -> (ranBeforeReturn: Bool, returnedNil: Bool, onMain: Bool) in
            var ran = false
            var onMain = false
            let disposable = scheduler.schedule {
                ran = true
                onMain = mainQueue.isCurrent
            }
            return (ran, disposable == nil, onMain)
        }
        #expect(outcome.ranBeforeReturn)
        #expect(outcome.returnedNil)
        #expect(outcome.onMain)
    }

    @Test("an action scheduled while one of the same scheduler runs waits for it: order is kept")
    func nestedActionWaits() async {
        let scheduler = UIScheduler()
        let log = Gathered<String>()
        let returnedNil = await MainActor.run { () -> Bool in
            var innerReturnedNil = true
            scheduler.schedule {
                log.append("outer starts")
                innerReturnedNil = scheduler.schedule { log.append("inner") } == nil
                log.append("outer ends")
            }
            return innerReturnedNil
        }
        #expect(!returnedNil)
        #expect(log.wait(for: 3))
        #expect(log.all == ["outer starts", "outer ends", "inner"])
    }

    @Test("off the main queue, actions run later on the main queue, in the order they were scheduled")
    func offTheMainQueueRunsInOrderOnMain() {
        guard !Thread.isMainThread else { return }
        let scheduler = UIScheduler()
        let gathered = Gathered<(Int, Bool)>()
        var disposables: [Disposable?] = []
        for index in 0..<50 {
            disposables.append(scheduler.schedule { gathered.append((index, mainQueue.isCurrent)) })
        }
        #expect(disposables.allSatisfy { $0 != nil })
        #expect(gathered.wait(for: 50))
        #expect(gathered.all.map(\.0) == Array(0..<50))
        #expect(gathered.all.allSatisfy { $0.1 })
    }

    @Test("after a queued action has run, the scheduler runs at once again on the main queue")
    func runsAtOnceAgainOnceDrained() async {
        let scheduler = UIScheduler()
        let gathered = Gathered<Int>()
        scheduler.schedule { gathered.append(1) }
        #expect(gathered.wait(for: 1))
        let ranAtOnce = await MainActor.run { () -> Bool in
            var ran = false
            scheduler.schedule { ran = true }
            return ran
        }
        #expect(ranAtOnce)
    }

    @Test("a cancelled action never runs, and what it captured is let go of at once")
    func cancellation() {
        guard !Thread.isMainThread else { return }
        let scheduler = UIScheduler()
        let gate = DispatchSemaphore(value: 0)
        let mainIsHeld = Gathered<Int>()
        // Hold the main queue, so that the action cannot run before it is
        // cancelled.
        DispatchQueue.main.async {
            mainIsHeld.append(1)
            _ = gate.wait(timeout: .now() + 10)
        }
        #expect(mainIsHeld.wait(for: 1))
        let flag = ReleaseFlag()
        let ran = Gathered<String>()
        let disposable: Disposable?
        do {
            let captured = Released(flag)
            disposable = scheduler.schedule { withExtendedLifetime(captured) { ran.append("cancelled") } }
        }
        disposable?.dispose()
        #expect(flag.isReleased)
        scheduler.schedule { ran.append("next") }
        gate.signal()
        #expect(ran.wait(for: 1))
        #expect(ran.all == ["next"])
    }

    @Test("QueueScheduler.main runs actions on the main queue, never at once, even from the main queue")
    func queueSchedulerMain() async {
        let gathered = Gathered<Bool>()
        let ranAtOnce = await MainActor.run { () -> Bool in
            var ran = false
            QueueScheduler.main.schedule {
                ran = true
                gathered.append(mainQueue.isCurrent)
            }
            return ran
        }
        #expect(!ranAtOnce)
        #expect(gathered.wait(for: 1))
        #expect(gathered.all == [true])
        #expect(QueueScheduler.main.queue.label == DispatchQueue.main.label)
    }

    @Test("observe(on: UIScheduler()) of values sent on the main queue delivers them at once; from elsewhere, later on main")
    func observeOnUIScheduler() async {
        let scheduler = UIScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let gathered = Gathered<(Int, Bool)>()
        signal.observe(on: scheduler).observeValues { gathered.append(($0, mainQueue.isCurrent)) }
        let deliveredAtOnce = await MainActor.run { () -> Bool in
            input.send(value: 1)
            return gathered.all.count == 1
        }
        #expect(deliveredAtOnce)
        input.send(value: 2)
        #expect(gathered.wait(for: 2))
        #expect(gathered.all.map(\.0) == [1, 2])
        #expect(gathered.all.allSatisfy { $0.1 })
    }
}
