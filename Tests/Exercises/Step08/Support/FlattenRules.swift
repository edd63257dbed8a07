// The rules every strategy keeps, as step 8's `FlattenTests`,
// `FlattenConcurrencyTests` and `FlattenReentryTests` check them for every
// strategy at once. Each exercise's suite runs them for its own strategy:
// the functions below are the scenarios, the suites hold the tests.

import Dispatch
import Foundation
import Step07_Combining
import Testing
@testable import Step08_Exercises

/// An error with a name, to tell which inner producer failed.
struct NamedFailure: Swift.Error, Equatable, CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    var description: String { "failure of \(name)" }
}

/// An object that runs `onRelease` when it is let go of.
final class ReleaseProbe {
    private let onRelease: () -> Void
    init(onRelease: @escaping () -> Void) { self.onRelease = onRelease }
    deinit { onRelease() }
}

/// Inner producers that never end by themselves: the test keeps the input
/// of each start, by name, and sends into it. Writes down which have
/// started, which have ended, and which were interrupted.
final class ControlledInners {
    private(set) var started: [String] = []
    private(set) var ended: [String] = []
    private(set) var interrupted: [String] = []
    private(set) var inputs: [String: Signal<Int, NamedFailure>.Observer] = [:]

    func inner(_ name: String) -> SignalProducer<Int, NamedFailure> {
        SignalProducer<Int, NamedFailure> { [self] observer, lifetime in
            started.append(name)
            // Kept, so that releasing the input cannot end this inner: only
            // an interruption can.
            inputs[name] = observer
            lifetime.observeEnded { self.ended.append(name) }
        }
        .on(interrupted: { [self] in interrupted.append(name) })
    }

    /// The inners that have started and not ended, in the order they
    /// started.
    var running: [String] { started.filter { !ended.contains($0) } }
}

/// What a strategy does with three inners "a", "b" and "c", sent one after
/// the other, none of which ends by itself: which it starts, and which of
/// those still run.
struct ThreeInners {
    let started: [String]
    let running: [String]
}

/// Flattens a pipe of inner producers with `strategy`, started by `checker`,
/// through a producer whose lifetime calls `outerEnded` when the flattening
/// stops observing the pipe.
///
/// - Returns: The pipe's input, and what stops the start.
private func flattening(
    _ strategy: FlattenStrategy,
    into checker: ContractChecker<Int, NamedFailure>,
    outerEnded: @escaping () -> Void
) -> (outer: Signal<SignalProducer<Int, NamedFailure>, NamedFailure>.Observer, start: Disposable) {
    let (outer, outerInput) = Signal<SignalProducer<Int, NamedFailure>, NamedFailure>.pipe()
    let outerProducer = SignalProducer<SignalProducer<Int, NamedFailure>, NamedFailure> { observer, lifetime in
        lifetime.observeEnded(outerEnded)
        lifetime += outer.observe(observer)
    }
    return (outerInput, checker.start(outerProducer.flatten(strategy)))
}

/// The outer producer's interruption or failure interrupts the inner that
/// runs, and is sent; its completion stops nothing.
func checkOuterEndInterruptsInners(_ strategy: FlattenStrategy, sourceLocation: SourceLocation = #_sourceLocation) {
    let ends: [(event: Signal<SignalProducer<Int, NamedFailure>, NamedFailure>.Event, expected: [Signal<Int, NamedFailure>.Event], endsInner: Bool)] = [
        (.interrupted, [.interrupted], true),
        (.failed(NamedFailure("outer")), [.failed(NamedFailure("outer"))], true),
        (.completed, [], false),
    ]
    for end in ends {
        let (outer, outerInput) = Signal<SignalProducer<Int, NamedFailure>, NamedFailure>.pipe()
        let checker = ContractChecker<Int, NamedFailure>()
        checker.start(SignalProducer(outer).flatten(strategy))
        var innerEnded = false
        outerInput.send(value: SignalProducer { _, lifetime in lifetime.observeEnded { innerEnded = true } })
        outerInput.send(end.event)
        #expect(innerEnded == end.endsInner, "whether the inner ended after the outer's \(end.event)", sourceLocation: sourceLocation)
        #expect(checker.events == end.expected, "after the outer's \(end.event)", sourceLocation: sourceLocation)
        expectNoViolations(checker, sourceLocation: sourceLocation)
    }
}

