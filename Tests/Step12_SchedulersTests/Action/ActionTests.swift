import Foundation
import Testing
@testable import Step12_Schedulers

@Suite struct ActionTests {
    @Test("apply runs the work with its input; every run's events reach events, values and completed")
    func appliesTheWork() {
        let double = Action<Int, Int, TestError> { SignalProducer(value: $0 * 2) }
        let events = Recorder<Signal<Int, TestError>.Event, Never>()
        let values = Recorder<Int, Never>()
        let completions = Recorder<(), Never>()
        double.events.observe(events.record)
        double.values.observe(values.record)
        double.completed.observe(completions.record)
        let run = Recorder<Int, ActionError<TestError>>()
        double.apply(3).start(run.record)
        double.apply(4).start()
        #expect(run.events == [.value(6), .completed])
        #expect(events.values == [.value(6), .completed, .value(8), .completed])
        #expect(values.values == [6, 8])
        #expect(completions.events.count == 2)
    }

    @Test("isExecuting is true while a run goes on, and isEnabled false; both come back when it ends")
    func executingAndEnabled() {
        let (work, workInput) = Signal<Int, TestError>.pipe()
        let action = Action<(), Int, TestError> { SignalProducer(work) }
        let executing = Recorder<Bool, Never>()
        let enabled = Recorder<Bool, Never>()
        action.isExecuting.producer.start(executing.record)
        action.isEnabled.producer.start(enabled.record)
        action.apply().start()
        #expect(action.isExecuting.value)
        #expect(!action.isEnabled.value)
        workInput.sendCompleted()
        #expect(executing.values == [false, true, false])
        #expect(enabled.values == [true, false, true])
    }

    @Test("a start while a run goes on fails with disabled, and disabledErrors sends")
    func disabledWhileExecuting() {
        let action = Action<(), Int, TestError> { SignalProducer.never }
        let disabled = Recorder<(), Never>()
        action.disabledErrors.observe(disabled.record)
        action.apply().start()
        let second = Recorder<Int, ActionError<TestError>>()
        action.apply().start(second.record)
        #expect(second.events == [.failed(.disabled)])
        #expect(disabled.events.count == 1)
    }

    @Test("enabledIf: the action runs only while the property holds true")
    func enabledIf() {
        let isAllowed = MutableProperty(false)
        let action = Action<Int, Int, TestError>(enabledIf: isAllowed) { SignalProducer(value: $0) }
        let refused = Recorder<Int, ActionError<TestError>>()
        action.apply(1).start(refused.record)
        #expect(refused.events == [.failed(.disabled)])
        isAllowed.value = true
        #expect(action.isEnabled.value)
        let accepted = Recorder<Int, ActionError<TestError>>()
        action.apply(2).start(accepted.record)
        #expect(accepted.events == [.value(2), .completed])
    }

    @Test("state: the work gets the state's latest value, and the condition is asked of it")
    func state() {
        let name = MutableProperty("")
        let greet = Action<String, String, TestError>(state: name, enabledIf: { !$0.isEmpty }) { name, greeting in
            SignalProducer(value: "\(greeting), \(name)")
        }
        #expect(!greet.isEnabled.value)
        name.value = "Ada"
        let run = Recorder<String, ActionError<TestError>>()
        greet.apply("hello").start(run.record)
        #expect(run.events == [.value("hello, Ada"), .completed])
    }

    @Test("unwrapping: enabled while the state holds a value, which the work gets")
    func unwrapping() {
        let token = MutableProperty<String?>(nil)
        let fetch = Action<(), String, TestError>(unwrapping: token) { token in SignalProducer(value: "with \(token)") }
        #expect(!fetch.isEnabled.value)
        token.value = "abc"
        let run = Recorder<String, ActionError<TestError>>()
        fetch.apply().start(run.record)
        #expect(run.events == [.value("with abc"), .completed])
    }

