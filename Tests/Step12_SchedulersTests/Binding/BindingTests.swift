import Testing
@testable import Step12_Schedulers

/// An object with a field a binding can write, and a lifetime of its own.
private final class Label {
    var text = ""
    let (lifetime, token) = Lifetime.make()
}

@Suite struct BindingTests {
    // MARK: Sources

    @Test("property <~ signal writes each value the signal sends from then on, and leaves the value alone until then")
    func fromSignal() {
        let (typed, type) = Signal<String, Never>.pipe()
        let name = MutableProperty("initial")
        name <~ typed
        #expect(name.value == "initial")
        type.send(value: "Ada")
        #expect(name.value == "Ada")
        type.send(value: "Grace")
        #expect(name.value == "Grace")
    }

    @Test("property <~ producer starts the producer and writes each value it sends")
    func fromProducer() {
        let name = MutableProperty("")
        let checker = ContractChecker<String, Never>()
        checker.observe(name.signal)
        name <~ SignalProducer<String, Never>(["Ada", "Grace"])
        #expect(name.value == "Grace")
        #expect(checker.values == ["Ada", "Grace"])
    }

    @Test("property <~ property writes the source's current value at once, then each change")
    func fromProperty() {
        let constant = Property(value: "Ada")
        let target = MutableProperty("")
        target <~ constant
        #expect(target.value == "Ada")

        let source = MutableProperty("Ada")
        let other = MutableProperty("")
        other <~ source
        #expect(other.value == "Ada")
        source.value = "Grace"
        #expect(other.value == "Grace")
    }

    @Test("a binding is drawn as the target's producer: the source's values become the target's changes")
    func bindingDrawn() {
        // target:    a
        // source:    -b--c-|
        // target's producer:  ab--c--   (the source's end ends the binding, not the target)
        let scenario = MarbleScenario()
        let target = MutableProperty("a")
        target <~ scenario.neverFailingSignal("-b--c-|")
        #expect(scenario.run(target.producer) == "ab--c--")
    }

    // MARK: Targets

    @Test("<~ into a target of optionals takes a source of non-optional values")
    func intoOptionalTarget() {
        let (numbers, send) = Signal<Int, Never>.pipe()
        let latest = MutableProperty<Int?>(nil)
        latest <~ numbers
        send.send(value: 1)
        #expect(latest.value == 1)
        let source = MutableProperty(2)
        latest <~ source
        #expect(latest.value == 2)
    }

    @Test("<~ into a nil optional target binds nothing: its target's lifetime has ended, and the binding's start ends at once")
    func intoNilTarget() {
        let missing: MutableProperty<Int>? = nil
        #expect(missing.bindingTarget.lifetime.hasEnded)
        #expect(missing.bindingTarget.lifetime === Lifetime.empty)
        let source = MutableProperty(1)
        var log: [String] = []
        missing <~ source.producer.on(disposed: { log.append("disposed") }, value: { log.append("value \($0)") })
        #expect(log == ["disposed"])
        missing.bindingTarget.action(2)  // Goes nowhere.
    }

    @Test("<~ into a non-nil optional target binds to the wrapped target")
    func intoNonNilOptionalTarget() {
        let target: MutableProperty<Int>? = MutableProperty(0)
        let source = MutableProperty(1)
        target <~ source
        #expect(target?.value == 1)
        source.value = 2
        #expect(target?.value == 2)
    }

    @Test("a BindingTarget(lifetime:action:) runs its action with each value, and passes its lifetime through")
    func closureTarget() {
        let (lifetime, token) = Lifetime.make()
        var written: [Int] = []
        let target = BindingTarget<Int>(lifetime: lifetime) { written.append($0) }
        #expect(target.lifetime === lifetime)
        #expect(target.bindingTarget.lifetime === lifetime)
        target.action(0)
        let source = MutableProperty(1)
        target <~ source
        source.value = 2
        #expect(written == [0, 1, 2])
        withExtendedLifetime(token) {}
    }

    @Test("a BindingTarget of optionals takes non-optional sources")
    func optionalClosureTarget() {
        let (lifetime, token) = Lifetime.make()
        var written: [Int?] = []
        let target = BindingTarget<Int?>(lifetime: lifetime) { written.append($0) }
        let source = MutableProperty(1)
        target <~ source
        source.value = 2
        #expect(written == [1, 2])
        withExtendedLifetime(token) {}
    }

    @Test("the key-path BindingTarget sets the object's field, and does not keep the object alive")
    func keyPathTarget() {
        var label: Label? = Label()
        weak let released = label
        let lifetime = label!.lifetime
        let target = BindingTarget(lifetime: lifetime, object: label!, keyPath: \.text)
        #expect(target.lifetime === lifetime)
        let source = MutableProperty("Ada")
        target <~ source
        #expect(label?.text == "Ada")
        source.value = "Grace"
        #expect(label?.text == "Grace")
        label = nil
        #expect(released == nil)
        #expect(lifetime.hasEnded)
        source.value = "Alan"  // The binding has ended; nothing to write.
    }

