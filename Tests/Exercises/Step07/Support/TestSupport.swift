// Helpers shared by the exercise tests of chapter 7.
//
// Every expectation in these tests is written `#expect(actual == expected)`:
// what your code produced on the left, what it should produce on the right.
// `swift run learn check` relies on that order to label the two values.
//
// Most tests draw streams as marble diagrams (step 6's `MarbleDiagram` and
// `MarbleScenario`): one character per tick, `-` nothing, `|` completed,
// `#` failed, `!` interrupted, `(…)` several events in one tick, any other
// character a value. A value longer than one character is drawn in braces
// (`{a1}`), or as the symbol a test gives it (`["a1": "A"]` draws it `A`).
// So a failing test shows the diagram it expected above the one your
// operator drew.
//
// Every stream a test draws is also observed by step 6's `ContractChecker`,
// which fails the test if the stream breaks the event grammar, delivers two
// events at once, or sends after it was disposed of.

import Step06_Transforming
import Testing
@testable import Step07_Exercises

extension MarbleScenario {
    /// Plays `diagram` into a signal, passes it through `transform`, and
    /// draws the result; fails the test if the result breaks the contract.
    static func checkedRun<Value, Error>(
        _ diagram: String,
        symbols: [String: Character] = [:],
        sourceLocation: SourceLocation = #_sourceLocation,
        through transform: (Signal<String, MarbleError>) -> Signal<Value, Error>
    ) -> String {
        let scenario = MarbleScenario()
        return scenario.checkedRun(transform(scenario.signal(diagram)), symbols: symbols, sourceLocation: sourceLocation)
    }

    /// Plays two diagrams into two signals, combines them with `transform`,
    /// and draws the result; fails the test if the result breaks the
    /// contract. Within a tick, the first diagram's events come first.
    static func checkedRun<Value, Error>(
        _ first: String,
        _ second: String,
        symbols: [String: Character] = [:],
        sourceLocation: SourceLocation = #_sourceLocation,
        through transform: (Signal<String, MarbleError>, Signal<String, MarbleError>) -> Signal<Value, Error>
    ) -> String {
        let scenario = MarbleScenario()
        let firstSignal = scenario.signal(first)
        let secondSignal = scenario.signal(second)
        return scenario.checkedRun(transform(firstSignal, secondSignal), symbols: symbols, sourceLocation: sourceLocation)
    }

    /// Observes `signal` with a contract checker, plays every tick, and
    /// draws what it sent; fails the test if it breaks the contract.
    func checkedRun<Value, Error>(
        _ signal: Signal<Value, Error>,
        symbols: [String: Character] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let checker = ContractChecker<Value, Error>()
        checker.observe(signal)
        let drawing = run(signal, symbols: symbols)
        expectNoViolations(checker, sourceLocation: sourceLocation)
        return drawing
    }

    /// Starts `producer` with a contract checker as well as the drawing
    /// observer, plays every tick, and draws what the start sent; fails the
    /// test if it breaks the contract.
    func checkedRun<Value, Error>(
        _ producer: SignalProducer<Value, Error>,
        symbols: [String: Character] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        // One start, seen by both the checker and the drawing: the checker
        // observes the start's signal, and the drawing observer gets its
        // events through the producer that `run` starts.
        let checker = ContractChecker<Value, Error>()
        let shared = SignalProducer<Value, Error> { observer, lifetime in
            producer.startWithSignal { signal, interrupter in
                lifetime += interrupter
                checker.observe(signal)
                lifetime += signal.observe(observer)
            }
        }
        let drawing = run(shared, symbols: symbols)
        expectNoViolations(checker, sourceLocation: sourceLocation)
        return drawing
    }
}

/// Starts `producer` through a ``ContractChecker``, and fails the test if the
/// start breaks the contract.
///
/// - Returns: The events the start sent, in order.
func checkedEvents<Value, Error>(
    of producer: SignalProducer<Value, Error>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [Signal<Value, Error>.Event] {
    let checker = ContractChecker<Value, Error>()
    checker.start(producer)
    expectNoViolations(checker, sourceLocation: sourceLocation)
    return checker.events
}

/// Fails the test with each break of the contract that `checker` saw.
func expectNoViolations<Value, Error>(
    _ checker: ContractChecker<Value, Error>,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for violation in checker.violations {
        Issue.record("the stream broke its contract: \(violation)", sourceLocation: sourceLocation)
    }
}

/// A trigger for the operators that take a `Signal<(), Never>`: the values
/// of a marble diagram (whatever their letter) as `()`.
func trigger(_ scenario: MarbleScenario, _ diagram: String) -> Signal<(), Never> {
    scenario.neverFailingSignal(diagram).map { _ in () }
}

/// An object whose release a test can watch through a weak reference.
final class Tracked {}

/// A pair of strings as one string, `("a", "1")` as `"a1"`, so that the
/// pairs an operator sends can be drawn and compared.
func joined(_ pair: (String, String)) -> String {
    pair.0 + pair.1
}
