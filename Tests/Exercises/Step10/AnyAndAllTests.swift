// The tests of exercise 10.6, `Exercises/Step10/AnyAndAll.swift`.
// Check it with `swift run learn check 10.6`.
//
// In the diagrams, `t` is true and `f` false. The property diagrams
// (`PropertyMarbles`) start with the value each property holds; what is
// drawn is a start of the result's producer at tick 0. The sources are
// made with the given `Property(following:)`.

import Step09_Errors
import Testing
@testable import Step10_Exercises

@Suite("Exercise 10.6 (stretch): or, ||, any and all")
struct Exercise10_06 {
    // MARK: Signal

    @Test("Signal.or(_:) and || send whether either latest value is true, once both have sent, whenever either sends (-f---t| and --f-t--| give --f-tt-|)")
    func signalOr() {
        #expect(MarbleScenario.checkedRun("-f---t|", "--f-t--|") { $0.booleans.or($1.booleans).drawn } == "--f-tt-|")
        #expect(MarbleScenario.checkedRun("-f-----|", "--f-t-f|") { ($0.booleans || $1.booleans).drawn } == "--f-t-f|")
        #expect(MarbleScenario.checkedRun("-t-#", "--f-") { $0.booleans.or($1.booleans).drawn } == "--t#")
    }

    @Test("Signal.any and Signal.all of three signals ask their question of every latest value, once all have sent; of none, they send nothing")
    func signalAnyAll() {
        let (a, sendA) = Signal<Bool, Never>.pipe()
        let (b, sendB) = Signal<Bool, Never>.pipe()
        let (c, sendC) = Signal<Bool, Never>.pipe()
        let anyOf = ContractChecker<Bool, Never>()
        anyOf.observe(Signal.any([a, b, c]))
        let allOf = ContractChecker<Bool, Never>()
        allOf.observe(Signal.all([a, b, c]))
        sendA.send(value: true)
        sendB.send(value: false)
        sendC.send(value: true)   // (t, f, t): any true, all false
        sendB.send(value: true)   // (t, t, t): any true, all true
        sendA.send(value: false)  // (f, t, t): any true, all false
        sendB.send(value: false)  // (f, f, t): any true, all false
        sendC.send(value: false)  // (f, f, f): any false, all false
        for input in [sendA, sendB, sendC] { input.sendCompleted() }
        #expect(anyOf.events == [.value(true), .value(true), .value(true), .value(true), .value(false), .completed])
        #expect(allOf.events == [.value(false), .value(true), .value(false), .value(false), .value(false), .completed])
        expectNoViolations(anyOf)
        expectNoViolations(allOf)

        let noSignals: [Signal<Bool, Never>] = []
        let anyOfNone = ContractChecker<Bool, Never>()
        anyOfNone.observe(Signal.any(noSignals))
        let allOfNone = ContractChecker<Bool, Never>()
        allOfNone.observe(Signal.all(noSignals))
        #expect(anyOfNone.values.isEmpty)
        #expect(allOfNone.values.isEmpty)
        #expect(anyOfNone.events.last?.isTerminating == true)
        #expect(allOfNone.events.last?.isTerminating == true)
    }

    // MARK: SignalProducer

    @Test("SignalProducer.or(_:) and || start this producer, then the other, and combine their latest values")
    func producerOr() {
        var log: [String] = []
        let left = SignalProducer<Bool, Never>(value: false).on(started: { log.append("left") })
        let right = SignalProducer<Bool, Never>(value: true).on(started: { log.append("right") })
        #expect(checkedEvents(of: left.or(right)) == [.value(true), .completed])
        #expect(checkedEvents(of: left || left) == [.value(false), .completed])
        #expect(log == ["left", "right", "left", "left"])
    }

    @Test("SignalProducer.any and .all start every producer in order; of none, each start sends false or true, then completes")
    func producerAnyAll() {
        let yes = SignalProducer<Bool, Never>(value: true)
        let no = SignalProducer<Bool, Never>(value: false)
        #expect(checkedEvents(of: SignalProducer.any([no, yes, no])) == [.value(true), .completed])
        #expect(checkedEvents(of: SignalProducer.all([yes, no])) == [.value(false), .completed])
        #expect(checkedEvents(of: SignalProducer.all([yes, yes])) == [.value(true), .completed])
        let none: [SignalProducer<Bool, Never>] = []
        #expect(checkedEvents(of: SignalProducer.any(none)) == [.value(false), .completed])
        #expect(checkedEvents(of: SignalProducer.all(none)) == [.value(true), .completed])
    }

    // MARK: Properties

    @Test("property.or(_:) and || hold whether either holds true, and change whenever either does (f---t-f| and f-t-----| give f-t-t-t-|; f---t-f| and f-------| give f---t-f-|)")
    func propertyOr() {
        #expect(PropertyMarbles.run("f---t-f|", "f-t-----|") { $0.booleans.or($1.booleans).drawn } == "f-t-t-t-|")
        #expect(PropertyMarbles.run("f---t-f|", "f-------|") { ($0.booleans || $1.booleans).drawn } == "f---t-f-|")
        let settable = SettableSource(false)
        #expect((settable || Property(value: false)).value == false)
        settable.value = true
        #expect((Property(value: false) || settable).value == true)
    }

    @Test("Property.any and Property.all hold the answer for the properties' current values, and follow their changes; of none, false and true")
    func propertyAnyAll() {
        let first = SettableSource(true)
        let second = SettableSource(false)
        let anyOf = Property<Bool>.any([first, second])
        let allOf = Property<Bool>.all([first, second])
        #expect(anyOf.value == true)
        #expect(allOf.value == false)
        let checker = ContractChecker<Bool, Never>()
        checker.start(allOf.producer)
        second.value = true
        first.value = false
        #expect(checker.values == [false, true, false])
        #expect(anyOf.value == true)
        second.value = false
        #expect(anyOf.value == false)
        let none: [SettableSource<Bool>] = []
        #expect(Property<Bool>.any(none).value == false)
        #expect(Property<Bool>.all(none).value == true)
    }

    @Test("the login form's rule with any and all: the button is enabled when every field is filled and some way to sign in is chosen")
    func formRule() {
        let hasEmail = SettableSource(false)
        let hasPassword = SettableSource(false)
        let remember = SettableSource(false)
        let useCode = SettableSource(false)
        let canSignIn = Property<Bool>.all([Property<Bool>.all([hasEmail, hasPassword]), remember || useCode])
        #expect(canSignIn.value == false)
        hasEmail.value = true
        hasPassword.value = true
        #expect(canSignIn.value == false)
        useCode.value = true
        #expect(canSignIn.value == true)
    }
}
