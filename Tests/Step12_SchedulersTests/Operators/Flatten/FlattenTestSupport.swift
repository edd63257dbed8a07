import Testing
@testable import Step12_Schedulers

/// A marble scenario for flattening: inner producers named by letters, each
/// with its diagram, and an outer diagram whose values are those letters.
///
/// Each inner is a cold ``MarbleScenario/producer(_:)``: it follows its
/// diagram from the tick it is started at. The scenario writes in ``log``
/// when an inner starts and when its start ends (completed, failed,
/// interrupted or disposed of), with the tick: `"start A@0"`, `"end A@2"`.
/// A start ends once its terminal event has reached its observers: so when
/// one inner's completion starts the next, the next is logged as started
/// before the first is logged as ended.
///
/// ```swift
/// let flattening = FlatteningScenario(inners: ["A": "-1|", "B": "-2|"])
/// print(flattening.draw("A--B|", .merge))
/// print(flattening.log)
/// // prints -1--2|
/// // prints ["start A@0", "end A@2", "start B@3", "end B@5"]
/// ```
final class FlatteningScenario {
    let scenario = MarbleScenario()
    private let diagrams: [String: String]
    private var entries: [String] = []

    init(inners: [String: String]) {
        diagrams = inners
    }

    /// Starts and ends of inners, and of the outer producer (`"O"`), in order.
    var log: [String] { entries }

    /// The inner named `name`, logging its starts and ends.
    func inner(_ name: String) -> SignalProducer<String, MarbleError> {
        logged(name, scenario.producer(diagrams[name]!))
    }

    /// Plays `outer` as a hot signal of inner names, flattens it with
    /// `strategy`, and draws the result.
    func draw(_ outer: String, _ strategy: FlattenStrategy) -> String {
        scenario.run(scenario.signal(outer).map { self.inner($0) }.flatten(strategy))
    }

    /// Plays `outer` as a producer of inner names (logged as `"O"`),
    /// flattens it with `strategy`, starts it at tick 0, disposes of the
    /// start at `disposalTick` if given, and draws the result.
    func drawProducer(_ outer: String, _ strategy: FlattenStrategy, disposingAt disposalTick: Int? = nil) -> String {
        let inners = logged("O", scenario.producer(outer)).map { self.inner($0) }
        return scenario.run(inners.flatten(strategy), disposingAt: disposalTick)
    }

    private func logged<Value>(_ name: String, _ producer: SignalProducer<Value, MarbleError>) -> SignalProducer<Value, MarbleError> {
        SignalProducer { [unowned self] observer, lifetime in
            entries.append("start \(name)@\(scenario.currentTick)")
            lifetime.observeEnded { [unowned self] in entries.append("end \(name)@\(scenario.currentTick)") }
            lifetime += producer.start(observer)
        }
    }
}

/// Draws the flattening of `outer` with `strategy` twice, as a signal and as
/// a producer, each in a scenario of its own, and fails the test if the two
/// drawings differ.
///
/// - Returns: The drawing.
func flattened(
    _ outer: String,
    _ strategy: FlattenStrategy,
    inners: [String: String],
    sourceLocation: SourceLocation = #_sourceLocation
) -> String {
    let signalDrawing = FlatteningScenario(inners: inners).draw(outer, strategy)
    let producerDrawing = FlatteningScenario(inners: inners).drawProducer(outer, strategy)
    #expect(signalDrawing == producerDrawing, "the signal and the producer differ", sourceLocation: sourceLocation)
    return signalDrawing
}

/// Draws the flattening of the hot signal `outer` with `strategy`, and
/// returns the drawing with the log of the inners' starts and ends (see
/// ``FlatteningScenario``).
func drawnWithLog(_ outer: String, _ strategy: FlattenStrategy, inners: [String: String]) -> (drawing: String, log: [String]) {
    let flattening = FlatteningScenario(inners: inners)
    let drawing = flattening.draw(outer, strategy)
    return (drawing, flattening.log)
}

/// A strategy with its name, as a test argument.
struct NamedStrategy: CustomTestStringConvertible, Sendable {
    let name: String
    let strategy: FlattenStrategy

    var testDescription: String { name }

    static let all: [NamedStrategy] = [
        NamedStrategy(name: ".merge", strategy: .merge),
        NamedStrategy(name: ".concat", strategy: .concat),
        NamedStrategy(name: ".concurrent(limit: 2)", strategy: .concurrent(limit: 2)),
        NamedStrategy(name: ".latest", strategy: .latest),
        NamedStrategy(name: ".race", strategy: .race),
        NamedStrategy(name: ".throttle", strategy: .throttle),
    ]
}
