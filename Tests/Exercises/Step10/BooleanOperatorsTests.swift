// The tests of exercise 10.5, `Exercises/Step10/BooleanOperators.swift`.
// Check it with `swift run learn check 10.5`.
//
// In the diagrams, `t` is true and `f` false. The property diagrams
// (`PropertyMarbles`) start with the value each property holds; what is
// drawn is a start of the result's producer at tick 0. The sources are
// made with the given `Property(following:)`: these tests need neither
// your `MutableProperty` nor your `map`.

import Step09_Errors
import Testing
@testable import Step10_Exercises

@Suite("Exercise 10.5: negate, ! and &&, lifted to producers and properties")
struct Exercise10_05 {
    // MARK: Signal

    @Test("the book's example: negate() of true prints false, of false prints true")
    func bookExample() {
        let (boolSignal, boolSink) = Signal<Bool, Never>.pipe()
        var printed: [String] = []
        boolSignal.negate().observeValues { printed.append("\($0)") }
        (!boolSignal).observeValues { printed.append("!\($0)") }
        boolSink.send(value: true)
        boolSink.send(value: false)
        #expect(printed == ["false", "!false", "true", "!true"])
    }

    @Test("Signal.negate() and !signal send the opposite of each value, and forward the end (-t-f-t| gives -f-t-f|, -t# gives -f#)")
    func signalNegate() {
        #expect(MarbleScenario.checkedRun("-t-f-t|") { $0.booleans.negate().drawn } == "-f-t-f|")
        #expect(MarbleScenario.checkedRun("-t#") { $0.booleans.negate().drawn } == "-f#")
        #expect(MarbleScenario.checkedRun("-t-f|") { (!$0.booleans).drawn } == "-f-t|")
    }

    @Test("Signal.and(_:) and && send whether both latest values are true, once both have sent, whenever either sends (-t---f| and --f-t--| give --f-tf-|)")
    func signalAnd() {
        #expect(MarbleScenario.checkedRun("-t---f|", "--f-t--|") { $0.booleans.and($1.booleans).drawn } == "--f-tf-|")
        #expect(MarbleScenario.checkedRun("-t---f|", "--f-t--|") { ($0.booleans && $1.booleans).drawn } == "--f-tf-|")
    }

    @Test("Signal.and(_:) forwards a failure of either side at once")
    func signalAndFailure() {
        #expect(MarbleScenario.checkedRun("-t-#", "--t-") { $0.booleans.and($1.booleans).drawn } == "--t#")
        #expect(MarbleScenario.checkedRun("-t--", "--#") { ($0.booleans && $1.booleans).drawn } == "--#")
    }

    @Test("on signals, ! binds tighter than &&, as on Bool: a && !b")
    func signalPrecedence() {
        let (a, sendA) = Signal<Bool, Never>.pipe()
        let (b, sendB) = Signal<Bool, Never>.pipe()
        var received: [Bool] = []
        (a && !b).observeValues { received.append($0) }
        sendA.send(value: true)
        sendB.send(value: false)
        sendB.send(value: true)
        sendA.send(value: false)
        #expect(received == [true, false, false])
    }

    // MARK: SignalProducer

    @Test("SignalProducer.negate() and !producer send the opposite of each value, on every start")
    func producerNegate() {
        let producer = SignalProducer<Bool, Never>([true, false]).negate()
        #expect(checkedEvents(of: producer) == [.value(false), .value(true), .completed])
        #expect(checkedEvents(of: producer) == [.value(false), .value(true), .completed])
        #expect(checkedEvents(of: !SignalProducer<Bool, Never>(value: true)) == [.value(false), .completed])
    }

