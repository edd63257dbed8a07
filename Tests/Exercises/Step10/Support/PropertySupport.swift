// Sources for the property tests that need no exercise solved: a property
// you can set (`SettableSource`) and property diagrams (`PropertyMarbles`),
// both made with the given `Property(following:)`, never with your
// `MutableProperty` (10.1) or `Property(initial:then:)` (10.2). So the
// tests of one exercise fail only because of that exercise.

import Step09_Errors
import Testing
@testable import Step10_Exercises

/// A property that the test sets: the given `Property(following:)` of a
/// pipe, its current value sent first.
///
/// Setting ``value`` sends into the pipe, from the test's thread; it is not
/// made for several threads at once (your `MutableProperty` is).
final class SettableSource<Value>: PropertyProtocol {
    private let followed: Property<Value>
    private let input: Signal<Value, Never>.Observer

    /// A source that holds `initial` until it is set.
    init(_ initial: Value) {
        let (changes, input) = Signal<Value, Never>.pipe()
        self.input = input
        followed = Property(
            following: SignalProducer { observer, lifetime in
                observer.send(value: initial)
                lifetime += changes.observe(observer)
            }
        )
    }

    /// The current value; setting it sends a change.
    var value: Value {
        get { followed.value }
        set { input.send(value: newValue) }
    }

    var producer: SignalProducer<Value, Never> { followed.producer }
    var signal: Signal<Value, Never> { followed.signal }

    /// Ends the changes, as a property that goes does.
    func complete() {
        input.sendCompleted()
    }
}

/// Marble diagrams for properties: a property's diagram starts with the
/// value it holds at tick 0 and goes on with its changes.
///
/// ```text
/// a-b-b-c|     holds a, changes to b at tick 2, to b again at tick 4,
///              to c at tick 6, and its changes complete at tick 7
/// ```
///
/// What is drawn is a start of the result's *producer* at tick 0: its first
/// tick is the value the result holds when it is started, so the input and
/// the output line up: `run("a-b-b-c|") { $0.map { $0.uppercased() } }` is
/// `A-B-B-C|`.
enum PropertyMarbles {
    /// A property that holds the first value of `diagram`, then follows the
    /// rest of it, played by `scenario`.
    static func property(_ diagram: String, in scenario: MarbleScenario) -> Property<String> {
        guard let initial = diagram.first, !"-|!#() ".contains(initial) else {
            preconditionFailure("The property diagram \"\(diagram)\" must start with the value the property holds.")
        }
        let changes = scenario.neverFailingSignal("-" + diagram.dropFirst())
        return Property(
            following: SignalProducer { observer, lifetime in
                observer.send(value: String(initial))
                lifetime += changes.observe { event in
                    // A property's changes end with a completion.
                    if case .interrupted = event {
                        observer.sendCompleted()
                    } else {
                        observer.send(event)
                    }
                }
            }
        )
    }

    /// Plays `diagram` into a property, passes it through `transform`, and
    /// draws a start of the result's producer at tick 0.
    static func run<U>(
        _ diagram: String,
        symbols: [String: Character] = [:],
        through transform: (Property<String>) -> Property<U>
    ) -> String {
        let scenario = MarbleScenario()
        let source = property(diagram, in: scenario)
        let result = transform(source)
        return withExtendedLifetime((source, result)) {
            scenario.checkedRun(result.producer)
        }
    }

    /// Plays two diagrams into two properties, combines them with
    /// `transform`, and draws a start of the result's producer at tick 0.
    static func run<U>(
        _ first: String,
        _ second: String,
        through transform: (Property<String>, Property<String>) -> Property<U>
    ) -> String {
        let scenario = MarbleScenario()
        let firstSource = property(first, in: scenario)
        let secondSource = property(second, in: scenario)
        let result = transform(firstSource, secondSource)
        return withExtendedLifetime((firstSource, secondSource, result)) {
            scenario.checkedRun(result.producer)
        }
    }
}

extension MarbleScenario {
    /// Plays two diagrams into two signals, combines them with `transform`,
    /// and draws the result; fails the test if it breaks the contract.
    static func checkedRun<Value, Error>(
        _ first: String,
        _ second: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        through transform: (Signal<String, MarbleError>, Signal<String, MarbleError>) -> Signal<Value, Error>
    ) -> String {
        let scenario = MarbleScenario()
        let combined = transform(scenario.signal(first), scenario.signal(second))
        return scenario.checkedRun(combined, sourceLocation: sourceLocation)
    }
}

// `t` for true and `f` for false, in the diagrams of the Bool operators.
// The property versions use the given `Property(following:)`, not your
// `map` (10.2).

extension PropertyProtocol where Value == String {
    /// This property's diagram values as booleans: `t` is true, anything
    /// else false.
    var booleans: Property<Bool> {
        Property(following: producer.map { $0 == "t" })
    }
}

extension PropertyProtocol where Value == Bool {
    /// Booleans drawn back as `t` and `f`.
    var drawn: Property<String> {
        Property(following: producer.map { $0 ? "t" : "f" })
    }
}

extension Signal where Value == String {
    /// A diagram's values as booleans: `t` is true, anything else false.
    var booleans: Signal<Bool, Error> {
        map { $0 == "t" }
    }
}

extension Signal where Value == Bool {
    /// Booleans drawn back as `t` and `f`.
    var drawn: Signal<String, Error> {
        map { $0 ? "t" : "f" }
    }
}

extension SignalProducer where Value == String {
    /// A diagram's values as booleans: `t` is true, anything else false.
    var booleans: SignalProducer<Bool, Error> {
        map { $0 == "t" }
    }
}

extension SignalProducer where Value == Bool {
    /// Booleans drawn back as `t` and `f`.
    var drawn: SignalProducer<String, Error> {
        map { $0 ? "t" : "f" }
    }
}

/// Whether exercise 10.1's `MutableProperty` sets, reads and sends, within
/// a time limit (an unfinished one may hang): the tests that need it ask
/// first, rather than fail, hang or stop the program because of it.
func mutablePropertyWorks() -> Bool {
    inTime(seconds: 5) {
        let property = MutableProperty(0)
        var seen: [Int] = []
        property.producer.startWithValues { seen.append($0) }
        property.value = 1
        return property.value == 1 && seen == [0, 1]
    } ?? false
}
