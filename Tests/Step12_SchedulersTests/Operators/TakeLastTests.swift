import Testing
@testable import Step12_Schedulers

@Suite struct TakeLastTests {
    @Test("take(last:) sends nothing until completion, then the last n values and completed")
    func sendsLastValuesOnCompletion() {
        #expect(MarbleScenario.run("-a-b-c|") { $0.take(last: 2) } == "------(bc|)")
        #expect(MarbleScenario.run("-a-b-c-d|") { $0.take(last: 1) } == "--------(d|)")
        #expect(MarbleScenario.run("--|") { $0.take(last: 2) } == "--|")
    }

    @Test("take(last:) sends fewer values when fewer arrived")
    func fewerValues() {
        #expect(MarbleScenario.run("-a|") { $0.take(last: 3) } == "--(a|)")
    }

    @Test("a failure or an interruption is forwarded alone: the kept values are dropped")
    func dropsValuesOnFailure() {
        #expect(MarbleScenario.run("-a-b#") { $0.take(last: 2) } == "----#")
        #expect(MarbleScenario.run("-a-b!") { $0.take(last: 2) } == "----!")
    }

    @Test("a producer's take(last:) sends the last values of every start")
    func takeLastOnProducers() {
        let lastTwo = SignalProducer<Int, TestError>(1...5).take(last: 2)
        #expect(checkedEvents(of: lastTwo) == [.value(4), .value(5), .completed])
        #expect(checkedEvents(of: lastTwo) == [.value(4), .value(5), .completed])
    }

    @Test("the last n values of a pipe arrive upon completion, and none if it fails (ReactiveSwift's scenarios)")
    func reactiveSwiftScenarios() {
        let (source, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.start(SignalProducer(source).take(last: 3))
        for number in 1...4 {
            input.send(value: number)
        }
        #expect(checker.events.isEmpty)
        input.sendCompleted()
        #expect(checker.events == [.value(2), .value(3), .value(4), .completed])
        expectNoViolations(checker)

        let (failing, failingInput) = Signal<Int, TestError>.pipe()
        let failingChecker = ContractChecker<Int, TestError>()
        failingChecker.observe(failing.take(last: 3))
        failingInput.send(value: 1)
        failingInput.send(value: 2)
        failingInput.send(error: TestError("offline"))
        #expect(failingChecker.events == [.failed(TestError("offline"))])
        expectNoViolations(failingChecker)
    }

    @Test("the values kept are released when the signal fails, and once sent when it completes")
    func releasesKeptValues() {
        final class Box {}
        for ending in [Signal<Box, TestError>.Event.failed(TestError()), .completed] {
            weak var kept: Box?
            let (boxes, input) = Signal<Box, TestError>.pipe()
            var received = 0
            boxes.take(last: 1).observe { event in
                if case .value = event { received += 1 }
            }
            do {
                let box = Box()
                kept = box
                input.send(value: box)
            }
            #expect(kept != nil)
            input.send(ending)
            #expect(kept == nil)
            #expect(received == (ending.isCompleted ? 1 : 0))
        }
    }

    @Test("a count below 1 stops the program with a message that says what to use instead")
    func countBelowOne() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int, Never>.never.take(last: 0)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("take(last: 0): the count of last values to send must be at least 1"))
        #expect(message.contains("use filter { _ in false }"))
        await #expect(processExitsWith: .failure) {
            _ = SignalProducer<Int, Never>.never.take(last: -2)
        }
    }
}
