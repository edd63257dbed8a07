/// A virtual clock that plays marble diagrams (``MarbleDiagram``) into
/// signals and producers, tick by tick, and draws what a stream sends.
///
/// Make the inputs first, build the stream under test from them, then
/// ``run(_:symbols:)`` it: the scenario observes the stream, plays every
/// tick, and returns the stream's events as a diagram.
///
/// ```swift
/// let scenario = MarbleScenario()
/// let letters = scenario.signal("-a-b-c|")
/// print(scenario.run(letters.map { $0.uppercased() }))
/// // prints -A-B-C|
/// ```
///
/// Everything happens on the calling thread, synchronously, in a fixed
/// order: within a tick, inputs send in the order they were made. A
/// ``signal(_:)`` is hot: it follows its diagram from tick 0, whoever
/// listens. A ``producer(_:recordingInto:)`` is cold: each start follows the diagram from
/// the tick it is started at, and its first tick's events are sent during
/// the start itself.
///
/// The drawing covers every tick of the inputs' diagrams (and of every start
/// of a producer), and stops at the stream's terminal event.
public final class MarbleScenario {
    /// Something that happens at a tick.
    private struct Action {
        let tick: Int
        /// Breaks ties: actions of the same tick run in the order they were
        /// scheduled.
        let order: Int
        let run: () -> Void
    }

    /// The tick being played.
    public private(set) var currentTick = 0

    /// Actions still to run, in no particular order.
    private var pending: [Action] = []
    private var scheduledCount = 0

    /// The last tick that any diagram played so far covers.
    private var lastTick = -1

    /// The input observers of the signals made by ``signal(_:)``: kept until
    /// the scenario goes, so that a diagram without a terminal event does not
    /// interrupt its signal when it has been played.
    private var inputs: [AnyObject] = []

    /// Creates a scenario at tick 0, with no inputs.
    public init() {}

    /// A hot signal that sends the events of `diagram`, from tick 0.
    public func signal(_ diagram: String) -> Signal<String, MarbleError> {
        let (output, input) = Signal<String, MarbleError>.pipe()
        inputs.append(input)
        play(diagram, from: 0, into: input.send)
        return output
    }

    /// A hot signal that cannot fail, for operators whose trigger has the
    /// error type `Never`.
    ///
    /// - Precondition: `diagram` has no `#`.
    public func neverFailingSignal(_ diagram: String) -> Signal<String, Never> {
        precondition(
            !diagram.contains("#"),
            "The diagram \"\(diagram)\" has a failure (#), but a signal whose error type is Never cannot fail: use signal(_:)."
        )
        let (output, input) = Signal<String, Never>.pipe()
        inputs.append(input)
        play(diagram, from: 0) { event in
            switch event {
            case .value(let value):
                input.send(value: value)
            case .completed:
                input.sendCompleted()
            case .interrupted:
                input.sendInterrupted()
            case .failed:
                break  // Ruled out by the precondition above.
            }
        }
        return output
    }

    /// A cold producer: each start sends the events of `diagram`, from the
    /// tick it is started at.
    ///
    /// - Parameters:
    ///   - diagram: What each start sends, from its first tick on.
    ///   - subscriptions: Where to record when each start begins and ends,
    ///     to check that an operator stops the work underneath (see
    ///     ``MarbleSubscriptions``).
    public func producer(
        _ diagram: String,
        recordingInto subscriptions: MarbleSubscriptions? = nil
    ) -> SignalProducer<String, MarbleError> {
        SignalProducer { [unowned self] observer, lifetime in
            let start = currentTick
            if let subscriptions {
                let number = subscriptions.begin(at: start)
                lifetime.observeEnded { [weak self] in
                    // A start may outlive its scenario (a test that leaves
                    // it running); its end then has no tick to be drawn at.
                    guard let self else { return }
                    subscriptions.end(number, at: currentTick)
                }
            }
            let ticks = MarbleDiagram.parse(diagram)
            lastTick = max(lastTick, start + ticks.count - 1)
            for (offset, events) in ticks.enumerated() where !events.isEmpty {
                let send = {
                    for event in events where !lifetime.hasEnded {
                        observer.send(event)
                    }
                }
                if offset == 0 {
                    send()
                } else {
                    schedule(at: start + offset, send)
                }
            }
        }
    }

