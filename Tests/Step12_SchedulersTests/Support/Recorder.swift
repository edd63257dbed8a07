import Foundation
import Testing
@testable import Step12_Schedulers

/// Records the events a stream sends, in order, so that a test can compare
/// them with the events it expects.
///
/// It checks the event grammar as it records: `grammarViolation` is the first
/// event that arrived after a terminal event, if any, and reading ``events``
/// fails the test with the positions that broke it. So every test that looks
/// at a recording also checks the grammar. A test about a stream that breaks
/// the grammar on purpose says so with `Recorder(allowsGrammarViolations: true)`.
/// It is safe to record from many threads at once.
///
/// ```swift
/// let recorder = Recorder<Int, TestError>()
/// recorder.record(.value(1))
/// recorder.record(.completed)
/// #expect(recorder.events == [.value(1), .completed])
/// ```
///
/// It is `@unchecked Sendable` because every stored property is read and
/// written only while `lock` is held.
final class Recorder<Value, Error: Swift.Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Event<Value, Error>] = []
    private var grammar = EventGrammar<Value, Error>()
    private var firstViolation: EventGrammarViolation?
    private let allowsGrammarViolations: Bool

    /// Creates an empty recording.
    ///
    /// - Parameter allowsGrammarViolations: Whether the stream may break the
    ///   grammar without failing the test; only for tests about such streams.
    init(allowsGrammarViolations: Bool = false) {
        self.allowsGrammarViolations = allowsGrammarViolations
    }

    /// Appends an event to the recording.
    func record(_ event: Event<Value, Error>) {
        lock.withLock {
            let violation = grammar.accept(event)
            if firstViolation == nil {
                firstViolation = violation
            }
            recorded.append(event)
        }
    }

    /// Every event recorded so far, in the order they arrived. Reading them
    /// fails the test if they break the grammar (unless that is allowed).
    var events: [Event<Value, Error>] {
        let (events, violation) = lock.withLock { (recorded, firstViolation) }
        if let violation, !allowsGrammarViolations {
            Issue.record("the recorded stream breaks the event grammar: \(violation)")
        }
        return events
    }

    /// The values of the recorded value events, in order.
    var values: [Value] {
        events.compactMap(\.value)
    }

    /// The first event that broke the grammar, or `nil`.
    var grammarViolation: EventGrammarViolation? {
        lock.withLock { firstViolation }
    }
}

/// An error with a name, for tests that need a failure to compare.
struct TestError: Swift.Error, Equatable, CustomStringConvertible {
    let name: String
    init(_ name: String = "test") { self.name = name }
    var description: String { "TestError(\(name))" }
}

/// Carries a value across a concurrency boundary that the compiler cannot
/// check, in tests that arrange the hand-over themselves (for example, a
/// callback called once from another thread while the test waits for it).
struct UncheckedTransfer<Wrapped>: @unchecked Sendable {
    let value: Wrapped
    init(_ value: Wrapped) { self.value = value }
}
