import Testing
@testable import Step12_Schedulers

/// A property that breaks the contract: its producer sends nothing as it
/// starts. Only for the test of what a derived property does with it.
final class SilentProperty: PropertyProtocol {
    var value: Int { 0 }
    var producer: SignalProducer<Int, Never> { .never }
    var signal: Signal<Int, Never> { .never }
}

@Suite struct PropertyTests {
    // MARK: Property(value:)

    @Test("Property(value:) holds its value; its producer sends it and completes; its signal has ended")
    func constantProperty() {
        let constant = Property(value: "Ada")
        #expect(constant.value == "Ada")
        #expect(checkedEvents(of: constant.producer) == [.value("Ada"), .completed])
        #expect(checkedEvents(of: constant.producer) == [.value("Ada"), .completed])
        let checker = ContractChecker<String, Never>()
        checker.observe(constant.signal)
        // Like every signal that has ended, it interrupts a late observer.
        #expect(checker.events == [.interrupted])
    }

    @Test("as a property wrapper, @Property reads the value, and $name is the property")
    func propertyWrapper() {
        struct Screen {
            @Property var count: Int
        }
        let counter = MutableProperty(0)
        let screen = Screen(count: Property(capturing: counter))
        #expect(screen.count == 0)
        counter.value = 1
        #expect(screen.count == 1)
        counter.modify { $0 += 2 }
        #expect(screen.count == 3)
        #expect(screen.$count.value == 3)
    }

    // MARK: Property(capturing:)

    @Test("Property(capturing:) passes the value, producer and signal of the property it wraps through")
    func capturingPassesThrough() {
        let source = MutableProperty(1)
        let wrapped = Property(capturing: source)
        let producerChecker = ContractChecker<Int, Never>()
        producerChecker.start(wrapped.producer)
        let signalChecker = ContractChecker<Int, Never>()
        signalChecker.observe(wrapped.signal)
        source.value = 2
        #expect(wrapped.value == 2)
        #expect(producerChecker.events == [.value(1), .value(2)])
        #expect(signalChecker.events == [.value(2)])

        let constant = Property(capturing: Property(value: "Ada"))
        #expect(checkedEvents(of: constant.producer) == [.value("Ada"), .completed])
    }

    @Test("Property(capturing:) keeps the property it wraps alive")
    func capturingRetains() {
        var source: MutableProperty<Int>? = MutableProperty(1)
        weak let released = source
        var wrapped: Property<Int>? = Property(capturing: source!)
        source = nil
        #expect(released != nil)
        #expect(wrapped?.value == 1)
        wrapped = nil
        #expect(released == nil)
    }

    // MARK: Property(_:)

    @Test("Property(_:) follows the property it reflects: value, producer and signal")
    func reflectingFollows() {
        let source = MutableProperty(1)
        let reflected = Property(source)
        let producerChecker = ContractChecker<Int, Never>()
        producerChecker.start(reflected.producer)
        let signalChecker = ContractChecker<Int, Never>()
        signalChecker.observe(reflected.signal)
        source.value = 2
        source.value = 2
        #expect(reflected.value == 2)
        #expect(producerChecker.events == [.value(1), .value(2), .value(2)])
        #expect(signalChecker.events == [.value(2), .value(2)])
        expectNoViolations(producerChecker)
        expectNoViolations(signalChecker)
    }

    @Test("Property(_:) does not keep its source alive; it keeps the last value, and its changes complete when the source goes")
    func reflectingDoesNotRetain() {
        var source: MutableProperty<String>? = MutableProperty("Ada")
        weak let released = source
        let reflected = Property(source!)
        let producerChecker = ContractChecker<String, Never>()
        producerChecker.start(reflected.producer)
        let signalChecker = ContractChecker<String, Never>()
        signalChecker.observe(reflected.signal)
        source!.value = "Grace"
        source = nil
        #expect(released == nil)
        #expect(reflected.value == "Grace")
        #expect(producerChecker.events == [.value("Ada"), .value("Grace"), .completed])
        #expect(signalChecker.events == [.value("Grace"), .completed])
        // A start after the end sends the last value and completes; a late
        // observer of the signal is interrupted, as by any ended signal.
        #expect(checkedEvents(of: reflected.producer) == [.value("Grace"), .completed])
        let late = ContractChecker<String, Never>()
        late.observe(reflected.signal)
        #expect(late.events == [.interrupted])
    }

