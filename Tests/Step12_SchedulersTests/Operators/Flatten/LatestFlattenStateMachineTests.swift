import Testing
@testable import Step12_Schedulers

/// The machine alone: each test feeds it inputs and compares what it
/// answered, interrupters included.
@Suite struct LatestFlattenStateMachineTests {
    func describe(_ action: CompletionAction) -> String {
        switch action {
        case .none: "none"
        case .complete: "complete"
        }
    }

    @Test("each inner, as it starts, hands back the interrupter of the one it replaces; only the latest inner's end counts")
    func latestEndCounts() {
        var machine = LatestFlattenStateMachine()
        let firstInterrupter = AnyDisposable {}
        let secondInterrupter = AnyDisposable {}
        let first = machine.receiveInner()!
        let replacedByFirst = machine.innerWillStart(first, interrupter: firstInterrupter)
        let second = machine.receiveInner()!
        let replacedBySecond = machine.innerWillStart(second, interrupter: secondInterrupter)
        var asked: [String] = []
        asked.append(describe(machine.outerDidComplete()))
        asked.append(describe(machine.innerDidEnd(first)))  // replaced: ignored
        asked.append(describe(machine.innerDidEnd(second)))
        #expect(first != second)
        #expect(replacedByFirst == nil)
        #expect(replacedBySecond === firstInterrupter)
        #expect(asked == ["none", "none", "complete"])
    }

    @Test("with no inner running, the outer stream's completion completes; the result's end interrupts the latest, and nothing starts after it")
    func endings() {
        var machine = LatestFlattenStateMachine()
        let only = machine.receiveInner()!
        _ = machine.innerWillStart(only, interrupter: AnyDisposable {})
        var asked: [String] = []
        asked.append(describe(machine.innerDidEnd(only)))
        asked.append(describe(machine.outerDidComplete()))
        #expect(asked == ["none", "complete"])

        var failed = LatestFlattenStateMachine()
        let running = AnyDisposable {}
        let id = failed.receiveInner()!
        _ = failed.innerWillStart(id, interrupter: running)
        let interrupted = failed.resultDidEnd()
        #expect(interrupted.count == 1 && interrupted.first === running)
        #expect(failed.receiveInner() == nil)
    }

    @Test("an inner that arrived before the result ended is interrupted as it starts")
    func startAfterEnd() {
        var machine = LatestFlattenStateMachine()
        let id = machine.receiveInner()!
        #expect(machine.resultDidEnd().isEmpty)
        let late = AnyDisposable {}
        #expect(machine.innerWillStart(id, interrupter: late) === late)
    }
}
