// The tests of exercise 10.4, `Exercises/Step10/Binding.swift`.
// Check it with `swift run learn check 10.4`.
//
// The targets are `BindingTarget`s and a `Field` of this file; the sources
// signals, producers and `SettableSource`s: they do not need your
// `MutableProperty`. The two tests of a mutable property as a target run
// once your `MutableProperty` (10.1) works, and are skipped until then.

import Step09_Errors
import Testing
@testable import Step10_Exercises

/// An object with a field a binding can write, and a lifetime of its own.
private final class Label {
    var text = ""
    let (lifetime, token) = Lifetime.make()
}

/// A target with a value, which a binding writes, and a lifetime that ends
/// when it goes: what a mutable property is to a binding.
private final class Field<Value>: BindingTargetProvider {
    var value: Value
    let (lifetime, token) = Lifetime.make()

    init(_ value: Value) {
        self.value = value
    }

    var bindingTarget: BindingTarget<Value> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.value = $0 }
    }
}

extension SettableSource: BindingSource {}

@Suite("Exercise 10.4: <~ bindings")
struct Exercise10_04 {
    // MARK: Sources

    @Test("target <~ signal writes each value the signal sends from then on, and leaves the value alone until then")
    func fromSignal() {
        let (typed, type) = Signal<String, Never>.pipe()
        let name = Field("initial")
        name <~ typed
        #expect(name.value == "initial")
        type.send(value: "Ada")
        #expect(name.value == "Ada")
        type.send(value: "Grace")
        #expect(name.value == "Grace")
    }

    @Test("target <~ producer starts the producer and writes each value it sends")
    func fromProducer() {
        var written: [String] = []
        let (lifetime, token) = Lifetime.make()
        BindingTarget<String>(lifetime: lifetime) { written.append($0) } <~ SignalProducer<String, Never>(["Ada", "Grace"])
        #expect(written == ["Ada", "Grace"])
        withExtendedLifetime(token) {}
    }

    @Test("target <~ property writes the source's current value at once, then each change")
    func fromProperty() {
        let constant = Property(value: "Ada")
        let target = Field("")
        target <~ constant
        #expect(target.value == "Ada")

        let source = SettableSource("Ada")
        let other = Field("")
        other <~ source
        #expect(other.value == "Ada")
        source.value = "Grace"
        #expect(other.value == "Grace")
    }

    @Test("drawn: a binding from -b--c-| writes b at tick 1 and c at tick 4")
    func bindingDrawn() {
        let scenario = MarbleScenario()
        let (written, writtenInput) = Signal<String, Never>.pipe()
        let (lifetime, token) = Lifetime.make()
        BindingTarget<String>(lifetime: lifetime) { writtenInput.send(value: $0) } <~ scenario.neverFailingSignal("-b--c-|")
        #expect(scenario.checkedRun(written) == "-b--c--")
        withExtendedLifetime(token) {}
    }

    // MARK: Targets

    @Test("a BindingTarget(lifetime:action:) runs its action with each value, and passes its lifetime through")
    func closureTarget() {
        let (lifetime, token) = Lifetime.make()
        var written: [Int] = []
        let target = BindingTarget<Int>(lifetime: lifetime) { written.append($0) }
        #expect(target.lifetime === lifetime)
        #expect(target.bindingTarget.lifetime === lifetime)
        target.action(0)
        let source = SettableSource(1)
        target <~ source
        source.value = 2
        #expect(written == [0, 1, 2])
        withExtendedLifetime(token) {}
    }

    @Test("the key-path BindingTarget sets the object's field, and does not keep the object alive")
    func keyPathTarget() {
        var label: Label? = Label()
        weak let released = label
        let lifetime = label!.lifetime
        let target = BindingTarget(lifetime: lifetime, object: label!, keyPath: \.text)
        #expect(target.lifetime === lifetime)
        let source = SettableSource("Ada")
        target <~ source
        #expect(label?.text == "Ada")
        source.value = "Grace"
        #expect(label?.text == "Grace")
        label = nil
        #expect(released == nil)
        #expect(lifetime.hasEnded)
        source.value = "Alan"  // The binding has ended; nothing to write.
    }

    // MARK: How a binding ends

    @Test("a binding ends when the target's lifetime ends: the source's start is disposed of, and the binding did not keep the target alive")
    func endsWithTheTarget() {
        let (values, send) = Signal<String, Never>.pipe()
        var target: Field<String>? = Field("")
        weak let released = target
        var log: [String] = []
        if let target {
            target <~ SignalProducer(values).on(disposed: { log.append("disposed") })
        }
        send.send(value: "Ada")
        #expect(target?.value == "Ada")
        #expect(log == [])
        target = nil
        #expect(released == nil)
        #expect(log == ["disposed"])
    }

