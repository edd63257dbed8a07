#if canImport(ReactiveSwift)
import Foundation
import ReactiveSwift

/// ReactiveSwift, when FRP_BENCH_REACTIVESWIFT names a checkout of it.
///
/// The same code as `Book.swift`, on purpose: the book's library has
/// ReactiveSwift's names, so one text compiles against both, and the two
/// columns measure exactly the same calls.
enum ReactiveSwiftLibrary: Library {
    static func pipeObserve(_ count: Int) -> Double {
        let (output, input) = Signal<Int, Never>.pipe()
        let sum = Sum()
        let observation = output.observeValues { sum.value &+= $0 }
        let elapsed = timed {
            for value in 0..<count {
                input.send(value: value)
            }
        }
        blackHole(sum.value)
        blackHole(observation)
        return elapsed / Double(count)
    }

    static func chain(_ count: Int) -> Double {
        let (output, input) = Signal<Int, Never>.pipe()
        let sum = Sum()
        let observation = output
            .map { $0 &* 3 }
            .filter { $0 & 1 == 0 }
            .observeValues { sum.value &+= $0 }
        let elapsed = timed {
            for value in 0..<count {
                input.send(value: value)
            }
        }
        blackHole(sum.value)
        blackHole(observation)
        return elapsed / Double(count)
    }

    static func combineLatest(_ count: Int) -> Double? {
        let (first, sendFirst) = Signal<Int, Never>.pipe()
        let (second, sendSecond) = Signal<Int, Never>.pipe()
        let sum = Sum()
        let observation = Signal.combineLatest(first, second).observeValues { sum.value &+= $0 &+ $1 }
        // Both inputs have a value before the clock starts, so that every
        // measured send makes a pair.
        sendFirst.send(value: 0)
        sendSecond.send(value: 0)
        let elapsed = timed {
            for value in 0..<count {
                if value & 1 == 0 {
                    sendFirst.send(value: value)
                } else {
                    sendSecond.send(value: value)
                }
            }
        }
        blackHole(sum.value)
        blackHole(observation)
        return elapsed / Double(count)
    }

    static func flattenMerge(_ count: Int) -> Double? {
        let inners = innerCount(values: count, perInner: mergeInnerValueCount)
        let values = Array(0..<mergeInnerValueCount)
        let sum = Sum()
        let elapsed = timed {
            SignalProducer<Int, Never>(0..<inners)
                .flatMap(.merge) { _ in SignalProducer<Int, Never>(values) }
                .startWithValues { sum.value &+= $0 }
        }
        expectSum(sum.value, inners: inners, perInner: mergeInnerValueCount, "ReactiveSwift", "flattenMerge")
        return elapsed / Double(inners * mergeInnerValueCount)
    }

    static func flattenLatest(_ count: Int) -> Double? {
        let inners = innerCount(values: count, perInner: latestInnerSendCount)
        let (outer, sendInner) = Signal<Signal<Int, Never>, Never>.pipe()
        let sum = Sum()
        let observation = outer.flatten(.latest).observeValues { sum.value &+= $0 }
        let elapsed = timed {
            for _ in 0..<inners {
                let (inner, input) = Signal<Int, Never>.pipe()
                sendInner.send(value: inner)
                for value in 0..<latestInnerSendCount {
                    input.send(value: value)
                }
            }
        }
        expectSum(sum.value, inners: inners, perInner: latestInnerSendCount, "ReactiveSwift", "flattenLatest")
        blackHole(observation)
        return elapsed / Double(inners * latestInnerSendCount)
    }

