import Foundation
import Testing
@testable import Step12_Schedulers

// Recording events with their virtual time
// ========================================
//
// The tests of the time operators check *when* each event arrives: a
// `TimedRecorder` notes the `TestScheduler`'s clock with every event, in
// seconds since the scheduler's start, rounded to the microsecond so that a
// test can write `1.5` for a moment reached through `advance(by:)`.

/// An event and the virtual time it arrived at.
struct Timed<Value, Error: Swift.Error>: CustomStringConvertible {
    /// Seconds since the scheduler's start, to the microsecond.
    let time: TimeInterval
    let event: Event<Value, Error>

    var description: String { "\(time)s: \(event)" }
}

extension Timed: Equatable where Value: Equatable, Error: Equatable {}

/// `event` at `time` seconds: the expected side of a comparison.
func at<Value, Error>(_ time: TimeInterval, _ event: Event<Value, Error>) -> Timed<Value, Error> {
    Timed(time: time, event: event)
}

/// The virtual time of `scheduler`, in seconds since `start`, to the
/// microsecond.
func virtualTime(of scheduler: TestScheduler, since start: Date = Date(timeIntervalSinceReferenceDate: 0)) -> TimeInterval {
    (scheduler.currentDate.timeIntervalSince(start) * 1_000_000).rounded() / 1_000_000
}

/// Records every event it is sent with the virtual time of `scheduler`, and
/// checks the event grammar as it goes (through a ``Recorder``).
final class TimedRecorder<Value, Error: Swift.Error> {
    private let scheduler: TestScheduler
    private let grammar = Recorder<Value, Error>()
    private var timed: [Timed<Value, Error>] = []

    /// The events so far, each with its time. Reading them fails the test
    /// if they break the event grammar.
    var events: [Timed<Value, Error>] {
        _ = grammar.events  // checks the grammar
        return timed
    }

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the scheduler's current time.
    func record(_ event: Event<Value, Error>) {
        grammar.record(event)
        timed.append(Timed(time: virtualTime(of: scheduler), event: event))
    }

    /// An observer that records into this recorder.
    var observer: Signal<Value, Error>.Observer {
        Signal.Observer { self.record($0) }
    }

    /// The values recorded, without their times.
    var values: [Value] { grammar.values }

    /// Whether a terminal event has been recorded.
    var hasTerminated: Bool { timed.contains { $0.event.isTerminating } }
}

/// A value whose going is observable: `isAlive` turns `false` when the last
/// reference to it goes.
final class HeldValue: CustomStringConvertible {
    let id: Int
    private let onRelease: () -> Void

    init(_ id: Int, onRelease: @escaping () -> Void = {}) {
        self.id = id
        self.onRelease = onRelease
    }

    deinit { onRelease() }

    var description: String { "#\(id)" }
}

/// A switch a test flips from a deinit.
final class Flag {
    var isSet = false
    func set() { isSet = true }
}
