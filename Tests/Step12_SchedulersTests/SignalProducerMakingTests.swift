import Testing
@testable import Step12_Schedulers

@Suite struct SignalProducerMakingTests {
    @Test("init(value:) sends the value and completes")
    func value() {
        let recorder = Recorder<Int, TestError>()
        SignalProducer<Int, TestError>(value: 1).start(recorder.record)
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test("init(error:) fails")
    func error() {
        let recorder = Recorder<Int, TestError>()
        SignalProducer<Int, TestError>(error: TestError("no")).start(recorder.record)
        #expect(recorder.events == [.failed(TestError("no"))])
    }

    @Test("init(result:) sends a success's value and completes, or fails with a failure's error")
    func result() {
        let success = Recorder<Int, TestError>()
        let failure = Recorder<Int, TestError>()
        SignalProducer<Int, TestError>(result: .success(1)).start(success.record)
        SignalProducer<Int, TestError>(result: .failure(TestError("no"))).start(failure.record)
        #expect(success.events == [.value(1), .completed])
        #expect(failure.events == [.failed(TestError("no"))])
    }

    @Test("init with a sequence sends each element in order, then completes")
    func sequence() {
        let recorder = Recorder<Int, Never>()
        SignalProducer<Int, Never>([1, 2, 3]).start(recorder.record)
        #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("init with a sequence stops sending when the start is disposed on the way")
    func sequenceStopsWhenDisposed() {
        let recorder = Recorder<Int, Never>()
        var pulled = 0
        let values = (1...1000).lazy.map { value -> Int in
            pulled += 1
            return value
        }
        SignalProducer<Int, Never>(values).startWithSignal { signal, interrupter in
            signal.observe { event in
                recorder.record(event)
                if event == .value(2) { interrupter.dispose() }
            }
        }
        #expect(recorder.events == [.value(1), .value(2), .interrupted])
        // The loop checks the lifetime right after each value, so it stops
        // without taking a third element from the sequence.
        #expect(pulled == 2)
    }

    @Test("init(values:) sends the values given, then completes")
    func values() {
        let recorder = Recorder<String, Never>()
        SignalProducer<String, Never>(values: "a", "b", "c").start(recorder.record)
        #expect(recorder.events == [.value("a"), .value("b"), .value("c"), .completed])
    }

    @Test("init with an action calls it on every start")
    func action() {
        var calls = 0
        let producer = SignalProducer<Int, Never> { () -> Int in
            calls += 1
            return calls * 10
        }
        #expect(calls == 0)
        let first = Recorder<Int, Never>()
        let second = Recorder<Int, Never>()
        producer.start(first.record)
        producer.start(second.record)
        #expect(first.events == [.value(10), .completed])
        #expect(second.events == [.value(20), .completed])
        #expect(calls == 2)
    }

    @Test("empty completes at once")
    func empty() {
        let recorder = Recorder<Int, Never>()
        SignalProducer<Int, Never>.empty.start(recorder.record)
        #expect(recorder.events == [.completed])
    }

    @Test("a producer made from a signal forwards the signal's events from the start on")
    func fromSignal() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let producer = SignalProducer(signal)
        input.send(value: 0)
        let recorder = Recorder<Int, Never>()
        producer.start(recorder.record)
        input.send(value: 1)
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test("disposing a start of a signal's producer stops observing without ending the signal")
    func fromSignalDispose() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let viaProducer = Recorder<Int, Never>()
        let direct = Recorder<Int, Never>()
        signal.observe(direct.record)
        let disposable = signal.producer.start(viaProducer.record)
        input.send(value: 1)
        disposable.dispose()
        input.send(value: 2)
        #expect(viaProducer.events == [.value(1), .interrupted])
        #expect(direct.events == [.value(1), .value(2)])
    }

    @Test("init with a Result action calls it on every start: a success sends its value and completes, a failure fails")
    func resultAction() {
        var results: [Result<Int, TestError>] = [.success(1), .failure(TestError("no"))]
        var calls = 0
        let producer = SignalProducer<Int, TestError> { () -> Result<Int, TestError> in
            calls += 1
            return results.removeFirst()
        }
        #expect(calls == 0)
        let first = Recorder<Int, TestError>()
        let second = Recorder<Int, TestError>()
        producer.start(first.record)
        producer.start(second.record)
        #expect(calls == 2)
        #expect(first.events == [.value(1), .completed])
        #expect(second.events == [.failed(TestError("no"))])
    }

    @Test("init with a throwing action (Error == Swift.Error) sends the value and completes, or fails with what it threw")
    func throwingAction() {
        var shouldThrow = false
        let producer = SignalProducer<Int, Swift.Error> {
            if shouldThrow { throw TestError("thrown") }
            return 7
        }
        var log: [String] = []
        producer.start { event in log.append("\(event)") }
        shouldThrow = true
        producer.startWithFailed { error in log.append("failed with \(error)") }
        #expect(log == ["VALUE 7", "COMPLETED", "failed with TestError(thrown)"])
    }

    @Test("the three action initialisers resolve without ambiguity")
    func actionOverloads() {
        // A closure returning Value: the plain action, whatever the error type.
        let plain = SignalProducer<Int, TestError> { 1 }
        let plainAnyError = SignalProducer<Int, Swift.Error> { 2 }
        // A closure returning a Result of the producer's types: the Result action.
        let result = SignalProducer<Int, TestError> { .success(3) }
        let resultAnyError = SignalProducer<Int, Swift.Error> { Result<Int, Swift.Error>.success(4) }
        // A closure that throws: the throwing action.
        let throwing = SignalProducer<Int, Swift.Error> { try Result<Int, Swift.Error>.success(5).get() }
        // A Value that is itself a Result: the plain action sends it as a value.
        let resultValue = SignalProducer<Result<Int, TestError>, Never> { .success(6) }
        var values: [String] = []
        plain.startWithResult { values.append("\($0)") }
        plainAnyError.startWithResult { values.append("\($0)") }
        result.startWithResult { values.append("\($0)") }
        resultAnyError.startWithResult { values.append("\($0)") }
        throwing.startWithResult { values.append("\($0)") }
        resultValue.startWithValues { values.append("value \($0)") }
        #expect(values == ["success(1)", "success(2)", "success(3)", "success(4)", "success(5)", "value success(6)"])
    }

    @Test("ProducedSignal is the signal each start creates")
    func producedSignal() {
        let producer = SignalProducer<Int, TestError>(value: 1)
        var events: [SignalProducer<Int, TestError>.ProducedSignal.Event] = []
        producer.startWithSignal { (signal: SignalProducer<Int, TestError>.ProducedSignal, _) in
            signal.observe { events.append($0) }
        }
        #expect(events == [.value(1), .completed])
    }
}
