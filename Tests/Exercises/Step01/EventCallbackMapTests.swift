// The tests of exercise 1.3, `Exercises/Step01/EventCallbackMap.swift`.
// Check it with `swift run learn check 1.3`.

import Testing
@testable import Step01_Exercises

@Suite("Exercise 1.3: A map that answers through a callback")
struct Exercise01_03 {
    @Test("mapWithCallback hands the delivered value to the receiver as a value event")
    func deliversTransformedValue() {
        let event: Event<String, TestError> = .value("test")
        let recorder = Recorder<Int, TestError>()
        let start = event.mapWithCallback { (text: String, deliver: (Int) -> Void) in
            deliver(text.count)
        }
        start(recorder.record)
        #expect(recorder.events == [.value(4)])
    }

    @Test("mapWithCallback runs nothing until it is given a receiver, then runs once per receiver")
    func isLazy() {
        var calls = 0
        var callsSeen: [Int] = []
        let event: Event<Int, TestError> = .value(1)
        let start = event.mapWithCallback { (value: Int, deliver: (Int) -> Void) in
            calls += 1
            deliver(value)
        }
        callsSeen.append(calls)
        start { _ in }
        callsSeen.append(calls)
        start { _ in }
        callsSeen.append(calls)
        #expect(callsSeen == [0, 1, 2])
    }

    @Test("mapWithCallback hands failed, completed and interrupted to the receiver without calling the transform")
    func passesTerminalEventsThrough() {
        var calls = 0
        let events: [Event<Int, TestError>] = [.failed(TestError("boom")), .completed, .interrupted]
        let recorder = Recorder<String, TestError>()
        for event in events {
            let start = event.mapWithCallback { (value: Int, deliver: (String) -> Void) in
                calls += 1
                deliver("\(value)")
            }
            start(recorder.record)
        }
        #expect(recorder.events == [.failed(TestError("boom")), .completed, .interrupted])
        #expect(calls == 0)
    }

    @Test("the receiver gets the event when the transform calls deliver, not before")
    func deliversLater() {
        let event: Event<Int, TestError> = .value(20)
        let recorder = Recorder<Int, TestError>()
        // The transform keeps `deliver` to call it later, as a network
        // request or a timer would.
        var deliverLater: (() -> Void)?
        let start = event.mapWithCallback { (value: Int, deliver: @escaping (Int) -> Void) in
            deliverLater = { deliver(value + 1) }
        }
        start(recorder.record)
        let eventsBeforeDeliver = recorder.events
        deliverLater?()
        #expect(eventsBeforeDeliver == [])
        #expect(recorder.events == [.value(21)])
    }
}
