// The tests of exercise 2.2, `Exercises/Step02/SignalDeliver.swift`.
// Check it with `swift run learn check 2.2`.
//
// These tests put observers into the signal with `attach(_:)` (in
// `Support/SignalInspection.swift`), which uses your `Bag.insert(_:)` from
// exercise 2.1 and not `observe(_:)`, which is exercise 2.3.

import Step01_Event
import Testing
@testable import Step02_Exercises

@Suite("Exercise 2.2: Ending a signal")
struct Exercise02_02 {
    typealias TestSignal = Signal<Int, TestError>

    @Test("deliver hands every event to every observer, in the order they were attached")
    func deliversToEveryObserverInOrder() {
        let (signal, input) = TestSignal.pipe()
        var log: [String] = []
        signal.attach(TestSignal.Observer { log.append("first: \($0)") })
        signal.attach(TestSignal.Observer { log.append("second: \($0)") })
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(
            log == [
                "first: value(1)", "second: value(1)",
                "first: value(2)", "second: value(2)",
                "first: completed", "second: completed",
            ]
        )
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

    @Test("a terminal event moves the signal to terminated before any observer hears it")
    func terminatedBeforeAnnounced() {
        let (signal, input) = TestSignal.pipe()
        var statesSeen: [String] = []
        signal.attach(TestSignal.Observer { _ in statesSeen.append(signal.stateName) })
        input.send(value: 1)
        input.sendCompleted()
        #expect(statesSeen == ["alive", "terminated"])
        #expect(signal.stateName == "terminated")
    }

    @Test("observers are called with the state lock released")
    func stateLockReleasedDuringDelivery() {
        let (signal, input) = TestSignal.pipe()
        var lockFree: [Bool] = []
        signal.attach(TestSignal.Observer { _ in lockFree.append(signal.isStateLockFree) })
        signal.attach(TestSignal.Observer { _ in lockFree.append(signal.isStateLockFree) })
        input.send(value: 1)
        input.send(error: TestError("boom"))
        #expect(lockFree == [true, true, true, true])
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
        #expect(delivered == ["value(1)", "completed"])
        #expect(keptWhileAlive == [true, true])
        #expect([weakObserver != nil, weakCapture != nil] == [false, false])
        #expect(signal.observerCount == 0)
    }
}
