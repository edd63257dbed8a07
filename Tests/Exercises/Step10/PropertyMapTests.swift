// The tests of exercise 10.2, `Exercises/Step10/PropertyMap.swift`.
// Check it with `swift run learn check 10.2`.
//
// Their sources are `SettableSource`s and property diagrams
// (`Support/PropertySupport.swift`), made with the given
// `Property(following:)`: they do not need your `MutableProperty`.

import Step09_Errors
import Testing
@testable import Step10_Exercises

@Suite("Exercise 10.2: Property.map and Property(initial:then:)")
struct Exercise10_02 {
    // MARK: Property(initial:then:)

    @Test("Property(initial:then:) with a producer holds initial, then each value the producer sends")
    func initialThenProducer() {
        #expect(Property(initial: 1, then: SignalProducer<Int, Never>.never).value == 1)
        #expect(Property(initial: 1, then: SignalProducer<Int, Never>([2, 3])).value == 3)
    }

    @Test("Property(initial:then:), drawn: initial at tick 0, then the values (-b--c-| gives ab--c-|)")
    func initialThenDrawn() {
        let scenario = MarbleScenario()
        let values = scenario.neverFailingSignal("-b--c-|")
        let property = Property(initial: "a", then: SignalProducer(values))
        #expect(withExtendedLifetime(property) { scenario.checkedRun(property.producer) } == "ab--c-|")
    }

    @Test("Property(initial:then:) with a signal holds initial, then each value the signal sends from then on")
    func initialThenSignal() {
        let (typed, type) = Signal<String, Never>.pipe()
        type.send(value: "lost")  // Before the property: nobody hears it.
        let name = Property(initial: "", then: typed)
        #expect(name.value == "")
        let checker = ContractChecker<String, Never>()
        checker.start(name.producer)
        type.send(value: "Ada")
        #expect(name.value == "Ada")
        type.sendCompleted()
        #expect(checker.events == [.value(""), .value("Ada"), .completed])
        expectNoViolations(checker)
    }

    @Test("Property(initial:then:) with a property follows that property's producer: its current value replaces initial at once")
    func initialThenProperty() {
        let source = SettableSource(5)
        let property = Property(initial: 0, then: source)
        #expect(property.value == 5)
        source.value = 6
        #expect(property.value == 6)
    }

    @Test("an interruption of the values completes the property's producer and signal; the value stays", arguments: [true, false])
    func upstreamInterruptionCompletes(throughProducer: Bool) {
        let (values, input) = Signal<String, Never>.pipe()
        let property = throughProducer
            ? Property(initial: "a", then: SignalProducer(values))
            : Property(initial: "a", then: values)
        let producerChecker = ContractChecker<String, Never>()
        producerChecker.start(property.producer)
        let signalChecker = ContractChecker<String, Never>()
        signalChecker.observe(property.signal)
        input.send(value: "b")
        input.sendInterrupted()
        #expect(producerChecker.events == [.value("a"), .value("b"), .completed])
        #expect(signalChecker.events == [.value("b"), .completed])
        #expect(property.value == "b")
        expectNoViolations(producerChecker)
        expectNoViolations(signalChecker)
    }

    @Test("the changes complete with their source, not with the property")
    func changesFollowTheSourcesLifetime() {
        let (values, input) = Signal<Int, Never>.pipe()
        var property: Property<Int>? = Property(initial: 1, then: values)
        let changes = property?.signal ?? .never
        let signalChecker = ContractChecker<Int, Never>()
        signalChecker.observe(changes)
        let producerChecker = ContractChecker<Int, Never>()
        if let property {
            producerChecker.start(property.producer)
        }
        input.send(value: 2)
        property = nil
        input.send(value: 3)
        #expect(signalChecker.events == [.value(2), .value(3)])
        #expect(producerChecker.events == [.value(1), .value(2), .value(3)])
        input.sendCompleted()
        #expect(signalChecker.events == [.value(2), .value(3), .completed])
        #expect(producerChecker.events == [.value(1), .value(2), .value(3), .completed])
    }

    @Test("the start of the values is interrupted when the property and every observer of its changes have gone")
    func startInterruptedWhenGone() {
        let (values, input) = Signal<Int, Never>.pipe()
        var log: [String] = []
        var property: Property<Int>? = Property(
            initial: 0,
            then: SignalProducer(values).on(interrupted: { log.append("interrupted") }, disposed: { log.append("disposed") })
        )
        input.send(value: 1)
        #expect(property?.value == 1)
        #expect(log == [])
        property = nil
        #expect(log == ["interrupted", "disposed"])
        withExtendedLifetime(input) {}
    }

