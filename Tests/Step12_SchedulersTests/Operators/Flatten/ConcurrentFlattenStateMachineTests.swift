import Testing
@testable import Step12_Schedulers

/// The machine alone, with strings for inners: no signals, no threads. Each
/// test feeds it inputs and compares what it asked for, written as
/// `"start A#0"`, `"none"` or `"complete"`.
@Suite struct ConcurrentFlattenStateMachineTests {
    typealias Machine = ConcurrentFlattenStateMachine<String>

    func describe(_ action: Machine.Action) -> String {
        switch action {
        case .none: "none"
        case .start(let inner, let id): "start \(inner)#\(id)"
        case .complete: "complete"
        }
    }

    func describe(_ action: CompletionAction) -> String {
        switch action {
        case .none: "none"
        case .complete: "complete"
        }
    }

    @Test("inners start while there is room; beyond the limit they wait, and start in order as places free up")
    func queue() {
        var machine = Machine(limit: 2)
        var asked: [String] = []
        asked.append(describe(machine.receiveInner("A")))
        asked.append(describe(machine.innerDidStart(0)))
        asked.append(describe(machine.receiveInner("B")))
        asked.append(describe(machine.innerDidStart(1)))
        asked.append(describe(machine.receiveInner("C")))
        asked.append(describe(machine.receiveInner("D")))
        asked.append(describe(machine.innerDidEnd(1)))
        asked.append(describe(machine.innerDidStart(2)))
        asked.append(describe(machine.innerDidEnd(0)))
        asked.append(describe(machine.innerDidStart(3)))
        asked.append(describe(machine.outerDidComplete()))
        asked.append(describe(machine.innerDidEnd(2)))
        asked.append(describe(machine.innerDidEnd(3)))
        #expect(asked == [
            "start A#0", "none", "start B#1", "none", "none", "none",
            "start C#2", "none", "start D#3", "none", "none", "none", "complete",
        ])
        guard case .ended = machine.state else {
            Issue.record("expected ended, got \(machine.state)")
            return
        }
    }

    @Test("an inner that ends during its start hands its place on only once its start has returned")
    func endDuringStart() {
        var machine = Machine(limit: 1)
        var asked: [String] = []
        asked.append(describe(machine.receiveInner("A")))
        asked.append(describe(machine.innerDidEnd(0)))  // still starting: nothing yet
        asked.append(describe(machine.receiveInner("B")))  // A still holds the place
        asked.append(describe(machine.innerDidStart(0)))  // now B may start
        asked.append(describe(machine.outerDidComplete()))
        asked.append(describe(machine.innerDidEnd(1)))
        asked.append(describe(machine.innerDidStart(1)))
        #expect(asked == ["start A#0", "none", "none", "start B#1", "none", "none", "complete"])
    }

    @Test("the outer stream completing with nothing running completes at once; after the result ends, nothing starts")
    func endings() {
        var empty = Machine(limit: 1)
        #expect(describe(empty.outerDidComplete()) == "complete")

        var failed = Machine(limit: 1)
        var asked: [String] = []
        asked.append(describe(failed.receiveInner("A")))
        asked.append(describe(failed.innerDidStart(0)))
        asked.append(describe(failed.receiveInner("B")))
        // Nothing to interrupt: the running inners are in the result's
        // lifetime. The waiting inner goes with the state as it was, which
        // the owner lets go of outside its lock.
        #expect(failed.resultDidEnd().isEmpty)
        asked.append(describe(failed.innerDidEnd(0)))
        asked.append(describe(failed.receiveInner("C")))
        asked.append(describe(failed.outerDidComplete()))
        #expect(asked == ["start A#0", "none", "none", "none", "none", "none"])
    }
}