    @Test("a binding ends when the source completes: it lets go of the target's action")
    func endsWithTheSource() {
        let (values, send) = Signal<Int, Never>.pipe()
        let target = Field(0)
        weak var weakTracked: Tracked?
        let (lifetime, token) = Lifetime.make()
        do {
            let tracked = Tracked()
            weakTracked = tracked
            BindingTarget<Int>(lifetime: lifetime) { value in
                _ = tracked
                target.value = value
            } <~ values
        }
        send.send(value: 1)
        #expect(weakTracked != nil)
        send.sendCompleted()
        #expect(weakTracked == nil)
        #expect(target.value == 1)
        withExtendedLifetime(token) {}
    }

    @Test("a binding ends when its disposable is disposed of")
    func endsWhenDisposed() {
        let (values, send) = Signal<String, Never>.pipe()
        let target = Field("initial")
        let binding = target <~ values
        #expect(binding != nil)
        binding?.dispose()
        send.send(value: "Ada")
        #expect(target.value == "initial")

        let source = SettableSource("Ada")
        let other = Field("")
        var log: [String] = []
        let producerBinding = other <~ source.producer.on(disposed: { log.append("disposed") })
        #expect(other.value == "Ada")
        producerBinding?.dispose()
        #expect(log == ["disposed"])
        source.value = "Grace"
        #expect(other.value == "Ada")
    }

    @Test("a binding from a property ends when the source property's changes end: it lets go of the target's action")
    func endsWhenTheSourcePropertyEnds() {
        let source = SettableSource("Ada")
        let target = Field("")
        weak var weakTracked: Tracked?
        let (lifetime, token) = Lifetime.make()
        do {
            let tracked = Tracked()
            weakTracked = tracked
            BindingTarget<String>(lifetime: lifetime) { value in
                _ = tracked
                target.value = value
            } <~ source
        }
        #expect(target.value == "Ada")
        #expect(weakTracked != nil)
        source.complete()
        #expect(weakTracked == nil)
        withExtendedLifetime(token) {}
    }

    @Test("a binding from a signal that nobody else keeps: the binding observes it, and the target's end lets it go")
    func signalReleasedWithTheTarget() {
        var disposed = false
        var input: Signal<String, Never>.Observer?
        weak var weakSignal: Signal<String, Never>?
        var target: Field<String>? = Field("")
        do {
            let (values, send) = Signal<String, Never>.pipe()
            input = send
            let watched = values.on(disposed: { disposed = true })
            weakSignal = watched
            if let target {
                target <~ watched
            }
        }
        #expect(weakSignal == nil)
        #expect(!disposed)
        input?.send(value: "Ada")
        #expect(target?.value == "Ada")
        target = nil
        #expect(disposed)
    }

    // MARK: The operator

    @Test("<~ binds looser than other operators and tighter than =, and groups to the right")
    func precedence() {
        let (numbers, send) = Signal<Int, Never>.pipe()
        let target = Field(0)
        // `binding = (target <~ numbers.map { $0 + 1 })`.
        let binding = target <~ numbers.map { $0 + 1 }
        send.send(value: 1)
        #expect(target.value == 2)
        binding?.dispose()
        send.send(value: 5)
        #expect(target.value == 2)
    }

    // MARK: A mutable property as a target

    @Test(
        "property <~ signal: a MutableProperty is a target, which sets its value",
        .enabled(if: mutablePropertyWorks(), "needs exercise 10.1's MutableProperty")
    )
    func intoMutableProperty() {
        let (typed, type) = Signal<String, Never>.pipe()
        let name = MutableProperty("initial")
        let checker = ContractChecker<String, Never>()
        checker.start(name.producer)
        name <~ typed
        type.send(value: "Ada")
        #expect(name.value == "Ada")
        #expect(checker.values == ["initial", "Ada"])
    }

    @Test(
        "a MutableProperty's bindingTarget lasts for the property's lifetime, and does not keep the property alive",
        .enabled(if: mutablePropertyWorks(), "needs exercise 10.1's MutableProperty")
    )
    func mutablePropertyTarget() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        weak let released = property
        guard let target = property?.bindingTarget else { return }
        target.action(5)
        #expect(property?.value == 5)
        #expect(!target.lifetime.hasEnded)
        property = nil
        #expect(released == nil)
        #expect(target.lifetime.hasEnded)
        target.action(6)  // Nobody to set: nothing happens.
    }

    @Test(
        "a binding into a MutableProperty and the property's end, on two threads at once, do not deadlock (ReactiveSwift's binding race)",
        .enabled(if: mutablePropertyWorks(), "needs exercise 10.1's MutableProperty")
    )
    func bindingAndTargetEndAtOnce() {
        let finished = inTime(seconds: 20) {
            for _ in 0..<200 {
                let (values, send) = Signal<Int, Never>.pipe()
                var target: MutableProperty<Int>? = MutableProperty(1)
                if let target {
                    target <~ values
                }
                let release = UncheckedTransfer({ target = nil })
                // The other thread lets go of the target, whose end ends the
                // binding, while this one sends into it.
                runAtOnce({ send.send(value: 2) }, { release.value() })
            }
            return true
        }
        #expect(finished == true, deadlockMessage)
    }
}