    @Test("a failure of the work arrives as producerFailed, and on errors as itself")
    func failure() {
        let action = Action<(), Int, TestError> { SignalProducer(error: TestError("offline")) }
        let errors = Recorder<TestError, Never>()
        action.errors.observe(errors.record)
        let run = Recorder<Int, ActionError<TestError>>()
        action.apply().start(run.record)
        #expect(run.events == [.failed(.producerFailed(TestError("offline")))])
        #expect(errors.values == [TestError("offline")])
        #expect(!action.isExecuting.value)
    }

    @Test("disposing a start interrupts its run, and the action is enabled again")
    func disposal() {
        var interrupted = false
        let action = Action<(), Int, TestError> { SignalProducer.never.on(interrupted: { interrupted = true }) }
        let events = Recorder<Signal<Int, TestError>.Event, Never>()
        action.events.observe(events.record)
        let start = action.apply().start()
        start.dispose()
        #expect(interrupted)
        #expect(events.values == [.interrupted])
        #expect(!action.isExecuting.value)
        #expect(action.isEnabled.value)
    }

    @Test("bindingTarget: each value bound applies the action and starts it")
    func binding() {
        let action = Action<Int, Int, TestError> { SignalProducer(value: $0 + 1) }
        let values = Recorder<Int, Never>()
        action.values.observe(values.record)
        let (taps, tap) = Signal<Int, Never>.pipe()
        action <~ taps
        tap.send(value: 1)
        tap.send(value: 2)
        #expect(values.values == [2, 3])
    }

    @Test("the action's signals complete when it goes, and it keeps its state property alive until then")
    func deinitCompletes() {
        weak var weakState: MutableProperty<Bool>?
        let events = Recorder<Signal<Int, TestError>.Event, Never>()
        let disabled = Recorder<(), Never>()
        do {
            let state = MutableProperty(true)
            weakState = state
            let action = Action<(), Int, TestError>(enabledIf: state) { SignalProducer(value: 1) }
            action.events.observe(events.record)
            action.disabledErrors.observe(disabled.record)
            _ = action
        }
        #expect(events.events == [.completed])
        #expect(disabled.events.count == 1 && disabled.events.first?.isCompleted == true)
        #expect(weakState == nil)
    }

