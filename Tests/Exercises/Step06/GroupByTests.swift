// The tests of exercise 6.7 (stretch), `Exercises/Step06/GroupBy.swift`.
// Check it with `swift run learn check 6.7`.

import Step05_SignalProducer
import Testing
@testable import Step06_Exercises

@Suite("Exercise 6.7 (stretch): group(by:)")
struct Exercise06_07 {
    /// Lines written by the observers of a signal of groups.
    final class Log {
        var lines: [String] = []
    }

    /// Observes `groups`, and each group as it arrives, writing `group odd`
    /// for a new group, `odd got value(1)` for each event of group `odd`,
    /// and `groups got completed` for the terminal event of `groups`.
    func observe(_ groups: Signal<(key: String, values: Signal<Int, TestError>), TestError>, into log: Log) {
        groups.observe { event in
            if case .value(let group) = event {
                log.lines.append("group \(group.key)")
                group.values.observe { log.lines.append("\(group.key) got \($0)") }
            } else {
                log.lines.append("groups got \(event)")
            }
        }
    }

    func parity(_ number: Int) -> String {
        number.isMultiple(of: 2) ? "even" : "odd"
    }

    @Test("each new key sends a group before its first value; each value goes to its key's group; completion goes to the groups' signal, then to each group")
    func groupsAndCompletion() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let log = Log()
        observe(numbers.group(by: parity), into: log)
        for number in 1...4 {
            input.send(value: number)
        }
        input.sendCompleted()
        #expect(log.lines == [
            "group odd", "odd got VALUE 1",
            "group even", "even got VALUE 2",
            "odd got VALUE 3",
            "even got VALUE 4",
            "groups got COMPLETED", "odd got COMPLETED", "even got COMPLETED",
        ])
    }

    @Test("a key gets one group, however many values it has; groups come in the order their keys first appear")
    func oneGroupPerKey() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        var keys: [String] = []
        numbers.group(by: parity).observe { event in
            if case .value(let group) = event { keys.append(group.key) }
        }
        for number in [1, 3, 5, 2, 7, 4] {
            input.send(value: number)
        }
        #expect(keys == ["odd", "even"])
    }

    @Test("a failure goes to the groups' signal, then to every group")
    func failureReachesEveryGroup() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let log = Log()
        observe(numbers.group(by: parity), into: log)
        input.send(value: 2)
        input.send(value: 1)
        input.send(error: TestError("offline"))
        #expect(log.lines == [
            "group even", "even got VALUE 2",
            "group odd", "odd got VALUE 1",
            "groups got FAILED TestError(offline)",
            "even got FAILED TestError(offline)",
            "odd got FAILED TestError(offline)",
        ])
    }

    @Test("an interruption goes to the groups' signal, then to every group")
    func interruptionReachesEveryGroup() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let log = Log()
        observe(numbers.group(by: parity), into: log)
        input.send(value: 1)
        input.sendInterrupted()
        #expect(log.lines == ["group odd", "odd got VALUE 1", "groups got INTERRUPTED", "odd got INTERRUPTED"])
    }

    @Test("a producer's group(by:) groups the values of every start afresh")
    func producerGroups() {
        let log = Log()
        let producer = SignalProducer<Int, TestError>([1, 2, 3]).group(by: parity)
        for _ in 1...2 {
            producer.startWithSignal { groups, _ in observe(groups, into: log) }
        }
        let oneStart = [
            "group odd", "odd got VALUE 1",
            "group even", "even got VALUE 2",
            "odd got VALUE 3",
            "groups got COMPLETED", "odd got COMPLETED", "even got COMPLETED",
        ]
        #expect(log.lines == oneStart + oneStart)
    }

    @Test("disposing a start of the producer interrupts it and its groups, then the start underneath")
    func disposingInterruptsUpstream() {
        let log = Log()
        var input: Signal<Int, TestError>.Observer?
        let upstream = SignalProducer<Int, TestError> { observer, lifetime in
            input = observer
            lifetime.observeEnded { log.lines.append("upstream ended") }
        }
        let start = upstream.group(by: parity).startWithSignal { groups, interrupter in
            observe(groups, into: log)
            return interrupter
        }
        input?.send(value: 1)
        start.dispose()
        #expect(log.lines == ["group odd", "odd got VALUE 1", "groups got INTERRUPTED", "odd got INTERRUPTED", "upstream ended"])
    }

    @Test("when the signal of groups ends, it stops observing its source and releases the key closure")
    func releasesOnTermination() {
        weak var released: Tracked?
        let (numbers, input) = Signal<Int, Never>.pipe()
        var groups = 0
        do {
            let tracked = Tracked()
            released = tracked
            numbers.group { number -> Int in
                _ = tracked
                return number % 3
            }
            .observeValues { _ in groups += 1 }
        }
        input.send(value: 1)
        let aliveBeforeTheEnd = released != nil
        input.sendCompleted()
        #expect(aliveBeforeTheEnd == true)
        #expect(released == nil)
        #expect(groups == 1)
    }
}