/// Disposing of a start interrupts the outer producer's start, even before
/// it sent anything.
func checkDisposalReachesOuter(_ strategy: FlattenStrategy, sourceLocation: SourceLocation = #_sourceLocation) {
    var outerEnded = false
    let outer = SignalProducer<SignalProducer<(), Never>, Never> { _, lifetime in lifetime.observeEnded { outerEnded = true } }
    let checker = ContractChecker<(), Never>()
    checker.start(outer.flatten(strategy)).dispose()
    #expect(outerEnded, "the outer producer's start still runs", sourceLocation: sourceLocation)
    #expect(checker.events.map(\.isTerminating) == [true], sourceLocation: sourceLocation)
    expectNoViolations(checker, sourceLocation: sourceLocation)
}

/// Disposing of a start releases, at once, the outer stream and every inner
/// producer, with what their closures hold. Before it, only what the
/// strategy lets go of by itself is released (`releasedBefore`).
func checkDisposalReleasesEverything(_ strategy: FlattenStrategy, releasedBefore: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    var released: [String] = []
    var outerReleased = false
    func holding(_ name: String) -> SignalProducer<Int, Never> {
        let probe = ReleaseProbe { released.append(name) }
        return SignalProducer { _, lifetime in lifetime.observeEnded { _ = probe } }
    }
    let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
    // The outer start's lifetime holds a probe that only the flattening
    // keeps: it is released only when the flattening stops observing.
    let flattened = SignalProducer<SignalProducer<Int, Never>, Never> { observer, lifetime in
        lifetime.observeEnded { [probe = ReleaseProbe(onRelease: { outerReleased = true })] in _ = probe }
        lifetime += outer.observe(observer)
    }
    .flatten(strategy)
    let checker = ContractChecker<Int, Never>()
    let start = checker.start(flattened)
    outerInput.send(value: holding("first"))
    outerInput.send(value: holding("second"))
    #expect(released == releasedBefore, "before the disposal", sourceLocation: sourceLocation)
    #expect(!outerReleased, "before the disposal", sourceLocation: sourceLocation)
    start.dispose()
    // At once, while this test still holds the outer pipe's input and the
    // flattened producer, and before the outer pipe ends: nothing but the
    // disposal can have released them.
    #expect(released.sorted() == ["first", "second"], "released by the disposal", sourceLocation: sourceLocation)
    #expect(outerReleased, "the flattening still observes the outer stream", sourceLocation: sourceLocation)
    outerInput.sendCompleted()
    withExtendedLifetime(flattened) {}
    #expect(checker.events == [.interrupted], sourceLocation: sourceLocation)
    expectNoViolations(checker, sourceLocation: sourceLocation)
}

/// Disposing of a start stops observing the outer stream and interrupts
/// every inner still running; an inner still waiting never starts.
func checkDisposalInterruptsInners(_ strategy: FlattenStrategy, _ expected: ThreeInners, sourceLocation: SourceLocation = #_sourceLocation) {
    let inners = ControlledInners()
    var outerEnded = false
    let checker = ContractChecker<Int, NamedFailure>()
    let (outerInput, start) = flattening(strategy, into: checker) { outerEnded = true }
    for name in ["a", "b", "c"] {
        outerInput.send(value: inners.inner(name))
    }
    let startedBefore = inners.started
    #expect(startedBefore == expected.started, "started", sourceLocation: sourceLocation)
    #expect(inners.running == expected.running, "running", sourceLocation: sourceLocation)
    #expect(!outerEnded && checker.events.isEmpty, sourceLocation: sourceLocation)

    start.dispose()
    // An inner still waiting never starts: a flattening that took the
    // interruption of the running inner for its completion would start the
    // next one.
    #expect(inners.started == startedBefore, "an inner started during the disposal", sourceLocation: sourceLocation)
    #expect(inners.running.isEmpty, "still running after the disposal", sourceLocation: sourceLocation)
    // Every inner that started is interrupted. (A waiting inner may be
    // interrupted too, as ReactiveSwift's concat does, so long as its work
    // never runs.)
    #expect(inners.started.filter { !inners.interrupted.contains($0) } == [], "started, and not interrupted", sourceLocation: sourceLocation)
    #expect(outerEnded, "the flattening still observes the outer stream", sourceLocation: sourceLocation)
    // Nobody observes the pipe any more: a later inner goes nowhere.
    outerInput.send(value: inners.inner("d"))
    #expect(inners.started == startedBefore, sourceLocation: sourceLocation)
    #expect(checker.events == [.interrupted], sourceLocation: sourceLocation)
    expectNoViolations(checker, sourceLocation: sourceLocation)
}

