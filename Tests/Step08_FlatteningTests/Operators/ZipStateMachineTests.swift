import Testing
@testable import Step08_Flattening

@Suite struct ZipStateMachineTests {
    @Test("values wait in their slot's queue until every slot has one; then the oldest of each leave together")
    func queues() {
        var machine = ZipStateMachine<String>(inputCount: 2)
        #expect(machine.receiveValue("a", from: 0).sent == nil)
        #expect(machine.receiveValue("b", from: 0).sent == nil)
        #expect(machine.receiveValue("1", from: 1).sent == ["a", "1"])
        #expect(machine.receiveValue("2", from: 1).sent == ["b", "2"])
        #expect(machine.receiveValue("3", from: 1).sent == nil)
        #expect(machine.receiveValue("c", from: 0).sent == ["c", "3"])
    }

    @Test("a completed input with values waiting keeps the machine zipping; the value that pairs its last one also completes")
    func completionWithValuesWaiting() {
        var machine = ZipStateMachine<String>(inputCount: 2)
        _ = machine.receiveValue("a", from: 0)
        _ = machine.receiveValue("b", from: 0)
        #expect(machine.receiveCompletion(from: 0) == .none)
        let first = machine.receiveValue("1", from: 1)
        #expect(first.sent == ["a", "1"])
        #expect(!first.completes)
        let last = machine.receiveValue("2", from: 1)
        #expect(last.sent == ["b", "2"])
        #expect(last.completes)
        guard case .completed = machine.state else {
            Issue.record("expected completed, found \(machine.state)")
            return
        }
    }

    @Test("a completed input with nothing waiting completes the machine at once; later events change nothing")
    func completionWithNothingWaiting() {
        var machine = ZipStateMachine<String>(inputCount: 3)
        _ = machine.receiveValue("a", from: 0)
        #expect(machine.receiveCompletion(from: 1) == .complete)
        // Inputs still running may send before they stop being observed.
        #expect(machine.receiveValue("x", from: 2).sent == nil)
        #expect(machine.receiveCompletion(from: 0) == .none)
    }
}
