import Testing
@testable import Step12_Schedulers

/// A failure travels like an exception: every operator passes it on at once,
/// without running its closures, ends, and so lets go of its inputs; the
/// whole chain unwinds, and nothing comes out of it afterwards. Only
/// `flatMapError` catches it.
@Suite struct FailurePropagationTests {
    /// What happens in a chain: how many times its closures have run, and
    /// the inputs it has let go of.
    private final class Log {
        var closureCalls = 0
        var disposed: [String] = []
    }

    /// Adds the two numbers of a pair, as the chains do after each operator
    /// that pairs values.
    private static func sum(_ pair: (Int, Int)) -> Int {
        pair.0 + pair.1
    }

    /// The inputs of the chain on signals, each a pipe.
    private final class SignalInputs {
        let (source, sourceInput) = Signal<Int, TestError>.pipe()
        let (other, otherInput) = Signal<Int, TestError>.pipe()
        let (zipped, zippedInput) = Signal<Int, TestError>.pipe()
        let (merged, mergedInput) = Signal<Int, TestError>.pipe()
        let (trigger, triggerInput) = Signal<(), Never>.pipe()
        let (latest, latestInput) = Signal<Int, Never>.pipe()
    }

    /// A long chain of the operators of steps 6 and 7 over `inputs`. Each
    /// input enters through an `on(disposed:)`, made in place, so that only
    /// the chain keeps it: when the chain stops observing it, it ends and
    /// says so in the log.
    private static func chain(of inputs: SignalInputs, log: Log) -> Signal<Int, TestError> {
        func entering<Value, Error>(_ signal: Signal<Value, Error>, _ name: String) -> Signal<Value, Error> {
            signal.on(disposed: { log.disposed.append(name) })
        }
        func counted<T, U>(_ transform: @escaping (T) -> U) -> (T) -> U {
            { value in
                log.closureCalls += 1
                return transform(value)
            }
        }
        let add = counted(sum)
        let numbers: Signal<Int, TestError> = entering(inputs.source, "source")
            .map(counted { (number: Int) in number + 1 })
            .filter(counted { (number: Int) in number > 0 })
            .scan(0) { total, number in add((total, number)) }
            .take(first: 1000)
        let sums: Signal<Int, TestError> = numbers
            .combineLatest(with: entering(inputs.other, "other"))
            .map(add)
            .zip(with: entering(inputs.zipped, "zipped"))
            .map(add)
        return Signal.merge(sums, entering(inputs.merged, "merged"))
            .sample(on: entering(inputs.trigger, "trigger"))
            .withLatest(from: entering(inputs.latest, "latest"))
            .map(add)
            .collect(count: 2)
            .map(counted { (numbers: [Int]) in numbers.reduce(0, +) })
    }

    /// Sends one value into every input, so that the chain sends a value.
    private static func drive(_ inputs: SignalInputs) {
        inputs.latestInput.send(value: 1000)
        inputs.sourceInput.send(value: 1)  // map 2, scan 2
        inputs.otherInput.send(value: 10)  // 12
        inputs.zippedInput.send(value: 100)  // 112
        inputs.triggerInput.send(value: ())  // 1112
        inputs.triggerInput.send(value: ())  // 1112; collected: 2224
    }

    /// Sends something into every input, after the end.
    private static func sendAfterTheEnd(_ inputs: SignalInputs) {
        inputs.sourceInput.send(value: 5)
        inputs.otherInput.send(value: 5)
        inputs.zippedInput.send(value: 5)
        inputs.mergedInput.send(value: 5)
        inputs.latestInput.send(value: 5)
        inputs.triggerInput.send(value: ())
        inputs.triggerInput.sendCompleted()
    }

    @Test("a failure at the source of a chain of signals reaches the end at once, every input is let go of, and nothing follows")
    func signals() {
        let inputs = SignalInputs()
        let log = Log()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(Self.chain(of: inputs, log: log))
        Self.drive(inputs)
        #expect(checker.events == [.value(2224)])
        #expect(log.disposed.isEmpty)

        let callsBefore = log.closureCalls
        inputs.sourceInput.send(error: TestError("source"))
        #expect(checker.events == [.value(2224), .failed(TestError("source"))])
        #expect(log.closureCalls == callsBefore)
        #expect(Set(log.disposed) == ["source", "other", "zipped", "merged", "trigger", "latest"])
        #expect(log.disposed.count == 6)

        Self.sendAfterTheEnd(inputs)
        #expect(checker.events == [.value(2224), .failed(TestError("source"))])
        #expect(log.closureCalls == callsBefore)
        expectNoViolations(checker)
    }

