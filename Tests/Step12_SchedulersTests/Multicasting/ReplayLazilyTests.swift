import Foundation
import Testing
@testable import Step12_Schedulers

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
    @Test("starts attached from several threads while values flow: each receives a run of consecutive values, nothing missed or twice")
    func startsWhileValuesFlow() {
        let count = 2_000
        let (signal, input) = Signal<Int, Never>.pipe()
        let replayed = SignalProducer(signal).replayLazily(upTo: 3)
        replayed.start()
        let checkers = (0..<8).map { _ in ContractChecker<Int, Never>() }
        let shared = UncheckedTransfer(replayed)
        DispatchQueue.concurrentPerform(iterations: checkers.count + 1) { index in
            if index == checkers.count {
                for value in 1...count { input.send(value: value) }
                input.sendCompleted()
            } else {
                checkers[index].start(shared.value)
            }
        }
        for checker in checkers {
            expectNoViolations(checker)
            let values = checker.events.compactMap(\.value)
            #expect(checker.events.last == .completed)
            #expect(values.last == count)
            #expect(values == Array((values.first ?? count)...count), "a start missed or repeated a value")
        }
    }
}
