// The tests of exercise 5.2, `Exercises/Step05/SignalProducerStart.swift`.
// Check it with `swift run learn check 5.2`. These tests call your
// `startWithSignal` and `start`.

import Step04_Disposables
import Testing
@testable import Step05_Exercises

@Suite("Exercise 5.2: startWithSignal and start")
struct Exercise05_02 {
    @Test("startWithSignal runs the setup, then the work, and returns what the setup returned")
    func setupRunsFirst() {
        var log: [String] = []
        let producer = SignalProducer<Int, Never> { observer, _ in
            log.append("work starts")
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let result = producer.startWithSignal { signal, _ -> String in
            log.append("setup")
            signal.observe { log.append("first observer got \($0)") }
            signal.observe { log.append("second observer got \($0)") }
            return "setup's result"
        }
        #expect(log == [
            "setup", "work starts",
            "first observer got VALUE 1", "second observer got VALUE 1",
            "first observer got COMPLETED", "second observer got COMPLETED",
        ])
        #expect(result == "setup's result")
    }

    @Test("disposing the interrupter inside the setup interrupts the signal, and the work never runs")
    func disposeInSetup() {
        var log: [String] = []
        SignalProducer<Int, Never> { _, _ in log.append("work starts") }
            .startWithSignal { signal, interrupter in
                signal.observe { log.append("observer got \($0)") }
                interrupter.dispose()
            }
        #expect(log == ["observer got INTERRUPTED"])
    }

    @Test("the start's lifetime ends when its signal terminates, after the observers have seen the terminal event")
    func terminalEventEndsLifetime() {
        var log: [String] = []
        SignalProducer<Int, TestError> { observer, lifetime in
            lifetime.observeEnded { log.append("lifetime ended") }
            observer.send(value: 1)
            observer.send(error: TestError("offline"))
        }
        .startWithSignal { signal, _ in
            signal.observe { log.append("observer got \(TestEvent($0))") }
        }
        #expect(log == ["observer got VALUE 1", "observer got FAILED TestError(offline)", "lifetime ended"])
    }

    @Test("start sends the events to its observer, and runs the work again on every start")
    func startRunsEveryTime() {
        var starts = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.sendCompleted()
        }
        let recorder = Recorder<Int>()
        let startsBefore = starts
        producer.start(Signal.Observer(recorder.record))
        producer.start(recorder.record)
        #expect(startsBefore == 0)
        #expect(recorder.events == [.value(1), .completed, .value(2), .completed])
    }

    @Test("disposing what start returned sends interrupted once, then ends the start's lifetime; later events go nowhere")
    func disposingInterrupts() {
        var log: [String] = []
        var input: Signal<Int, Never>.Observer?
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            input = observer
            log.append("timer started")
            lifetime.observeEnded { log.append("timer invalidated") }
        }
        let disposable = producer.start { log.append("got \($0)") }
        input?.send(value: 1)
        disposable.dispose()
        disposable.dispose()
        input?.send(value: 2)
        #expect(log == ["timer started", "got VALUE 1", "got INTERRUPTED", "timer invalidated"])
        #expect(disposable.isDisposed == true)
    }

    @Test("each start has its own signal: disposing one leaves the others running")
    func startsAreIndependent() {
        var log: [String] = []
        var inputs: [Signal<String, Never>.Observer] = []
        let chat = SignalProducer<String, Never> { observer, _ in inputs.append(observer) }
        let first = chat.start { log.append("first start got \($0)") }
        chat.start { log.append("second start got \($0)") }
        if inputs.count == 2 {
            inputs[1].send(value: "hello")
            first.dispose()
            inputs[1].send(value: "still here")
            inputs[1].sendCompleted()
        }
        #expect(log == [
            "second start got VALUE hello",
            "first start got INTERRUPTED",
            "second start got VALUE still here",
            "second start got COMPLETED",
        ])
    }

    @Test("start() with no observer runs the work for its side effects")
    func startWithoutObserver() {
        var log: [String] = []
        SignalProducer<Int, Never> { observer, lifetime in
            log.append("work")
            lifetime.observeEnded { log.append("lifetime ended") }
            observer.sendCompleted()
        }
        .start()
        #expect(log == ["work", "lifetime ended"])
    }

    @Test("a finished start lets go of its signal, its observer, and what its start handler attached")
    func finishedStartReleasesEverything() {
        weak var weakSignal: Signal<Int, Never>?
        weak var weakObserver: Signal<Int, Never>.Observer?
        weak var weakResource: Tracked?
        var finished: [String] = []
        do {
            let observer = Signal<Int, Never>.Observer { finished.append("\($0)") }
            weakObserver = observer
            SignalProducer<Int, Never> { input, lifetime in
                let resource = Tracked()
                weakResource = resource
                lifetime.observeEnded { _ = resource }
                input.send(value: 1)
                input.sendCompleted()
            }
            .startWithSignal { signal, _ in
                weakSignal = signal
                signal.observe(observer)
            }
        }
        #expect(finished == ["VALUE 1", "COMPLETED"])
        #expect(weakSignal == nil)
        #expect(weakObserver == nil)
        #expect(weakResource == nil)
    }
}
