import Foundation
import Synchronization
import Testing
@testable import Step12_Schedulers

/// Many threads sending into many inner streams at once. The contract
/// checker sees every event: the result must keep the grammar and deliver
/// one event at a time, whatever the threads do.
@Suite struct FlattenConcurrencyTests {
    /// A value, with the inner and the thread that sent it.
    struct Tagged: Equatable, Sendable {
        let inner: Int
        let thread: Int
        let index: Int
    }

    /// Inner producers fed by pipes, and the pipes' inputs.
    static func pipes(_ count: Int) -> (producers: [SignalProducer<Tagged, Never>], inputs: [Signal<Tagged, Never>.Observer]) {
        let pipes = (0..<count).map { _ in Signal<Tagged, Never>.pipe() }
        return (pipes.map { SignalProducer($0.output) }, pipes.map(\.input))
    }

    /// Whether, for each inner and thread, the indices arrive in the order
    /// they were sent.
    static func keepsEachSendersOrder(_ values: [Tagged]) -> Bool {
        var last: [String: Int] = [:]
        for value in values {
            let key = "\(value.inner)/\(value.thread)"
            if let previous = last[key], previous >= value.index { return false }
            last[key] = value.index
        }
        return true
    }

    @Test("merge: four threads send into 32 inners and complete them while the outer completes; every value once, then completed")
    func mergeUnderLoad() {
        let threads = 4
        let innersPerThread = 8
        let valuesPerInner = 500
        let (producers, inputs) = Self.pipes(threads * innersPerThread)
        let (outer, outerInput) = Signal<SignalProducer<Tagged, Never>, Never>.pipe()
        let checker = ContractChecker<Tagged, Never>()
        checker.observe(outer.flatten(.merge))
        for producer in producers {
            outerInput.send(value: producer)
        }
        let completeOuter = UncheckedTransfer(outerInput)
        concurrently(threads: threads + 1) { thread in
            guard thread < threads else {
                completeOuter.value.sendCompleted()
                return
            }
            let mine = (0..<innersPerThread).map { thread * innersPerThread + $0 }
            for index in 0..<valuesPerInner {
                for inner in mine {
                    inputs[inner].send(value: Tagged(inner: inner, thread: thread, index: index))
                }
            }
            for inner in mine {
                inputs[inner].sendCompleted()
            }
        }
        let events = checker.events
        let values = events.compactMap(\.value)
        #expect(values.count == threads * innersPerThread * valuesPerInner)
        #expect(Self.keepsEachSendersOrder(values))
        #expect(events.filter(\.isTerminating) == [.completed])
        #expect(events.last == .completed)
        expectNoViolations(checker)
    }

    @Test("merge: several threads send into each inner at once; each sender's values keep their order")
    func mergeSharedInners() {
        let threads = 4
        let inners = 6
        let valuesPerThread = 400
        let (producers, inputs) = Self.pipes(inners)
        let checker = ContractChecker<Tagged, Never>()
        checker.start(SignalProducer(producers).flatten(.merge))
        concurrently(threads: threads) { thread in
            for index in 0..<valuesPerThread {
                let inner = (index + thread) % inners
                inputs[inner].send(value: Tagged(inner: inner, thread: thread, index: index))
            }
        }
        for input in inputs {
            input.sendCompleted()
        }
        let events = checker.events
        #expect(events.compactMap(\.value).count == threads * valuesPerThread)
        #expect(Self.keepsEachSendersOrder(events.compactMap(\.value)))
        #expect(events.last == .completed)
        expectNoViolations(checker)
    }

    @Test("latest: one thread switches inners while four send into all of them; the last inner's values all arrive, then completed")
    func latestWhileSwitching() {
        let senders = 4
        let innerCount = 40
        let valuesPerSender = 300
        let (producers, inputs) = Self.pipes(innerCount)
        let (outer, outerInput) = Signal<SignalProducer<Tagged, Never>, Never>.pipe()
        let checker = ContractChecker<Tagged, Never>()
        checker.observe(outer.flatten(.latest))
        outerInput.send(value: producers[0])
        let switcher = UncheckedTransfer((outerInput, producers))
        concurrently(threads: senders + 1) { thread in
            guard thread < senders else {
                let (outerInput, producers) = switcher.value
                for inner in 1..<innerCount {
                    outerInput.send(value: producers[inner])
                }
                return
            }
            for index in 0..<valuesPerSender {
                let inner = (index * 7 + thread) % innerCount
                inputs[inner].send(value: Tagged(inner: inner, thread: thread, index: index))
            }
        }
        // Every inner but the last has been disposed of: what is sent into
        // them now goes nowhere. The last one is forwarded in full.
        let last = innerCount - 1
        let before = checker.values.count
        for inner in 0..<innerCount {
            inputs[inner].send(value: Tagged(inner: inner, thread: senders, index: valuesPerSender))
        }
        outerInput.sendCompleted()
        inputs[last].sendCompleted()
        let events = checker.events
        let values = events.compactMap(\.value)
        #expect(Array(values.dropFirst(before)) == [Tagged(inner: last, thread: senders, index: valuesPerSender)])
        #expect(Self.keepsEachSendersOrder(values))
        #expect(events.filter(\.isTerminating) == [.completed])
        #expect(events.last == .completed)
        expectNoViolations(checker)
    }

