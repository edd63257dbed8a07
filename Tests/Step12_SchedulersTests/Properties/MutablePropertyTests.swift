import Testing
@testable import Step12_Schedulers

@Suite struct MutablePropertyTests {
    /// A reference whose release a test can watch through a `weak` variable.
    final class Token {}

    @Test("value is the initial value until it is set, then the value set")
    func valueGetAndSet() {
        let property = MutableProperty(1)
        #expect(property.value == 1)
        property.value = 2
        #expect(property.value == 2)
    }

    @Test("producer sends the current value when started, then every change, even one equal to the value before")
    func producerSendsCurrentValueThenChanges() {
        let property = MutableProperty(1)
        property.value = 2
        let checker = ContractChecker<Int, Never>()
        checker.start(property.producer)
        property.value = 3
        property.value = 3
        #expect(checker.events == [.value(2), .value(3), .value(3)])
        expectNoViolations(checker)
    }

    @Test("producer, drawn: a start sends the value it finds, then the changes; signal sends only the changes")
    func producerAndSignalDrawn() {
        // changes:          -b-c-c
        // producer at 0:    ab-c-c
        // signal:           -b-c-c
        let scenario = MarbleScenario()
        let property = MutableProperty("a")
        property <~ scenario.neverFailingSignal("-b-c-c")
        let producerStart = scenario.run(property.producer)
        #expect(producerStart == "ab-c-c")

        let again = MarbleScenario()
        let other = MutableProperty("a")
        other <~ again.neverFailingSignal("-b-c-c")
        #expect(again.run(other.signal) == "-b-c-c")
    }

    @Test("each start of the producer begins with the value of its moment")
    func eachStartSendsItsOwnCurrentValue() {
        let property = MutableProperty(1)
        let first = ContractChecker<Int, Never>()
        first.start(property.producer)
        property.value = 2
        let second = ContractChecker<Int, Never>()
        second.start(property.producer)
        property.value = 3
        #expect(first.events == [.value(1), .value(2), .value(3)])
        #expect(second.events == [.value(2), .value(3)])
    }

    @Test("signal sends only the changes made after it is observed, not the current value")
    func signalSendsOnlyChanges() {
        let property = MutableProperty(1)
        property.value = 2
        let checker = ContractChecker<Int, Never>()
        checker.observe(property.signal)
        #expect(checker.events == [])
        property.value = 3
        property.value = 3
        #expect(checker.events == [.value(3), .value(3)])
        expectNoViolations(checker)
    }

    @Test("disposing a start of the producer interrupts it, and it hears no more changes")
    func disposingAStart() {
        let property = MutableProperty(1)
        let checker = ContractChecker<Int, Never>()
        let start = checker.start(property.producer)
        property.value = 2
        start.dispose()
        property.value = 3
        #expect(checker.events == [.value(1), .value(2), .interrupted])
        expectNoViolations(checker)
    }

    @Test("modify returns what its closure returns, and sends the result as exactly one change")
    func modifySendsOneChange() {
        let property = MutableProperty([3, 1])
        let checker = ContractChecker<[Int], Never>()
        checker.observe(property.signal)
        let count = property.modify { numbers -> Int in
            numbers.append(2)
            numbers.sort()
            return numbers.count
        }
        #expect(count == 3)
        #expect(property.value == [1, 2, 3])
        #expect(checker.events == [.value([1, 2, 3])])
    }

    @Test("modify sends one change even when its closure changes nothing")
    func modifyThatChangesNothingStillSends() {
        let property = MutableProperty(5)
        let checker = ContractChecker<Int, Never>()
        checker.observe(property.signal)
        property.modify { _ in }
        #expect(checker.events == [.value(5)])
    }

