import Testing
@testable import Step12_Schedulers

@Suite struct OnTests {
    /// Writes down, in order, every closure that `on` calls and every event
    /// that reaches the observer.
    private final class Log {
        var lines: [String] = []

        func signal(_ signal: Signal<Int, TestError>) -> Signal<Int, TestError> {
            signal.on(
                event: { self.lines.append("event \($0)") },
                failed: { self.lines.append("failed \($0)") },
                completed: { self.lines.append("completed") },
                interrupted: { self.lines.append("interrupted") },
                terminated: { self.lines.append("terminated") },
                disposed: { self.lines.append("disposed") },
                value: { self.lines.append("value \($0)") }
            )
        }

        func producer(_ producer: SignalProducer<Int, TestError>) -> SignalProducer<Int, TestError> {
            producer.on(
                starting: { self.lines.append("starting") },
                started: { self.lines.append("started") },
                event: { self.lines.append("event \($0)") },
                failed: { self.lines.append("failed \($0)") },
                completed: { self.lines.append("completed") },
                interrupted: { self.lines.append("interrupted") },
                terminated: { self.lines.append("terminated") },
                disposed: { self.lines.append("disposed") },
                value: { self.lines.append("value \($0)") }
            )
        }

        func observer(_ event: Signal<Int, TestError>.Event) {
            lines.append("observer \(event)")
        }
    }

    /// Work that forwards a pipe's events and writes down when it starts and
    /// when it ends.
    private static func work(
        of source: Signal<Int, TestError>,
        log: Log
    ) -> SignalProducer<Int, TestError> {
        SignalProducer { observer, lifetime in
            log.lines.append("work starts")
            lifetime.observeEnded { log.lines.append("work ends") }
            lifetime += source.observe(observer)
        }
    }

    @Test("for a value, event runs before value, and both before the observer")
    func valueOrder() {
        let log = Log()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>(onEvent: log.observer)
        checker.observe(log.signal(numbers))
        input.send(value: 1)
        #expect(log.lines == ["event VALUE 1", "value 1", "observer VALUE 1"])
        #expect(checker.events == [.value(1)])
        expectNoViolations(checker)
    }

    @Test("for each terminal event: event, its own closure, terminated, then the observer, then disposed")
    func terminalOrder() {
        let endings: [(Signal<Int, TestError>.Event, String)] = [
            (.completed, "completed"),
            (.failed(TestError("offline")), "failed TestError(offline)"),
            (.interrupted, "interrupted"),
        ]
        for (ending, closure) in endings {
            let log = Log()
            let (numbers, input) = Signal<Int, TestError>.pipe()
            let checker = ContractChecker<Int, TestError>(onEvent: log.observer)
            checker.observe(log.signal(numbers))
            input.send(ending)
            #expect(log.lines == ["event \(ending)", closure, "terminated", "observer \(ending)", "disposed"])
            #expect(checker.events == [ending])
            expectNoViolations(checker)
        }
    }

    @Test("when its only observer leaves, the signal ends: disposed runs, and it stops observing its source")
    func disposalOfSignal() {
        let log = Log()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>(onEvent: log.observer)
        let observation = checker.observe(log.signal(numbers))
        input.send(value: 1)
        log.lines = []
        observation?.dispose()
        #expect(log.lines == ["disposed"])
        input.send(value: 2)
        input.sendCompleted()
        #expect(log.lines == ["disposed"])
        #expect(checker.events == [.value(1)])
        expectNoViolations(checker)
    }

    @Test("on a signal that has already ended, the closures hear interrupted at once")
    func alreadyEndedSource() {
        let log = Log()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        input.sendCompleted()
        let checker = ContractChecker<Int, TestError>(onEvent: log.observer)
        checker.observe(log.signal(numbers))
        #expect(log.lines == ["event INTERRUPTED", "interrupted", "terminated", "disposed", "observer INTERRUPTED"])
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("every closure is optional, and the events pass unchanged")
    func noClosures() {
        #expect(MarbleScenario.run("-a-b#") { $0.on() } == "-a-b#")
        #expect(checkedEvents(of: SignalProducer<Int, TestError>([1, 2]).on()) == [.value(1), .value(2), .completed])
    }

    @Test("starting runs just before the work starts, started just after its start handler returns")
    func startingAndStarted() {
        let log = Log()
        let (source, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>(onEvent: log.observer)
        checker.start(log.producer(Self.work(of: source, log: log)))
        #expect(log.lines == ["starting", "work starts", "started"])
        log.lines = []
        input.send(value: 1)
        input.sendCompleted()
        #expect(
            log.lines == [
                "event VALUE 1", "value 1", "observer VALUE 1",
                "event COMPLETED", "completed", "terminated", "observer COMPLETED", "disposed", "work ends",
            ]
        )
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }

    @Test("for work that sends everything at once, every event comes between starting and started")
    func synchronousWork() {
        let log = Log()
        let work = SignalProducer<Int, TestError> { observer, lifetime in
            log.lines.append("work starts")
            lifetime.observeEnded { log.lines.append("work ends") }
            observer.send(value: 1)
            observer.send(error: TestError("offline"))
        }
        let checker = ContractChecker<Int, TestError>(onEvent: log.observer)
        checker.start(log.producer(work))
        #expect(checker.events == [.value(1), .failed(TestError("offline"))])
        expectNoViolations(checker)
        #expect(
            log.lines == [
                "starting", "work starts",
                "event VALUE 1", "value 1", "observer VALUE 1",
                "event FAILED TestError(offline)", "failed TestError(offline)", "terminated",
                "observer FAILED TestError(offline)", "disposed", "work ends",
                "started",
            ]
        )
    }

