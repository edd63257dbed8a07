import Foundation
import Testing
@testable import Step12_Schedulers

/// What every message of a blocking call that would wait for itself says.
private let waitForeverMessage = "would wait forever: it was called on the thread that runs"

/// A watchdog for an exit test that needs the main queue: if the main queue
/// never runs the body, the child process ends successfully after `seconds`,
/// which fails the test (it expects a failure) instead of hanging it.
func exitSuccessfullyIfStillRunning(after seconds: Double) {
    Thread {
        Thread.sleep(forTimeInterval: seconds)
        exit(0)
    }.start()
}

@Suite("Blocking calls that would wait for themselves stop with a message")
struct BlockingDeadlockTests {
    @Test("first() on a QueueScheduler's queue of a producer that observes on that scheduler")
    func firstObservingOnItsOwnQueue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let scheduler = QueueScheduler(name: "org.frp-book.tests.own-queue")
            scheduler.queue.sync {
                _ = SignalProducer<Int, Never>(value: 1).observe(on: scheduler).first()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SignalProducer.first() \(waitForeverMessage) the QueueScheduler of queue \"org.frp-book.tests.own-queue\""))
        #expect(message.contains("observes its events on that scheduler"))
        #expect(message.contains("Call first() from another thread, or do not block"))
    }

    @Test("wait() on a QueueScheduler's queue of a producer that starts on that scheduler")
    func waitStartingOnItsOwnQueue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let scheduler = QueueScheduler(name: "org.frp-book.tests.start-on")
            scheduler.queue.sync {
                _ = SignalProducer<Int, Never>(value: 1).start(on: scheduler).wait()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SignalProducer.wait() \(waitForeverMessage)"))
        #expect(message.contains("starts on that scheduler"))
    }

    @Test("last() of a lazyMap on the queue's own scheduler, called from a queue that targets it")
    func lastFromATargetingQueue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let scheduler = QueueScheduler(name: "org.frp-book.tests.lazy")
            let child = DispatchQueue(label: "child", target: scheduler.queue)
            child.sync {
                _ = SignalProducer<Int, Never>([1, 2]).lazyMap(on: scheduler) { $0 }.last()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SignalProducer.last() \(waitForeverMessage)"))
    }

    @Test("single() of a timer on the queue's own scheduler")
    func singleOfATimer() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let scheduler = QueueScheduler(name: "org.frp-book.tests.timer")
            scheduler.queue.sync {
                _ = SignalProducer.timer(interval: .milliseconds(1), on: scheduler).take(first: 1).single()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SignalProducer.single() \(waitForeverMessage)"))
        #expect(message.contains("sends a timer's values on that scheduler"))
    }

    @Test("first() on the main queue of a producer that observes on QueueScheduler.main")
    func firstOnTheMainQueue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exitSuccessfullyIfStillRunning(after: 20)
            await MainActor.run {
                _ = SignalProducer<Int, Never>(value: 1).observe(on: QueueScheduler.main).first()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SignalProducer.first() \(waitForeverMessage) QueueScheduler.main (the main queue)"))
    }

    @Test("first() on the main queue of a producer that starts on a UIScheduler")
    func firstOnTheMainQueueWithUIScheduler() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exitSuccessfullyIfStillRunning(after: 20)
            await MainActor.run {
                // Nothing else of this UIScheduler is queued, so the start
                // would even run at once; the value, observed on
                // QueueScheduler.main, could not.
                _ = SignalProducer<Int, Never>(value: 1)
                    .observe(on: QueueScheduler(name: "elsewhere"))
                    .start(on: UIScheduler())
                    .observe(on: UIScheduler())
                    .first()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SignalProducer.first() \(waitForeverMessage) a UIScheduler (the main queue)"))
    }
}
