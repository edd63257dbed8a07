import Foundation

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
///
/// The clock is a ``TestScheduler``: a tick is one second of its virtual
/// time, so the marbles of every chapter were virtual time all along, and a
/// time operator given ``scheduler`` is drawn like any other.
public final class MarbleScenario {
    /// The virtual clock the diagrams play on: one tick is one second of its
    /// time. Hand it to a time operator (`delay(2, on: scenario.scheduler)`)
    /// and the operator's waits are drawn in ticks.
    public let scheduler: TestScheduler

    /// The date of tick 0.
    private let startDate: Date

    /// The tick being played: the whole seconds the clock has moved on since
    /// tick 0.
    public var currentTick: Int {
        Int(scheduler.currentDate.timeIntervalSince(startDate).rounded(.down))
    }

    /// The last tick that any diagram played so far covers.
    private var lastTick = -1

    /// The input observers of the signals made by ``signal(_:)``: kept until
    /// the scenario goes, so that a diagram without a terminal event does not
    /// interrupt its signal when it has been played.
    private var inputs: [AnyObject] = []

    /// Creates a scenario whose tick 0 is `scheduler`'s current date.
    public init(scheduler: TestScheduler = TestScheduler()) {
        self.scheduler = scheduler
        self.startDate = scheduler.currentDate
    }

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
        scheduler.schedule(after: startDate.addingTimeInterval(TimeInterval(tick)), action: run)
    }

    /// Runs every action on the clock, earliest first, including those that
    /// actions (and time operators) schedule on the way.
    ///
    /// - Precondition: The actions run out: a timer nobody stops would play
    ///   for ever, so 100,000 actions in one play stop the program.
    private func playAll() {
        var played = 0
        while let next = scheduler.nextActionDate {
            played += 1
            precondition(
                played <= 100_000,
                "MarbleScenario played 100,000 actions and the clock still has more: a timer or a repeating schedule that never ends? End it with take(first:) or stop the start with run(_:disposingAt:)."
            )
            scheduler.advance(to: next)
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