    @Test("flatMapError at the end of the chain of signals catches the failure, and the inputs are let go of all the same")
    func signalsCaught() {
        let inputs = SignalInputs()
        let log = Log()
        let checker = ContractChecker<Int, Never>()
        checker.observe(Self.chain(of: inputs, log: log).flatMapError { error in SignalProducer(value: error.name.count) })
        Self.drive(inputs)
        inputs.sourceInput.send(error: TestError("source"))
        #expect(checker.events == [.value(2224), .value(6), .completed])
        #expect(Set(log.disposed) == ["source", "other", "zipped", "merged", "trigger", "latest"])
        Self.sendAfterTheEnd(inputs)
        #expect(checker.events == [.value(2224), .value(6), .completed])
        expectNoViolations(checker)
    }

    /// The inputs of the chain on producers: each start of each one keeps its
    /// input observer here and writes down when its lifetime ends.
    private final class ProducerInputs {
        var observers: [String: Signal<Int, TestError>.Observer] = [:]
        var triggerObserver: Signal<(), Never>.Observer?
        var latestObserver: Signal<Int, Never>.Observer?
        var ended: [String] = []

        func input(_ name: String) -> SignalProducer<Int, TestError> {
            SignalProducer { observer, lifetime in
                self.observers[name] = observer
                lifetime.observeEnded { self.ended.append(name) }
            }
        }

        var trigger: SignalProducer<(), Never> {
            SignalProducer { observer, lifetime in
                self.triggerObserver = observer
                lifetime.observeEnded { self.ended.append("trigger") }
            }
        }

        var latest: SignalProducer<Int, Never> {
            SignalProducer { observer, lifetime in
                self.latestObserver = observer
                lifetime.observeEnded { self.ended.append("latest") }
            }
        }

        /// The same chain as on signals.
        var chain: SignalProducer<Int, TestError> {
            let numbers: SignalProducer<Int, TestError> = input("source")
                .map { $0 + 1 }
                .filter { $0 > 0 }
                .scan(0, +)
                .take(first: 1000)
            let sums: SignalProducer<Int, TestError> = numbers
                .combineLatest(with: input("other"))
                .map(FailurePropagationTests.sum)
                .zip(with: input("zipped"))
                .map(FailurePropagationTests.sum)
            return sums
                .merge(with: input("merged"))
                .sample(on: trigger)
                .withLatest(from: latest)
                .map(FailurePropagationTests.sum)
                .collect(count: 2)
                .map { $0.reduce(0, +) }
        }

        func drive() {
            latestObserver?.send(value: 1000)
            observers["source"]?.send(value: 1)
            observers["other"]?.send(value: 10)
            observers["zipped"]?.send(value: 100)
            triggerObserver?.send(value: ())
            triggerObserver?.send(value: ())
        }

        func sendAfterTheEnd() {
            for observer in observers.values {
                observer.send(value: 5)
            }
            latestObserver?.send(value: 5)
            triggerObserver?.send(value: ())
        }
    }

    @Test("a failure at the source of a chain of producers reaches the end at once and ends every start underneath")
    func producers() {
        let inputs = ProducerInputs()
        let checker = ContractChecker<Int, TestError>()
        checker.start(inputs.chain)
        inputs.drive()
        #expect(checker.events == [.value(2224)])
        #expect(inputs.ended.isEmpty)
        inputs.observers["source"]?.send(error: TestError("source"))
        #expect(checker.events == [.value(2224), .failed(TestError("source"))])
        #expect(Set(inputs.ended) == ["source", "other", "zipped", "merged", "trigger", "latest"])
        #expect(inputs.ended.count == 6)
        inputs.sendAfterTheEnd()
        #expect(checker.events == [.value(2224), .failed(TestError("source"))])
        expectNoViolations(checker)
    }

    @Test("flatMapError at the end of the chain of producers catches the failure; every start underneath has ended")
    func producersCaught() {
        let inputs = ProducerInputs()
        let caught = inputs.chain.flatMapError { error in SignalProducer<Int, Never>(value: error.name.count) }
        let checker = ContractChecker<Int, Never>()
        checker.start(caught)
        inputs.drive()
        inputs.observers["source"]?.send(error: TestError("source"))
        #expect(checker.events == [.value(2224), .value(6), .completed])
        #expect(Set(inputs.ended) == ["source", "other", "zipped", "merged", "trigger", "latest"])
        inputs.sendAfterTheEnd()
        #expect(checker.events == [.value(2224), .value(6), .completed])
        expectNoViolations(checker)
    }

