import Testing
@testable import Step12_Schedulers

@Suite struct CombineLatestStateMachineTests {
    @Test("the machine asks for nothing until every slot has a value, then for the latest of every slot")
    func waitsForEverySlot() {
        var machine = CombineLatestStateMachine<String>(inputCount: 3)
        #expect(machine.receiveValue("a", from: 0).action.sent == nil)
        #expect(machine.receiveValue("b", from: 0).action.sent == nil)
        #expect(machine.receiveValue("x", from: 2).action.sent == nil)
        #expect(machine.receiveValue("1", from: 1).action.sent == ["b", "1", "x"])
        #expect(machine.receiveValue("2", from: 1).action.sent == ["b", "2", "x"])
        #expect(machine.receiveValue("y", from: 2).action.sent == ["b", "2", "y"])
    }

    @Test("an optional value fills its slot, even when it is nil")
    func optionalValues() {
        var machine = CombineLatestStateMachine<Int?>(inputCount: 2)
        #expect(machine.receiveValue(nil, from: 0).action.sent == nil)
        #expect(machine.receiveValue(1, from: 1).action.sent == [nil, 1])
    }

    @Test("the machine completes when the last running input completes, whether or not every slot had a value")
    func completion() {
        var waiting = CombineLatestStateMachine<String>(inputCount: 2)
        #expect(waiting.receiveCompletion(from: 0).action == .none)
        #expect(waiting.receiveValue("1", from: 1).action.sent == nil)
        #expect(waiting.receiveCompletion(from: 1).action == .complete)
        guard case .completed = waiting.state else {
            Issue.record("expected completed, found \(waiting.state)")
            return
        }

        var combining = CombineLatestStateMachine<String>(inputCount: 2)
        _ = combining.receiveValue("a", from: 0)
        _ = combining.receiveValue("1", from: 1)
        #expect(combining.receiveCompletion(from: 1).action == .none)
        #expect(combining.receiveValue("b", from: 0).action.sent == ["b", "1"])
        #expect(combining.receiveCompletion(from: 0).action == .complete)
    }
}

@Suite struct CombineLatestStateMachineDropTests {
    @Test("a value hands back the latest value it replaced, before and after every slot has one")
    func replacedValues() {
        var machine = CombineLatestStateMachine<String>(inputCount: 2)
        #expect(machine.receiveValue("a", from: 0).dropped.values == [])
        #expect(machine.receiveValue("b", from: 0).dropped.values == ["a"])
        let first = machine.receiveValue("1", from: 1)
        #expect(first.action.sent == ["b", "1"])
        #expect(first.dropped.values == [])
        let second = machine.receiveValue("2", from: 1)
        #expect(second.action.sent == ["b", "2"])
        #expect(second.dropped.values == ["1"])
    }

    @Test("an optional nil that is replaced is handed back too")
    func replacedNil() {
        var machine = CombineLatestStateMachine<Int?>(inputCount: 2)
        _ = machine.receiveValue(nil, from: 0)
        let replacing = machine.receiveValue(1, from: 0)
        #expect(replacing.dropped.values == [nil])
    }

    @Test("the last completion hands back every latest value; an earlier one hands back nothing")
    func completionDrops() {
        var combining = CombineLatestStateMachine<String>(inputCount: 2)
        _ = combining.receiveValue("a", from: 0)
        _ = combining.receiveValue("1", from: 1)
        #expect(combining.receiveCompletion(from: 0).dropped.values == [])
        let last = combining.receiveCompletion(from: 1)
        #expect(last.action == .complete)
        #expect(last.dropped.values == ["a", "1"])

        var waiting = CombineLatestStateMachine<String>(inputCount: 2)
        _ = waiting.receiveValue("a", from: 0)
        _ = waiting.receiveCompletion(from: 1)
        #expect(waiting.receiveCompletion(from: 0).dropped.values == ["a"])
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
