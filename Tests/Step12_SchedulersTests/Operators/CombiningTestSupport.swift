import Foundation
import Testing
@testable import Step12_Schedulers

/// A value whose release a test can watch: `released` becomes `true` when
/// the last reference to it goes.
final class Payload: CustomStringConvertible {
    private let onRelease: () -> Void
    let name: String

    init(_ name: String, onRelease: @escaping () -> Void) {
        self.name = name
        self.onRelease = onRelease
    }

    deinit { onRelease() }

    var description: String { name }
}

/// A producer that writes into `log` when it starts and when its start's
/// lifetime ends, and sends `values` then completes, unless `finishes` is
/// `false`: then it stays running until its start is disposed of.
func loggingProducer<Value>(
    _ name: String,
    log: Locked<[String]>,
    values: [Value],
    finishes: Bool = true
) -> SignalProducer<Value, TestError> {
    SignalProducer { observer, lifetime in
        log.withLock { $0.append("start \(name)") }
        lifetime.observeEnded { log.withLock { $0.append("end \(name)") } }
        for value in values {
            observer.send(value: value)
        }
        if finishes {
            observer.sendCompleted()
        }
    }
}

/// Watches how long an operator observes a signal. ``watched(_:)`` returns a
/// signal that forwards the given one, counting the events it receives, and
/// noting when it stops observing it. Hand that signal straight to the
/// operator, without keeping it: the operator is then its only observer, so
/// when the operator stops observing it, it is unobserved and unreachable, and
/// ends (chapter 4), and with it its own observation of the signal watched.
/// From then on `events` stops growing, and `ended` is `true`.
final class ObservationWatch {
    /// How many events reached the watched signal while the operator observed it.
    private(set) var events = 0
    /// Whether the operator has let go of the watched signal.
    private(set) var ended = false

    func watched<Value, Error: Swift.Error>(_ signal: Signal<Value, Error>) -> Signal<Value, Error> {
        Signal { output, lifetime in
            lifetime.observeEnded { self.ended = true }
            lifetime += signal.observe { event in
                self.events += 1
                output.send(event)
            }
        }
    }
}

/// Runs `work` on `threads` threads at once, each given its number, and
/// returns when all have finished.
func concurrently(threads: Int, _ work: @escaping @Sendable (Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: threads, execute: work)
}

extension Signal {
    /// Each pair as one string, its two values side by side: `("a", 1)`
    /// becomes `"a1"`, one symbol for a marble diagram.
    func concatenated<A, B>() -> Signal<String, Error> where Value == (A, B) {
        map { pair in "\(pair.0)\(pair.1)" }
    }
}

extension SignalProducer {
    /// Each pair as one string, its two values side by side.
    func concatenated<A, B>() -> SignalProducer<String, Error> where Value == (A, B) {
        map { pair in "\(pair.0)\(pair.1)" }
    }
}