    @Test("SignalProducer.and(_:) and && start this producer, then the other, and combine their latest values (t--f| and -t---| give -t-f-|)")
    func producerAnd() {
        let scenario = MarbleScenario()
        let first = scenario.producer("t--f|").booleans
        let second = scenario.producer("-t---|").booleans
        #expect(scenario.checkedRun(first.and(second).drawn) == "-t-f-|")
        let other = MarbleScenario()
        #expect(other.checkedRun((other.producer("t--f|").booleans && other.producer("-t---|").booleans).drawn) == "-t-f-|")

        var log: [String] = []
        let left = SignalProducer<Bool, Never>(value: true).on(started: { log.append("left") })
        let right = SignalProducer<Bool, Never>(value: false).on(started: { log.append("right") })
        #expect(checkedEvents(of: left.and(right)) == [.value(false), .completed])
        #expect(checkedEvents(of: left && right) == [.value(false), .completed])
        #expect(log == ["left", "right", "left", "right"])
    }

    @Test("on producers, ! and && combine as on Bool: !no && yes")
    func producerOperators() {
        let yes = SignalProducer<Bool, Never>(value: true)
        let no = SignalProducer<Bool, Never>(value: false)
        #expect(checkedEvents(of: yes && no) == [.value(false), .completed])
        #expect(checkedEvents(of: !no && yes) == [.value(true), .completed])
    }

    // MARK: Properties

    @Test("property.negate() and !property hold the opposite of the source's value, always (t-f-f-t| gives f-t-t-f|)")
    func propertyNegate() {
        #expect(PropertyMarbles.run("t-f-f-t|") { $0.booleans.negate().drawn } == "f-t-t-f|")
        #expect(PropertyMarbles.run("t-f-t|") { (!$0.booleans).drawn } == "f-t-f|")
        let isBusy = SettableSource(false)
        let isIdle = !isBusy
        #expect(isIdle.value == true)
        isBusy.value = true
        #expect(isIdle.value == false)
    }

    @Test("property.and(_:) and && hold whether both hold true, and change whenever either does (t---f-t| and f-t-----| give f-t-f-t-|)")
    func propertyAnd() {
        #expect(PropertyMarbles.run("t---f-t|", "f-t-----|") { $0.booleans.and($1.booleans).drawn } == "f-t-f-t-|")
        #expect(PropertyMarbles.run("t---f-t|", "f-t-----|") { ($0.booleans && $1.booleans).drawn } == "f-t-f-t-|")
        let settable = SettableSource(true)
        let constant = Property(value: false)
        #expect((settable && constant).value == false)
        #expect((constant && settable).value == false)
        #expect(settable.and(Property(value: true)).value == true)
    }

    @Test("a property && another, and !: a button enabled while both fields are filled in and nothing runs")
    func propertyCombination() {
        let hasEmail = SettableSource(false)
        let hasPassword = SettableSource(false)
        let isBusy = SettableSource(false)
        let canSignIn = hasEmail && hasPassword && !isBusy
        let checker = ContractChecker<Bool, Never>()
        checker.start(canSignIn.producer)
        hasEmail.value = true
        hasPassword.value = true
        isBusy.value = true
        isBusy.value = false
        #expect(checker.values == [false, false, true, false, true])
        #expect(canSignIn.value == true)
    }

    @Test("&& watches both sides, always: a false left side does not stop the right side's changes from being sent")
    func noShortCircuit() {
        let left = SettableSource(false)
        let right = SettableSource(false)
        let both = left && right
        let checker = ContractChecker<Bool, Never>()
        checker.start(both.producer)
        right.value = true
        right.value = false
        #expect(checker.values == [false, false, false])
        left.value = true
        right.value = true
        #expect(checker.values == [false, false, false, false, true])
    }

    @Test("a lifted property operator completes when its sources' changes do, and keeps no source alive")
    func completesWithTheSources() {
        weak var weakSource: SettableSource<Bool>?
        var source: SettableSource<Bool>? = SettableSource(true)
        weakSource = source
        let negated = source.map { !$0 } ?? Property(value: true)
        let checker = ContractChecker<Bool, Never>()
        checker.start(negated.producer)
        source?.value = false
        source?.complete()
        source = nil
        #expect(weakSource == nil)
        #expect(checker.events == [.value(false), .value(true), .completed])
        expectNoViolations(checker)
    }
}