    @Test("Signal.Observer <~ source sends each value of the source into the observer, and only values")
    func intoObserver() {
        let (values, input) = Signal<Int?, Never>.pipe()
        let followed = Property<Int?>(initial: nil, then: values)
        let (source, send) = Signal<Int?, Never>.pipe()
        input <~ source
        #expect(followed.value == nil)
        send.send(value: 1)
        #expect(followed.value == 1)
        let checker = ContractChecker<Int?, Never>()
        checker.observe(values)
        send.sendCompleted()  // Not sent on: the observer's signal goes on.
        #expect(checker.events == [])
        input.send(value: 2)
        #expect(followed.value == 2)
    }

    @Test("Signal.Observer <~ source does not keep the observer alive")
    func intoObserverDoesNotRetain() {
        let checker = ContractChecker<Int, Never>()
        let (source, send) = Signal<Int, Never>.pipe()
        do {
            let (values, input) = Signal<Int, Never>.pipe()
            checker.observe(values)
            input <~ source
            send.send(value: 1)
        }
        // The input went: its signal is interrupted, and the binding has
        // nowhere to send.
        send.send(value: 2)
        #expect(checker.events == [.value(1), .interrupted])
    }

    // MARK: How a binding ends

    @Test("a binding ends when the target goes: the source's start is disposed of, and the binding did not keep the target alive")
    func endsWithTheTarget() {
        let (values, send) = Signal<String, Never>.pipe()
        var target: MutableProperty<String>? = MutableProperty("")
        weak let released = target
        var log: [String] = []
        target! <~ SignalProducer(values).on(disposed: { log.append("disposed") })
        send.send(value: "Ada")
        #expect(target?.value == "Ada")
        #expect(log == [])
        target = nil
        #expect(released == nil)
        #expect(log == ["disposed"])
    }

    @Test("a binding ends when the source completes")
    func endsWithTheSource() {
        let (values, send) = Signal<Int, Never>.pipe()
        let target = MutableProperty(0)
        var log: [String] = []
        target <~ SignalProducer(values).on(disposed: { log.append("disposed") })
        send.send(value: 1)
        #expect(log == [])
        send.sendCompleted()
        #expect(log == ["disposed"])
        #expect(target.value == 1)
    }

    @Test("a binding ends when its disposable is disposed of")
    func endsWhenDisposed() {
        let (values, send) = Signal<String, Never>.pipe()
        let target = MutableProperty("initial")
        let binding = target <~ values
        binding?.dispose()
        send.send(value: "Ada")
        #expect(target.value == "initial")

        let source = MutableProperty("Ada")
        let other = MutableProperty("")
        var log: [String] = []
        let producerBinding = other <~ source.producer.on(disposed: { log.append("disposed") })
        #expect(other.value == "Ada")
        producerBinding?.dispose()
        #expect(log == ["disposed"])
        source.value = "Grace"
        #expect(other.value == "Ada")
    }

    @Test("a binding from a property ends when the source property goes")
    func endsWhenTheSourcePropertyGoes() {
        var source: MutableProperty<String>? = MutableProperty("Ada")
        let target = MutableProperty("")
        var log: [String] = []
        target <~ source!.producer.on(completed: { log.append("completed") }, disposed: { log.append("disposed") })
        #expect(log == [])
        source = nil
        #expect(log == ["completed", "disposed"])
        #expect(target.value == "Ada")
    }

    @Test("a binding from a signal that nobody else keeps: the binding observes it, and the target's end lets it go")
    func signalReleasedWithTheTarget() {
        var disposed = false
        var input: Signal<String, Never>.Observer?
        weak var weakSignal: Signal<String, Never>?
        var target: MutableProperty<String>? = MutableProperty("")
        do {
            let (values, send) = Signal<String, Never>.pipe()
            input = send
            let watched = values.on(disposed: { disposed = true })
            weakSignal = watched
            target! <~ watched
        }
        #expect(weakSignal == nil)
        #expect(!disposed)
        input?.send(value: "Ada")
        #expect(target?.value == "Ada")
        target = nil
        #expect(disposed)
    }

    // MARK: The operator

    @Test("<~ binds tighter than =, and takes an expression of ! && || in parentheses")
    func precedence() {
        let a = MutableProperty(true)
        let b = MutableProperty(false)
        let target = MutableProperty(false)
        // `binding = (target <~ (a || b))`. As in ReactiveSwift, `<~` has
        // no precedence relation with the infix operators of the standard
        // library (`target <~ a || b` does not compile), and it returns a
        // disposable, which is no binding source: `a <~ b <~ c` does not
        // compile either, despite the right associativity.
        let binding = target <~ (a || b)
        #expect(target.value == true)
        a.value = false
        #expect(target.value == false)
        b.value = true
        #expect(target.value == true)
        binding?.dispose()
        b.value = false
        #expect(target.value == true)
    }
}
