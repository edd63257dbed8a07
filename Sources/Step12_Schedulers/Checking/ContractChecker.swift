import Foundation

/// An observer that checks a stream against the contract every stream of
/// this library keeps, and writes down every break of it.
///
/// Put it where an observer would go, after your own operator, and drive the
/// stream as a test would. It records the events, like any recorder, and it
/// checks three rules as they arrive:
///
/// 1. **The grammar**: `value* (failed | completed | interrupted)?`. Nothing
///    arrives after a terminal event.
/// 2. **Serial delivery**: one event at a time. An event that arrives while
///    the checker is still receiving the one before (from another thread, or
///    from the same thread, recursively) is an overlap.
/// 3. **Disposal**: once the disposable that ``observe(_:)`` returned has been
///    disposed, nothing more arrives. Disposing the one that ``start(_:)``
///    returned interrupts the start: by the time `dispose()` returns, the
///    stream must have ended (with `interrupted`, unless it had ended
///    already), and nothing arrives afterwards. While `dispose()` runs,
///    events may still arrive: the interruption travels down a chain of
///    operators, and one of them may turn it into a value (`materialize`).
///
/// ```swift
/// let (numbers, input) = Signal<Int, Never>.pipe()
/// let checker = ContractChecker<Int, Never>()
/// checker.observe(numbers.map { $0 * 2 })
/// input.send(value: 1)
/// input.sendCompleted()
/// input.send(value: 2)
/// print(checker.values, checker.events.last?.isCompleted == true)
/// print(checker.violations.isEmpty)
/// // prints [2] true
/// // prints true
/// ```
///
/// (The `value(2)` sent after `completed` never reached the checker: the
/// pipe, like every signal of this library, refuses events after its end.
/// A hand-written operator that forgot that would be caught here.)
///
/// The disposal rule assumes that, when you dispose, no other thread is in
/// the middle of delivering an event: such an event may rightly arrive after
/// `dispose()` has returned (chapter 2, "The end does not wait").
/// Concurrent tests check the other two rules.
///
/// It is `@unchecked Sendable` because every stored property that changes
/// is read and written only while `lock` is held.
public final class ContractChecker<Value, Error: Swift.Error>: @unchecked Sendable {
    /// What has been disposed of, which decides what may still arrive.
    private enum Disposal {
        /// Nothing: any event may arrive, as the grammar allows.
        case none
        /// The observation: nothing may arrive.
        case observation
        /// The start, and `dispose()` is still running: any event may
        /// arrive, as the grammar allows.
        case startDisposing
        /// The start, and `dispose()` has returned: nothing may arrive but
        /// the `interrupted` of a delivery that was under way on another
        /// thread, and the stream must end.
        case start
    }

    private let lock = PlatformLock()
    private var recorded: [Signal<Value, Error>.Event] = []
    private var grammar = EventGrammar<Value, Error>()
    private var found: [ContractViolation] = []
    /// How many deliveries are inside ``receive(_:)`` right now.
    private var deliveriesUnderWay = 0
    private var disposal = Disposal.none

    /// Called with each event while the checker is receiving it, before it
    /// returns to the sender: a test can slow a delivery down here, or send
    /// something back, to see what the stream does then.
    private let onEvent: ((Signal<Value, Error>.Event) -> Void)?

    /// Creates a checker that has seen nothing yet.
    ///
    /// - Parameter onEvent: Called with each event during its delivery.
    public init(onEvent: ((Signal<Value, Error>.Event) -> Void)? = nil) {
        self.onEvent = onEvent
    }

    /// An observer that sends every event it receives to this checker. Use it
    /// where an API wants an observer; ``observe(_:)`` and ``start(_:)`` use
    /// it and also watch what happens when you dispose.
    public var observer: Signal<Value, Error>.Observer {
        Signal<Value, Error>.Observer { [self] event in receive(event) }
    }

    /// Observes `signal` with this checker.
    ///
    /// - Returns: A disposable that stops the observation; once it has been
    ///   disposed, any event that arrives is a violation. `nil` if the signal
    ///   had already terminated.
    @discardableResult
    public func observe(_ signal: Signal<Value, Error>) -> Disposable? {
        guard let observation = signal.observe(observer) else { return nil }
        return AnyDisposable { [self] in
            observation.dispose()
            lock.withLock { disposal = .observation }
        }
    }

