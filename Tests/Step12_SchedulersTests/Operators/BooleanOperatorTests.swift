import Testing
@testable import Step12_Schedulers

// negate, and, or, all and any on signals and producers of booleans, as
// ReactiveSwift 7.2.1 has them. In the diagrams, `t` is true and `f` false.

@Suite struct BooleanOperatorTests {
    // MARK: Signal

    @Test("Signal.negate() sends the opposite of each value, and forwards the end")
    func signalNegate() {
        // input:     -t-f-t|
        // negate():  -f-t-f|
        #expect(MarbleScenario.run("-t-f-t|") { $0.booleans.negate().drawn } == "-f-t-f|")
        #expect(MarbleScenario.run("-t#") { $0.booleans.negate().drawn } == "-f#")
    }

    @Test("Signal.and(_:) sends whether both latest values are true, once both have sent, whenever either sends")
    func signalAnd() {
        // first:   -t---f|
        // second:  --f-t--|
        // and:     --f-tf-|
        #expect(MarbleScenario.run("-t---f|", "--f-t--|") { $0.booleans.and($1.booleans).drawn } == "--f-tf-|")
    }

    @Test("Signal.or(_:) sends whether either latest value is true, once both have sent, whenever either sends")
    func signalOr() {
        // first:   -f---t|
        // second:  --f-t--|
        // or:      --f-tt-|
        #expect(MarbleScenario.run("-f---t|", "--f-t--|") { $0.booleans.or($1.booleans).drawn } == "--f-tt-|")
    }

    @Test("Signal.and(_:) and or(_:) forward a failure of either side at once")
    func signalAndOrFailure() {
        #expect(MarbleScenario.run("-t-#", "--t-") { $0.booleans.and($1.booleans).drawn } == "--t#")
        #expect(MarbleScenario.run("-t--", "--#") { $0.booleans.or($1.booleans).drawn } == "--#")
    }

    @Test("Signal.all and Signal.any, of a collection and variadic, combine the latest value of every signal")
    func signalAllAny() {
        // a:    t----|
        // b:    -t---|
        // c:    --f-t|
        // all:  --f-t|
        // any:  --t-t|
        let scenario = MarbleScenario()
        let a = scenario.signal("t----|").booleans
        let b = scenario.signal("-t---|").booleans
        let c = scenario.signal("--f-t|").booleans
        let all = Signal.all([a, b, c]).drawn
        let allChecker = ContractChecker<String, MarbleError>()
        allChecker.observe(all)
        #expect(scenario.run(Signal.any(a, b, c).drawn) == "--t-t|")
        #expect(allChecker.values == ["f", "t"])
        #expect(allChecker.events.last == .completed)

        #expect(MarbleScenario.run("t----|", "--f-t|") { Signal.all($0.booleans, $1.booleans).drawn } == "--f-t|")
        #expect(MarbleScenario.run("f----|", "--f-t|") { Signal.any([$0.booleans, $1.booleans]).drawn } == "--f-t|")
    }

    @Test("Signal.all and Signal.any of no signals have ended before anyone observes them")
    func signalAllAnyOfNone() {
        let none: [Signal<Bool, Never>] = []
        let all = ContractChecker<Bool, Never>()
        all.observe(Signal.all(none))
        let any = ContractChecker<Bool, Never>()
        any.observe(Signal.any(none))
        #expect(all.events == [.interrupted])
        #expect(any.events == [.interrupted])
    }

    // MARK: SignalProducer

    @Test("SignalProducer.negate() sends the opposite of each value, on every start")
    func producerNegate() {
        let producer = SignalProducer<Bool, Never>([true, false]).negate()
        #expect(checkedEvents(of: producer) == [.value(false), .value(true), .completed])
        #expect(checkedEvents(of: producer) == [.value(false), .value(true), .completed])
    }

    @Test("SignalProducer.and(_:) and or(_:) start this producer, then the other, and combine their latest values")
    func producerAndOr() {
        // first:   t--f|
        // second:  -t---|
        // and:     -t-f-|
        // or:      -t-t-|
        let scenario = MarbleScenario()
        let first = scenario.producer("t--f|").booleans
        let second = scenario.producer("-t---|").booleans
        #expect(scenario.run(first.and(second).drawn) == "-t-f-|")
        let other = MarbleScenario()
        #expect(other.run(other.producer("t--f|").booleans.or(other.producer("-t---|").booleans).drawn) == "-t-t-|")

        var log: [String] = []
        let left = SignalProducer<Bool, Never>(value: true).on(started: { log.append("left") })
        let right = SignalProducer<Bool, Never>(value: false).on(started: { log.append("right") })
        #expect(checkedEvents(of: left.and(right)) == [.value(false), .completed])
        #expect(checkedEvents(of: left.or(right)) == [.value(true), .completed])
        #expect(log == ["left", "right", "left", "right"])
    }

    @Test("SignalProducer.and(_:) and or(_:) take a signal or a property as the other side")
    func producerAndOrWithConvertibles() {
        let (signal, send) = Signal<Bool, Never>.pipe()
        let checker = ContractChecker<Bool, Never>()
        checker.start(SignalProducer<Bool, Never>(value: true).and(signal))
        send.send(value: true)
        send.send(value: false)
        send.sendCompleted()
        #expect(checker.events == [.value(true), .value(false), .completed])

        let property = MutableProperty(false)
        let orChecker = ContractChecker<Bool, Never>()
        orChecker.start(SignalProducer<Bool, Never>(value: false).or(property))
        property.value = true
        #expect(orChecker.events == [.value(false), .value(true)])
    }

    @Test("SignalProducer.all and any, of producers, variadic, and of signals or properties")
    func producerAllAny() {
        let yes = SignalProducer<Bool, Never>(value: true)
        let no = SignalProducer<Bool, Never>(value: false)
        #expect(checkedEvents(of: SignalProducer.all([yes, yes, no])) == [.value(false), .completed])
        #expect(checkedEvents(of: SignalProducer.all(yes, yes)) == [.value(true), .completed])
        #expect(checkedEvents(of: SignalProducer.any([no, no, yes])) == [.value(true), .completed])
        #expect(checkedEvents(of: SignalProducer.any(no, no)) == [.value(false), .completed])

        let a = MutableProperty(true)
        let b = MutableProperty(false)
        let all = ContractChecker<Bool, Never>()
        all.start(SignalProducer<Bool, Never>.all([a, b]))
        let any = ContractChecker<Bool, Never>()
        any.start(SignalProducer<Bool, Never>.any([a, b]))
        b.value = true
        a.value = false
        #expect(all.values == [false, true, false])
        #expect(any.values == [true, true, true])
    }

    @Test("SignalProducer.all of no producers sends true, and any sends false, then each completes (ReactiveSwift's empty sentinel)")
    func producerAllAnyOfNone() {
        let none: [SignalProducer<Bool, Never>] = []
        #expect(checkedEvents(of: SignalProducer.all(none)) == [.value(true), .completed])
        #expect(checkedEvents(of: SignalProducer.any(none)) == [.value(false), .completed])
        let noProperties: [MutableProperty<Bool>] = []
        #expect(checkedEvents(of: SignalProducer<Bool, Never>.all(noProperties)) == [.value(true), .completed])
        #expect(checkedEvents(of: SignalProducer<Bool, Never>.any(noProperties)) == [.value(false), .completed])
    }
}