/// An inner's failure fails the result at once, interrupts every other inner
/// still running and the outer stream, and starts no inner still waiting.
func checkInnerFailureInterruptsOthers(_ strategy: FlattenStrategy, _ expected: ThreeInners, sourceLocation: SourceLocation = #_sourceLocation) {
    let inners = ControlledInners()
    var outerEnded = false
    let checker = ContractChecker<Int, NamedFailure>()
    let (outerInput, start) = flattening(strategy, into: checker) { outerEnded = true }
    for name in ["a", "b", "c"] {
        outerInput.send(value: inners.inner(name))
    }
    let startedBefore = inners.started
    #expect(startedBefore == expected.started, "started", sourceLocation: sourceLocation)
    #expect(inners.running == expected.running, "running", sourceLocation: sourceLocation)
    // The last inner to start of those still running fails: with `.race`,
    // it wins by sending first, and the others lose.
    guard let failing = inners.running.last else {
        Issue.record("no inner runs", sourceLocation: sourceLocation)
        return
    }
    inners.inputs[failing]?.send(error: NamedFailure(failing))
    #expect(checker.events == [.failed(NamedFailure(failing))], sourceLocation: sourceLocation)
    #expect(inners.started == startedBefore, "an inner started after the failure", sourceLocation: sourceLocation)
    #expect(inners.running.isEmpty, "still running after the failure", sourceLocation: sourceLocation)
    #expect(inners.started.filter { $0 != failing && !inners.interrupted.contains($0) } == [], "started, and not interrupted", sourceLocation: sourceLocation)
    #expect(!inners.interrupted.contains(failing), "the failing inner ended by itself", sourceLocation: sourceLocation)
    #expect(outerEnded, "the flattening still observes the outer stream", sourceLocation: sourceLocation)
    outerInput.send(value: inners.inner("d"))
    #expect(inners.started == startedBefore, sourceLocation: sourceLocation)
    expectNoViolations(checker, sourceLocation: sourceLocation)
    withExtendedLifetime(start) {}
}

/// ReactiveSwift's SignalProducerSpec: an inner's interruption is dropped;
/// the outer producer's interruption is forwarded.
func checkInterruptionOfInnerAndOuter(_ strategy: FlattenStrategy, sourceLocation: SourceLocation = #_sourceLocation) {
    for interruptOuter in [false, true] {
        let (inner, innerInput) = Signal<(), Never>.pipe()
        let (outer, outerInput) = Signal<SignalProducer<(), Never>, Never>.pipe()
        let checker = ContractChecker<(), Never>()
        checker.start(SignalProducer(outer).flatten(strategy))
        outerInput.send(value: SignalProducer(inner))
        if interruptOuter {
            outerInput.sendInterrupted()
            #expect(checker.events.map { "\($0)" } == ["INTERRUPTED"], "the outer interrupted", sourceLocation: sourceLocation)
        } else {
            innerInput.sendInterrupted()
            #expect(checker.events.isEmpty, "the inner interrupted", sourceLocation: sourceLocation)
            outerInput.sendCompleted()
            #expect(checker.events.map { "\($0)" } == ["COMPLETED"], "the inner interrupted, then the outer completed", sourceLocation: sourceLocation)
        }
        expectNoViolations(checker, sourceLocation: sourceLocation)
    }
}

