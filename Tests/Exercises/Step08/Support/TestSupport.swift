// Helpers shared by the exercise tests of chapter 8.
//
// Every expectation in these tests is written `#expect(actual == expected)`:
// what your code produced on the left, what it should produce on the right.
// `swift run learn check` relies on that order to label the two values.
//
// Most tests draw streams as marble diagrams (step 7's `MarbleDiagram` and
// `MarbleScenario`): one character per tick, `-` nothing, `|` completed,
// `#` failed, `!` interrupted, `(…)` several events in one tick, any other
// character a value. A stream of streams is drawn as an outer diagram whose
// letters name inner diagrams: `flattened(.concat, "-ab|", ["a": "-1|",
// "b": "-2|"])` is an outer producer that sends, at tick 1, a producer that
// follows `-1|` from the tick it is started at, and at tick 2 one that
// follows `-2|`. An inner producer sends the events of its first tick
// during its start. Within a tick, a producer started earlier sends first:
// the outer producer, then the inner producers in the order they started.
//
// Every stream a test draws is also observed by step 7's `ContractChecker`,
// which fails the test if the stream breaks the event grammar, delivers two
// events at once, or sends after it was disposed of.

import Step07_Combining
import Testing
@testable import Step08_Exercises

/// Draws `outer.flatten(strategy)`, where `outer` is a producer that follows
/// the diagram `outer`, each of its values a letter that names an inner
/// diagram of `inners`: the inner producer sent then follows that diagram
/// from the tick it is started at. Fails the test if the flattened stream
/// breaks the contract.
///
/// - Parameter disposingAt: The tick at which to dispose of the start, if
///   any: the drawing then ends with the `interrupted` that disposing sends.
func flattened(
    _ strategy: FlattenStrategy,
    _ outer: String,
    _ inners: [String: String],
    disposingAt tick: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> String {
    let scenario = MarbleScenario()
    let outerProducer = scenario.innerProducers(outer, inners)
    return scenario.checkedRun(outerProducer.flatten(strategy), disposingAt: tick, sourceLocation: sourceLocation)
}

extension MarbleScenario {
    /// A producer that follows `outer`, and sends for each of its letters the
    /// producer of the inner diagram `inners` names with that letter.
    func innerProducers(_ outer: String, _ inners: [String: String]) -> SignalProducer<SignalProducer<String, MarbleError>, MarbleError> {
        let producers = inners.mapValues { producer($0) }
        return producer(outer).map { name in
            guard let inner = producers[name] else {
                preconditionFailure("The outer diagram sends \"\(name)\", which names no inner diagram.")
            }
            return inner
        }
    }

    /// Starts `producer` with a contract checker as well as the drawing
    /// observer, plays every tick, and draws what the start sent; fails the
    /// test if it breaks the contract.
    func checkedRun<Value, Error>(
        _ producer: SignalProducer<Value, Error>,
        disposingAt tick: Int? = nil,
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
        let drawing = run(shared, disposingAt: tick, symbols: symbols)
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

/// Inner producers that a test drives by hand, and that say what happens to
/// them. A start of `producer("a")` logs `a start`, keeps its observer in
/// `inputs["a"]`, and logs `a ended` when its lifetime ends: when it
/// completes, fails or is interrupted (disposing of a start interrupts it).
final class Probes {
    /// What happened, in order.
    private(set) var log: [String] = []
    /// The observer of the latest start of each producer.
    private(set) var inputs: [String: Signal<String, MarbleError>.Observer] = [:]

    /// A producer named `name`.
    func producer(_ name: String) -> SignalProducer<String, MarbleError> {
        // Weak: a start may end after the test, when the probes are gone.
        SignalProducer { [weak self] observer, lifetime in
            self?.log.append("\(name) start")
            self?.inputs[name] = observer
            lifetime.observeEnded { [weak self] in
                self?.log.append("\(name) ended")
            }
        }
    }

    /// Sends a value into the latest start of the producer `name`.
    func send(_ value: String, to name: String) {
        inputs[name]?.send(value: value)
    }
}

/// An outer stream that a test drives by hand: send inner producers into
/// `input`, and flatten `producer`. (Each start of `producer` observes the
/// same pipe; the tests start it once.)
struct OuterPipe<Inner> {
    let producer: SignalProducer<SignalProducer<Inner, MarbleError>, MarbleError>
    let input: Signal<SignalProducer<Inner, MarbleError>, MarbleError>.Observer

    init() {
        let (output, input) = Signal<SignalProducer<Inner, MarbleError>, MarbleError>.pipe()
        producer = SignalProducer(output)
        self.input = input
    }
}

/// ReactiveCocoa 4's `SignalProducer.buffer(_:)`, which the Basic Operators
/// guide uses in its flattening examples: an input, and a producer each of
/// whose starts first replays what was sent so far, then follows what is
/// sent next.
final class Buffer {
    private var sent: [Signal<String, Never>.Event] = []
    private let (signal, input) = Signal<String, Never>.pipe()

    /// A producer of what was sent, and what will be.
    var producer: SignalProducer<String, Never> {
        SignalProducer { [weak self] observer, lifetime in
            guard let self else { return }
            for event in sent {
                observer.send(event)
            }
            lifetime += signal.observe(observer)
        }
    }

    /// Sends `value` to the starts under way, and keeps it for those to come.
    func send(value: String) {
        sent.append(.value(value))
        input.send(value: value)
    }

    /// Completes the starts under way, and those to come.
    func sendCompleted() {
        sent.append(.completed)
        input.sendCompleted()
    }
}

/// An object whose release a test can watch through a weak reference.
final class Tracked {}
