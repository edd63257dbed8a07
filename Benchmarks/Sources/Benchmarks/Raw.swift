/// The baseline: what the same work costs with nothing but closures, the
/// least any library can do. Each helper is `@inline(never)` and keeps its
/// closures in stored properties, so that the optimizer cannot fold the
/// work away, as it can with closures it sees being made.
enum Raw: Library {
    /// A broadcaster: an array of closures, called in turn.
    final class Broadcaster {
        var observers: [(Int) -> Void] = []

        @inline(never)
        func send(_ value: Int) {
            for observer in observers {
                observer(value)
            }
        }
    }

    /// A map, then a filter, then an observer, composed by hand: three
    /// closures in stored properties, called in turn.
    final class Chain {
        var transform: (Int) -> Int = { $0 }
        var isIncluded: (Int) -> Bool = { _ in true }
        var observer: (Int) -> Void = { _ in }

        @inline(never)
        func send(_ value: Int) {
            let transformed = transform(value)
            if isIncluded(transformed) {
                observer(transformed)
            }
        }
    }

    /// The latest value of each of two inputs, and the observer of the
    /// pairs: what the two closures of a raw combineLatest share.
    final class LatestPair {
        var first: Int?
        var second: Int?
        var observer: (Int, Int) -> Void = { _, _ in }
    }

    /// A raw `replayLazily`: an array of the values sent, and the
    /// observers; a late observer joins the others and is given the
    /// array's values in a loop.
    final class ReplayBuffer {
        let capacity: Int
        var values: [Int] = []
        var observers: [(Int) -> Void] = []

        init(capacity: Int) {
            self.capacity = capacity
        }

        @inline(never)
        func send(_ value: Int) {
            if values.count == capacity {
                values.removeFirst()
            }
            values.append(value)
            for observer in observers {
                observer(value)
            }
        }

        /// Calls the observer as stored in `observers`, not as passed in:
        /// the optimizer could otherwise specialize this function for the
        /// closure it sees passed, and inline the closure into the loop.
        @inline(never)
        func attach(_ observer: @escaping (Int) -> Void) {
            observers.append(observer)
            let stored = observers[observers.count - 1]
            for value in values {
                stored(value)
            }
        }
    }

    /// A pipe whose values are pipes: the outer stream of `flattenLatest`.
    final class BroadcasterOfBroadcasters {
        var observers: [(Broadcaster) -> Void] = []

        @inline(never)
        func send(_ inner: Broadcaster) {
            for observer in observers {
                observer(inner)
            }
        }
    }

    /// A raw `flatten(.latest)`: the outer pipe's observer swaps which
    /// inner pipe feeds the sink, unhooking the one before.
    final class Latest {
        var sink: (Int) -> Void = { _ in }
        private var current: Broadcaster?

        @inline(never)
        func switchTo(_ inner: Broadcaster) {
            current?.observers.removeAll()
            inner.observers.append(sink)
            current = inner
        }
    }

    /// A property by hand: a stored value, and a stored closure called with
    /// each new one.
    final class StoredValue {
        private(set) var value: Int
        var didSet: (Int) -> Void = { _ in }

        init(_ value: Int) {
            self.value = value
        }

        @inline(never)
        func set(_ newValue: Int) {
            value = newValue
            didSet(newValue)
        }
    }

    /// Three maps and an observer composed by hand: four closures in stored
    /// properties, each value through the three in turn, then to the
    /// observer. Nothing keeps the mapped values.
    final class ThreeMaps {
        var first: (Int) -> Int = { $0 }
        var second: (Int) -> Int = { $0 }
        var third: (Int) -> Int = { $0 }
        var observer: (Int) -> Void = { _ in }

        @inline(never)
        func send(_ value: Int) {
            observer(third(second(first(value))))
        }
    }

    /// Observers that can be removed by a token.
    final class TokenBag {
        private var nextToken = 0
        private var observers: [Int: (Int) -> Void] = [:]

        @inline(never)
        func add(_ observer: @escaping (Int) -> Void) -> Int {
            let token = nextToken
            nextToken += 1
            observers[token] = observer
            return token
        }

        @inline(never)
        func remove(_ token: Int) {
            observers[token] = nil
        }
    }

    /// What starting a raw producer returns: it stops the work, and holds
    /// what the work keeps (here, its observer).
    final class Cancel {
        var isCancelled = false
        var kept: ((Int) -> Void)?

        init(keeping observer: ((Int) -> Void)? = nil) {
            kept = observer
        }

        func dispose() {
            isCancelled = true
            kept = nil
        }
    }

    /// A producer: a closure that runs on every start.
    final class Producer {
        let start: (@escaping (Int) -> Void) -> Cancel

        init(_ start: @escaping (@escaping (Int) -> Void) -> Cancel) {
            self.start = start
        }
    }