/// ReactiveSwift's SignalProducerSpec: disposing of a start cancels the
/// inner's work, before or after the outer producer completes.
func checkDisposalCancelsInnerWork(_ strategy: FlattenStrategy, sourceLocation: SourceLocation = #_sourceLocation) {
    for completeOuterFirst in [false, true] {
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let innerWork = AnyDisposable()
        var innerInterrupted = false
        var innerDisposed = false
        let inner = SignalProducer<Int, Never> { _, lifetime in lifetime += innerWork }
            .on(interrupted: { innerInterrupted = true }, disposed: { innerDisposed = true })
        let checker = ContractChecker<Int, Never>()
        let start = checker.start(SignalProducer(outer).flatten(strategy))
        outerInput.send(value: inner)
        if completeOuterFirst {
            outerInput.sendCompleted()
        }
        let when = completeOuterFirst ? "after the outer completed" : "before the outer completed"
        #expect(!innerWork.isDisposed && !innerInterrupted && !innerDisposed && checker.events.isEmpty, "before the disposal, \(when)", sourceLocation: sourceLocation)
        start.dispose()
        #expect(innerWork.isDisposed && innerInterrupted && innerDisposed, "the inner's work, \(when)", sourceLocation: sourceLocation)
        #expect(checker.events == [.interrupted], sourceLocation: sourceLocation)
        expectNoViolations(checker, sourceLocation: sourceLocation)
    }
}

/// Disposing of a start from another thread while its inners send from
/// eight threads: it is interrupted once, and every inner that started has
/// ended.
func checkDisposalWhileSending(_ strategy: FlattenStrategy, sourceLocation: SourceLocation = #_sourceLocation) {
    for _ in 0..<20 {
        let innerCount = 8
        let started = Counter()
        let ended = Counter()
        let pipes = (0..<innerCount).map { _ in Signal<Int, Never>.pipe() }
        let inputs = pipes.map(\.input)
        // An inner counts as started when its work runs, and as ended when
        // that start's lifetime ends.
        let counted = pipes.map { pipe in
            SignalProducer<Int, Never> { observer, lifetime in
                started.increment()
                lifetime.observeEnded { ended.increment() }
                lifetime += pipe.output.observe(observer)
            }
        }
        let checker = ContractChecker<Int, Never>()
        let start = UncheckedTransfer(checker.start(SignalProducer(counted).flatten(strategy)))
        let senders = UncheckedTransfer(inputs)
        DispatchQueue.concurrentPerform(iterations: innerCount + 1) { thread in
            guard thread < innerCount else {
                start.value.dispose()
                return
            }
            for value in 0..<200 {
                senders.value[thread].send(value: value)
            }
        }
        #expect(checker.events.filter(\.isTerminating) == [.interrupted], sourceLocation: sourceLocation)
        #expect(checker.events.last == .interrupted, sourceLocation: sourceLocation)
        #expect(started.value > 0, sourceLocation: sourceLocation)
        #expect(ended.value == started.value, "inners that started and never ended", sourceLocation: sourceLocation)
        // The grammar and serial delivery; not the rule on events after the
        // disposal, which assumes that no other thread delivers meanwhile.
        for violation in checker.violations {
            switch violation {
            case .eventAfterDisposal, .missingInterruption:
                break
            default:
                Issue.record("the stream broke its contract: \(violation)", sourceLocation: sourceLocation)
            }
        }
    }
}

/// An inner that holds `value` until it is let go of, and never sends.
private func innerHolding(_ value: Reentrant) -> SignalProducer<Int, Never> {
    SignalProducer { _, _ in withExtendedLifetime(value) {} }
}

/// A waiting inner, let go of when the start is disposed of, may send into
/// the outer stream from its deinit. (Step 8's `FlattenReentryTests`, for
/// the strategies that keep inners waiting: two are sent that never end,
/// and the third waits.)
func checkWaitingInnerReleasedWithReentry(_ strategy: FlattenStrategy, sourceLocation: SourceLocation = #_sourceLocation) {
    let values = inTime {
        let (outer, sendOuter) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let start = SignalProducer(outer).flatten(strategy).start()
        sendOuter.send(value: .never)
        sendOuter.send(value: .never)
        sendOuter.send(value: innerHolding(Reentrant(1, onRelease: { sendOuter.send(value: .empty) })))
        let checker = ContractChecker<Int, Never>()
        checker.observe(outer.map { _ in 1 })
        start.dispose()  // The waiting inner goes, and sends an inner.
        return checker.values
    }
    #expect(values != nil, deadlockMessage, sourceLocation: sourceLocation)
    #expect(values == [1], "what the outer stream received after the disposal", sourceLocation: sourceLocation)
}

