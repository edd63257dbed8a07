import Testing
@testable import Step12_Schedulers

@Suite struct SignalTests {
    @Test("a pipe delivers what is sent into its input, in order, then the terminal event")
    func pipeDeliversEvents() {
        let (output, input) = Signal<Int, TestError>.pipe()
        let recorder = Recorder<Int, TestError>()
        output.observe(recorder.record)
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test("the generator runs at once, before anyone observes")
    func generatorRunsImmediately() {
        var generatorRuns = 0
        let signal = Signal<Int, Never> { _, _ in generatorRuns += 1 }
        #expect(generatorRuns == 1)
        signal.observe { _ in }
        #expect(generatorRuns == 1)
    }

    @Test("a late observer misses the values sent before it arrived")
    func lateObserverMissesValues() {
        let (output, input) = Signal<Int, Never>.pipe()
        let early = Recorder<Int, Never>()
        let late = Recorder<Int, Never>()
        output.observe(early.record)
        input.send(value: 1)
        output.observe(late.record)
        input.send(value: 2)
        input.sendCompleted()
        #expect(early.events == [.value(1), .value(2), .completed])
        #expect(late.events == [.value(2), .completed])
    }

    @Test("all observers see the same events in the same order, in the order they started observing")
    func observersSeeTheSameEvents() {
        let (output, input) = Signal<String, TestError>.pipe()
        var log: [String] = []
        output.observe { log.append("first: \($0)") }
        output.observe { log.append("second: \($0)") }
        input.send(value: "a")
        input.send(error: TestError("boom"))
        #expect(
            log == [
                "first: VALUE a", "second: VALUE a",
                "first: FAILED TestError(boom)", "second: FAILED TestError(boom)",
            ]
        )
    }

    @Test(
        "nothing is delivered after a terminal event",
        arguments: [Event<Int, TestError>.completed, .failed(TestError()), .interrupted]
    )
    func nothingAfterTermination(terminal: Event<Int, TestError>) {
        let (output, input) = Signal<Int, TestError>.pipe()
        let recorder = Recorder<Int, TestError>()
        output.observe(recorder.record)
        input.send(value: 1)
        input.send(terminal)
        input.send(value: 2)
        input.sendCompleted()
        input.send(error: TestError("late"))
        input.sendInterrupted()
        #expect(recorder.events == [.value(1), terminal])
    }

    @Test(
        "observing a terminated signal delivers exactly one interrupted",
        arguments: [Event<Int, TestError>.completed, .failed(TestError()), .interrupted]
    )
    func observingTerminatedSignal(terminal: Event<Int, TestError>) {
        let (output, input) = Signal<Int, TestError>.pipe()
        input.send(value: 1)
        input.send(terminal)
        let recorder = Recorder<Int, TestError>()
        let disposable = output.observe(recorder.record)
        #expect(disposable == nil)
        #expect(recorder.events == [.interrupted])
        input.send(value: 2)
        #expect(recorder.events == [.interrupted])
    }

    @Test("releasing the input observer interrupts the signal")
    func releasingInputInterrupts() {
        let recorder = Recorder<Int, Never>()
        var input: Signal<Int, Never>.Observer? = nil
        let output = Signal<Int, Never> { observer, _ in input = observer }
        output.observe(recorder.record)
        input?.send(value: 1)
        input = nil
        #expect(recorder.events == [.value(1), .interrupted])
    }

    @Test("a generator that does not keep its observer makes an interrupted signal")
    func droppedInputInterruptsAtOnce() {
        let signal = Signal<Int, Never> { observer, _ in observer.send(value: 1) }
        let recorder = Recorder<Int, Never>()
        signal.observe(recorder.record)
        #expect(recorder.events == [.interrupted])
    }

    @Test("releasing the input observer after a terminal event changes nothing")
    func releasingInputAfterTermination() {
        let recorder = Recorder<Int, Never>()
        var input: Signal<Int, Never>.Observer? = nil
        let output = Signal<Int, Never> { observer, _ in input = observer }
        output.observe(recorder.record)
        input?.sendCompleted()
        input = nil
        #expect(recorder.events == [.completed])
    }

    @Test("disposing one observation stops only that observer and does not end the signal")
    func disposingAnObservation() {
        let (output, input) = Signal<Int, Never>.pipe()
        let stopped = Recorder<Int, Never>()
        let kept = Recorder<Int, Never>()
        let disposable = output.observe(stopped.record)
        output.observe(kept.record)
        input.send(value: 1)
        disposable?.dispose()
        #expect(disposable?.isDisposed == true)
        input.send(value: 2)
        input.sendCompleted()
        #expect(stopped.events == [.value(1)])
        #expect(kept.events == [.value(1), .value(2), .completed])
    }