    @inline(never)
    static func producer(of count: Int) -> Producer {
        Producer { send in
            for value in 0..<count {
                send(value)
            }
            return Cancel()
        }
    }

    /// A raw `flatten(.merge)` of producers that finish as they start:
    /// nested loops, `inners` times every value of `values`.
    @inline(never)
    static func mergedProducer(inners: Int, of values: [Int]) -> Producer {
        Producer { send in
            for _ in 0..<inners {
                for value in values {
                    send(value)
                }
            }
            return Cancel()
        }
    }

    @inline(never)
    static func producer(value: Int) -> Producer {
        Producer { send in
            send(value)
            return Cancel()
        }
    }

    @inline(never)
    static func neverEndingProducer() -> Producer {
        Producer { send in Cancel(keeping: send) }
    }

    /// A raw producer through a map, then a filter: a producer whose start
    /// starts `source` with a `Chain` in front of the observer, made for
    /// that start, so that each value is transformed, tested, then sent.
    @inline(never)
    static func chained(
        _ source: Producer,
        transform: @escaping (Int) -> Int,
        isIncluded: @escaping (Int) -> Bool
    ) -> Producer {
        Producer { send in
            let chain = Chain()
            chain.transform = transform
            chain.isIncluded = isIncluded
            chain.observer = send
            return source.start(chain.send)
        }
    }