/// The same, with waiting inners let go of on one thread while another
/// thread sends into the outer stream.
func checkWaitingInnersReleasedWithReentryOnTwoThreads(_ strategy: FlattenStrategy, sourceLocation: SourceLocation = #_sourceLocation) {
    let counts = inTime {
        (0..<100).map { _ in
            let (outer, sendOuter) = Signal<SignalProducer<Int, Never>, Never>.pipe()
            let start = SignalProducer(outer).flatten(strategy).start()
            sendOuter.send(value: .never)
            sendOuter.send(value: .never)
            for id in 1...5 {
                sendOuter.send(value: innerHolding(Reentrant(id, onRelease: { sendOuter.send(value: .empty) })))
            }
            let checker = ContractChecker<Int, Never>()
            checker.observe(outer.map { _ in 1 })
            runAtOnce(
                { for _ in 0..<20 { sendOuter.send(value: .empty) } },
                { start.dispose() }
            )
            return checker.values.count
        }
    }
    #expect(counts != nil, deadlockMessage, sourceLocation: sourceLocation)
    // Twenty from the other thread, five from the deinits, in every round.
    #expect(counts?.filter { $0 != 25 } == [], "rounds in which the outer stream did not receive 25 inners", sourceLocation: sourceLocation)
}

// Step 8's `FlattenConcurrencyTests`, for the strategies of the exercises.

/// A value, with the inner and the thread that sent it.
struct Tagged: Equatable, Sendable {
    let inner: Int
    let thread: Int
    let index: Int
}

/// Inner producers of tagged values fed by pipes, and the pipes' inputs.
func taggedInners(_ count: Int) -> (producers: [SignalProducer<Tagged, Never>], inputs: [Signal<Tagged, Never>.Observer]) {
    let pipes = (0..<count).map { _ in Signal<Tagged, Never>.pipe() }
    return (pipes.map { SignalProducer($0.output) }, pipes.map(\.input))
}

/// Whether, for each inner and thread, the indices arrive in the order they
/// were sent.
func keepsEachSendersOrder(_ values: [Tagged]) -> Bool {
    var last: [String: Int] = [:]
    for value in values {
        let key = "\(value.inner)/\(value.thread)"
        if let previous = last[key], previous >= value.index { return false }
        last[key] = value.index
    }
    return true
}

/// Inners completed from four threads start the queued ones; never more
/// than `limit` run at once, and the result completes once.
func checkLimitHoldsUnderLoad(_ strategy: FlattenStrategy, limit: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let threads = 4
    let innerCount = 48
    let running = Counter()
    let ended = Counter()
    let mostRunning = MaximumTracker()
    let (producers, inputs) = taggedInners(innerCount)
    let counted = producers.map { producer in
        producer.on(
            starting: {
                running.increment()
                mostRunning.note(running.value - ended.value)
            },
            terminated: { ended.increment() }
        )
    }
    let checker = ContractChecker<Tagged, Never>()
    checker.start(SignalProducer(counted).flatten(strategy))
    // Each thread sends a value into its share of the inners, in order, and
    // completes each. An inner that has not started yet drops the value, as
    // a signal does, and counts as ended when its turn comes.
    let senders = UncheckedTransfer(inputs)
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        for inner in stride(from: thread, to: innerCount, by: threads) {
            senders.value[inner].send(value: Tagged(inner: inner, thread: thread, index: 0))
            senders.value[inner].sendCompleted()
        }
    }
    let events = checker.events
    // The first inners ran from the start: their values arrived.
    #expect(Set(events.compactMap(\.value?.inner)).isSuperset(of: Set(0..<limit)), sourceLocation: sourceLocation)
    #expect(mostRunning.maximum <= limit, "more than \(limit) inners ran at once", sourceLocation: sourceLocation)
    #expect(events.last == .completed, sourceLocation: sourceLocation)
    #expect(events.filter(\.isTerminating).count == 1, sourceLocation: sourceLocation)
    #expect(running.value == innerCount && ended.value == innerCount, "every inner started and ended", sourceLocation: sourceLocation)
    expectNoViolations(checker, sourceLocation: sourceLocation)
}

/// The largest number it was told.
final class MaximumTracker: @unchecked Sendable {
    private let lock = NSLock()
    private var largest = 0

    func note(_ number: Int) {
        lock.lock()
        largest = max(largest, number)
        lock.unlock()
    }

    var maximum: Int {
        lock.lock()
        defer { lock.unlock() }
        return largest
    }
}
