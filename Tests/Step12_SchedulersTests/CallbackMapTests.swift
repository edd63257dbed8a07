import Dispatch
import Testing
@testable import Step12_Schedulers

@Suite struct CallbackMapTests {
    @Test("mapWithCallback delivers the transformed value to the receiver")
    func deliversTransformedValue() {
        let event: Event<String, TestError> = .value("test")
        let recorder = Recorder<Int, TestError>()
        event.mapWithCallback { (text: String, deliver: (Int) -> Void) in deliver(text.count) }(recorder.record)
        #expect(recorder.events == [.value(4)])
    }

    @Test("mapWithCallback does nothing until it is given a receiver")
    func isLazy() {
        var calls = 0
        let event: Event<Int, TestError> = .value(1)
        let start = event.mapWithCallback { (value: Int, deliver: (Int) -> Void) in
            calls += 1
            deliver(value)
        }
        #expect(calls == 0)
        start { _ in }
        #expect(calls == 1)
        start { _ in }
        #expect(calls == 2)
    }

    @Test("mapWithCallback passes terminal events through without calling the transform")
    func passesTerminalEventsThrough() {
        let events: [Event<Int, TestError>] = [.failed(TestError("x")), .completed, .interrupted]
        // Three separate events, not one stream: each may be terminal.
        let recorder = Recorder<String, TestError>(allowsGrammarViolations: true)
        var calls = 0
        for event in events {
            event.mapWithCallback { (value: Int, deliver: (String) -> Void) in
                calls += 1
                deliver("\(value)")
            }(recorder.record)
        }
        #expect(calls == 0)
        #expect(recorder.events == [.failed(TestError("x")), .completed, .interrupted])
    }

    @Test("mapWithCallback lets the transform deliver later, on another thread")
    func deliversLaterOnAnotherThread() async {
        let event: Event<Int, TestError> = .value(20)
        let recorder = Recorder<Int, TestError>()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            event.mapWithCallback { (value: Int, deliver: @escaping (Int) -> Void) in
                let deliverLater = UncheckedTransfer(deliver)
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) {
                    deliverLater.value(value + 1)
                }
            }({ mapped in
                recorder.record(mapped)
                done.resume()
            })
            #expect(recorder.events.isEmpty)
        }
        #expect(recorder.events == [.value(21)])
    }
}
