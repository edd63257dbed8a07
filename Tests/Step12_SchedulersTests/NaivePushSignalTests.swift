import Testing
@testable import Step12_Schedulers

/// Each test pins down one way the naive signal of chapter 2 goes wrong.
@Suite struct NaivePushSignalTests {
    @Test("the naive signal works for the push and pull post's example: map a string to its length")
    func pushAndPullPostExample() {
        let signal = NaivePushSignal<String, Never>()
        let recorder = Recorder<Int, Never>()
        signal.map { $0.count }.subscribe(recorder.record)
        signal.update(.value("test"))
        #expect(recorder.events == [.value(4)])
    }

    @Test("problem 1: a late subscriber is handed an old event as if it had just happened")
    func replaysToLateSubscribers() {
        let signal = NaivePushSignal<Int, Never>()
        let early = Recorder<Int, Never>()
        let late = Recorder<Int, Never>()
        signal.subscribe(early.record)
        signal.update(.value(1))
        signal.update(.value(2))
        signal.subscribe(late.record)
        #expect(early.events == [.value(1), .value(2)])
        #expect(late.events == [.value(2)])
    }

    @Test("problem 2: events keep flowing after the stream has ended")
    func deliversAfterTermination() {
        let signal = NaivePushSignal<Int, Never>()
        let recorder = Recorder<Int, Never>(allowsGrammarViolations: true)
        signal.subscribe(recorder.record)
        signal.update(.completed)
        signal.update(.value(1))
        #expect(recorder.events == [.completed, .value(1)])
        #expect(recorder.grammarViolation?.index == 1)
    }

    @Test("problem 3: a subscription can never be stopped, and its callback is kept for ever")
    func keepsCallbacksForever() {
        final class Screen {}
        let signal = NaivePushSignal<Int, Never>()
        weak var weakScreen: Screen?
        do {
            let screen = Screen()
            weakScreen = screen
            signal.subscribe { _ in _ = screen }
        }
        signal.update(.completed)
        #expect(weakScreen != nil)
    }

    @Test("problem 4: a subscriber that arrives after the end is told the stream completed, as if it had seen it all")
    func lateSubscriberAfterEnd() {
        let signal = NaivePushSignal<Int, Never>()
        signal.update(.value(1))
        signal.update(.completed)
        let late = Recorder<Int, Never>()
        signal.subscribe(late.record)
        #expect(late.events == [.completed])
    }
}