    @Test("a failure in the middle of a chain, from attemptMap, unwinds the chain the same way, upstream included")
    func failureInTheMiddle() {
        let inputs = ProducerInputs()
        let chain = inputs.input("source")
            .attemptMap { $0 < 0 ? .failure(TestError("negative")) : .success($0) }
            .combineLatest(with: inputs.input("other"))
            .map(Self.sum)
        let checker = ContractChecker<Int, TestError>()
        checker.start(chain)
        inputs.observers["other"]?.send(value: 10)
        inputs.observers["source"]?.send(value: 1)
        inputs.observers["source"]?.send(value: -1)
        #expect(checker.events == [.value(11), .failed(TestError("negative"))])
        #expect(Set(inputs.ended) == ["source", "other"])
        expectNoViolations(checker)
    }

    @Test(
        "a failure inside an inner stream of flatMap, for every strategy, unwinds the chain: the outer stream and every inner end",
        arguments: [FlattenStrategy.merge, .concat, .concurrent(limit: 2), .latest, .throttle]
    )
    func failureInsideFlatten(strategy: FlattenStrategy) {
        let inputs = ProducerInputs()
        // The inner of 1 is an input that never ends by itself. Kept apart
        // from `inputs`, whose `ended` says what happens to the source.
        let innerInputs = ProducerInputs()
        var transformed: [Int] = []
        let chain = inputs.input("source")
            .flatMap(strategy) { value -> SignalProducer<Int, TestError> in
                transformed.append(value)
                return value == 2 ? SignalProducer(error: TestError("inner")) : innerInputs.input("inner \(value)")
            }
            .map { $0 + 1 }
            .scan(0, +)
        // `.concat` and `.throttle` run one inner at a time, so the inner of
        // 1 completes for the inner of 2 to run: with `.concat`, the inner
        // of 2 waits for it; with `.throttle`, it would be dropped, so the
        // inner of 1 completes before it comes. With the others, the inner
        // of 1 still runs when the inner of 2 comes, and nothing but the
        // flattening can end it: `.latest` interrupts it as the inner of 2
        // starts, `.merge` and `.concurrent(limit: 2)` when the inner of 2
        // fails.
        var completesBeforeTwo = false
        var completesAfterTwo = false
        switch strategy.kind {
        case .throttle: completesBeforeTwo = true
        case .concurrent(limit: 1): completesAfterTwo = true
        default: break
        }
        let checker = ContractChecker<Int, TestError>()
        checker.start(chain)
        inputs.observers["source"]?.send(value: 1)
        innerInputs.observers["inner 1"]?.send(value: 10)
        if completesBeforeTwo {
            innerInputs.observers["inner 1"]?.sendCompleted()
        }
        #expect(innerInputs.ended == (completesBeforeTwo ? ["inner 1"] : []))
        inputs.observers["source"]?.send(value: 2)
        if completesAfterTwo {
            innerInputs.observers["inner 1"]?.sendCompleted()
        }
        inputs.observers["source"]?.send(value: 3)
        #expect(checker.events == [.value(11), .failed(TestError("inner"))])
        #expect(transformed == [1, 2])
        #expect(inputs.ended == ["source"])
        // Every inner that started has ended; the inner of 1 is the only one
        // that does not fail.
        #expect(Array(innerInputs.observers.keys) == ["inner 1"])
        #expect(innerInputs.ended == ["inner 1"])
        expectNoViolations(checker)
    }

    @Test("with .race, a winner's failure unwinds the chain the same way, and the losers end too")
    func failureOfTheRaceWinner() {
        let inputs = ProducerInputs()
        let chain = inputs.input("source")
            .flatMap(.race) { name in inputs.input(name == 1 ? "winner" : "loser") }
            .map { $0 + 1 }
        let checker = ContractChecker<Int, TestError>()
        checker.start(chain)
        inputs.observers["source"]?.send(value: 1)
        inputs.observers["source"]?.send(value: 2)
        inputs.observers["winner"]?.send(error: TestError("winner"))
        #expect(checker.events == [.failed(TestError("winner"))])
        #expect(Set(inputs.ended) == ["source", "winner", "loser"])
        expectNoViolations(checker)
    }
}