    // MARK: map

    @Test("map holds the transform of the source's value, always (a-b-b-c| gives A-B-B-C|)")
    func mapDrawn() {
        #expect(PropertyMarbles.run("a-b-b-c|") { $0.map { $0.uppercased() } } == "A-B-B-C|")
    }

    @Test("map's value, producer and signal follow the source")
    func mapFollows() {
        let source = SettableSource(1)
        let doubled = source.map { $0 * 2 }
        #expect(doubled.value == 2)
        let producerChecker = ContractChecker<Int, Never>()
        producerChecker.start(doubled.producer)
        let signalChecker = ContractChecker<Int, Never>()
        signalChecker.observe(doubled.signal)
        source.value = 5
        #expect(doubled.value == 10)
        #expect(producerChecker.events == [.value(2), .value(10)])
        #expect(signalChecker.events == [.value(10)])
    }

    @Test("map runs its transform once per value of the source, not once per read or per start")
    func mapTransformRunsOncePerValue() {
        let source = SettableSource(1)
        var calls = 0
        let doubled = source.map { value -> Int in
            calls += 1
            return value * 2
        }
        #expect(calls == 1)
        _ = doubled.value
        _ = doubled.value
        doubled.producer.start()
        doubled.producer.start()
        #expect(calls == 1)
        source.value = 5
        #expect(doubled.value == 10)
        #expect(calls == 2)
    }

    @Test("map with a key path holds that property of the source's value")
    func mapKeyPath() {
        let source = SettableSource("foo")
        let length = source.map(\.count)
        #expect(length.value == 3)
        source.value = "foobar"
        #expect(length.value == 6)
    }

    @Test("a mapped property's value is up to date before its producer sends")
    func valueUpToDateBeforeSending() {
        let source = SettableSource(1)
        let mapped = source.map { $0 + 1 }
        var read: [Int] = []
        mapped.producer.startWithValues { _ in read.append(mapped.value) }
        source.value = 2
        source.value = 3
        #expect(read == [2, 3, 4])
    }

    @Test("a start of a mapped property's producer from inside an observer of its changes sends the value being delivered, then the later ones")
    func mappedProducerStartedInsideAnObserver() throws {
        let inner = try #require(inTime(seconds: 10) {
            let source = SettableSource(0)
            let doubled = source.map { $0 * 2 }
            var inner: [Int] = []
            var hasStarted = false
            doubled.signal.observeValues { _ in
                guard !hasStarted else { return }
                hasStarted = true
                doubled.producer.startWithValues { inner.append($0) }
            }
            source.value = 1
            source.value = 2
            return inner
        }, deadlockMessage)
        #expect(inner == [2, 4])
    }

    @Test("a chain of maps keeps none of the properties in it alive, but the last one still follows the source")
    func chainKeepsNothingAlive() {
        weak var weakFirst: Property<Int>?
        weak var weakSecond: Property<Int>?
        let source = SettableSource(1)
        let last: Property<Int>
        do {
            let first = source.map { $0 + 1 }
            weakFirst = first
            let second = first.map { $0 + 1 }
            weakSecond = second
            last = second.map { $0 + 1 }
        }
        #expect(last.value == 4)
        #expect(weakFirst == nil)
        #expect(weakSecond == nil)
        source.value = 10
        #expect(last.value == 13)
    }

    @Test("a mapped property does not keep its source alive; its changes complete when the source's do, and it keeps its last value")
    func completesWithTheSource() {
        weak var weakSource: SettableSource<Int>?
        var source: SettableSource<Int>? = SettableSource(1)
        weakSource = source
        let mapped = source?.map { $0 * 2 } ?? Property(value: 0)
        let producerChecker = ContractChecker<Int, Never>()
        producerChecker.start(mapped.producer)
        let signalChecker = ContractChecker<Int, Never>()
        signalChecker.observe(mapped.signal)
        source?.value = 3
        source?.complete()
        source = nil
        #expect(weakSource == nil)
        #expect(mapped.value == 6)
        #expect(producerChecker.events == [.value(2), .value(6), .completed])
        #expect(signalChecker.events == [.value(6), .completed])
    }
}