    @Test("concurrent(limit: 3): inners completed from four threads start the queued ones; never more than three run")
    func limitHoldsUnderLoad() {
        let threads = 4
        let innerCount = 48
        let running = Atomic(0)
        let mostRunning = Atomic(0)
        let (producers, inputs) = Self.pipes(innerCount)
        let counted = producers.map { producer in
            producer.on(
                starting: {
                    let now = running.add(1, ordering: .sequentiallyConsistent).newValue
                    mostRunning.max(now, ordering: .sequentiallyConsistent)
                },
                terminated: { running.subtract(1, ordering: .sequentiallyConsistent) }
            )
        }
        let checker = ContractChecker<Tagged, Never>()
        checker.start(SignalProducer(counted).flatten(.concurrent(limit: 3)))
        // Each thread sends a value into its share of the inners, in order,
        // and completes each. An inner that has not started yet drops the
        // value, as a signal does, and counts as ended when its turn comes.
        concurrently(threads: threads) { thread in
            for inner in stride(from: thread, to: innerCount, by: threads) {
                inputs[inner].send(value: Tagged(inner: inner, thread: thread, index: 0))
                inputs[inner].sendCompleted()
            }
        }
        let events = checker.events
        // The first three inners ran from the start: their values arrived.
        #expect(Set(events.compactMap(\.value?.inner)).isSuperset(of: [0, 1, 2]))
        #expect(mostRunning.load(ordering: .sequentiallyConsistent) <= 3)
        #expect(events.last == .completed)
        #expect(events.filter(\.isTerminating).count == 1)
        #expect(running.load(ordering: .sequentiallyConsistent) == 0)
        expectNoViolations(checker)
    }

    @Test("race: four threads send the first values of eight inners at once; one inner wins, and only its values arrive")
    func raceUnderLoad() {
        for _ in 0..<20 {
            let threads = 4
            let innerCount = 8
            let (producers, inputs) = Self.pipes(innerCount)
            let checker = ContractChecker<Tagged, Never>()
            checker.start(SignalProducer(producers).flatten(.race))
            concurrently(threads: threads) { thread in
                for index in 0..<50 {
                    for inner in stride(from: thread, to: innerCount, by: threads) {
                        inputs[inner].send(value: Tagged(inner: inner, thread: thread, index: index))
                    }
                }
            }
            let values = checker.values
            #expect(Set(values.map(\.inner)).count == 1)
            #expect(values.count == 50)
            for input in inputs {
                input.sendCompleted()
            }
            #expect(checker.events.last == .completed)
            expectNoViolations(checker)
        }
    }

    @Test("disposing of a merge from another thread while its inners send interrupts it once and ends every inner")
    func disposalWhileSending() {
        for _ in 0..<20 {
            let innerCount = 8
            let ended = Atomic(0)
            let (producers, inputs) = Self.pipes(innerCount)
            let counted = producers.map { $0.on(disposed: { ended.add(1, ordering: .relaxed) }) }
            let recorder = Recorder<Tagged, Never>()
            let start = SignalProducer(counted).flatten(.merge).start(recorder.record)
            let disposable = UncheckedTransfer(start)
            concurrently(threads: innerCount + 1) { thread in
                guard thread < innerCount else {
                    disposable.value.dispose()
                    return
                }
                for index in 0..<200 {
                    inputs[thread].send(value: Tagged(inner: thread, thread: thread, index: index))
                }
            }
            #expect(recorder.events.last == .interrupted)
            #expect(recorder.events.filter(\.isTerminating) == [.interrupted])
            #expect(ended.load(ordering: .relaxed) == innerCount)
        }
    }
}