    static func pipeObserve(_ count: Int) -> Double {
        let broadcaster = Broadcaster()
        let sum = Sum()
        broadcaster.observers.append { sum.value &+= $0 }
        let elapsed = timed {
            for value in 0..<count {
                broadcaster.send(value)
            }
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func chain(_ count: Int) -> Double {
        let broadcaster = Broadcaster()
        let chain = Chain()
        let sum = Sum()
        chain.transform = { $0 &* 3 }
        chain.isIncluded = { $0 & 1 == 0 }
        chain.observer = { sum.value &+= $0 }
        broadcaster.observers.append(chain.send)
        let elapsed = timed {
            for value in 0..<count {
                broadcaster.send(value)
            }
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func combineLatest(_ count: Int) -> Double? {
        let first = Broadcaster()
        let second = Broadcaster()
        let latest = LatestPair()
        let sum = Sum()
        latest.observer = { sum.value &+= $0 &+ $1 }
        first.observers.append { value in
            latest.first = value
            if let other = latest.second {
                latest.observer(value, other)
            }
        }
        second.observers.append { value in
            latest.second = value
            if let other = latest.first {
                latest.observer(other, value)
            }
        }
        // Both inputs have a value before the clock starts, so that every
        // measured send makes a pair.
        first.send(0)
        second.send(0)
        let elapsed = timed {
            for value in 0..<count {
                if value & 1 == 0 {
                    first.send(value)
                } else {
                    second.send(value)
                }
            }
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func flattenMerge(_ count: Int) -> Double? {
        let inners = innerCount(values: count, perInner: mergeInnerValueCount)
        let values = Array(0..<mergeInnerValueCount)
        let sum = Sum()
        let elapsed = timed {
            let cancel = mergedProducer(inners: inners, of: values).start { sum.value &+= $0 }
            blackHole(cancel)
        }
        expectSum(sum.value, inners: inners, perInner: mergeInnerValueCount, "raw", "flattenMerge")
        return elapsed / Double(inners * mergeInnerValueCount)
    }

    static func flattenLatest(_ count: Int) -> Double? {
        let inners = innerCount(values: count, perInner: latestInnerSendCount)
        let outer = BroadcasterOfBroadcasters()
        let latest = Latest()
        let sum = Sum()
        latest.sink = { sum.value &+= $0 }
        outer.observers.append(latest.switchTo)
        let elapsed = timed {
            for _ in 0..<inners {
                let inner = Broadcaster()
                outer.send(inner)
                for value in 0..<latestInnerSendCount {
                    inner.send(value)
                }
            }
        }
        expectSum(sum.value, inners: inners, perInner: latestInnerSendCount, "raw", "flattenLatest")
        return elapsed / Double(inners * latestInnerSendCount)
    }

    static func producerOfValues(_ count: Int) -> Double {
        let sum = Sum()
        let elapsed = timed {
            let cancel = producer(of: count).start { sum.value &+= $0 }
            blackHole(cancel)
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func producerChain(_ count: Int) -> Double {
        let sum = Sum()
        let elapsed = timed {
            let mapped = chained(producer(of: count), transform: { $0 &* 3 }, isIncluded: { $0 & 1 == 0 })
            let cancel = mapped.start { sum.value &+= $0 }
            blackHole(cancel)
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func oneValueStartDispose(_ count: Int) -> Double {
        let sum = Sum()
        let elapsed = timed {
            for value in 0..<count {
                let cancel = producer(value: value).start { sum.value &+= $0 }
                cancel.dispose()
            }
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func oneValueChainStartDispose(_ count: Int) -> Double {
        let sum = Sum()
        let elapsed = timed {
            for value in 0..<count {
                let mapped = chained(producer(value: value), transform: { $0 &* 3 }, isIncluded: { $0 & 1 == 0 })
                let cancel = mapped.start { sum.value &+= $0 }
                cancel.dispose()
            }
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func observeDispose(_ count: Int) -> Double {
        let bag = TokenBag()
        let sum = Sum()
        let elapsed = timed {
            for _ in 0..<count {
                let token = bag.add { sum.value &+= $0 }
                bag.remove(token)
            }
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func attachAt(_ count: Int) -> Double {
        let broadcaster = Broadcaster()
        for _ in 0..<(count - 1) {
            broadcaster.observers.append { _ in }
        }
        let elapsed = timed {
            for _ in 0..<attachSample {
                broadcaster.observers.append { _ in }
            }
        }
        blackHole(broadcaster)
        return elapsed / Double(attachSample)
    }

    static func bytesPerObserver(_ count: Int) -> Double {
        let broadcaster = Broadcaster()
        let before = heapBytesInUse()
        for _ in 0..<count {
            broadcaster.observers.append { _ in }
        }
        let after = heapBytesInUse()
        blackHole(broadcaster)
        return Double(after - before) / Double(count)
    }

    static func bytesPerLiveStart(_ count: Int) -> Double {
        var kept: [Cancel] = []
        kept.reserveCapacity(count)
        let producer = neverEndingProducer()
        let before = heapBytesInUse()
        for _ in 0..<count {
            kept.append(producer.start { _ in })
        }
        let after = heapBytesInUse()
        blackHole(kept)
        return Double(after - before) / Double(count)
    }

    /// The raw producer is made from a closure already: the same as `live`.
    static func bytesPerLiveClosureStart(_ count: Int) -> Double {
        bytesPerLiveStart(count)
    }

    static func bytesPerLiveChainStart(_ count: Int) -> Double {
        var kept: [Cancel] = []
        kept.reserveCapacity(count)
        let producer = chained(neverEndingProducer(), transform: { $0 &* 3 }, isIncluded: { $0 & 1 == 0 })
        let before = heapBytesInUse()
        for _ in 0..<count {
            kept.append(producer.start { _ in })
        }
        let after = heapBytesInUse()
        blackHole(kept)
        return Double(after - before) / Double(count)
    }
    static func propertySet(_ count: Int) -> Double {
        let property = StoredValue(0)
        let sum = Sum()
        property.didSet = { sum.value &+= $0 }
        let elapsed = timed {
            for value in 0..<count {
                property.set(value)
            }
        }
        expectPropertySum(sum.value, sets: count, throughMaps: false, "raw", "propertySet")
        blackHole(property.value)
        return elapsed / Double(count)
    }

    static func propertyMapChain(_ count: Int) -> Double {
        let property = StoredValue(0)
        let maps = ThreeMaps()
        let sum = Sum()
        maps.first = { $0 + 1 }
        maps.second = { $0 * 2 }
        maps.third = { $0 - 1 }
        maps.observer = { sum.value &+= $0 }
        property.didSet = maps.send
        let elapsed = timed {
            for value in 0..<count {
                property.set(value)
            }
        }
        expectPropertySum(sum.value, sets: count, throughMaps: true, "raw", "propertyMapChain")
        blackHole(property.value)
        return elapsed / Double(count)
    }

    /// The buffer attached to once, n values sent, then `lateStarts`
    /// observers attached, timed, each given the n values in a loop.
    static func replayToLateStarts(_ count: Int, lateStarts: Int) -> Double? {
        let buffer = ReplayBuffer(capacity: count)
        buffer.attach { _ in }
        for value in 0..<count {
            buffer.send(value)
        }
        let sum = Sum()
        let elapsed = timed {
            for _ in 0..<lateStarts {
                buffer.attach { sum.value &+= $0 }
            }
        }
        expectReplaySum(sum.value, values: count, lateStarts: lateStarts, "raw", "replayLazily")
        blackHole(buffer)
        return elapsed / Double(count * lateStarts)
    }

    /// The heap in use before the buffer is made, and after n values.
    static func bytesPerReplayedValue(_ count: Int) -> Double? {
        let before = heapBytesInUse()
        let buffer = ReplayBuffer(capacity: count)
        buffer.attach { _ in }
        for value in 0..<count {
            buffer.send(value)
        }
        let after = heapBytesInUse()
        let sum = Sum()
        buffer.attach { sum.value &+= $0 }
        expectReplaySum(sum.value, values: count, lateStarts: 1, "raw", "replayBytes")
        blackHole(buffer)
        return Double(after - before) / Double(count)
    }
}

/// How many attaches past the `count`th are timed, to average away the
/// clock's own cost.
let attachSample = 100
