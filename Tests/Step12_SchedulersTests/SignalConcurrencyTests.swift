import Dispatch
import Foundation
import Synchronization
import Testing
@testable import Step12_Schedulers

@Suite struct SignalConcurrencyTests {
    @Test("a terminal event from another thread does not wait for a slow delivery, and the values queued behind it are dropped")
    func terminalEventDoesNotWaitForDelivery() {
        let (output, input) = Signal<Int, Never>.pipe()
        let recorder = Recorder<Int, Never>()
        // The observer holds up the delivery of the first value until the
        // test lets it go.
        let delivering = DispatchSemaphore(value: 0)
        let mayFinish = DispatchSemaphore(value: 0)
        output.observe { event in
            recorder.record(event)
            if event == .value(0) {
                delivering.signal()
                mayFinish.wait()
            }
        }
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
        guard delivering.wait(timeout: .now() + 60) == .success else {
            Issue.record("the first value was not delivered within a minute")
            return
        }
        // Ten threads send a value each; they queue behind the slow delivery.
        let sendersStarted = DispatchSemaphore(value: 0)
        for value in 1...10 {
            onThread {
                sendersStarted.signal()
                input.send(value: value)
            }
        }
        for _ in 1...10 { sendersStarted.wait() }
        Thread.sleep(forTimeInterval: 0.05)
        // One more thread interrupts, and must not wait for the delivery.
        let interrupterReturned = DispatchSemaphore(value: 0)
        onThread {
            input.sendInterrupted()
            interrupterReturned.signal()
        }
        let returnedDuringDelivery = interrupterReturned.wait(timeout: .now() + 5) == .success
        #expect(returnedDuringDelivery, "sendInterrupted() waited for the delivery in progress")

        mayFinish.signal()
        #expect(finished.wait(timeout: .now() + 60) == .success)
        #expect(recorder.events == [.value(0), .interrupted])
    }

    @Test("a terminal event that waits for a delivery ends the generator's lifetime once it is delivered, not before")
    func lifetimeEndsAfterTheWaitingTerminalEvent() {
        let lifetimeEnds = Atomic(0)
        var generatorInput: Signal<Int, Never>.Observer?
        let output = Signal<Int, Never> { observer, lifetime in
            generatorInput = observer
            lifetime.observeEnded { lifetimeEnds.add(1, ordering: .relaxed) }
        }
        let input = generatorInput!
        let recorder = Recorder<Int, Never>()
        let delivering = DispatchSemaphore(value: 0)
        let mayFinish = DispatchSemaphore(value: 0)
        output.observe { event in
            recorder.record(event)
            if event == .value(0) {
                delivering.signal()
                mayFinish.wait()
            }
        }
        let senderFinished = DispatchSemaphore(value: 0)
        Thread {
            input.send(value: 0)
            senderFinished.signal()
        }
        .start()
        guard delivering.wait(timeout: .now() + 60) == .success else {
            Issue.record("the value was not delivered within a minute")
            return
        }
        input.sendInterrupted()
        // Still delivering the value: the interruption waits, and so does the
        // end of the lifetime.
        #expect(lifetimeEnds.load(ordering: .relaxed) == 0)
        #expect(recorder.events == [.value(0)])

        mayFinish.signal()
        #expect(senderFinished.wait(timeout: .now() + 60) == .success)
        #expect(recorder.events == [.value(0), .interrupted])
        #expect(lifetimeEnds.load(ordering: .relaxed) == 1)
    }

    @Test("many threads send values while one completes: nothing follows the terminal event, and it arrives once")
    func terminalEventRacingValues() {
        for _ in 0..<200 {
            let (output, input) = Signal<Int, Never>.pipe()
            let recorder = Recorder<Int, Never>()
            output.observe(recorder.record)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for value in 0..<50 {
                    if thread == 0 && value == 25 {
                        input.sendCompleted()
                    } else {
                        input.send(value: value)
                    }
                }
            }
            let events = recorder.events
            #expect(events.filter(\.isTerminating) == [.completed])
            #expect(events.last == .completed)
        }
    }

    @Test("8 threads sending 10,000 values each: every value is delivered once, never two at a time")
    func concurrentSendsAreSerialized() {
        let threads = 8
        let valuesPerThread = 10_000
        let (output, input) = Signal<Int, Never>.pipe()

        let deliveriesInProgress = Atomic(0)
        let overlaps = Atomic(0)
        var received: [Int] = []  // only touched by the observer, which the signal serializes
        output.observeValues { value in
            if deliveriesInProgress.add(1, ordering: .relaxed).newValue != 1 {
                overlaps.add(1, ordering: .relaxed)
            }
            received.append(value)
            deliveriesInProgress.subtract(1, ordering: .relaxed)
        }

        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<valuesPerThread {
                input.send(value: thread * valuesPerThread + index)
            }
        }
        input.sendCompleted()

        #expect(overlaps.load(ordering: .relaxed) == 0)
        #expect(received.count == threads * valuesPerThread)
        #expect(received.sorted() == Array(0..<threads * valuesPerThread))
    }

    @Test("each thread's values arrive in the order that thread sent them")
    func perThreadOrderIsKept() {
        let threads = 4
        let valuesPerThread = 5_000
        let (output, input) = Signal<(thread: Int, index: Int), Never>.pipe()
        var lastIndex = Array(repeating: -1, count: threads)
        var outOfOrder = 0
        output.observeValues { value in
            if value.index != lastIndex[value.thread] + 1 { outOfOrder += 1 }
            lastIndex[value.thread] = value.index
        }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<valuesPerThread {
                input.send(value: (thread, index))
            }
        }
        #expect(outOfOrder == 0)
        #expect(lastIndex == Array(repeating: valuesPerThread - 1, count: threads))
    }

    @Test("observers added and removed while values are sent from another thread see a gap-free run")
    func observingWhileSending() {
        let (output, input) = Signal<Int, Never>.pipe()
        let sent = 200_000
        let observing = DispatchSemaphore(value: 0)
        let done = Atomic(false)
        // The sender waits until the observers are coming and going, so the
        // two really overlap.
        Thread {
            observing.wait()
            for value in 0..<sent { input.send(value: value) }
            done.store(true, ordering: .releasing)
        }
        .start()
        var observationsWithValues = 0
        var first = true
        while !done.load(ordering: .acquiring) {
            let recorder = Recorder<Int, Never>()
            let disposable = output.observe(recorder.record)
            if first {
                first = false
                observing.signal()
            }
            // Stay a little while, until a few values arrived or the sender is done.
            while recorder.values.count < 3 && !done.load(ordering: .acquiring) {}
            disposable?.dispose()
            let values = recorder.values
            // Whatever slice this observer saw has no holes and no repeats.
            if let firstValue = values.first {
                observationsWithValues += 1
                #expect(values == Array(firstValue..<firstValue + values.count))
            }
        }
        input.sendCompleted()
        #expect(observationsWithValues > 0)
    }

    @Test("a terminal event sent while other threads send values is delivered once, last")
    func concurrentTermination() {
        for _ in 0..<50 {
            let (output, input) = Signal<Int, Never>.pipe()
            let recorder = Recorder<Int, Never>()
            output.observe(recorder.record)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                if thread == 0 {
                    input.sendCompleted()
                } else {
                    for value in 0..<200 { input.send(value: value) }
                }
            }
            let events = recorder.events
            #expect(recorder.grammarViolation == nil)
            #expect(events.last == .completed)
            #expect(events.filter(\.isTerminating).count == 1)
        }
    }
}