    static func producerOfValues(_ count: Int) -> Double {
        let sum = Sum()
        let elapsed = timed {
            SignalProducer<Int, Never>(0..<count).startWithValues { sum.value &+= $0 }
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func producerChain(_ count: Int) -> Double {
        let sum = Sum()
        let elapsed = timed {
            SignalProducer<Int, Never>(0..<count)
                .map { $0 &* 3 }
                .filter { $0 & 1 == 0 }
                .startWithValues { sum.value &+= $0 }
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func oneValueStartDispose(_ count: Int) -> Double {
        let sum = Sum()
        let elapsed = timed {
            for value in 0..<count {
                SignalProducer<Int, Never>(value: value).startWithValues { sum.value &+= $0 }.dispose()
            }
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func oneValueChainStartDispose(_ count: Int) -> Double {
        let sum = Sum()
        let elapsed = timed {
            for value in 0..<count {
                SignalProducer<Int, Never>(value: value)
                    .map { $0 &* 3 }
                    .filter { $0 & 1 == 0 }
                    .startWithValues { sum.value &+= $0 }
                    .dispose()
            }
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func observeDispose(_ count: Int) -> Double {
        let (output, input) = Signal<Int, Never>.pipe()
        let sum = Sum()
        let elapsed = timed {
            for _ in 0..<count {
                output.observeValues { sum.value &+= $0 }?.dispose()
            }
        }
        blackHole(sum.value)
        blackHole(input)
        return elapsed / Double(count)
    }

    static func attachAt(_ count: Int) -> Double {
        let (output, input) = Signal<Int, Never>.pipe()
        var kept: [Disposable?] = []
        kept.reserveCapacity(count + attachSample)
        for _ in 0..<(count - 1) {
            kept.append(output.observeValues { _ in })
        }
        let elapsed = timed {
            for _ in 0..<attachSample {
                kept.append(output.observeValues { _ in })
            }
        }
        blackHole(kept)
        blackHole(input)
        return elapsed / Double(attachSample)
    }

    static func bytesPerObserver(_ count: Int) -> Double {
        let (output, input) = Signal<Int, Never>.pipe()
        var kept: [Disposable?] = []
        kept.reserveCapacity(count)
        let before = heapBytesInUse()
        for _ in 0..<count {
            kept.append(output.observeValues { _ in })
        }
        let after = heapBytesInUse()
        blackHole(kept)
        blackHole(input)
        return Double(after - before) / Double(count)
    }

    static func bytesPerLiveStart(_ count: Int) -> Double {
        heapPerLiveStart(of: SignalProducer<Int, Never>.never, count)
    }

    static func bytesPerLiveClosureStart(_ count: Int) -> Double {
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            lifetime.observeEnded { _ = observer }
        }
        return heapPerLiveStart(of: producer, count)
    }

    static func bytesPerLiveChainStart(_ count: Int) -> Double {
        let producer = SignalProducer<Int, Never>.never
            .map { $0 &* 3 }
            .filter { $0 & 1 == 0 }
        return heapPerLiveStart(of: producer, count)
    }

    /// The heap bytes each of `count` starts of `producer` holds while it
    /// runs, its disposable kept: the three `live` rows.
    static func heapPerLiveStart(of producer: SignalProducer<Int, Never>, _ count: Int) -> Double {
        var kept: [Disposable] = []
        kept.reserveCapacity(count)
        let before = heapBytesInUse()
        for _ in 0..<count {
            kept.append(producer.startWithValues { _ in })
        }
        let after = heapBytesInUse()
        blackHole(kept)
        return Double(after - before) / Double(count)
    }

    /// Observed through `signal`, which sends the changes and not the
    /// current value: each set crosses the property and its signal of
    /// changes, and nothing else (see the README on `.producer`).
    static func propertySet(_ count: Int) -> Double {
        let property = MutableProperty(0)
        let sum = Sum()
        let observation = property.signal.observeValues { sum.value &+= $0 }
        let elapsed = timed {
            for value in 0..<count {
                property.value = value
            }
        }
        expectPropertySum(sum.value, sets: count, throughMaps: false, "ReactiveSwift", "propertySet")
        blackHole(observation)
        blackHole(property)
        return elapsed / Double(count)
    }

    /// Three derived properties, each holding its value, observed at the
    /// end through `signal`, as in ``propertySet(_:)``.
    static func propertyMapChain(_ count: Int) -> Double {
        let property = MutableProperty(0)
        let mapped = property
            .map { $0 + 1 }
            .map { $0 * 2 }
            .map { $0 - 1 }
        let sum = Sum()
        let observation = mapped.signal.observeValues { sum.value &+= $0 }
        let elapsed = timed {
            for value in 0..<count {
                property.value = value
            }
        }
        expectPropertySum(sum.value, sets: count, throughMaps: true, "ReactiveSwift", "propertyMapChain")
        precondition(mapped.value == 2 * (count - 1) + 1, "ReactiveSwift propertyMapChain: the last derived property holds \(mapped.value)")
        blackHole(observation)
        blackHole(property)
        return elapsed / Double(count)
    }

    /// A pipe's signal as a producer, through `replayLazily(upTo: n)`,
    /// started once (the start that starts the pipe's producer and keeps
    /// the buffer); then n values sent, kept for late starts; then, timed,
    /// `lateStarts` starts, each receiving the n values kept as it starts.
    static func replayToLateStarts(_ count: Int, lateStarts: Int) -> Double? {
        let (output, input) = Signal<Int, Never>.pipe()
        let replayed = SignalProducer(output).replayLazily(upTo: count)
        let firstStart = replayed.startWithValues { _ in }
        for value in 0..<count {
            input.send(value: value)
        }
        let sum = Sum()
        var late: [Disposable] = []
        late.reserveCapacity(lateStarts)
        let elapsed = timed {
            for _ in 0..<lateStarts {
                late.append(replayed.startWithValues { sum.value &+= $0 })
            }
        }
        expectReplaySum(sum.value, values: count, lateStarts: lateStarts, "ReactiveSwift", "replayLazily")
        for start in late {
            start.dispose()
        }
        firstStart.dispose()
        blackHole(input)
        return elapsed / Double(count * lateStarts)
    }

    /// The heap in use before `replayLazily(upTo: n)` is made and started
    /// once, and after n values have been sent through it; then a late
    /// start checks that all n were kept.
    static func bytesPerReplayedValue(_ count: Int) -> Double? {
        let (output, input) = Signal<Int, Never>.pipe()
        let before = heapBytesInUse()
        let replayed = SignalProducer(output).replayLazily(upTo: count)
        let firstStart = replayed.startWithValues { _ in }
        for value in 0..<count {
            input.send(value: value)
        }
        let after = heapBytesInUse()
        let sum = Sum()
        let lateStart = replayed.startWithValues { sum.value &+= $0 }
        expectReplaySum(sum.value, values: count, lateStarts: 1, "ReactiveSwift", "replayBytes")
        lateStart.dispose()
        firstStart.dispose()
        blackHole(input)
        return Double(after - before) / Double(count)
    }
}

// Chapter 12's rows (see `SchedulerScenarios.swift`).
extension ReactiveSwiftLibrary {
    static func observeOnQueue(_ count: Int) -> Double? {
        let scheduler = QueueScheduler(name: "benchmark.reactiveswift.observeOn")
        let (output, input) = Signal<Int, Never>.pipe()
        let sum = SendableSum()
        let done = DispatchSemaphore(value: 0)
        let last = count - 1
        let observation = output.observe(on: scheduler).observeValues { value in
            sum.value &+= value
            if value == last { done.signal() }
        }
        let elapsed = wallTimed {
            for value in 0..<count {
                input.send(value: value)
            }
            done.wait()
        }
        precondition(sum.value == count &* (count - 1) / 2, "ReactiveSwift observeOn: wrong sum")
        blackHole(observation)
        return elapsed / Double(count)
    }

    /// Each delayed value is one action on ReactiveSwift's test scheduler,
    /// which sorts its whole list on every schedule: measured, like
    /// `scheduledActions`, at n = 10,000 at most.
    static func delayOnVirtualClock(_ count: Int) -> Double? {
        let count = min(count, reactiveSwiftScheduledActionLimit)
        let scheduler = TestScheduler()
        let (output, input) = Signal<Int, Never>.pipe()
        let sum = Sum()
        let observation = output.delay(1, on: scheduler).observeValues { sum.value &+= $0 }
        let elapsed = timed {
            for value in 0..<count {
                input.send(value: value)
            }
            scheduler.run()
        }
        precondition(sum.value == count &* (count - 1) / 2, "ReactiveSwift delay: wrong sum")
        blackHole(observation)
        return elapsed / Double(count)
    }

    /// ReactiveSwift's test scheduler sorts its whole list of actions on
    /// every schedule, so n actions cost O(n² log n): a million would take
    /// hours. It is measured at n = 10,000 at most (the README says so).
    static func scheduledActions(_ count: Int) -> Double? {
        let count = min(count, reactiveSwiftScheduledActionLimit)
        let scheduler = TestScheduler()
        let start = scheduler.currentDate
        let sum = Sum()
        let elapsed = timed {
            for index in 0..<count {
                scheduler.schedule(after: start.addingTimeInterval(scatteredSecond(index, of: count))) {
                    sum.value &+= 1
                }
            }
            scheduler.run()
        }
        precondition(sum.value == count, "ReactiveSwift scheduledActions: \(sum.value) of \(count) ran")
        return elapsed / Double(count)
    }
}

/// The most actions ReactiveSwift's test scheduler is given in the
/// `scheduledActions` and `delay` rows.
let reactiveSwiftScheduledActionLimit = 10_000
#endif
