// The tests of exercise 11.1, `Exercises/Step11/ReplayLazily.swift`.
// Check it with `swift run learn check 11.1`.

import Foundation
import Step10_Properties
import Testing
@testable import Step11_Exercises

@Suite("Exercise 11.1: replayLazily(upTo:)")
struct Exercise11_01 {
    // MARK: One start, made lazily

    @Test("nothing starts until the first start; then every start shares one start of the source")
    func sharesOneStart() {
        let source = CountingSource()
        let replayed = source.producer.replayLazily(upTo: 1)
        #expect(source.starts == 0)
        let first = ContractChecker<Int, NamedError>()
        let second = ContractChecker<Int, NamedError>()
        first.start(replayed)
        #expect(source.starts == 1)
        second.start(replayed)
        source.input.send(value: 1)
        #expect(source.starts == 1)
        #expect(first.events == [.value(1)])
        #expect(second.events == [.value(1)])
        expectNoViolations(first)
        expectNoViolations(second)
    }

    @Test("the first start is attached before the source starts: it hears a synchronous source's every value, a later start the kept ones")
    func firstStartHearsEverything() {
        var starts = 0
        let numbers = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            for value in 1...3 { observer.send(value: value) }
            observer.sendCompleted()
        }
        let replayed = numbers.replayLazily(upTo: 1)
        #expect(checkedEvents(of: replayed) == [.value(1), .value(2), .value(3), .completed])
        #expect(checkedEvents(of: replayed) == [.value(3), .completed])
        #expect(starts == 1)
    }

    // MARK: Replay

    @Test("a late start receives the last `capacity` values, then what follows")
    func replaysTheLatestValues() {
        let source = CountingSource()
        let replayed = source.producer.replayLazily(upTo: 2)
        replayed.start()
        for value in 1...4 { source.input.send(value: value) }
        let late = ContractChecker<Int, NamedError>()
        late.start(replayed)
        source.input.send(value: 5)
        source.input.sendCompleted()
        #expect(late.events == [.value(3), .value(4), .value(5), .completed])
        expectNoViolations(late)
    }

    @Test("with capacity 0, a late start receives only what follows")
    func capacityZero() {
        let source = CountingSource()
        let replayed = source.producer.replayLazily(upTo: 0)
        replayed.start()
        source.input.send(value: 1)
        let late = ContractChecker<Int, NamedError>()
        late.start(replayed)
        source.input.send(value: 2)
        #expect(late.events == [.value(2)])
    }

    @Test("drawn: -a-b-c| with capacity 1; starts at ticks 0 and 4 draw -a-b-c| and ----bc|; one subscription, ^-----!")
    func drawn() {
        let scenario = MarbleScenario()
        let subscriptions = MarbleSubscriptions()
        let replayed = scenario.producer("-a-b-c|", recordingInto: subscriptions).replayLazily(upTo: 1)
        let first = scenario.start(replayed, at: 0)
        let late = scenario.start(replayed, at: 4)
        let afterTheEnd = scenario.start(replayed, at: 8)
        scenario.playAll()
        #expect(first.drawing == "-a-b-c|")
        #expect(late.drawing == "----bc|")
        #expect(afterTheEnd.drawing == "--------(c|)")
        #expect(subscriptions.diagrams == ["^-----!"])
    }

    @Test("a start after the end receives the values kept, then the terminal event, and starts nothing", arguments: [
        Signal<Int, NamedError>.Event.completed, .failed(NamedError("offline")), .interrupted,
    ])
    func startAfterTheEnd(terminal: Signal<Int, NamedError>.Event) {
        let source = CountingSource()
        let replayed = source.producer.replayLazily(upTo: 1)
        replayed.start()
        source.input.send(value: 1)
        source.input.send(value: 2)
        source.input.send(terminal)
        let late = ContractChecker<Int, NamedError>()
        late.start(replayed)
        #expect(late.events == [.value(2), terminal])
        #expect(source.starts == 1)
        expectNoViolations(late)
    }

    // MARK: Lifetime

    @Test("disposing every start keeps the shared start while the producer is held; once it is let go of, the last start's end interrupts it")
    func lifetime() {
        let source = CountingSource()
        var replayed: SignalProducer<Int, NamedError>? = source.producer.replayLazily(upTo: 1)
        let first = replayed!.start()
        source.input.send(value: 1)
        first.dispose()
        #expect(source.disposals == 0)
        let second = ContractChecker<Int, NamedError>()
        let secondStart = second.start(replayed!)
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

    @Test("a producer let go of with no start running interrupts the shared start at once")
    func letGoWithNoStart() {
        let source = CountingSource()
        var replayed: SignalProducer<Int, NamedError>? = source.producer.replayLazily(upTo: 1)
        replayed!.start().dispose()
        #expect(source.disposals == 0)
        replayed = nil
        #expect(source.disposals == 1)
    }

    @Test("a disposed start receives nothing more, while the others go on")
    func disposedStartStops() {
        let source = CountingSource()
        let replayed = source.producer.replayLazily(upTo: 1)
        let first = ContractChecker<Int, NamedError>()
        let second = ContractChecker<Int, NamedError>()
        let firstStart = first.start(replayed)
        second.start(replayed)
        source.input.send(value: 1)
        firstStart.dispose()
        source.input.send(value: 2)
        #expect(first.events == [.value(1), .interrupted])
        #expect(second.events == [.value(1), .value(2)])
    }

    // MARK: Re-entry

    @Test("a start made from inside a delivery receives the value being delivered once, in its replay, then what follows")
    func startFromInsideADelivery() throws {
        let observed = try #require(inTime {
            let source = CountingSource()
            let replayed = source.producer.replayLazily(upTo: 1)
            let inner = ContractChecker<Int, NamedError>()
            var hasStartedInner = false
            replayed.start { event in
                guard event.value != nil, !hasStartedInner else { return }
                hasStartedInner = true
                inner.start(replayed)
            }
            source.input.send(value: 1)
            source.input.send(value: 2)
            return inner.events
        }, deadlockMessage)
        #expect(observed == [.value(1), .value(2)])
    }

    @Test("no lock is held while an observer runs: as it receives 1, another thread disposes of another start, and it waits for that")
    func noObserverUnderALock() throws {
        let observed = try #require(inTime {
            let source = CountingSource()
            let replayed = source.producer.replayLazily(upTo: 1)
            let other = replayed.start()
            var seen: [Int] = []
            replayed.start { event in
                guard let value = event.value else { return }
                seen.append(value)
                guard value == 1 else { return }
                let done = DispatchSemaphore(value: 0)
                let transfer = UncheckedTransfer(other)
                Thread {
                    transfer.value.dispose()
                    done.signal()
                }.start()
                done.wait()
            }
            source.input.send(value: 1)
            source.input.send(value: 2)
            return seen
        }, deadlockMessage)
        #expect(observed == [1, 2])
    }

    @Test("a value that drops out of the buffer is let go of with no lock held: its deinit can start the producer again")
    func droppedValueReenters() throws {
        let observed = try #require(inTime {
            let (signal, input) = Signal<Reentrant, Never>.pipe()
            let replayed = SignalProducer(signal).replayLazily(upTo: 1)
            replayed.start()
            let late = ContractChecker<Int, Never>()
            input.send(value: Reentrant(1, onRelease: { late.start(replayed.map(\.id)) }))
            input.send(value: Reentrant(2))  // #1 drops out: its deinit starts a late observer.
            return late.values
        }, deadlockMessage)
        #expect(observed == [2])
    }

    @Test("a negative capacity stops the program with a message that says what to pass")
    func negativeCapacity() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SignalProducer<Int, Never>.never.replayLazily(upTo: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("replayLazily(upTo: -1): the capacity must be 0 or more"))
    }

    // MARK: Threads

    @Test("starts from several threads while values flow, each slow to take its replay: each receives a run of consecutive values, nothing missed, twice or at once, then the end")
    func startsWhileValuesFlow() throws {
        let count = 2_000
        let outcomes = try #require(inTime(seconds: 60) { () -> [([Int], Signal<Int, Never>.Event?, Int)] in
            let (signal, input) = Signal<Int, Never>.pipe()
            let replayed = SignalProducer(signal).replayLazily(upTo: 3)
            replayed.start()
            // A replay to give: a start that joins now receives 1, 2, 3 first.
            for value in 1...3 { input.send(value: value) }
            // Each start dwells on its first event, the first value of its
            // replay: a value sent meanwhile must wait for the replay to end,
            // or it reaches the start out of order, or at the same time.
            let checkers = (0..<8).map { _ in
                let received = Counter()
                return ContractChecker<Int, Never>(onEvent: { _ in
                    received.increment()
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
            let (values, last, violations) = outcome
            if violations > 0 {
                return "start \(index): broke the event contract (two events at once, or an event after the end)"
            }
            if let gap = zip(values, values.dropFirst()).first(where: { $1 != $0 + 1 }) {
                return "start \(index): \(gap.1) came after \(gap.0) (a value missed, repeated or out of order)"
            }
            if values.last != count || last != .completed {
                let lastValue = values.last.map(String.init) ?? "none"
                let end = last.map { "\($0)" } ?? "nothing"
                return "start \(index): \(values.count) values, the last \(lastValue), then \(end); expected the values up to \(count), then completed"
            }
            return nil
        }
        #expect(broken == [])
    }
}
