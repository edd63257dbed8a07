import Testing
@testable import Step12_Schedulers

/// The machine alone: each test feeds it inputs and compares what it
/// answered.
@Suite struct ThrottleFlattenStateMachineTests {
    func describe(_ action: CompletionAction) -> String {
        switch action {
        case .none: "none"
        case .complete: "complete"
        }
    }

    @Test("an inner starts only when none runs; the result completes when the outer stream and the running inner have")
    func oneAtATime() {
        var machine = ThrottleFlattenStateMachine()
        let starts = [machine.receiveInner(), machine.receiveInner()]
        let afterFirst = describe(machine.innerDidComplete())
        let third = machine.receiveInner()
        let asked = [describe(machine.outerDidComplete()), describe(machine.innerDidComplete())]
        #expect(starts == [true, false])
        #expect(afterFirst == "none")
        #expect(third)
        #expect(asked == ["none", "complete"])

        var empty = ThrottleFlattenStateMachine()
        #expect(describe(empty.outerDidComplete()) == "complete")
        var ended = ThrottleFlattenStateMachine()
        #expect(ended.resultDidEnd().isEmpty)
        let afterEnd = ended.receiveInner()
        #expect(!afterEnd)
    }
}