    @Test("a modify whose closure throws rethrows, leaves the value as it was, and sends nothing")
    func throwingModifyLeavesValue() {
        let property = MutableProperty([3, 1])
        let checker = ContractChecker<[Int], Never>()
        checker.observe(property.signal)
        #expect(throws: TestError("refused")) {
            try property.modify { numbers in
                numbers.append(9)
                throw TestError("refused")
            }
        }
        #expect(property.value == [3, 1])
        #expect(checker.events == [])
        // The turn was given back: the property still changes.
        property.value = [4]
        #expect(checker.events == [.value([4])])
    }

    @Test("swap returns the value it replaces, and sends the new one as one change")
    func swapReturnsOldValue() {
        let property = MutableProperty("Ada")
        let checker = ContractChecker<String, Never>()
        checker.start(property.producer)
        let old = property.swap("Grace")
        #expect(old == "Ada")
        #expect(property.value == "Grace")
        #expect(checker.events == [.value("Ada"), .value("Grace")])
    }

    @Test("withValue runs its closure with the current value, returns its result, and sends nothing")
    func withValueReadsOnly() {
        let property = MutableProperty("Ada")
        let checker = ContractChecker<String, Never>()
        checker.observe(property.signal)
        let length = property.withValue { $0.count }
        #expect(length == 3)
        #expect(throws: TestError("read")) {
            try property.withValue { _ in throw TestError("read") }
        }
        #expect(checker.events == [])
        #expect(property.value == "Ada")
    }

    @Test("as a property wrapper, the name reads and writes the value, and $name is the property")
    func propertyWrapper() {
        struct Counter {
            @MutableProperty var count = 0
        }
        let counter = Counter()
        let checker = ContractChecker<Int, Never>()
        checker.start(counter.$count.producer)
        #expect(counter.count == 0)
        counter.count += 1
        #expect(counter.count == 1)
        counter.$count.modify { $0 += 2 }
        #expect(counter.count == 3)
        #expect(counter.$count.value == 3)
        #expect(checker.events == [.value(0), .value(1), .value(3)])
    }

    @Test("when the property goes, its signal and every live start of its producer complete, and neither kept it alive")
    func deinitCompletesSignalAndStarts() {
        weak var released: MutableProperty<Int>?
        let signalChecker = ContractChecker<Int, Never>()
        let producerChecker = ContractChecker<Int, Never>()
        do {
            let property = MutableProperty(1)
            released = property
            signalChecker.observe(property.signal)
            producerChecker.start(property.producer)
            property.value = 2
        }
        #expect(released == nil)
        #expect(signalChecker.events == [.value(2), .completed])
        #expect(producerChecker.events == [.value(1), .value(2), .completed])
        expectNoViolations(signalChecker)
        expectNoViolations(producerChecker)
    }

    @Test("a producer kept after its property went sends the last value, then completes")
    func producerAfterDeinit() {
        var property: MutableProperty<String>? = MutableProperty("Ada")
        let producer = property!.producer
        property!.value = "Grace"
        property = nil
        #expect(checkedEvents(of: producer) == [.value("Grace"), .completed])
    }

    @Test("lifetime ends when the property goes, not before")
    func lifetimeEndsOnDeinit() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        let lifetime = property!.lifetime
        var ended = false
        lifetime.observeEnded { ended = true }
        property!.value = 2
        #expect(!ended)
        #expect(!lifetime.hasEnded)
        property = nil
        #expect(ended)
        #expect(lifetime.hasEnded)
    }

    @Test("bindingTarget sets the value, lasts for the property's lifetime, and does not keep the property alive")
    func bindingTarget() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        weak let released = property
        let target = property!.bindingTarget
        target.action(5)
        #expect(property?.value == 5)
        #expect(!target.lifetime.hasEnded)
        property = nil
        #expect(released == nil)
        #expect(target.lifetime.hasEnded)
        target.action(6)  // Nobody to set: nothing happens.
    }

    @Test("an observer that reads the value during a change reads the new value")
    func readingInsideAnObserverGivesTheNewValue() {
        let property = MutableProperty(1)
        var readBySignalObserver: [Int] = []
        var readByProducerObserver: [Int] = []
        property.signal.observeValues { _ in readBySignalObserver.append(property.value) }
        property.producer.startWithValues { _ in readByProducerObserver.append(property.value) }
        property.value = 2
        property.modify { $0 = 3 }
        #expect(readBySignalObserver == [2, 3])
        #expect(readByProducerObserver == [1, 2, 3])
    }

    @Test("modify's closure reading the property sees the value as it was, even after changing its copy")
    func readingInsideModifyGivesTheOldValue() {
        let property = MutableProperty(1)
        var read: [Int] = []
        property.modify { value in
            read.append(property.value)
            value = 10
            read.append(property.value)
            read.append(property.withValue { $0 })
        }
        #expect(read == [1, 1, 1])
        #expect(property.value == 10)
    }

    @Test("a producer started from inside an observer of a change sends the value being delivered, then the later changes")
    func startingTheProducerInsideAnObserver() {
        // ReactiveSwift's "should not deadlock on recursive observation".
        let property = MutableProperty(0)
        var inner: [Int] = []
        var hasStarted = false
        property.signal.observeValues { _ in
            guard !hasStarted else { return }
            hasStarted = true
            property.producer.startWithValues { inner.append($0) }
        }
        property.value = 1
        property.value = 2
        #expect(inner == [1, 2])
    }

    @Test("producers started inside each other's first values, across two properties, see every later change once (ReactiveSwift's ABA observation)")
    func nestedStartsAcrossTwoProperties() {
        let a = MutableProperty(0)
        let b = MutableProperty(0)
        var innermost: [Int] = []
        a.producer.take(first: 1).startWithValues { _ in
            b.producer.take(first: 1).startWithValues { _ in
                a.producer.startWithValues { innermost.append($0) }
            }
        }
        #expect(innermost == [0])
        a.value = 1
        #expect(innermost == [0, 1])
    }

    @Test("an observer may read the property while a binding sets it (ReactiveSwift's recursive value access)")
    func recursiveReadDuringABinding() {
        let (source, send) = Signal<Int, Never>.pipe()
        let property = MutableProperty(0)
        var read: [Int] = []
        property <~ source
        property.producer.startWithValues { _ in read.append(property.withValue { $0 + 1 }) }
        send.send(value: 10)
        #expect(read == [1, 11])
    }
}
