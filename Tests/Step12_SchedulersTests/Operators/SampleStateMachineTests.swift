import Testing
@testable import Step12_Schedulers

@Suite struct SampleStateMachineTests {
    @Test("the sampler asks for the latest value once there is one")
    func sampling() {
        var machine = SampleStateMachine<String>()
        #expect(machine.samplerSent() == nil)
        machine.receiverSent("a")
        machine.receiverSent("b")
        #expect(machine.samplerSent() == "b")
        #expect(machine.samplerSent() == "b")
    }

    @Test("after the receiver completes, its last value is still sampled; both completions complete the machine")
    func receiverCompletesFirst() {
        var machine = SampleStateMachine<String>()
        machine.receiverSent("a")
        #expect(machine.receiverCompleted() == .none)
        #expect(machine.samplerSent() == "a")
        #expect(machine.samplerCompleted() == .complete)
    }

    @Test("after the sampler completes, values are no longer kept; the receiver's completion completes the machine")
    func samplerCompletesFirst() {
        var machine = SampleStateMachine<String>()
        machine.receiverSent("a")
        #expect(machine.samplerCompleted() == .none)
        guard case .samplerCompleted = machine.state else {
            Issue.record("expected samplerCompleted, found \(machine.state)")
            return
        }
        machine.receiverSent("b")
        #expect(machine.receiverCompleted() == .complete)
    }
}
