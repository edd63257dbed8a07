import Testing
@testable import Step12_Schedulers

/// Marble diagrams for properties: a property's diagram starts with the
/// value it holds at tick 0, and goes on with its changes.
///
/// ```text
/// a-b-b-c|     holds a, changes to b at tick 2, to b again at tick 4,
///              to c at tick 6, and its changes complete at tick 7
/// ```
///
/// The property is a `Property(initial:then:)` that follows a hot signal of
/// the diagram's changes. What is drawn is a start of the property under
/// test's *producer* at tick 0: its first tick is the value that property
/// holds when it is started, so input and output line up:
///
/// ```swift
/// print(PropertyMarbles.run("a-b-b-c|") { $0.map { $0.uppercased() } })
/// // prints A-B-B-C|
/// ```
enum PropertyMarbles {
    /// A property that holds the first value of `diagram`, then follows the
    /// rest of it, played by `scenario`.
    ///
    /// - Precondition: `diagram` starts with a one-character value.
    static func property(_ diagram: String, in scenario: MarbleScenario) -> Property<String> {
        guard let initial = diagram.first, !"-|!#() ".contains(initial) else {
            preconditionFailure("The property diagram \"\(diagram)\" must start with the value the property holds.")
        }
        return Property(initial: String(initial), then: scenario.neverFailingSignal("-" + diagram.dropFirst()))
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
            scenario.run(result.producer, symbols: symbols)
        }
    }

    /// Plays two diagrams into two properties, combines them with
    /// `transform`, and draws a start of the result's producer at tick 0.
    static func run<U>(
        _ first: String,
        _ second: String,
        symbols: [String: Character] = [:],
        through transform: (Property<String>, Property<String>) -> Property<U>
    ) -> String {
        let scenario = MarbleScenario()
        let firstSource = property(first, in: scenario)
        let secondSource = property(second, in: scenario)
        let result = transform(firstSource, secondSource)
        return withExtendedLifetime((firstSource, secondSource, result)) {
            scenario.run(result.producer, symbols: symbols)
        }
    }
}

/// `t` for true and `f` for false, in the diagrams of the Bool operators.
extension PropertyProtocol where Value == String {
    /// This property's diagram values as booleans: `t` is true, anything
    /// else false.
    var booleans: Property<Bool> {
        map { $0 == "t" }
    }
}

extension PropertyProtocol where Value == Bool {
    /// Booleans drawn back as `t` and `f`.
    var drawn: Property<String> {
        map { $0 ? "t" : "f" }
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
