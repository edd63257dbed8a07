import Testing
@testable import Step12_Schedulers

@Suite struct ObserverTests {
    @Test("each send method sends its own kind of event to the action")
    func sendMethods() {
        let recorder = Recorder<Int, TestError>(allowsGrammarViolations: true)
        let observer = Signal<Int, TestError>.Observer(recorder.record)
        observer.send(value: 1)
        observer.send(.value(2))
        observer.send(error: TestError("a"))
        observer.sendCompleted()
        observer.sendInterrupted()
        // An observer on its own does not enforce the grammar: the signal does.
        #expect(recorder.events == [.value(1), .value(2), .failed(TestError("a")), .completed, .interrupted])
    }

    @Test("the closure initialiser calls the closure for each kind of event")
    func closureInitialiser() {
        var log: [String] = []
        let observer = Signal<Int, TestError>.Observer(
            value: { log.append("value \($0)") },
            failed: { log.append("failed \($0)") },
            completed: { log.append("completed") },
            interrupted: { log.append("interrupted") }
        )
        observer.send(value: 1)
        observer.send(error: TestError("a"))
        observer.sendCompleted()
        observer.sendInterrupted()
        #expect(log == ["value 1", "failed TestError(a)", "completed", "interrupted"])
    }

    @Test("the closure initialiser ignores events without a closure")
    func missingClosuresAreIgnored() {
        var values: [Int] = []
        let observer = Signal<Int, TestError>.Observer(value: { values.append($0) })
        observer.send(value: 1)
        observer.sendCompleted()
        observer.sendInterrupted()
        observer.send(error: TestError())
        #expect(values == [1])
    }

    @Test("a listening observer does not send anything when it is released")
    func listenerDoesNotInterruptOnRelease() {
        let recorder = Recorder<Int, Never>()
        var observer: Signal<Int, Never>.Observer? = .init(recorder.record)
        _ = observer
        observer = nil
        #expect(recorder.events.isEmpty)
    }
}
