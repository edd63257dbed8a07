import Testing
@testable import Step12_Schedulers

@Suite struct LogEventsTests {
    /// One line given to the logger, whole.
    private struct Entry: Equatable, CustomStringConvertible {
        let identifier: String
        let event: String
        let fileName: String
        let functionName: String
        let lineNumber: Int

        var description: String { "[\(identifier)] \(event) \(fileName) \(functionName) \(lineNumber)" }
    }

    /// A logger that keeps what it is given.
    private final class Logger {
        var entries: [Entry] = []

        var events: [String] { entries.map { "[\($0.identifier)] \($0.event)" } }

        func log(identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int) {
            entries.append(Entry(identifier: identifier, event: event, fileName: fileName, functionName: functionName, lineNumber: lineNumber))
        }
    }

    @Test("a signal logs each value, its terminal event, terminated and disposed, in that order (ReactiveSwift's scenario)")
    func logsSignalEvents() {
        let logger = Logger()
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.observe(numbers.logEvents(logger: logger.log))
        input.send(value: 1)
        input.sendCompleted()
        #expect(logger.events == ["[] value 1", "[] completed", "[] terminated", "[] disposed"])
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }

    @Test("a failure is logged with its error, and every line with the identifier (ReactiveSwift's scenario)")
    func logsFailureWithIdentifier() {
        let logger = Logger()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(numbers.logEvents(identifier: "test.rac", logger: logger.log))
        input.send(value: 1)
        input.send(error: TestError("offline"))
        #expect(
            logger.events == [
                "[test.rac] value 1", "[test.rac] failed TestError(offline)", "[test.rac] terminated", "[test.rac] disposed",
            ]
        )
        #expect(checker.events == [.value(1), .failed(TestError("offline"))])
        expectNoViolations(checker)
    }

    @Test("an interruption is logged, then terminated and disposed")
    func logsInterruption() {
        let logger = Logger()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(numbers.logEvents(identifier: "i", logger: logger.log))
        input.sendInterrupted()
        #expect(logger.events == ["[i] interrupted", "[i] terminated", "[i] disposed"])
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("only the kinds of event asked for are logged (ReactiveSwift's scenario)")
    func logsOnlyChosenEvents() {
        let logger = Logger()
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(numbers.logEvents(identifier: "test.rac", events: [.failed], logger: logger.log))
        input.send(value: 1)
        input.send(error: TestError("offline"))
        #expect(logger.events == ["[test.rac] failed TestError(offline)"])
        #expect(checker.events == [.value(1), .failed(TestError("offline"))])
        expectNoViolations(checker)
    }

    @Test("every line names the file, the function and the line of the call to logEvents")
    func logsCallSite() {
        let logger = Logger()
        let (numbers, input) = Signal<String, Never>.pipe()
        let (logged, line) = (numbers.logEvents(identifier: "site", events: [.value], logger: logger.log), #line)
        let checker = ContractChecker<String, Never>()
        checker.observe(logged)
        input.send(value: "a")
        #expect(checker.events == [.value("a")])
        expectNoViolations(checker)
        #expect(logger.entries == [Entry(identifier: "site", event: "value a", fileName: #file, functionName: #function, lineNumber: line)])
        #expect(logger.entries.first?.fileName == "Step12_SchedulersTests/LogEventsTests.swift")
        #expect(logger.entries.first?.functionName == "logsCallSite()")

        let producerLogger = Logger()
        let (producer, producerLine) = (SignalProducer<Int, Never>(value: 1).logEvents(events: [.started], logger: producerLogger.log), #line)
        #expect(checkedEvents(of: producer) == [.value(1), .completed])
        #expect(producerLogger.entries == [Entry(identifier: "", event: "started", fileName: #file, functionName: #function, lineNumber: producerLine)])
    }

    @Test("a value of type () is logged without the value")
    func logsVoidValues() {
        let logger = Logger()
        let (ticks, input) = Signal<(), Never>.pipe()
        let checker = ContractChecker<(), Never>()
        checker.observe(ticks.logEvents(events: [.value], logger: logger.log))
        input.send(value: ())
        #expect(logger.events == ["[] value"])
        #expect(checker.values.count == 1)
        expectNoViolations(checker)
    }

    @Test("a producer logs starting and started around the work, then its events (ReactiveSwift's scenario)")
    func logsProducerEvents() {
        let logger = Logger()
        let (source, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.start(SignalProducer(source).logEvents(logger: logger.log))
        #expect(logger.events == ["[] starting", "[] started"])
        input.send(value: 1)
        input.sendCompleted()
        #expect(logger.events == ["[] starting", "[] started", "[] value 1", "[] completed", "[] terminated", "[] disposed"])
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }

    @Test("for work that sends everything at once, started is logged last")
    func logsSynchronousProducer() {
        let logger = Logger()
        let failing = SignalProducer<Int, TestError>(error: TestError("offline"))
        #expect(checkedEvents(of: failing.logEvents(identifier: "f", logger: logger.log)) == [.failed(TestError("offline"))])
        #expect(
            logger.events == ["[f] starting", "[f] failed TestError(offline)", "[f] terminated", "[f] disposed", "[f] started"]
        )
    }

    @Test("disposing of a producer's start logs interrupted, terminated and disposed")
    func logsDisposal() {
        let logger = Logger()
        let checker = ContractChecker<Int, Never>()
        let start = checker.start(SignalProducer<Int, Never>.never.logEvents(events: [.interrupted, .terminated, .disposed], logger: logger.log))
        #expect(logger.events.isEmpty)
        start.dispose()
        #expect(logger.events == ["[] interrupted", "[] terminated", "[] disposed"])
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("the kinds of event are ReactiveSwift's, with the same names")
    func kinds() {
        #expect(LoggingEvent.Signal.allCases.map(\.rawValue) == ["value", "completed", "failed", "terminated", "disposed", "interrupted"])
        #expect(
            LoggingEvent.SignalProducer.allCases.map(\.rawValue)
                == ["starting", "started", "value", "completed", "failed", "terminated", "disposed", "interrupted"]
        )
    }

    @Test("the default logger prints one line per event, as ReactiveSwift does")
    func defaultLogger() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let (numbers, input) = Signal<Int, Never>.pipe()
            numbers.logEvents(identifier: "numbers", events: [.value], fileName: "Numbers.swift", functionName: "count()", lineNumber: 7).observeValues { _ in }
            input.send(value: 1)
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(output == "[numbers] value 1 fileName: Numbers.swift, functionName: count(), lineNumber: 7\n")
    }
}
