import Foundation
import Testing
@testable import Step11_Multicasting

/// A producer that counts its starts and sends what its test tells it to.
private final class Source: @unchecked Sendable {
    let (signal, input) = Signal<Int, TestError>.pipe()
    private(set) var starts = 0
    private(set) var disposals = 0

    var producer: SignalProducer<Int, TestError> {
        SignalProducer(signal)
            .on(starting: { [self] in starts += 1 }, disposed: { [self] in disposals += 1 })
    }
}

@Suite struct ReplayLazilyTests {
    @Test("nothing starts until the first start, and every start shares one start of the source")
    func sharesOneStart() {
        let source = Source()
        let replayed = source.producer.replayLazily(upTo: 1)
        #expect(source.starts == 0)
        let first = Recorder<Int, TestError>()
        let second = Recorder<Int, TestError>()
        replayed.start(first.record)
        replayed.start(second.record)
        source.input.send(value: 1)
        #expect(source.starts == 1)
        #expect(first.events == [.value(1)])
        #expect(second.events == [.value(1)])
    }

    @Test("a late start receives the last `capacity` values, then what follows")
    func replaysTheLatestValues() {
        let source = Source()
        let replayed = source.producer.replayLazily(upTo: 2)
        replayed.start()
        for value in 1...4 { source.input.send(value: value) }
        let late = Recorder<Int, TestError>()
        replayed.start(late.record)
        source.input.send(value: 5)
        source.input.sendCompleted()
        #expect(late.events == [.value(3), .value(4), .value(5), .completed])
    }

    @Test("with capacity 0, a late start receives only what follows")
    func capacityZero() {
        let source = Source()
        let replayed = source.producer.replayLazily(upTo: 0)
        replayed.start()
        source.input.send(value: 1)
        let late = Recorder<Int, TestError>()
        replayed.start(late.record)
        source.input.send(value: 2)
        #expect(late.events == [.value(2)])
    }

    @Test("a start after the end receives the values kept, then the terminal event, and starts nothing", arguments: [
        Signal<Int, TestError>.Event.completed, .failed(TestError("offline")), .interrupted,
    ])
    func startAfterTheEnd(terminal: Signal<Int, TestError>.Event) {
        let source = Source()
        let replayed = source.producer.replayLazily(upTo: 1)
        replayed.start()
        source.input.send(value: 1)
        source.input.send(value: 2)
        source.input.send(terminal)
        let late = Recorder<Int, TestError>()
        replayed.start(late.record)
        #expect(late.events == [.value(2), terminal])
        #expect(source.starts == 1)
    }

    @Test("disposing every start keeps the shared start while the producer is held; letting the producer go interrupts it")
    func lifetime() {
        let source = Source()
        var replayed: SignalProducer<Int, TestError>? = source.producer.replayLazily(upTo: 1)
        let first = replayed!.start()
        source.input.send(value: 1)
        first.dispose()
        #expect(source.disposals == 0)
        let second = Recorder<Int, TestError>()
        let secondStart = replayed!.start(second.record)
        source.input.send(value: 2)
        #expect(second.events == [.value(1), .value(2)])
        replayed = nil
        // A start still runs: it keeps the shared start.
        #expect(source.disposals == 0)
        source.input.send(value: 3)
        #expect(second.values == [1, 2, 3])
        secondStart.dispose()
        #expect(source.disposals == 1)
        #expect(source.starts == 1)
    }

    @Test("a start made from inside a delivery receives the value being delivered once, in its replay")
    func startFromInsideADelivery() {
        let source = Source()
        let replayed = source.producer.replayLazily(upTo: 1)
        let inner = Recorder<Int, TestError>()
        var hasStartedInner = false
        replayed.start { event in
            guard event.value != nil, !hasStartedInner else { return }
            hasStartedInner = true
            replayed.start(inner.record)
        }
        source.input.send(value: 1)
        source.input.send(value: 2)
        #expect(inner.events == [.value(1), .value(2)])
    }

    @Test("a negative capacity stops the program with a message that says what to pass")
    func negativeCapacity() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>.never.replayLazily(upTo: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("replayLazily(upTo: -1): the capacity must be 0 or more"))
    }

    @Test("a value that drops out of the buffer is let go of with no lock held: its deinit can start the producer again")
    func droppedValueReenters() throws {
        let observed = try #require(inTime {
            let (signal, input) = Signal<Reentrant, Never>.pipe()
            let replayed = SignalProducer(signal).replayLazily(upTo: 1)
            replayed.start()
            let late = Recorder<Int, Never>()
            input.send(value: Reentrant(1, onRelease: { replayed.map(\.id).start(late.record) }))
            input.send(value: Reentrant(2))  // #1 drops out: its deinit starts a late observer.
            return late.values
        }, deadlockMessage)
        #expect(observed == [2])
    }
}

