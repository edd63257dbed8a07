import Testing
@testable import Step12_Schedulers

@Suite struct SignalProducerConvertibleTests {
    @Test("a producer is its own producer; a signal's is observed from its start; a Result's sends it and ends")
    func conversions() {
        let producer = SignalProducer<Int, TestError>(values: 1, 2)
        #expect(checkedEvents(of: producer.producer) == [.value(1), .value(2), .completed])
        #expect(checkedEvents(of: Result<Int, TestError>.success(3).producer) == [.value(3), .completed])
        #expect(checkedEvents(of: Result<Int, TestError>.failure(TestError()).producer) == [.failed(TestError())])

        let (signal, input) = Signal<Int, Never>.pipe()
        input.send(value: 0)
        let checker = ContractChecker<Int, Never>()
        checker.start(signal.producer)
        input.send(value: 1)
        input.sendCompleted()
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }

    @Test("the documented example flattens a signal sent as an inner stream")
    func documentedExample() {
        let (words, input) = Signal<String, Never>.pipe()
        let inners = SignalProducer<Signal<String, Never>, Never>(value: words)
        let checker = ContractChecker<String, Never>()
        checker.start(inners.flatten(.merge))
        input.send(value: "inner")
        input.sendCompleted()
        #expect(checker.events == [.value("inner"), .completed])
        expectNoViolations(checker)
    }

    @Test("a queued inner signal that ended before its turn counts as ended when its turn comes")
    func queuedSignalThatEnded() {
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        let (third, thirdInput) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.start(SignalProducer<Signal<Int, Never>, Never>([first, second, third]).flatten(.concat))
        secondInput.send(value: 20)  // not its turn: lost
        secondInput.sendCompleted()
        firstInput.send(value: 1)
        firstInput.sendCompleted()  // the second has ended: the third's turn at once
        thirdInput.send(value: 3)
        thirdInput.sendCompleted()
        #expect(checker.events == [.value(1), .value(3), .completed])
        expectNoViolations(checker)
    }
}