    @Test("Property(_:) of a constant property holds its value, and its changes have already completed")
    func reflectingAConstant() {
        let reflected = Property(Property(value: "Ada"))
        #expect(reflected.value == "Ada")
        #expect(checkedEvents(of: reflected.producer) == [.value("Ada"), .completed])
        let checker = ContractChecker<String, Never>()
        checker.observe(reflected.signal)
        #expect(checker.events == [.interrupted])
    }

    // MARK: Property(initial:then:)

    @Test("Property(initial:then:) with a producer holds initial, then each value the producer sends")
    func initialThenProducer() {
        #expect(Property(initial: 1, then: SignalProducer<Int, Never>.never).value == 1)
        #expect(Property(initial: 1, then: SignalProducer<Int, Never>([2, 3])).value == 3)
        // Drawn: initial at tick 0, then the producer's values.
        let scenario = MarbleScenario()
        let values = scenario.neverFailingSignal("-b--c-|")
        let property = Property(initial: "a", then: SignalProducer(values))
        #expect(withExtendedLifetime(property) { scenario.run(property.producer) } == "ab--c-|")
    }

    @Test("Property(initial:then: .init(value:)) finds SignalProducer's initializer from the context")
    func initialThenContextualLookup() {
        let property = Property(initial: 0, then: .init(value: 1))
        #expect(property.value == 1)
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
        let source = MutableProperty(5)
        let property = Property(initial: 0, then: source)
        #expect(property.value == 5)
        source.value = 6
        #expect(property.value == 6)
    }

