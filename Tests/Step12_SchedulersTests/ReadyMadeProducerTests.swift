import Testing
@testable import Step12_Schedulers

/// Ready-made producers (`init(value:)`, a sequence, `empty`...) skip the
/// signal when started with `start`: their work runs straight into the
/// observer. These tests pin down that nobody can tell the difference.
@Suite struct ReadyMadeProducerTests {
    /// Each ready-made producer, with the events it must send.
    static func cases() -> [(name: String, producer: SignalProducer<Int, TestError>, events: [Event<Int, TestError>])] {
        [
        ("value", SignalProducer(value: 1), [.value(1), .completed]),
        ("error", SignalProducer(error: TestError("no")), [.failed(TestError("no"))]),
        ("success", SignalProducer(result: .success(2)), [.value(2), .completed]),
        ("failure", SignalProducer(result: .failure(TestError("no"))), [.failed(TestError("no"))]),
        ("sequence", SignalProducer([3, 4, 5]), [.value(3), .value(4), .value(5), .completed]),
        ("values", SignalProducer(values: 6, 7), [.value(6), .value(7), .completed]),
        ("action", SignalProducer { 8 }, [.value(8), .completed]),
        ("result action", SignalProducer { () -> Result<Int, TestError> in .failure(TestError("r")) }, [.failed(TestError("r"))]),
        ("empty", SignalProducer.empty, [.completed]),
        ]
    }

    @Test("start and startWithSignal deliver the same events for every ready-made producer", arguments: ["value", "error", "success", "failure", "sequence", "values", "action", "result action", "empty"])
    func sameEventsEitherWay(name: String) throws {
        let (_, producer, expected) = try #require(Self.cases().first { $0.name == name })
        let direct = Recorder<Int, TestError>()
        let throughSignal = Recorder<Int, TestError>()
        producer.start(direct.record)
        producer.startWithSignal { signal, _ in signal.observe(throughSignal.record) }
        #expect(direct.events == expected)
        #expect(throughSignal.events == expected)
    }

    @Test("start returns an already-disposed disposable for a ready-made producer, which has finished by then")
    func disposableAfterReadyMadeStart() {
        let recorder = Recorder<Int, TestError>()
        let disposable = SignalProducer<Int, TestError>(value: 1).start(recorder.record)
        #expect(disposable.isDisposed)
        disposable.dispose()
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test("each start of a ready-made producer runs its work again")
    func workRunsOnEveryStart() {
        var calls = 0
        let producer = SignalProducer<Int, Never> { () -> Int in
            calls += 1
            return calls
        }
        var values: [Int] = []
        producer.startWithValues { values.append($0) }
        producer.startWithSignal { signal, _ in signal.observeValues { values.append($0) } }
        producer.startWithValues { values.append($0) }
        #expect(values == [1, 2, 3])
    }
}