    @Test("the same observer added twice receives every event twice, and each observation stops on its own")
    func sameObserverTwice() {
        let (output, input) = Signal<Int, Never>.pipe()
        let recorder = Recorder<Int, Never>()
        let observer = Signal<Int, Never>.Observer(recorder.record)
        let first = output.observe(observer)
        output.observe(observer)
        input.send(value: 1)
        first?.dispose()
        input.send(value: 2)
        #expect(recorder.events == [.value(1), .value(1), .value(2)])
    }

    @Test("never sends nothing, not even when it is released")
    func neverSendsNothing() {
        let recorder = Recorder<Int, Never>()
        let disposable = Signal<Int, Never>.never.observe(recorder.record)
        #expect(disposable != nil)
        #expect(recorder.events.isEmpty)
    }

    @Test("empty has completed, so an observer receives interrupted")
    func emptyHasTerminated() {
        let recorder = Recorder<Int, Never>()
        let disposable = Signal<Int, Never>.empty.observe(recorder.record)
        #expect(disposable == nil)
        #expect(recorder.events == [.interrupted])
    }

    @Test("a terminal event sent by an observer is delivered after the current event reaches every observer")
    func recursiveTerminalEvent() {
        let (output, input) = Signal<Int, Never>.pipe()
        var log: [String] = []
        output.observe { event in
            log.append("first: \(event)")
            if event == .value(1) { input.sendCompleted() }
        }
        output.observe { log.append("second: \($0)") }
        input.send(value: 1)
        input.send(value: 2)
        #expect(log == ["first: VALUE 1", "second: VALUE 1", "first: COMPLETED", "second: COMPLETED"])
    }

    @Test("an observer may stop observing while it receives an event")
    func disposeFromInsideAnObserver() {
        let (output, input) = Signal<Int, Never>.pipe()
        let recorder = Recorder<Int, Never>()
        var disposable: Disposable?
        disposable = output.observe { event in
            recorder.record(event)
            disposable?.dispose()
        }
        input.send(value: 1)
        input.send(value: 2)
        #expect(recorder.events == [.value(1)])
    }

    @Test("an observer may start another observation while it receives an event; the new one sees the next event")
    func observeFromInsideAnObserver() {
        let (output, input) = Signal<Int, Never>.pipe()
        let late = Recorder<Int, Never>()
        var started = false
        output.observe { _ in
            if !started {
                started = true
                output.observe(late.record)
            }
        }
        input.send(value: 1)
        input.send(value: 2)
        #expect(late.events == [.value(2)])
    }

    @Test("an observer that sends a value back into its own signal stops the program with a clear message")
    func recursiveValueIsAPreconditionFailure() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (output, input) = Signal<Int, Never>.pipe()
            output.observeValues { value in
                if value == 1 { input.send(value: 2) }
            }
            input.send(value: 1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("a value was sent into the signal while it was delivering an event, on the same thread: by one of its observers, or by the deinit of a value let go of"))
        #expect(message.contains("Events are never delivered recursively"))
    }

    @Test("an observer let go of after the terminal event may send into the signal from a deinit: the value is ignored")
    func observerReleasedAfterTerminationSendsFromDeinit() {
        final class SendsOnDeinit {
            let input: Signal<Int, Never>.Observer
            init(_ input: Signal<Int, Never>.Observer) { self.input = input }
            deinit { input.send(value: 99) }
        }
        let (signal, input) = Signal<Int, Never>.pipe()
        let received = Recorded()
        var sender: SendsOnDeinit? = SendsOnDeinit(input)
        signal.observe { [sender] event in
            withExtendedLifetime(sender) { received.append(event) }
        }
        sender = nil  // the observer holds the only reference now
        input.send(value: 1)
        // Delivering `completed` lets go of the observers, with them the
        // sender, whose deinit sends into the signal that has just ended.
        input.sendCompleted()
        #expect(received.values == [1])
        #expect(received.isCompleted)
    }
}

/// What an observer received, from a test's point of view.
private final class Recorded: @unchecked Sendable {
    // @unchecked Sendable: used from one thread only.
    private(set) var values: [Int] = []
    private(set) var isCompleted = false

    func append(_ event: Signal<Int, Never>.Event) {
        switch event {
        case .value(let value): values.append(value)
        case .completed: isCompleted = true
        case .failed, .interrupted: break
        }
    }
}
