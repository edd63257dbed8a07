import Dispatch
import OpenCombine
import OpenCombineDispatch

/// OpenCombine 0.14.0, an open-source implementation of Combine's API: the
/// same scenarios, with a subject for a pipe and publishers for producers.
enum OpenCombineLibrary: Library {
    static func pipeObserve(_ count: Int) -> Double {
        let subject = PassthroughSubject<Int, Never>()
        let sum = Sum()
        let subscription = subject.sink { sum.value &+= $0 }
        let elapsed = timed {
            for value in 0..<count {
                subject.send(value)
            }
        }
        blackHole(sum.value)
        blackHole(subscription)
        return elapsed / Double(count)
    }

    static func chain(_ count: Int) -> Double {
        let subject = PassthroughSubject<Int, Never>()
        let sum = Sum()
        let subscription = subject
            .map { $0 &* 3 }
            .filter { $0 & 1 == 0 }
            .sink { sum.value &+= $0 }
        let elapsed = timed {
            for value in 0..<count {
                subject.send(value)
            }
        }
        blackHole(sum.value)
        blackHole(subscription)
        return elapsed / Double(count)
    }

    /// OpenCombine 0.14.0 has no `combineLatest`: among its publishers
    /// there is `Zip` but no `CombineLatest` (`Sources/OpenCombine/Publishers`
    /// of its checkout). Nothing to measure.
    static func combineLatest(_ count: Int) -> Double? {
        nil
    }

    /// `flatMap(maxPublishers:)`, with its default of `.unlimited`: every
    /// inner runs as it comes, as with `flatten(.merge)`.
    static func flattenMerge(_ count: Int) -> Double? {
        let inners = innerCount(values: count, perInner: mergeInnerValueCount)
        let values = Array(0..<mergeInnerValueCount)
        let sum = Sum()
        let elapsed = timed {
            let subscription = (0..<inners).publisher
                .flatMap { _ in values.publisher }
                .sink { sum.value &+= $0 }
            blackHole(subscription)
        }
        expectSum(sum.value, inners: inners, perInner: mergeInnerValueCount, "OpenCombine", "flattenMerge")
        return elapsed / Double(inners * mergeInnerValueCount)
    }

    /// `switchToLatest`: a subject of subjects.
    static func flattenLatest(_ count: Int) -> Double? {
        let inners = innerCount(values: count, perInner: latestInnerSendCount)
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let sum = Sum()
        let subscription = outer.switchToLatest().sink { sum.value &+= $0 }
        let elapsed = timed {
            for _ in 0..<inners {
                let inner = PassthroughSubject<Int, Never>()
                outer.send(inner)
                for value in 0..<latestInnerSendCount {
                    inner.send(value)
                }
            }
        }
        expectSum(sum.value, inners: inners, perInner: latestInnerSendCount, "OpenCombine", "flattenLatest")
        blackHole(subscription)
        return elapsed / Double(inners * latestInnerSendCount)
    }

