// Helpers shared by the exercise tests of chapter 11.
//
// Every expectation in these tests is written `#expect(actual == expected)`:
// what your code produced on the left, what it should produce on the right.
// `swift run learn check` relies on that order to label the two values.
//
// Many tests draw streams as marble diagrams (`MarbleDiagram` and
// `MarbleScenario`): one character per tick, `-` nothing, `|` completed,
// `#` failed, `!` interrupted, `(…)` several events in one tick, any other
// character a value. A failure is drawn `#` whatever its error; the tests
// that care about the error compare the events themselves.
//
// Every stream a test draws is also observed by a `ContractChecker`, which
// fails the test if the stream breaks the event grammar, delivers two
// events at once, or sends after it was disposed of.

import Step10_Properties
import Testing
@testable import Step11_Exercises

extension MarbleScenario {
    /// Plays `diagram` into a signal, passes it through `transform`, and
    /// draws the result; fails the test if the result breaks the contract.
    static func checkedRun<Value, Error>(
        _ diagram: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        through transform: (Signal<String, MarbleError>) -> Signal<Value, Error>
    ) -> String {
        let scenario = MarbleScenario()
        return scenario.checkedRun(transform(scenario.signal(diagram)), sourceLocation: sourceLocation)
    }

    /// Observes `signal` with a contract checker, plays every tick, and
    /// draws what it sent; fails the test if it breaks the contract.
    func checkedRun<Value, Error>(
        _ signal: Signal<Value, Error>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let checker = ContractChecker<Value, Error>()
        checker.observe(signal)
        let drawing = run(signal)
        expectNoViolations(checker, sourceLocation: sourceLocation)
        return drawing
    }

    /// Starts `producer` with a contract checker as well as the drawing
    /// observer, plays every tick, and draws what the start sent; fails the
    /// test if it breaks the contract.
    func checkedRun<Value, Error>(
        _ producer: SignalProducer<Value, Error>,
        disposingAt tick: Int? = nil,
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
        let drawing = run(shared, disposingAt: tick)
        expectNoViolations(checker, sourceLocation: sourceLocation)
        return drawing
    }

    /// A producer whose first start follows the first diagram, its second
    /// start the second, and so on; every start after the last diagram's
    /// follows the last one. Each start follows its diagram from the tick it
    /// is started at, as `producer(_:)` does.
    ///
    /// `attempts(["-a#", "b|"])`: the first start sends `a` and fails, the
    /// next sends `b` and completes.
    func attempts(_ diagrams: [String]) -> SignalProducer<String, MarbleError> {
        precondition(!diagrams.isEmpty, "attempts(_:) needs a diagram at least.")
        let producers = diagrams.map { producer($0) }
        var started = 0
        return SignalProducer { observer, lifetime in
            let attempt = producers[min(started, producers.count - 1)]
            started += 1
            attempt.startWithSignal { signal, interrupter in
                lifetime += interrupter
                signal.observe(observer)
            }
        }
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

/// An error with a name, for tests that tell errors apart.
struct NamedError: Swift.Error, Equatable, CustomStringConvertible {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var description: String { name }
}

/// An object whose release a test can watch through a weak reference.
final class Tracked {}