    /// Observes `signal`, plays every tick, and draws what it sent.
    ///
    /// - Parameters:
    ///   - signal: The stream under test.
    ///   - symbols: Symbols for values whose description is longer than one
    ///     character (see ``MarbleDiagram/draw(_:symbols:)``).
    /// - Returns: The diagram of what `signal` sent.
    public func run<Value, Error>(_ signal: Signal<Value, Error>, symbols: [String: Character] = [:]) -> String {
        var received: [(tick: Int, event: Signal<Value, Error>.Event)] = []
        let observation = signal.observe { [unowned self] event in
            received.append((currentTick, event))
        }
        playAll()
        observation?.dispose()
        return draw(received, symbols: symbols)
    }

    /// Starts `producer` at the current tick, plays every tick, and draws
    /// what the start sent.
    ///
    /// - Parameters:
    ///   - producer: The stream under test.
    ///   - tick: The tick at which to dispose of the start, if any: the
    ///     drawing then shows the `interrupted` that disposing sends.
    ///   - symbols: Symbols for values whose description is longer than one
    ///     character.
    /// - Returns: The diagram of what the start sent.
    public func run<Value, Error>(
        _ producer: SignalProducer<Value, Error>,
        disposingAt tick: Int? = nil,
        symbols: [String: Character] = [:]
    ) -> String {
        var received: [(tick: Int, event: Signal<Value, Error>.Event)] = []
        var isRecording = true
        let start = producer.start { [unowned self] event in
            if isRecording {
                received.append((currentTick, event))
            }
        }
        if let tick {
            lastTick = max(lastTick, tick)
            schedule(at: tick) { start.dispose() }
        }
        playAll()
        isRecording = false
        start.dispose()
        return draw(received, symbols: symbols)
    }

    /// Schedules the events of `diagram` from tick `start` on.
    private func play(_ diagram: String, from start: Int, into send: @escaping (Signal<String, MarbleError>.Event) -> Void) {
        let ticks = MarbleDiagram.parse(diagram)
        lastTick = max(lastTick, start + ticks.count - 1)
        for (offset, events) in ticks.enumerated() where !events.isEmpty {
            schedule(at: start + offset) {
                for event in events {
                    send(event)
                }
            }
        }
    }

    private func schedule(at tick: Int, _ run: @escaping () -> Void) {
        pending.append(Action(tick: tick, order: scheduledCount, run: run))
        scheduledCount += 1
    }

    /// Runs every pending action, earliest first, including those that
    /// actions schedule on the way.
    private func playAll() {
        while let next = pending.indices.min(by: { (pending[$0].tick, pending[$0].order) < (pending[$1].tick, pending[$1].order) }) {
            let action = pending.remove(at: next)
            currentTick = max(currentTick, action.tick)
            action.run()
        }
    }

    /// Draws the recorded events, tick by tick, up to the terminal event or
    /// to the last tick of the diagrams played.
    private func draw<Value, Error>(
        _ received: [(tick: Int, event: Signal<Value, Error>.Event)],
        symbols: [String: Character]
    ) -> String {
        let end = received.first { $0.event.isTerminating }?.tick ?? max(lastTick, received.last?.tick ?? -1)
        var ticks = Array(repeating: [Signal<Value, Error>.Event](), count: end + 1)
        for (tick, event) in received where tick <= end {
            ticks[tick].append(event)
        }
        return MarbleDiagram.draw(ticks, symbols: symbols)
    }
}

extension MarbleScenario {
    /// Plays `diagram` into a signal, passes it through `transform`, and
    /// draws the result.
    ///
    /// ```swift
    /// print(MarbleScenario.run("-a-b|") { $0.map { $0 + $0 } })
    /// // prints -{aa}-{bb}|
    /// ```
    public static func run<Value, Error>(
        _ diagram: String,
        symbols: [String: Character] = [:],
        through transform: (Signal<String, MarbleError>) -> Signal<Value, Error>
    ) -> String {
        let scenario = MarbleScenario()
        return scenario.run(transform(scenario.signal(diagram)), symbols: symbols)
    }

    /// Plays two diagrams into two signals, combines them with `transform`,
    /// and draws the result.
    public static func run<Value, Error>(
        _ first: String,
        _ second: String,
        symbols: [String: Character] = [:],
        through transform: (Signal<String, MarbleError>, Signal<String, MarbleError>) -> Signal<Value, Error>
    ) -> String {
        let scenario = MarbleScenario()
        let firstSignal = scenario.signal(first)
        let secondSignal = scenario.signal(second)
        return scenario.run(transform(firstSignal, secondSignal), symbols: symbols)
    }
}