@Suite struct ReplayLazilyConcurrencyTests {
    /// Counts the events a start has received; read and written by that
    /// start's deliveries only, which never overlap.
    private final class EventCount: @unchecked Sendable {
        var value = 0
    }

    /// Whether something happened; written by one start's delivery, read
    /// after the start has returned.
    private final class Flag: @unchecked Sendable {
        var isRaised = false
    }

    @Test("a value sent while a start takes its replay reaches nobody until that replay has ended: a start that was there first waits too")
    func valueWaitsForAReplay() throws {
        let outcome = try #require(inTime { () -> (reachedEarly: Bool, first: [Int], joining: [Int]) in
            let (signal, input) = Signal<Int, Never>.pipe()
            let replayed = SignalProducer(signal).replayLazily(upTo: 2)
            let firstHeardThree = DispatchSemaphore(value: 0)
            let first = ContractChecker<Int, Never>(onEvent: { event in
                if event.value == 3 { firstHeardThree.signal() }
            })
            first.start(replayed)
            input.send(value: 1)
            input.send(value: 2)
            // The joining start, on its first replayed value, has another
            // thread send 3 and waits a while to see whether the first start
            // hears it before the replay is over.
            let sent = DispatchSemaphore(value: 0)
            let received = EventCount()
            let reachedEarly = Flag()
            let joining = ContractChecker<Int, Never>(onEvent: { _ in
                received.value += 1
                guard received.value == 1 else { return }
                let sender = UncheckedTransfer(input)
                Thread {
                    sender.value.send(value: 3)
                    sent.signal()
                }.start()
                reachedEarly.isRaised = firstHeardThree.wait(timeout: .now() + 0.2) == .success
            })
            joining.start(replayed)
            sent.wait()
            return (reachedEarly.isRaised, first.values, joining.values)
        }, deadlockMessage)
        #expect(!outcome.reachedEarly, "3 reached the first start while the joining start was still taking its replay")
        #expect(outcome.first == [1, 2, 3])
        #expect(outcome.joining == [1, 2, 3])
    }

    @Test("starts from several threads while values flow, each slow to take its replay: each receives a run of consecutive values, nothing missed, twice or at once, then the end")
    func startsWhileValuesFlow() throws {
        let count = 2_000
        let outcomes = try #require(inTime(seconds: 60) { () -> [(values: [Int], last: Signal<Int, Never>.Event?, violations: Int)] in
            let (signal, input) = Signal<Int, Never>.pipe()
            let replayed = SignalProducer(signal).replayLazily(upTo: 3)
            replayed.start()
            // A replay to give: a start that joins now receives 1, 2, 3 first.
            for value in 1...3 { input.send(value: value) }
            // Each start dwells on its first event, the first value of its
            // replay: a value sent meanwhile must wait for the replay to end,
            // or it reaches the start out of order, or at the same time.
            let checkers = (0..<8).map { _ in
                let received = EventCount()
                return ContractChecker<Int, Never>(onEvent: { _ in
                    received.value += 1
                    if received.value == 1 { usleep(2_000) }
                })
            }
            let shared = UncheckedTransfer(replayed)
            DispatchQueue.concurrentPerform(iterations: checkers.count + 1) { index in
                if index == checkers.count {
                    for value in 4...count { input.send(value: value) }
                    input.sendCompleted()
                } else {
                    checkers[index].start(shared.value)
                }
            }
            return checkers.map { ($0.values, $0.events.last, $0.violations.count) }
        }, deadlockMessage)
        // One line per start that went wrong, not one failure per value.
        let broken = outcomes.enumerated().compactMap { index, outcome -> String? in
            if outcome.violations > 0 {
                return "start \(index): broke the event contract (two events at once, or an event after the end)"
            }
            if let gap = zip(outcome.values, outcome.values.dropFirst()).first(where: { $1 != $0 + 1 }) {
                return "start \(index): \(gap.1) came after \(gap.0) (a value missed, repeated or out of order)"
            }
            if outcome.values.last != count || outcome.last != .completed {
                let lastValue = outcome.values.last.map(String.init) ?? "none"
                let end = outcome.last.map { "\($0)" } ?? "nothing"
                return "start \(index): \(outcome.values.count) values, the last \(lastValue), then \(end); expected the values up to \(count), then completed"
            }
            return nil
        }
        #expect(broken == [])
    }
}
