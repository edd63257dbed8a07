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

    static func producerOfValues(_ count: Int) -> Double {
        let sum = Sum()
        let elapsed = timed {
            let cancel = producer(of: count).start { sum.value &+= $0 }
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
}

/// How many attaches past the `count`th are timed, to average away the
/// clock's own cost.
let attachSample = 100
