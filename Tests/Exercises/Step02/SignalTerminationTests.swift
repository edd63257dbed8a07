// The tests of exercise 2.2, `Exercises/Step02/SignalTermination.swift`.
// Check it with `swift run learn check 2.2`.
//
// These tests put observers into the signal with `attach(_:)` (in
// `Support/SignalInspection.swift`), which uses your `Bag.insert(_:)` from
// exercise 2.1 and not `observe(_:)`, which is exercise 2.3.

import Dispatch
import Foundation
import Step01_Event
import Testing
@testable import Step02_Exercises

@Suite("Exercise 2.2: Ending a signal")
struct Exercise02_02 {
    typealias TestSignal = Signal<Int, TestError>

    @Test("a terminal event reaches every observer, in the order they were attached, after the values")
    func terminalEventReachesEveryObserver() {
        let (signal, input) = TestSignal.pipe()
        var log: [String] = []
        signal.attach(TestSignal.Observer { log.append("first: \($0)") })
        signal.attach(TestSignal.Observer { log.append("second: \($0)") })
        input.send(value: 1)
        input.sendCompleted()
        #expect(log == ["first: VALUE 1", "second: VALUE 1", "first: COMPLETED", "second: COMPLETED"])
    }

    @Test("nothing is delivered after failed, completed or interrupted", arguments: ["failed", "completed", "interrupted"])
    func nothingAfterTerminalEvent(terminal: String) {
        let (signal, input) = TestSignal.pipe()
        let recorder = Recorder<Int>()
        signal.attach(TestSignal.Observer(recorder.record))
        let terminalEvent: TestEvent<Int> =
            switch terminal {
            case "failed": .failed(TestError("boom"))
            case "completed": .completed
            default: .interrupted
            }
        input.send(value: 1)
        input.send(terminalEvent.event)
        input.send(value: 2)
        input.sendCompleted()
        input.send(error: TestError("late"))
        #expect(recorder.events == [.value(1), terminalEvent])
    }

    @Test("the signal is terminated before any observer hears the terminal event")
    func terminatedBeforeAnnounced() {
        let (signal, input) = TestSignal.pipe()
        var statesSeen: [String] = []
        signal.attach(TestSignal.Observer { _ in statesSeen.append(signal.stateName) })
        input.send(value: 1)
        input.sendCompleted()
        #expect(statesSeen == ["alive", "terminated"])
        #expect(signal.stateName == "terminated")
    }

    @Test("observers hear the terminal event with the state lock released")
    func stateLockReleasedDuringTermination() {
        let (signal, input) = TestSignal.pipe()
        var lockFree: [Bool] = []
        signal.attach(TestSignal.Observer { _ in lockFree.append(signal.isStateLockFree) })
        signal.attach(TestSignal.Observer { _ in lockFree.append(signal.isStateLockFree) })
        input.send(error: TestError("boom"))
        #expect(lockFree == [true, true])
    }

    @Test("a terminal event releases the observers, even while the signal is kept")
    func terminalEventReleasesObservers() {
        let (signal, input) = TestSignal.pipe()
        weak var weakObserver: TestSignal.Observer?
        weak var weakCapture: Tracked?
        var delivered: [String] = []
        do {
            let tracked = Tracked()
            let observer = TestSignal.Observer { event in
                _ = tracked
                delivered.append("\(event)")
            }
            signal.attach(observer)
            weakObserver = observer
            weakCapture = tracked
        }
        input.send(value: 1)
        let keptWhileAlive = [weakObserver != nil, weakCapture != nil]
        input.sendCompleted()
        #expect(delivered == ["VALUE 1", "COMPLETED"])
        #expect(keptWhileAlive == [true, true])
        #expect([weakObserver != nil, weakCapture != nil] == [false, false])
        #expect(signal.observerCount == 0)
    }

    @Test("a terminal event sent by an observer waits until the current value has reached every observer")
    func terminalEventFromAnObserver() {
        let (signal, input) = TestSignal.pipe()
        var log: [String] = []
        signal.attach(TestSignal.Observer { event in
            log.append("first: \(event)")
            if event == .value(1) { input.sendCompleted() }
        })
        signal.attach(TestSignal.Observer { event in
            log.append("second: \(event) while \(signal.stateName)")
        })
        input.send(value: 1)
        #expect(
            log == [
                "first: VALUE 1", "second: VALUE 1 while terminating",
                "first: COMPLETED", "second: COMPLETED while terminated",
            ]
        )
    }

    @Test("a terminal event from another thread does not wait for a slow delivery; the values queued behind it are dropped")
    func terminalEventDoesNotWait() {
        let (signal, input) = TestSignal.pipe()
        let recorder = Recorder<Int>()
        let delivering = DispatchSemaphore(value: 0)
        let mayFinish = DispatchSemaphore(value: 0)
        // The observer holds up the delivery of value(0) until the test
        // lets it go.
        signal.attach(TestSignal.Observer { event in
            recorder.record(event)
            if event == .value(0) {
                delivering.signal()
                mayFinish.wait()
            }
        })
        let finished = DispatchGroup()
        func onThread(_ work: @escaping @Sendable () -> Void) {
            finished.enter()
            Thread {
                work()
                finished.leave()
            }
            .start()
        }
        onThread { input.send(value: 0) }
        guard delivering.wait(timeout: .now() + 5) == .success else {
            // Let the sending thread go, whatever it is doing.
            mayFinish.signal()
            Issue.record("value(0) did not reach the observer within 5 seconds: is your Bag (exercise 2.1) done?")
            return
        }
        // Three threads send a value each: they wait for the send lock.
        let sendersStarted = DispatchSemaphore(value: 0)
        for value in 1...3 {
            onThread {
                sendersStarted.signal()
                input.send(value: value)
            }
        }
        for _ in 1...3 { sendersStarted.wait() }
        Thread.sleep(forTimeInterval: 0.05)
        // One more thread interrupts: it must return while value(0) is still
        // being delivered.
        let interrupterReturned = DispatchSemaphore(value: 0)
        onThread {
            input.sendInterrupted()
            interrupterReturned.signal()
        }
        let returnedDuringDelivery = interrupterReturned.wait(timeout: .now() + 5) == .success
        mayFinish.signal()
        let allFinished = finished.wait(timeout: .now() + 60) == .success
        #expect(returnedDuringDelivery, "sendInterrupted() waited for the delivery in progress")
        #expect(allFinished)
        #expect(recorder.events == [.value(0), .interrupted])
    }
}