    @Test("an observer of isExecuting may apply the action again as the run ends: the second run follows, no deadlock")
    func applyFromAnObserver() throws {
        let observed = try #require(inTime {
            let action = Action<Int, Int, TestError> { SignalProducer(value: $0) }
            let values = Recorder<Int, Never>()
            action.values.observe(values.record)
            var again = true
            action.isExecuting.signal.observeValues { isExecuting in
                if !isExecuting && again {
                    again = false
                    action.apply(2).start()
                }
            }
            action.apply(1).start()
            return (values: values.values, isExecuting: action.isExecuting.value, isEnabled: action.isEnabled.value)
        }, deadlockMessage)
        #expect(observed.values == [1, 2])
        #expect(!observed.isExecuting)
        #expect(observed.isEnabled)
    }

    @Test("an action whose executing state feeds its own condition does not deadlock (ReactiveSwift's ActionSpec)")
    func executingFeedsTheCondition() throws {
        let observed = try #require(inTime {
            let enabled = MutableProperty(false)
            let action = Action<Int, Int, TestError>(enabledIf: enabled) { _ in SignalProducer.never }
            enabled <~ action.isExecuting.negate()
            var states = [(enabled.value, action.isEnabled.value, action.isExecuting.value)]
            let run = action.apply(0).start()
            states.append((enabled.value, action.isEnabled.value, action.isExecuting.value))
            run.dispose()
            states.append((enabled.value, action.isEnabled.value, action.isExecuting.value))
            return states.map { "\($0) \($1) \($2)" }
        }, deadlockMessage)
        #expect(observed == ["true true false", "false false true", "true true false"])
    }

    @Test("an action whose enabled state feeds its own condition does not deadlock (ReactiveSwift's ActionSpec)")
    func enabledFeedsTheCondition() throws {
        let observed = try #require(inTime {
            let enabled = MutableProperty(false)
            let action = Action<Int, Int, TestError>(enabledIf: enabled) { _ in SignalProducer.never }
            var isFirstResponder = false
            action.isEnabled.producer
                .compactMap { isActionEnabled in !isActionEnabled && isFirstResponder ? () : nil }
                .startWithValues { _ in enabled.value = false }
            enabled.value = true
            var states = [(enabled.value, action.isEnabled.value, action.isExecuting.value)]
            isFirstResponder = true
            let run = action.apply(0).start()
            states.append((enabled.value, action.isEnabled.value, action.isExecuting.value))
            run.dispose()
            states.append((enabled.value, action.isEnabled.value, action.isExecuting.value))
            enabled.value = true
            states.append((enabled.value, action.isEnabled.value, action.isExecuting.value))
            return states.map { "\($0) \($1) \($2)" }
        }, deadlockMessage)
        #expect(observed == ["true true false", "false false true", "false false false", "true true false"])
    }

    @Test("an action applied twice, whose values make actions of their own, followed with flatMap(.latest), does not deadlock (ReactiveSwift's ActionSpec)")
    func nestedActionsDoNotDeadlock() {
        final class ViewModel {
            let next = Action<(), (), Never> { _ in SignalProducer(value: ()) }
        }
        let values = inTime {
            let first = Action<(), ViewModel, Never> { _ in SignalProducer(value: ViewModel()) }
            let values = Recorder<ViewModel, Never>()
            first.values.observe(values.record)
            first.values
                .flatMap(.latest) { model in model.next.values.map { _ in model } }
                .observeValues { _ in }
            first.apply().start()
            first.apply().start()
            return values.values.count
        }
        #expect(values == 2, deadlockMessage)
    }

    @Test("an observer of isExecuting's producer that changes the state property runs once, not in a loop (ReactiveSwift's ActionSpec)")
    func noLoop() {
        let condition = MutableProperty(1)
        let action = Action<Void, Void, Never>(state: condition, enabledIf: { $0 == 0 }) { _, _ in .empty }
        var count = 0
        action.isExecuting.producer.startWithValues { _ in
            condition.value = 10
            count += 1
        }
        #expect(count == 1)
        #expect(!action.isEnabled.value)
    }

    @Test("applying from the observer that a start of isExecuting.producer sends its first value to stops the program (chapter 10's rule; ReactiveSwift nests it)")
    func applyFromAStartsFirstValue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let action = Action<Int, Int, Never> { SignalProducer(value: $0) }
            action.isExecuting.producer.startWithValues { isExecuting in
                if !isExecuting { action.apply(1).start() }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("MutableProperty<Bool>: its value was set while one of its values was being delivered"))
    }

    @Test("ActionError is Equatable when its error is")
    func equatable() {
        #expect(ActionError<TestError>.disabled == .disabled)
        #expect(ActionError.producerFailed(TestError("a")) == .producerFailed(TestError("a")))
        #expect(ActionError.producerFailed(TestError("a")) != .disabled)
    }
}

@Suite struct ActionConcurrencyTests {
    @Test("many threads applying at once: one run at a time; every start either runs or is refused")
    func applyFromManyThreads() {
        let running = Locked(0)
        let overlaps = Locked(0)
        let action = Action<Int, Int, Never> { value in
            SignalProducer { observer, _ in
                if running.withLock({ $0 += 1; return $0 }) > 1 { overlaps.withLock { $0 += 1 } }
                observer.send(value: value)
                running.withLock { $0 -= 1 }
                observer.sendCompleted()
            }
        }
        let ran = Locked(0)
        let refused = Locked(0)
        // The action and the counters are safe from any thread; the
        // compiler cannot see it.
        let shared = UncheckedTransfer((action: action, ran: ran, refused: refused))
        DispatchQueue.concurrentPerform(iterations: 4_000) { index in
            shared.value.action.apply(index).start { event in
                switch event {
                case .completed: shared.value.ran.withLock { $0 += 1 }
                case .failed(.disabled): shared.value.refused.withLock { $0 += 1 }
                default: break
                }
            }
        }
        #expect(overlaps.withLock { $0 } == 0)
        #expect(ran.withLock { $0 } + refused.withLock { $0 } == 4_000)
        #expect(ran.withLock { $0 } > 0)
        #expect(!action.isExecuting.value)
        #expect(action.isEnabled.value)
    }
}
