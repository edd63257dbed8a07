import Foundation
import Synchronization
import Testing
@testable import Step12_Schedulers

@Suite struct SampleTests {
    /// Plays a receiver and a sampler, samples one with the other, and draws
    /// the result.
    func sampled(_ receiver: String, with sampler: String, symbols: [String: Character] = [:]) -> String {
        let scenario = MarbleScenario()
        let values = scenario.signal(receiver)
        let ticks = scenario.neverFailingSignal(sampler)
        return scenario.run(values.sample(with: ticks).concatenated(), symbols: symbols)
    }

    /// The same with `sample(on:)`, the sampler's values turned into `()`.
    func sampled(_ receiver: String, on sampler: String) -> String {
        let scenario = MarbleScenario()
        let values = scenario.signal(receiver)
        let ticks = scenario.neverFailingSignal(sampler).map { _ in () }
        return scenario.run(values.sample(on: ticks))
    }

    @Test("sample(with:) sends the latest value with each sampler value, nothing before the first value")
    func sampleWith() {
        let symbols: [String: Character] = ["ax": "A", "by": "B", "cz": "C"]
        #expect(sampled("-a-b---c-|", with: "x-x--y-z--|", symbols: symbols) == "--A--B-C--|")
    }

    @Test("sample(on:) sends the latest value again for every sampler value until a new one comes")
    func sampleOn() {
        #expect(sampled("-a-b---c-|", on: "x-x--y-z--|") == "--a--b-c--|")
        #expect(sampled("-ab-----|", on: "---xx---|") == "---bb---|")
    }

    @Test("sample completes when both have completed: a completed receiver is still sampled, a completed sampler sends nothing more")
    func completion() {
        #expect(sampled("-a|", on: "--x-x|") == "--a-a|")
        #expect(sampled("-a---b-|", on: "--x|") == "--a----|")
    }

    @Test("sample fails as soon as the receiver fails, and is interrupted as soon as either is interrupted")
    func failureAndInterruption() {
        #expect(sampled("-a-#", on: "--x----|") == "--a#")
        #expect(sampled("-a-!", on: "--x----|") == "--a!")
        #expect(sampled("-a------|", on: "--x!") == "--a!")
    }

    @Test("sample keeps the contract, with values of any types")
    func contract() {
        let (values, value) = Signal<Int, TestError>.pipe()
        let (sampler, tick) = Signal<String, Never>.pipe()
        let checker = ContractChecker<String, TestError>()
        checker.observe(values.sample(with: sampler).concatenated())
        tick.send(value: "a")
        value.send(value: 1)
        value.send(value: 2)
        tick.send(value: "a")
        tick.send(value: "b")
        value.sendCompleted()
        tick.send(value: "c")
        tick.sendCompleted()
        #expect(checker.events == [.value("2a"), .value("2b"), .value("2c"), .completed])
        expectNoViolations(checker)
    }

    @Test("the receiver is observed before the sampler: a signal sampling itself sends each value with itself")
    func samplingItself() {
        let (numbers, number) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(numbers.sample(with: numbers).concatenated())
        number.send(value: 1)
        number.send(value: 2)
        number.sendCompleted()
        #expect(checker.events == [.value("11"), .value("22"), .completed])
        expectNoViolations(checker)
    }

    @Test("once the sampler has completed, the latest value is released; the rest when the result ends")
    func releasesLatestValue() {
        let released = Atomic(0)
        let (values, value) = Signal<Payload, Never>.pipe()
        let (sampler, tick) = Signal<(), Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(values.sample(on: sampler).map(\.name))
        value.send(value: Payload("a") { released.add(1, ordering: .relaxed) })
        tick.send(value: ())
        #expect(released.load(ordering: .relaxed) == 0)
        tick.sendCompleted()
        #expect(released.load(ordering: .relaxed) == 1)
        value.send(value: Payload("b") { released.add(1, ordering: .relaxed) })
        #expect(released.load(ordering: .relaxed) == 2)
        value.sendCompleted()
        #expect(checker.events == [.value("a"), .completed])
        expectNoViolations(checker)
    }
}

@Suite struct SampleProducerTests {
    @Test("sample on producers starts this producer first, so a sampler that sends while starting finds its value")
    func startsSelfFirst() {
        let log = Locked<[String]>([])
        let values = loggingProducer("values", log: log, values: [1])
        let ticks = SignalProducer<String, Never>(value: "a")
        #expect(checkedEvents(of: values.sample(with: ticks).concatenated()) == [.value("1a"), .completed])
        #expect(log.withLock { $0 } == ["start values", "end values"])
        let onTicks = SignalProducer<(), Never>(value: ())
        #expect(checkedEvents(of: SignalProducer<Int, Never>([1, 2]).sample(on: onTicks)) == [.value(2), .completed])
    }

    @Test("disposing a start of sample interrupts both producers and releases the latest value")
    func disposingInterruptsBoth() {
        let released = Atomic(0)
        let (values, value) = Signal<Payload, Never>.pipe()
        let log = Locked<[String]>([])
        // Never sends anything: it keeps its input until its start ends.
        let samplerProducer = SignalProducer<(), Never> { observer, lifetime in
            log.withLock { $0.append("start sampler") }
            lifetime.observeEnded {
                log.withLock { $0.append("end sampler") }
                _ = observer
            }
        }
        let checker = ContractChecker<String, Never>()
        let start = checker.start(values.producer.sample(on: samplerProducer).map(\.name))
        value.send(value: Payload("a") { released.add(1, ordering: .relaxed) })
        value.sendCompleted()
        #expect(released.load(ordering: .relaxed) == 0)
        start.dispose()
        #expect(released.load(ordering: .relaxed) == 1)
        #expect(checker.events == [.interrupted])
        #expect(log.withLock { $0 } == ["start sampler", "end sampler"])
        expectNoViolations(checker)
    }
}

@Suite struct SampleConcurrencyTests {
    @Test("a thread sending values while another samples: no overlapping delivery, samples never go back, completed at the end")
    func concurrentInputs() {
        for _ in 0..<5 {
            let count = 5_000
            let (values, value) = Signal<Int, Never>.pipe()
            let (sampler, tick) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<(Int, Int), Never>()
            checker.observe(values.sample(with: sampler))
            concurrently(threads: 2) { thread in
                for index in 1...count {
                    if thread == 0 {
                        value.send(value: index)
                    } else {
                        tick.send(value: index)
                    }
                }
            }
            value.sendCompleted()
            tick.send(value: count + 1)
            tick.sendCompleted()
            let events = checker.events
            let samples = events.compactMap(\.value)
            #expect(samples.last.map { $0 == (count, count + 1) } == true)
            #expect(samples.count <= count + 1)
            #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.0 <= $1.0 && $0.1 < $1.1 })
            #expect(events.last?.isCompleted == true)
            expectNoViolations(checker)
        }
    }
}
