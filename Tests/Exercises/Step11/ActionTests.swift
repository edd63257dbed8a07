// The tests of exercise 11.3, `Exercises/Step11/Action.swift`.
// Check it with `swift run learn check 11.3`.

import Foundation
import Step10_Properties
import Testing
@testable import Step11_Exercises

@Suite("Exercise 11.3: Action.apply's enabled check and isExecuting")
struct Exercise11_03 {
    // MARK: Running

    @Test("apply runs nothing until its producer is started; each start runs the work with the input, and values hears every run")
    func appliesTheWork() {
        var runs: [Int] = []
        let double = Action<Int, Int, NamedError> { input in
            runs.append(input)
            return SignalProducer(value: input * 2)
        }
        let values = ContractChecker<Int, Never>()
        values.observe(double.values)
        let applied = double.apply(3)
        #expect(runs == [])
        #expect(checkedEvents(of: applied) == [.value(6), .completed])
        double.apply(4).start()
        #expect(runs == [3, 4])
        #expect(values.events == [.value(6), .value(8)])
    }

    @Test("isExecuting is true while a run goes on, and isEnabled false; both come back when it ends")
    func executingAndEnabled() {
        let (work, workInput) = Signal<Int, NamedError>.pipe()
        let action = Action<(), Int, NamedError> { SignalProducer(work) }
        let executing = ContractChecker<Bool, Never>()
        let enabled = ContractChecker<Bool, Never>()
        executing.start(action.isExecuting.producer)
        enabled.start(action.isEnabled.producer)
        action.apply(()).start()
        #expect(action.isExecuting.value)
        #expect(!action.isEnabled.value)
        workInput.sendCompleted()
        #expect(executing.values == [false, true, false])
        #expect(enabled.values == [true, false, true])
        #expect(!action.isExecuting.value)
        #expect(action.isEnabled.value)
    }

    @Test("isExecuting turns true before the work runs, and false after its last event")
    func executingAroundTheWork() {
        let log = Log()
        var action: Action<String, String, NamedError>!
        action = Action { name in
            log.lines.append("work, executing: \(action.isExecuting.value)")
            return SignalProducer(value: "welcome, \(name)")
        }
        action.isExecuting.signal.observeValues { log.lines.append("executing: \($0)") }
        action.values.observeValues { log.lines.append($0) }
        action.apply("Ada").start()
        #expect(log.lines == ["executing: true", "work, executing: true", "welcome, Ada", "executing: false"])
    }

    // MARK: Refused

    @Test("a start while a run goes on fails at once with disabled, and nothing runs")
    func disabledWhileExecuting() {
        var runs = 0
        let action = Action<(), Int, NamedError> { _ in
            runs += 1
            return SignalProducer.never
        }
        action.apply(()).start()
        let second = ContractChecker<Int, ActionError<NamedError>>()
        second.start(action.apply(()))
        #expect(second.events == [.failed(.disabled)])
        #expect(runs == 1)
        expectNoViolations(second)
    }

    @Test("enabledIf: the action runs only while the property holds true, and isEnabled follows it")
    func enabledIf() {
        let isAllowed = MutableProperty(false)
        var runs = 0
        let action = Action<Int, Int, NamedError>(enabledIf: isAllowed) { input in
            runs += 1
            return SignalProducer(value: input)
        }
        #expect(!action.isEnabled.value)
        #expect(checkedEvents(of: action.apply(1)) == [.failed(.disabled)])
        #expect(runs == 0)
        isAllowed.value = true
        #expect(action.isEnabled.value)
        #expect(checkedEvents(of: action.apply(2)) == [.value(2), .completed])
        isAllowed.value = false
        #expect(!action.isEnabled.value)
        #expect(runs == 1)
    }

    @Test("the condition turning false during a run: isEnabled stays false after the run ends")
    func conditionChangesDuringARun() {
        let isAllowed = MutableProperty(true)
        let (work, workInput) = Signal<Int, NamedError>.pipe()
        let action = Action<(), Int, NamedError>(enabledIf: isAllowed) { SignalProducer(work) }
        let enabled = ContractChecker<Bool, Never>()
        enabled.start(action.isEnabled.producer)
        action.apply(()).start()
        isAllowed.value = false
        workInput.sendCompleted()
        #expect(enabled.values == [true, false])
        #expect(!action.isExecuting.value)
        isAllowed.value = true
        #expect(enabled.values == [true, false, true])
    }

    // MARK: Failure and disposal

