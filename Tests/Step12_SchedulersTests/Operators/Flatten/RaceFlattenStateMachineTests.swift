import Testing
@testable import Step12_Schedulers

/// The machine alone: each test feeds it inputs and compares what it
/// answered, interrupters included.
@Suite struct RaceFlattenStateMachineTests {
    func describe(_ action: CompletionAction) -> String {
        switch action {
        case .none: "none"
        case .complete: "complete"
        }
    }

    /// The losers a claim hands back, `nil` for a lost claim.
    func losers(_ claim: RaceFlattenStateMachine.Claim) -> [Disposable]? {
        if case .won(let losers) = claim { losers } else { nil }
    }

    @Test("the first inner to claim victory wins and hands back the others' interrupters; latecomers are not started")
    func firstClaimWins() {
        var machine = RaceFlattenStateMachine()
        let firstInterrupter = AnyDisposable {}
        let secondInterrupter = AnyDisposable {}
        let first = machine.receiveInner()!
        #expect(machine.innerWillStart(first, interrupter: firstInterrupter) == nil)
        let second = machine.receiveInner()!
        #expect(machine.innerWillStart(second, interrupter: secondInterrupter) == nil)
        let winning = losers(machine.claimVictory(for: second))
        let losing = losers(machine.claimVictory(for: first))
        let again = losers(machine.claimVictory(for: second))
        let latecomer = machine.receiveInner()
        let asked = [describe(machine.outerDidComplete()), describe(machine.winnerDidComplete())]
        #expect(winning?.count == 1 && winning?.first === firstInterrupter)
        #expect(losing == nil)
        #expect(again?.isEmpty == true)
        #expect(latecomer == nil)
        #expect(asked == ["none", "complete"])
    }

    @Test("the winner completing first waits for the outer stream; no inner at all completes with it")
    func completionOrders() {
        var machine = RaceFlattenStateMachine()
        let only = machine.receiveInner()!
        _ = machine.innerWillStart(only, interrupter: AnyDisposable {})
        let won = losers(machine.claimVictory(for: only))
        let afterWin = describe(machine.winnerDidComplete())
        let latecomer = machine.receiveInner()
        let atOuterEnd = describe(machine.outerDidComplete())
        #expect(won?.isEmpty == true)
        #expect([afterWin, atOuterEnd] == ["none", "complete"])
        #expect(latecomer == nil)

        var empty = RaceFlattenStateMachine()
        #expect(describe(empty.outerDidComplete()) == "complete")
    }

    @Test("the result's end interrupts every contender; after it, claims lose and a starting inner is interrupted")
    func resultEnd() {
        var machine = RaceFlattenStateMachine()
        let contenderInterrupter = AnyDisposable {}
        let contender = machine.receiveInner()!
        _ = machine.innerWillStart(contender, interrupter: contenderInterrupter)
        let arrived = machine.receiveInner()!
        let interrupted = machine.resultDidEnd()
        #expect(interrupted.count == 1 && interrupted.first === contenderInterrupter)
        #expect(losers(machine.claimVictory(for: contender)) == nil)
        let late = AnyDisposable {}
        #expect(machine.innerWillStart(arrived, interrupter: late) === late)
    }
}