    @Test("an interruption of the values given to Property(initial:then:) completes its producer and signal", arguments: [true, false])
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
    }

    @Test("the changes of Property(initial:then:) complete with their source, not with the property")
    func changesFollowTheSourcesLifetime() {
        let (values, input) = Signal<Int, Never>.pipe()
        var property: Property<Int>? = Property(initial: 1, then: values)
        let changes = property!.signal
        let signalChecker = ContractChecker<Int, Never>()
        signalChecker.observe(changes)
        let producerChecker = ContractChecker<Int, Never>()
        producerChecker.start(property!.producer)
        input.send(value: 2)
        property = nil
        input.send(value: 3)
        #expect(signalChecker.events == [.value(2), .value(3)])
        #expect(producerChecker.events == [.value(1), .value(2), .value(3)])
        input.sendCompleted()
        #expect(signalChecker.events == [.value(2), .value(3), .completed])
        #expect(producerChecker.events == [.value(1), .value(2), .value(3), .completed])
        let late = ContractChecker<Int, Never>()
        late.observe(changes)
        #expect(late.events == [.interrupted])
    }

    @Test("the start under a derived property is interrupted when the property and every observer of its changes have gone")
    func derivedPropertyInterruptsItsStartWhenGone() {
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

    @Test("a derived property's start goes on while its signal is observed, after the property itself has gone, and is interrupted when that observation ends")
    func derivedStartLivesWhileObserved() {
        let (values, input) = Signal<Int, Never>.pipe()
        var log: [String] = []
        weak var released: Property<Int>?
        var received: [Int] = []
        var observation: Disposable?
        do {
            let property = Property(initial: 0, then: SignalProducer(values).on(disposed: { log.append("disposed") }))
            released = property
            observation = property.signal.observeValues { received.append($0) }
        }
        #expect(released == nil)
        input.send(value: 1)
        input.send(value: 2)
        #expect(received == [1, 2])
        #expect(log == [])
        observation?.dispose()
        #expect(log == ["disposed"])
        input.send(value: 3)
        #expect(received == [1, 2])
    }

    @Test("a derived property's start goes on while a start of its producer lives, and is interrupted when that start is disposed")
    func derivedStartLivesWhileProducerStarted() {
        let (values, input) = Signal<Int, Never>.pipe()
        var log: [String] = []
        var property: Property<Int>? = Property(initial: 0, then: SignalProducer(values).on(disposed: { log.append("disposed") }))
        let checker = ContractChecker<Int, Never>()
        let start = checker.start(property!.producer)
        property = nil
        input.send(value: 1)
        #expect(log == [])
        start.dispose()
        #expect(log == ["disposed"])
        #expect(checker.events == [.value(0), .value(1), .interrupted])
    }

    @Test("a derived property whose source sends no value as it starts stops the program, with a message that says why")
    func derivedPropertyWithoutInitialValueStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Property(SilentProperty())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Property: the producer it follows sent no value as it started"))
        #expect(message.contains("Use Property(initial:then:)"))
    }

    // MARK: Derived properties

    @Test("a derived property's value is up to date before its producer sends")
    func derivedValueIsUpToDateBeforeSending() {
        let source = MutableProperty(1)
        let mapped = source.map { $0 + 1 }
        var read: [Int] = []
        mapped.producer.startWithValues { _ in read.append(mapped.value) }
        source.value = 2
        source.value = 3
        #expect(read == [2, 3, 4])
    }

    @Test("a start of a derived property's producer from inside an observer of its changes sends the value being delivered, then the later ones")
    func derivedProducerStartedInsideAnObserver() {
        let source = MutableProperty(0)
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
        #expect(inner == [2, 4])
    }

    @Test("a chain of derived properties keeps none of the properties in it alive, but the last one still follows the source's value")
    func chainCapturesNoProperties() {
        weak var weakSource: MutableProperty<Int>?
        weak var weakFirst: Property<Int>?
        weak var weakSecond: Property<Int>?
        let last: Property<Int>
        do {
            let source = MutableProperty(1)
            weakSource = source
            let first = source.map { $0 + 1 }
            weakFirst = first
            let second = first.map { $0 + 1 }
            weakSecond = second
            last = second.map { $0 + 1 }
        }
        #expect(last.value == 4)
        #expect(weakSource == nil)
        #expect(weakFirst == nil)
        #expect(weakSecond == nil)
    }

    @Test("every property of a chain completes its producer and signal when the source goes, not when it goes itself")
    func chainCompletesWithItsSource() {
        var signalCompleted = 0
        var producerCompleted = 0
        var source: MutableProperty<Int>? = MutableProperty(1)
        var first: Property<Int>? = source!.map { $0 + 1 }
        var second: Property<Int>? = first!.map { $0 + 2 }
        let third = second!.map { $0 + 3 }
        for property in [first!, second!, third] {
            property.signal.observeCompleted { signalCompleted += 1 }
            property.producer.startWithCompleted { producerCompleted += 1 }
        }
        first = nil
        second = nil
        #expect(signalCompleted == 0)
        #expect(producerCompleted == 0)
        source!.value = 10
        #expect(third.value == 16)
        source = nil
        #expect(signalCompleted == 3)
        #expect(producerCompleted == 3)
        #expect(third.value == 16)
    }
}

@Suite struct PropertyOfOptionalsTests {
    @Test("Property(initial:then:) of optionals takes a producer, a signal or a property of the wrapped values")
    func initialThenWrapped() {
        let (names, name) = Signal<String, Never>.pipe()
        let fromSignal = Property<String?>(initial: nil, then: names)
        let fromProducer = Property<String?>(initial: "none", then: SignalProducer(names))
        let source = MutableProperty(1)
        let fromProperty = Property<Int?>(initial: nil, then: source)
        #expect(fromSignal.value == nil)
        #expect(fromProducer.value == "none")
        #expect(fromProperty.value == 1)
        name.send(value: "Ada")
        source.value = 2
        #expect(fromSignal.value == "Ada")
        #expect(fromProducer.value == "Ada")
        #expect(fromProperty.value == 2)
    }

    @Test("OptionalProtocol: an optional reconstructs itself and gives itself back")
    func optionalProtocol() {
        #expect(Int?(reconstructing: 3) == 3)
        #expect(Int?(reconstructing: nil) == nil)
        #expect(Optional(4).optional == 4)
    }
}
