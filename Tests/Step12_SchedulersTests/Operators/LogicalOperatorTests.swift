import Testing
@testable import Step12_Schedulers

// The ReactiveCocoa book's prefix `!`, `&&` and `||`, on signals, producers
// and properties of booleans: each is `negate()`, `and(_:)` or `or(_:)`
// under Swift's own operator, so it reads, and groups, as on `Bool`. In the
// diagrams, `t` is true and `f` false.

@Suite struct LogicalOperatorTests {
    // MARK: Signal

    @Test("!signal is signal.negate()")
    func signalNot() {
        // input:  -t-f|
        // !:      -f-t|
        #expect(MarbleScenario.run("-t-f|") { (!$0.booleans).drawn } == "-f-t|")
    }

    @Test("signal && signal is and(_:), signal || signal is or(_:)")
    func signalAndOr() {
        // first:   -t---f|
        // second:  --f-t--|
        // &&:      --f-tf-|
        // ||:      --t-tt-|
        #expect(MarbleScenario.run("-t---f|", "--f-t--|") { ($0.booleans && $1.booleans).drawn } == "--f-tf-|")
        #expect(MarbleScenario.run("-t---f|", "--f-t--|") { ($0.booleans || $1.booleans).drawn } == "--t-tt-|")
    }

    @Test("on signals, && binds tighter than ||, and ! tighter than both, as on Bool")
    func signalPrecedence() {
        let (a, sendA) = Signal<Bool, Never>.pipe()
        let (b, sendB) = Signal<Bool, Never>.pipe()
        let (c, sendC) = Signal<Bool, Never>.pipe()
        var received: [Bool] = []
        // (a && !b) || c
        (a && !b || c).observeValues { received.append($0) }
        sendA.send(value: true)
        sendB.send(value: false)
        sendC.send(value: false)
        sendB.send(value: true)
        sendC.send(value: true)
        #expect(received == [true, false, true])
    }

    // MARK: SignalProducer

    @Test("on producers, !, && and || are negate(), and(_:) and or(_:), on every start")
    func producerOperators() {
        let yes = SignalProducer<Bool, Never>(value: true)
        let no = SignalProducer<Bool, Never>(value: false)
        #expect(checkedEvents(of: !yes) == [.value(false), .completed])
        #expect(checkedEvents(of: yes && no) == [.value(false), .completed])
        #expect(checkedEvents(of: yes || no) == [.value(true), .completed])
        #expect(checkedEvents(of: !no && yes || no) == [.value(true), .completed])
        // first:   t--f|
        // second:  -t---|
        // &&:      -t-f-|
        let scenario = MarbleScenario()
        let first = scenario.producer("t--f|").booleans
        let second = scenario.producer("-t---|").booleans
        #expect(scenario.run((first && second).drawn) == "-t-f-|")
    }

    // MARK: Properties

    @Test("!property holds the opposite of the property's value")
    func propertyNot() {
        let isBusy = MutableProperty(false)
        let isIdle = !isBusy
        #expect(isIdle.value == true)
        isBusy.value = true
        #expect(isIdle.value == false)
        // source:  t-f-t|
        // !:       f-t-f|
        #expect(PropertyMarbles.run("t-f-t|") { (!$0.booleans).drawn } == "f-t-f|")
    }

    @Test("property && property and property || property hold and(_:) and or(_:) of any two properties")
    func propertyAndOr() {
        // first:   t---f-t|
        // second:  f-t-----|
        // &&:      f-t-f-t-|
        // ||:      t-t-t-t-|
        #expect(PropertyMarbles.run("t---f-t|", "f-t-----|") { ($0.booleans && $1.booleans).drawn } == "f-t-f-t-|")
        #expect(PropertyMarbles.run("t---f-t|", "f-t-----|") { ($0.booleans || $1.booleans).drawn } == "t-t-t-t-|")
        let mutable = MutableProperty(true)
        let constant = Property(value: false)
        #expect((mutable && constant).value == false)
        #expect((mutable || constant).value == true)
        #expect((constant || mutable).value == true)
    }

    @Test("the login form: a button enabled while both fields are filled in and nothing is running")
    func loginForm() {
        let hasEmail = MutableProperty(false)
        let hasPassword = MutableProperty(false)
        let isBusy = MutableProperty(false)
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

    @Test("&& and || watch both sides, always: a false left side does not stop the right side's changes from being sent")
    func noShortCircuit() {
        let left = MutableProperty(false)
        let right = MutableProperty(false)
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
}
