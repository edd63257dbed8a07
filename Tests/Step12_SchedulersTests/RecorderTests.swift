import Testing
@testable import Step12_Schedulers

/// The recorder is used by the tests of every step, so it is tested too.
@Suite struct RecorderTests {
    @Test("the recorder keeps events in order and extracts values")
    func recordsInOrder() {
        let recorder = Recorder<Int, TestError>()
        recorder.record(.value(1))
        recorder.record(.value(2))
        recorder.record(.completed)
        #expect(recorder.events == [.value(1), .value(2), .completed])
        #expect(recorder.values == [1, 2])
        #expect(recorder.grammarViolation == nil)
    }

    @Test("the recorder notices an event after a terminal event")
    func noticesGrammarViolations() {
        let recorder = Recorder<Int, TestError>(allowsGrammarViolations: true)
        recorder.record(.interrupted)
        recorder.record(.value(1))
        #expect(recorder.grammarViolation?.index == 1)
    }
}
