import Testing
@testable import Step09_Errors

/// The machine alone: each test feeds it inputs and compares what it
/// answered.
@Suite struct RaceFlattenStateMachineTests {
    func describe(_ action: RaceFlattenStateMachine.Action) -> String {
        switch action {
        case .none: "none"
        case .complete: "complete"
        }
    }

    @Test("the first inner to claim victory wins; the others lose, and latecomers are not started")
    func firstClaimWins() {
        var machine = RaceFlattenStateMachine()
        let first = machine.receiveInner()!
        let second = machine.receiveInner()!
        let claims = [
            machine.claimVictory(for: second),
            machine.claimVictory(for: first),
            machine.claimVictory(for: second),
        ]
        let latecomer = machine.receiveInner()
        let asked = [describe(machine.outerDidComplete()), describe(machine.winnerDidComplete())]
        #expect(claims == [true, false, true])
        #expect(latecomer == nil)
        #expect(asked == ["none", "complete"])
    }

    @Test("the winner completing first waits for the outer stream; no inner at all completes with it")
    func completionOrders() {
        var machine = RaceFlattenStateMachine()
        let only = machine.receiveInner()!
        let won = machine.claimVictory(for: only)
        let afterWin = describe(machine.winnerDidComplete())
        let latecomer = machine.receiveInner()
        let atOuterEnd = describe(machine.outerDidComplete())
        #expect(won)
        #expect([afterWin, atOuterEnd] == ["none", "complete"])
        #expect(latecomer == nil)

        var empty = RaceFlattenStateMachine()
        #expect(describe(empty.outerDidComplete()) == "complete")

        var ended = RaceFlattenStateMachine()
        let contender = ended.receiveInner()!
        ended.resultDidEnd()
        let lateClaim = ended.claimVictory(for: contender)
        #expect(!lateClaim)
    }
}
