// Tools for the tests of sharing: a source that counts its starts, and
// drawings of a start or an observation made at a given tick.

import Foundation
import Step10_Properties
import Testing
@testable import Step11_Exercises

/// A producer that counts its starts and disposals, and sends what its test
/// tells it to, through `input`.
final class CountingSource: @unchecked Sendable {
    let (signal, input) = Signal<Int, NamedError>.pipe()
    private(set) var starts = 0
    private(set) var disposals = 0

    /// Each start observes `signal`; it is counted as it starts, and again
    /// when its lifetime ends.
    var producer: SignalProducer<Int, NamedError> {
        SignalProducer(signal)
            .on(starting: { [self] in starts += 1 }, disposed: { [self] in disposals += 1 })
    }
}

/// Events drawn by the tick they came at, in `scenario`.
final class TickRecorder<Value, Error: Swift.Error> {
    private let scenario: MarbleScenario
    private var ticks: [[Signal<Value, Error>.Event]] = []

    init(in scenario: MarbleScenario) {
        self.scenario = scenario
    }

    /// Records each event it receives at the scenario's current tick.
    var observer: Signal<Value, Error>.Observer {
        Signal<Value, Error>.Observer { [self] event in
            while ticks.count <= scenario.currentTick { ticks.append([]) }
            ticks[scenario.currentTick].append(event)
        }
    }

    /// What it received, as a marble diagram.
    var drawing: String {
        MarbleDiagram.draw(ticks)
    }
}

extension MarbleScenario {
    /// Starts `producer` at `tick` (0: as the scenario starts) and records
    /// what that start receives.
    func start<Value, Error>(_ producer: SignalProducer<Value, Error>, at tick: Int) -> TickRecorder<Value, Error> {
        let recorder = TickRecorder<Value, Error>(in: self)
        neverFailingSignal(String(repeating: "-", count: tick) + "s").observeValues { _ in
            producer.start(recorder.observer)
        }
        return recorder
    }

    /// Observes `signal` at `tick` and records what it receives from then on.
    func observe<Value, Error>(_ signal: Signal<Value, Error>, at tick: Int) -> TickRecorder<Value, Error> {
        let recorder = TickRecorder<Value, Error>(in: self)
        neverFailingSignal(String(repeating: "-", count: tick) + "s").observeValues { _ in
            signal.observe(recorder.observer)
        }
        return recorder
    }

    /// Runs `action` at `tick`.
    func at(_ tick: Int, _ action: @escaping () -> Void) {
        neverFailingSignal(String(repeating: "-", count: tick) + "s").observeValues { _ in action() }
    }

    /// Plays every tick of the diagrams made so far.
    func playAll() {
        _ = run(SignalProducer<Never, Never>.empty)
    }
}

/// Lines logged in order, by a test's observers and work.
final class Log: @unchecked Sendable {
    var lines: [String] = []
}