    static func producerOfValues(_ count: Int) -> Double {
        let sum = Sum()
        let elapsed = timed {
            let subscription = (0..<count).publisher.sink { sum.value &+= $0 }
            blackHole(subscription)
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    /// `Publishers.Map` and `Publishers.Filter` made by name: the `map` and
    /// `filter` of `Publishers.Sequence` (and of `Just`) are overloads that
    /// transform the whole sequence at once, before anything subscribes,
    /// into a new sequence publisher. That is not an operator between a
    /// publisher and its subscriber, which is what this row measures.
    static func producerChain(_ count: Int) -> Double {
        let sum = Sum()
        let elapsed = timed {
            let subscription = mapThenFilter((0..<count).publisher).sink { sum.value &+= $0 }
            blackHole(subscription)
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func oneValueStartDispose(_ count: Int) -> Double {
        let sum = Sum()
        let elapsed = timed {
            for value in 0..<count {
                Just(value).sink { sum.value &+= $0 }.cancel()
            }
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    /// `Publishers.Map` and `Publishers.Filter` made by name, as in
    /// ``producerChain(_:)``: `Just`'s own `map` makes another `Just`, and
    /// its `filter` an `Optional.Publisher`, with no operator in between.
    static func oneValueChainStartDispose(_ count: Int) -> Double {
        let sum = Sum()
        let elapsed = timed {
            for value in 0..<count {
                mapThenFilter(Just(value)).sink { sum.value &+= $0 }.cancel()
            }
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func observeDispose(_ count: Int) -> Double {
        let subject = PassthroughSubject<Int, Never>()
        let sum = Sum()
        let elapsed = timed {
            for _ in 0..<count {
                subject.sink { sum.value &+= $0 }.cancel()
            }
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func attachAt(_ count: Int) -> Double {
        let subject = PassthroughSubject<Int, Never>()
        var kept: [AnyCancellable] = []
        kept.reserveCapacity(count + attachSample)
        for _ in 0..<(count - 1) {
            kept.append(subject.sink { _ in })
        }
        let elapsed = timed {
            for _ in 0..<attachSample {
                kept.append(subject.sink { _ in })
            }
        }
        blackHole(kept)
        return elapsed / Double(attachSample)
    }

    static func bytesPerObserver(_ count: Int) -> Double {
        let subject = PassthroughSubject<Int, Never>()
        var kept: [AnyCancellable] = []
        kept.reserveCapacity(count)
        let before = heapBytesInUse()
        for _ in 0..<count {
            kept.append(subject.sink { _ in })
        }
        let after = heapBytesInUse()
        blackHole(kept)
        return Double(after - before) / Double(count)
    }

    static func bytesPerLiveStart(_ count: Int) -> Double {
        heapPerLiveStart(of: Empty<Int, Never>(completeImmediately: false), count)
    }

    /// OpenCombine has no publisher made from a closure that is handed a
    /// subscriber to send into later; the nearest is a `Deferred` that
    /// makes a subject for each subscription.
    static func bytesPerLiveClosureStart(_ count: Int) -> Double {
        heapPerLiveStart(of: Deferred { PassthroughSubject<Int, Never>() }, count)
    }

    static func bytesPerLiveChainStart(_ count: Int) -> Double {
        heapPerLiveStart(of: mapThenFilter(Empty<Int, Never>(completeImmediately: false)), count)
    }

    /// The heap bytes each of `count` subscriptions to `publisher` holds
    /// while it lasts, its cancellable kept: the three `live` rows.
    static func heapPerLiveStart(of publisher: some Publisher<Int, Never>, _ count: Int) -> Double {
        var kept: [AnyCancellable] = []
        kept.reserveCapacity(count)
        let before = heapBytesInUse()
        for _ in 0..<count {
            kept.append(publisher.sink { _ in })
        }
        let after = heapBytesInUse()
        blackHole(kept)
        return Double(after - before) / Double(count)
    }

    /// A `CurrentValueSubject`, Combine's nearest to a mutable property: it
    /// holds a value and sends each new one. Its `sink` receives the current
    /// value as it subscribes, before the clock starts; that is taken off the
    /// sum.
    static func propertySet(_ count: Int) -> Double {
        let subject = CurrentValueSubject<Int, Never>(0)
        let sum = Sum()
        let subscription = subject.sink { sum.value &+= $0 }
        sum.value = 0
        let elapsed = timed {
            for value in 0..<count {
                subject.value = value
            }
        }
        expectPropertySum(sum.value, sets: count, throughMaps: false, "OpenCombine", "propertySet")
        blackHole(subscription)
        return elapsed / Double(count)
    }

    /// A `CurrentValueSubject` through three `map`s to a `sink`. Combine
    /// has no derived property: its `map`s keep no value of their own,
    /// where each derived `Property` keeps its latest.
    static func propertyMapChain(_ count: Int) -> Double {
        let subject = CurrentValueSubject<Int, Never>(0)
        let sum = Sum()
        let subscription = subject
            .map { $0 + 1 }
            .map { $0 * 2 }
            .map { $0 - 1 }
            .sink { sum.value &+= $0 }
        sum.value = 0
        let elapsed = timed {
            for value in 0..<count {
                subject.value = value
            }
        }
        expectPropertySum(sum.value, sets: count, throughMaps: true, "OpenCombine", "propertyMapChain")
        blackHole(subscription)
        return elapsed / Double(count)
    }

    /// No replay operator: see ``noReplayInOpenCombine``.
    static func replayToLateStarts(_ count: Int, lateStarts: Int) -> Double? { nil }

    /// No replay operator: see ``noReplayInOpenCombine``.
    static func bytesPerReplayedValue(_ count: Int) -> Double? { nil }

    /// `upstream` through `map { $0 &* 3 }`, then `filter { $0 & 1 == 0 }`,
    /// as operators between the publisher and its subscriber, whatever
    /// overloads the upstream's own type has.
    static func mapThenFilter<Upstream: Publisher>(
        _ upstream: Upstream
    ) -> Publishers.Filter<Publishers.Map<Upstream, Int>> where Upstream.Output == Int {
        Publishers.Filter(upstream: Publishers.Map(upstream: upstream) { $0 &* 3 }) { $0 & 1 == 0 }
    }
}

// Chapter 12's rows (see `SchedulerScenarios.swift`).
extension OpenCombineLibrary {
    static func observeOnQueue(_ count: Int) -> Double? {
        let queue = DispatchQueue(label: "benchmark.opencombine.receiveOn")
        let subject = PassthroughSubject<Int, Never>()
        let sum = SendableSum()
        let done = DispatchSemaphore(value: 0)
        let last = count - 1
        let subscription = subject.receive(on: queue.ocombine).sink { value in
            sum.value &+= value
            if value == last { done.signal() }
        }
        let elapsed = wallTimed {
            for value in 0..<count {
                subject.send(value)
            }
            done.wait()
        }
        precondition(sum.value == count &* (count - 1) / 2, "OpenCombine observeOn: wrong sum")
        blackHole(subscription)
        return elapsed / Double(count)
    }
}