    @Test("a producer's terminal events run the closures in the signal's order, then the work ends")
    func producerTerminalOrder() {
        let endings: [(Signal<Int, TestError>.Event, String)] = [
            (.failed(TestError("offline")), "failed TestError(offline)"),
            (.interrupted, "interrupted"),
        ]
        for (ending, closure) in endings {
            let log = Log()
            let (source, input) = Signal<Int, TestError>.pipe()
            let checker = ContractChecker<Int, TestError>(onEvent: log.observer)
            checker.start(log.producer(Self.work(of: source, log: log)))
            log.lines = []
            input.send(ending)
            #expect(log.lines == ["event \(ending)", closure, "terminated", "observer \(ending)", "disposed", "work ends"])
            #expect(checker.events == [ending])
            expectNoViolations(checker)
        }
    }

    @Test("disposing of a start: the closures hear the interruption first, then the observer receives it, then the work ends")
    func disposalOfStart() {
        let log = Log()
        let (source, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>(onEvent: log.observer)
        let start = checker.start(log.producer(Self.work(of: source, log: log)))
        #expect(log.lines == ["starting", "work starts", "started"])
        log.lines = []
        start.dispose()
        // The work underneath is interrupted first, as in ReactiveSwift, so
        // the closures run before the observer's "interrupted".
        #expect(log.lines == ["event INTERRUPTED", "interrupted", "terminated", "observer INTERRUPTED", "disposed", "work ends"])
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
        // The source stays alive until here: releasing its input would
        // interrupt the work before the start is disposed of.
        withExtendedLifetime(input) {}
    }

    @Test("a start that is interrupted before its work starts calls neither starting nor started, and the work never runs")
    func interruptedBeforeStarting() {
        let log = Log()
        var workRan = false
        let producer = log.producer(SignalProducer { _, _ in workRan = true })
        producer.startWithSignal { _, interrupter in interrupter.dispose() }
        #expect(log.lines == ["event INTERRUPTED", "interrupted", "terminated", "disposed"])
        #expect(!workRan)
    }

    @Test("take(first: 0) prepares nothing underneath, not even an on: none of its closures runs")
    func takeNothingPreparesNothing() {
        let log = Log()
        #expect(checkedEvents(of: log.producer(.never).take(first: 0)) == [.interrupted])
        #expect(log.lines.isEmpty)
    }

    @Test("the closures run for every start (ReactiveSwift's scenario)")
    func everyStart() {
        let (source, input) = Signal<Int, TestError>.pipe()
        var counts = (starting: 0, started: 0, event: 0, value: 0, completed: 0, terminated: 0)
        let producer = SignalProducer(source).on(
            starting: { counts.starting += 1 },
            started: { counts.started += 1 },
            event: { _ in counts.event += 1 },
            completed: { counts.completed += 1 },
            terminated: { counts.terminated += 1 },
            value: { _ in counts.value += 1 }
        )
        let first = ContractChecker<Int, TestError>()
        let second = ContractChecker<Int, TestError>()
        first.start(producer)
        #expect(counts.starting == 1 && counts.started == 1)
        second.start(producer)
        #expect(counts.starting == 2 && counts.started == 2)
        input.send(value: 1)
        #expect(counts.event == 2 && counts.value == 2)
        input.sendCompleted()
        #expect(counts.event == 4 && counts.completed == 2 && counts.terminated == 2)
        for checker in [first, second] {
            #expect(checker.events == [.value(1), .completed])
            expectNoViolations(checker)
        }
    }

    @Test("disposed runs when a start is disposed of (ReactiveSwift's scenario)")
    func disposedOnDisposal() {
        var disposed = false
        let checker = ContractChecker<Int, TestError>()
        let start = checker.start(SignalProducer<Int, TestError>.never.on(disposed: { disposed = true }))
        #expect(!disposed)
        start.dispose()
        #expect(disposed)
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("when the signal ends, it releases its closures and what they hold")
    func releasesClosures() {
        final class Token {}
        weak var released: Token?
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        do {
            let token = Token()
            released = token
            checker.observe(numbers.on(value: { _ in _ = token }))
        }
        input.send(value: 1)
        #expect(released != nil)
        input.sendCompleted()
        #expect(released == nil)
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }

    @Test("in a chain, started runs from the work outwards, and starting from the outside in (ReactiveSwift's scenarios)")
    func chainOrder() {
        var started: [Int] = []
        var starting: [Int] = []
        SignalProducer<Int, TestError>.never
            .on(starting: { starting.append(1) }, started: { started.append(1) })
            .on(starting: { starting.append(2) }, started: { started.append(2) })
            .on(starting: { starting.append(3) }, started: { started.append(3) })
            .start()
        #expect(started == [1, 2, 3])
        #expect(starting == [3, 2, 1])
    }
}
