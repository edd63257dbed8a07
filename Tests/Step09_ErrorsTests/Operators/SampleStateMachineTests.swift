import Testing
@testable import Step09_Errors

@Suite struct SampleStateMachineTests {
    @Test("the sampler asks for the latest value once there is one")
    func sampling() {
        var machine = SampleStateMachine<String>()
        #expect(machine.samplerSent().sent == nil)
        machine.receiverSent("a")
        machine.receiverSent("b")
        #expect(machine.samplerSent().sent == "b")
        #expect(machine.samplerSent().sent == "b")
    }

    @Test("after the receiver completes, its last value is still sampled; both completions complete the machine")
    func receiverCompletesFirst() {
        var machine = SampleStateMachine<String>()
        machine.receiverSent("a")
        #expect(machine.receiverCompleted().completes == false)
        #expect(machine.samplerSent().sent == "a")
        #expect(machine.samplerCompleted().completes == true)
    }

    @Test("after the sampler completes, values are no longer kept; the receiver's completion completes the machine")
    func samplerCompletesFirst() {
        var machine = SampleStateMachine<String>()
        machine.receiverSent("a")
        #expect(machine.samplerCompleted().completes == false)
        guard case .samplerCompleted = machine.state else {
            Issue.record("expected samplerCompleted, found \(machine.state)")
            return
        }
        machine.receiverSent("b")
        #expect(machine.receiverCompleted().completes == true)
    }
}

extension SampleStateMachine.Action {
    /// The value this action sends, if any.
    var sent: Value? {
        if case .send(let value) = self { value } else { nil }
    }

    /// Whether this action completes the sampled signal.
    var completes: Bool {
        if case .complete = self { true } else { false }
    }
}
