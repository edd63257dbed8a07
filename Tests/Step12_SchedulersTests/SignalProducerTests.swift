import Testing
@testable import Step12_Schedulers

/// An object whose release a test can watch through a weak reference.
private final class Resource {}

@Suite struct SignalProducerTests {
    @Test("nothing happens until the producer is started")
    func nothingBeforeStart() {
        var starts = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: 1)
            observer.sendCompleted()
        }
        #expect(starts == 0)
        let recorder = Recorder<Int, Never>()
        producer.start(recorder.record)
        #expect(starts == 1)
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test("every start runs the start handler again, with its own signal")
    func everyStartRunsAgain() {
        var starts = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.sendCompleted()
        }
        let first = Recorder<Int, Never>()
        let second = Recorder<Int, Never>()
        producer.start(first.record)
        producer.start(second.record)
        #expect(first.events == [.value(1), .completed])
        #expect(second.events == [.value(2), .completed])
    }

    @Test("disposing a start sends interrupted exactly once and ends that start's lifetime")
    func disposingInterrupts() {
        var log: [String] = []
        var input: Signal<Int, Never>.Observer?
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            input = observer
            lifetime.observeEnded { log.append("lifetime ended") }
        }
        let disposable = producer.start { log.append("\($0)") }
        input?.send(value: 1)
        disposable.dispose()
        disposable.dispose()
        input?.send(value: 2)
        #expect(log == ["VALUE 1", "INTERRUPTED", "lifetime ended"])
        #expect(disposable.isDisposed)
    }

    @Test("disposing one start leaves the other starts running")
    func startsAreIndependent() {
        var inputs: [Signal<Int, Never>.Observer] = []
        let producer = SignalProducer<Int, Never> { observer, _ in inputs.append(observer) }
        let first = Recorder<Int, Never>()
        let second = Recorder<Int, Never>()
        let firstStart = producer.start(first.record)
        producer.start(second.record)
        firstStart.dispose()
        inputs[1].send(value: 1)
        #expect(first.events == [.interrupted])
        #expect(second.events == [.value(1)])
    }

    @Test(
        "a terminal event ends the start's lifetime and releases what the start handler attached",
        arguments: [Event<Int, TestError>.completed, .failed(TestError())]
    )
    func terminalEventEndsLifetime(terminal: Event<Int, TestError>) {
        weak var weakResource: Resource?
        var ended = false
        SignalProducer<Int, TestError> { observer, lifetime in
            let resource = Resource()
            weakResource = resource
            lifetime.observeEnded {
                _ = resource
                ended = true
            }
            observer.send(terminal)
        }
        .start()
        #expect(ended)
        #expect(weakResource == nil)
    }

    @Test("a terminated start releases its observers even while its input is kept")
    func terminatedStartReleasesObservers() {
        weak var weakObserver: Signal<Int, Never>.Observer?
        var input: Signal<Int, Never>.Observer?
        let producer = SignalProducer<Int, Never> { observer, _ in input = observer }
        do {
            let observer = Signal<Int, Never>.Observer { _ in }
            weakObserver = observer
            producer.start(observer)
        }
        #expect(weakObserver != nil)
        input?.sendCompleted()
        #expect(weakObserver == nil)
        _ = input
    }

    @Test("start() with no observer runs the work for its side effects")
    func startWithoutObserver() {
        var ran = false
        SignalProducer<Int, Never> { observer, _ in
            ran = true
            observer.sendCompleted()
        }
        .start()
        #expect(ran)
    }

    @Test("startWithSignal runs its setup before the work, so no event is missed")
    func setupRunsFirst() {
        var log: [String] = []
        let producer = SignalProducer<Int, Never> { observer, _ in
            log.append("work starts")
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let result = producer.startWithSignal { signal, _ -> String in
            log.append("setup")
            signal.observe { log.append("observed \($0)") }
            return "setup's result"
        }
        #expect(result == "setup's result")
        #expect(log == ["setup", "work starts", "observed VALUE 1", "observed COMPLETED"])
    }

    @Test("disposing the interrupter inside setup interrupts the signal and the work never runs")
    func disposeInSetup() {
        var ran = false
        let recorder = Recorder<Int, Never>()
        SignalProducer<Int, Never> { _, _ in ran = true }
            .startWithSignal { signal, interrupter in
                signal.observe(recorder.record)
                interrupter.dispose()
            }
        #expect(!ran)
        #expect(recorder.events == [.interrupted])
    }

    @Test("a start handler that keeps its observer only in its lifetime is interrupted when disposed")
    func neverUntilDisposed() {
        let recorder = Recorder<Int, Never>()
        let disposable = SignalProducer<Int, Never>.never.start(recorder.record)
        #expect(recorder.events.isEmpty)
        disposable.dispose()
        #expect(recorder.events == [.interrupted])

        // Dropping the disposable does not interrupt: the lifetime keeps the observer.
        let silent = Recorder<Int, Never>()
        _ = SignalProducer<Int, Never>.never.start(silent.record)
        #expect(silent.events.isEmpty)
    }
}
