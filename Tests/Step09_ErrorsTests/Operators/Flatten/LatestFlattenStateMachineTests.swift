import Testing
@testable import Step09_Errors

/// The machine alone: each test feeds it inputs and compares what it
/// answered.
@Suite struct LatestFlattenStateMachineTests {
    func describe(_ action: LatestFlattenStateMachine.Action) -> String {
        switch action {
        case .none: "none"
        case .complete: "complete"
        }
    }

    @Test("only the latest inner's end counts; the result completes when it and the outer stream have ended")
    func latestEndCounts() {
        var machine = LatestFlattenStateMachine()
        let first = machine.receiveInner()
        let second = machine.receiveInner()
        var asked: [String] = []
        asked.append(describe(machine.outerDidComplete()))
        asked.append(describe(machine.innerDidEnd(first!)))  // replaced: ignored
        asked.append(describe(machine.innerDidEnd(second!)))
        #expect(first != second)
        #expect(asked == ["none", "none", "complete"])
    }

    @Test("with no inner running, the outer stream's completion completes; after the result ends, nothing starts")
    func endings() {
        var machine = LatestFlattenStateMachine()
        let only = machine.receiveInner()
        var asked: [String] = []
        asked.append(describe(machine.innerDidEnd(only!)))
        asked.append(describe(machine.outerDidComplete()))
        #expect(asked == ["none", "complete"])

        var failed = LatestFlattenStateMachine()
        _ = failed.receiveInner()
        failed.resultDidEnd()
        let afterEnd = failed.receiveInner()
        #expect(afterEnd == nil)
    }
}
