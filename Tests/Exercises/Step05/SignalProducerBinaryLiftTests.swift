// The tests of exercise 5.4, `Exercises/Step05/SignalProducerBinaryLift.swift`.
// Check it with `swift run learn check 5.4`. Your `lift` uses your
// `startWithSignal` from exercise 5.2; the tests start the lifted producers
// with `testStart` (see `Support/TestSupport.swift`).

import Step04_Disposables
import Testing
@testable import Step05_Exercises

@Suite("Exercise 5.4: The binary lift")
struct Exercise05_04 {
    @Test("a lifted binary operator starts the argument first, then the receiver, and combines their signals")
    func argumentStartsFirst() {
        var log: [String] = []
        let numbers = SignalProducer<Int, Never> { observer, _ in
            log.append("numbers start")
            observer.send(value: 1)
            observer.send(value: 2)
            observer.sendCompleted()
        }
        let labels = SignalProducer<String, Never> { observer, _ in
            log.append("labels start")
            observer.send(value: "#")
            observer.sendCompleted()
        }
        let combined = numbers.lift(labelled)(labels)
        let logBeforeStart = log
        let recorder = Recorder<String>()
        combined.testStart(recorder.record)
        #expect(logBeforeStart == [])
        #expect(log == ["labels start", "numbers start"])
        #expect(recorder.events == [.value("#1"), .value("#2"), .completed])
    }

    @Test("every start of the combined producer starts both producers again")
    func everyStartStartsBoth() {
        var log: [String] = []
        let numbers = SignalProducer<Int, Never> { observer, _ in
            log.append("numbers start")
            observer.sendCompleted()
        }
        let labels = SignalProducer<String, Never> { _, _ in log.append("labels start") }
        let combined = numbers.lift(labelled)(labels)
        combined.testStart()
        combined.testStart()
        #expect(log == ["labels start", "numbers start", "labels start", "numbers start"])
    }

    @Test("disposing the combined start interrupts both producers' starts")
    func disposingInterruptsBoth() {
        var log: [String] = []
        let numbers = SignalProducer<Int, Never> { _, lifetime in
            lifetime.observeEnded { log.append("numbers ended") }
        }
        let labels = SignalProducer<String, Never> { _, lifetime in
            lifetime.observeEnded { log.append("labels ended") }
        }
        let disposable = numbers.lift(labelled)(labels).testStart { log.append("combined got \($0)") }
        let logBeforeDispose = log
        disposable.dispose()
        #expect(logBeforeDispose == [])
        // The two starts underneath may end in either order.
        #expect(log.first == "combined got INTERRUPTED")
        #expect(log.dropFirst().sorted() == ["labels ended", "numbers ended"])
    }

    @Test("when the combined stream ends, the argument's start is interrupted too")
    func combinedEndInterruptsArgument() {
        var log: [String] = []
        var number: Signal<Int, Never>.Observer?
        let numbers = SignalProducer<Int, Never> { observer, lifetime in
            number = observer
            lifetime.observeEnded { log.append("numbers ended") }
        }
        let labels = SignalProducer<String, Never> { observer, lifetime in
            // A label, then silence: this start would run for ever.
            observer.send(value: "#")
            lifetime.observeEnded { log.append("labels ended") }
        }
        numbers.lift(labelled)(labels).testStart { log.append("combined got \($0)") }
        number?.send(value: 1)
        number?.sendCompleted()
        #expect(Array(log.prefix(2)) == ["combined got VALUE #1", "combined got COMPLETED"])
        // The two starts underneath may end in either order.
        #expect(log.dropFirst(2).sorted() == ["labels ended", "numbers ended"])
    }
}
