import Testing
@testable import Step12_Schedulers

@Suite struct ZipStateMachineTests {
    @Test("values wait in their slot's queue until every slot has one; then the oldest of each leave together")
    func queues() {
        var machine = ZipStateMachine<String>(inputCount: 2)
        #expect(machine.receiveValue("a", from: 0).action.sent == nil)
        #expect(machine.receiveValue("b", from: 0).action.sent == nil)
        #expect(machine.receiveValue("1", from: 1).action.sent == ["a", "1"])
        #expect(machine.receiveValue("2", from: 1).action.sent == ["b", "2"])
        #expect(machine.receiveValue("3", from: 1).action.sent == nil)
        #expect(machine.receiveValue("c", from: 0).action.sent == ["c", "3"])
    }

    @Test("a completed input with values waiting keeps the machine zipping; the value that pairs its last one also completes")
    func completionWithValuesWaiting() {
        var machine = ZipStateMachine<String>(inputCount: 2)
        _ = machine.receiveValue("a", from: 0)
        _ = machine.receiveValue("b", from: 0)
        #expect(machine.receiveCompletion(from: 0).action == .none)
        let first = machine.receiveValue("1", from: 1).action
        #expect(first.sent == ["a", "1"])
        #expect(!first.completes)
        let last = machine.receiveValue("2", from: 1).action
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
        #expect(machine.receiveCompletion(from: 1).action == .complete)
        // Inputs still running may send before they stop being observed.
        #expect(machine.receiveValue("x", from: 2).action.sent == nil)
        #expect(machine.receiveCompletion(from: 0).action == .none)
    }

    @Test("the machine hands back what it drops: nothing while it pairs, every waiting value when it completes")
    func dropped() {
        var machine = ZipStateMachine<String>(inputCount: 3)
        #expect(machine.receiveValue("a", from: 0).dropped.values == [])
        #expect(machine.receiveValue("b", from: 0).dropped.values == [])
        #expect(machine.receiveValue("x", from: 2).dropped.values == [])
        let paired = machine.receiveValue("1", from: 1)
        #expect(paired.action.sent == ["a", "1", "x"])
        #expect(paired.dropped.values == [])
        let completion = machine.receiveCompletion(from: 1)
        #expect(completion.action == .complete)
        #expect(completion.dropped.values == ["b"])
        #expect(machine.waiting.allSatisfy { $0.isEmpty })
        #expect(machine.receiveValue("y", from: 2).dropped.values == [])
    }

    @Test("the pair that uses an exhausted input's last value hands back what still waits in the other queues")
    func droppedWhenAPairCompletes() {
        var machine = ZipStateMachine<String>(inputCount: 3)
        _ = machine.receiveValue("a", from: 0)
        #expect(machine.receiveCompletion(from: 0).action == .none)
        _ = machine.receiveValue("1", from: 1)
        _ = machine.receiveValue("2", from: 1)
        let last = machine.receiveValue("x", from: 2)
        #expect(last.action.sent == ["a", "1", "x"])
        #expect(last.action.completes)
        #expect(last.dropped.values == ["2"])
    }
}

extension Dropped {
    /// The values dropped, in the order the machine handed them back.
    var values: [Value] {
        switch self {
        case .nothing:
            return []
        case .one(let value):
            return [value]
        case .many(let values):
            return values
        }
    }
}
