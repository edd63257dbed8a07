import Testing
@testable import Step09_Errors

@Suite struct CombineLatestStateMachineTests {
    @Test("the machine asks for nothing until every slot has a value, then for the latest of every slot")
    func waitsForEverySlot() {
        var machine = CombineLatestStateMachine<String>(inputCount: 3)
        #expect(machine.receiveValue("a", from: 0).sent == nil)
        #expect(machine.receiveValue("b", from: 0).sent == nil)
        #expect(machine.receiveValue("x", from: 2).sent == nil)
        #expect(machine.receiveValue("1", from: 1).sent == ["b", "1", "x"])
        #expect(machine.receiveValue("2", from: 1).sent == ["b", "2", "x"])
        #expect(machine.receiveValue("y", from: 2).sent == ["b", "2", "y"])
    }

    @Test("an optional value fills its slot, even when it is nil")
    func optionalValues() {
        var machine = CombineLatestStateMachine<Int?>(inputCount: 2)
        #expect(machine.receiveValue(nil, from: 0).sent == nil)
        #expect(machine.receiveValue(1, from: 1).sent == [nil, 1])
    }

    @Test("the machine completes when the last running input completes, whether or not every slot had a value")
    func completion() {
        var waiting = CombineLatestStateMachine<String>(inputCount: 2)
        #expect(waiting.receiveCompletion(from: 0) == .none)
        #expect(waiting.receiveValue("1", from: 1).sent == nil)
        #expect(waiting.receiveCompletion(from: 1) == .complete)
        guard case .completed = waiting.state else {
            Issue.record("expected completed, found \(waiting.state)")
            return
        }

        var combining = CombineLatestStateMachine<String>(inputCount: 2)
        _ = combining.receiveValue("a", from: 0)
        _ = combining.receiveValue("1", from: 1)
        #expect(combining.receiveCompletion(from: 1) == .none)
        #expect(combining.receiveValue("b", from: 0).sent == ["b", "1"])
        #expect(combining.receiveCompletion(from: 0) == .complete)
    }
}

extension CombiningValueAction {
    /// The values this action sends, or `nil` if it sends none.
    var sent: [Value]? {
        switch self {
        case .none:
            return nil
        case .send(let values), .sendThenComplete(let values):
            return values
        }
    }

    /// Whether the action completes after sending.
    var completes: Bool {
        if case .sendThenComplete = self { true } else { false }
    }
}