    @Test("a failure of the work reaches the start as producerFailed and errors as itself; the action is enabled again")
    func failure() {
        let action = Action<(), Int, NamedError> { SignalProducer(error: NamedError("offline")) }
        let errors = ContractChecker<NamedError, Never>()
        errors.observe(action.errors)
        #expect(checkedEvents(of: action.apply(())) == [.failed(.producerFailed(NamedError("offline")))])
        #expect(errors.events == [.value(NamedError("offline"))])
        #expect(!action.isExecuting.value)
        #expect(action.isEnabled.value)
    }

    @Test("disposing a start interrupts its run, and the action is enabled again")
    func disposal() {
        var interrupted = false
        let action = Action<(), Int, NamedError> { SignalProducer.never.on(interrupted: { interrupted = true }) }
        let run = ContractChecker<Int, ActionError<NamedError>>()
        let start = run.start(action.apply(()))
        #expect(action.isExecuting.value)
        start.dispose()
        #expect(interrupted)
        #expect(run.events == [.interrupted])
        #expect(!action.isExecuting.value)
        #expect(action.isEnabled.value)
    }

    @Test("values and errors complete when the action goes")
    func deinitCompletes() {
        let values = ContractChecker<Int, Never>()
        let errors = ContractChecker<NamedError, Never>()
        do {
            let action = Action<(), Int, NamedError> { SignalProducer(value: 1) }
            values.observe(action.values)
            errors.observe(action.errors)
            action.apply(()).start()
        }
        #expect(values.events == [.value(1), .completed])
        #expect(errors.events == [.completed])
    }

    // MARK: Re-entry and threads

    @Test("an observer of isExecuting applies the action again as the run ends: the second run follows, with no hang and no stop")
    func applyFromAnObserver() async {
        // In a process of its own: a MutableProperty set from inside its own
        // delivery stops the program, and that must not stop the other tests.
        await #expect(processExitsWith: .success) {
            let outcome = inTime(seconds: 10) { () -> ([Int], Bool, Bool) in
                let action = Action<Int, Int, NamedError> { SignalProducer(value: $0) }
                var values: [Int] = []
                action.values.observeValues { values.append($0) }
                var again = true
                action.isExecuting.signal.observeValues { isExecuting in
                    if !isExecuting && again {
                        again = false
                        action.apply(2).start()
                    }
                }
                action.apply(1).start()
                return (values, action.isExecuting.value, action.isEnabled.value)
            }
            guard let outcome else {
                print("the scenario did not finish in time")
                exit(2)
            }
            guard outcome.0 == [1, 2], !outcome.1, outcome.2 else {
                print("values \(outcome.0), isExecuting \(outcome.1), isEnabled \(outcome.2); expected [1, 2], false, true")
                exit(1)
            }
        }
    }

    @Test("many threads applying at once: one run at a time; every start either runs or is refused")
    func applyFromManyThreads() throws {
        let outcome = try #require(inTime(seconds: 60) { () -> (runs: Int, overlaps: Int, ran: Int, refused: Int, isExecuting: Bool, isEnabled: Bool) in
            let runs = Counter()
            let overlaps = Counter()
            let ran = Counter()
            let refused = Counter()
            let lock = NSLock()
            var inside = 0
            let action = Action<Int, Int, Never> { value in
                SignalProducer { observer, _ in
                    runs.increment()
                    lock.lock()
                    inside += 1
                    if inside > 1 { overlaps.increment() }
                    lock.unlock()
                    observer.send(value: value)
                    lock.lock()
                    inside -= 1
                    lock.unlock()
                    observer.sendCompleted()
                }
            }
            let shared = UncheckedTransfer(action)
            DispatchQueue.concurrentPerform(iterations: 4_000) { index in
                shared.value.apply(index).start { event in
                    switch event {
                    case .completed: ran.increment()
                    case .failed(.disabled): refused.increment()
                    default: break
                    }
                }
            }
            return (runs.value, overlaps.value, ran.value, refused.value, action.isExecuting.value, action.isEnabled.value)
        }, deadlockMessage)
        #expect(outcome.overlaps == 0, "two runs overlapped")
        #expect(outcome.ran + outcome.refused == 4_000)
        #expect(outcome.ran > 0)
        #expect(outcome.runs == outcome.ran, "a start completed without running the work, or the work ran for a refused start")
        #expect(!outcome.isExecuting)
        #expect(outcome.isEnabled)
    }
}