    /// Starts `producer` with this checker as its observer.
    ///
    /// - Returns: A disposable that interrupts the start. Once its
    ///   `dispose()` has returned, any event but `interrupted` is a
    ///   violation, and so is a stream that has not ended.
    @discardableResult
    public func start(_ producer: SignalProducer<Value, Error>) -> Disposable {
        watchDisposal(ofStart: producer.start(observer))
    }

    /// Wraps the disposable of a start whose observer is ``observer``, so
    /// that disposing it is checked.
    func watchDisposal(ofStart start: Disposable) -> Disposable {
        AnyDisposable { [self] in
            lock.withLock { disposal = .startDisposing }
            start.dispose()
            lock.withLock { disposal = .start }
        }
    }

    /// Every event received so far, in order.
    public var events: [Signal<Value, Error>.Event] {
        lock.withLock { recorded }
    }

    /// The values of the events received so far, in order.
    public var values: [Value] {
        events.compactMap(\.value)
    }

    /// Every break of the contract seen so far, in the order they happened;
    /// empty if the stream has kept the contract.
    public var violations: [ContractViolation] {
        lock.withLock {
            if case .start = disposal, !grammar.hasTerminated {
                return found + [.missingInterruption]
            }
            return found
        }
    }

    /// Receives one event: records it, and notes what it breaks.
    private func receive(_ event: Signal<Value, Error>.Event) {
        lock.lock()
        let index = recorded.count
        recorded.append(event)
        let grammarViolation = grammar.accept(event)
        if let grammarViolation {
            found.append(.eventAfterTermination(grammarViolation))
        }
        if deliveriesUnderWay > 0 {
            found.append(.overlappingDelivery(index: index, event: "\(event)"))
        }
        switch disposal {
        case .none:
            break
        case .startDisposing:
            // The start is ending because it is disposed of: its end must say
            // so. (A second terminal event is already a grammar violation.)
            if case .interrupted = event {
                break
            }
            if event.isTerminating, grammarViolation == nil {
                found.append(.disposalEndedWithoutInterruption(index: index, event: "\(event)"))
            }
        case .observation:
            found.append(.eventAfterDisposal(index: index, event: "\(event)"))
        case .start:
            if case .interrupted = event {
                break
            }
            found.append(.eventAfterDisposal(index: index, event: "\(event)"))
        }
        deliveriesUnderWay += 1
        lock.unlock()

        // Outside the lock: what the test does here may send more events.
        onEvent?(event)

        lock.withLock { deliveriesUnderWay -= 1 }
    }
}

/// One way in which a stream broke its contract.
///
/// Positions count the events the checker received, from zero.
public enum ContractViolation: Equatable, Sendable, CustomStringConvertible {
    /// An event arrived after a terminal event.
    case eventAfterTermination(EventGrammarViolation)
    /// An event arrived while the one before was still being delivered.
    case overlappingDelivery(index: Int, event: String)
    /// An event arrived after the observation or the start was disposed.
    case eventAfterDisposal(index: Int, event: String)
    /// A start was disposed of before it terminated, and it did not
    /// terminate.
    case missingInterruption
    /// A start that was being disposed of ended with `completed` or
    /// `failed`, not `interrupted`.
    case disposalEndedWithoutInterruption(index: Int, event: String)

    /// Says what went wrong, in a sentence.
    public var description: String {
        switch self {
        case .eventAfterTermination(let violation):
            return "\(violation)"
        case .overlappingDelivery(let index, let event):
            return "event #\(index) (\(event)) arrived while the event before it was still being delivered"
        case .eventAfterDisposal(let index, let event):
            return "event #\(index) (\(event)) arrived after the observer was disposed of"
        case .missingInterruption:
            return "the start was disposed of before it ended, but it did not end"
        case .disposalEndedWithoutInterruption(let index, let event):
            return "event #\(index) (\(event)) ended a start while it was being disposed of: disposing a start ends it with interrupted"
        }
    }
}
