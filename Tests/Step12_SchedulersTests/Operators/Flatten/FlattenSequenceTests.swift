import Testing
@testable import Step12_Schedulers

@Suite struct FlattenSequenceTests {
    @Test("flatten() sends the elements of each sequence as it arrives, and forwards the terminal event")
    func signal() {
        let (batches, send) = Signal<[Int], TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(batches.flatten())
        send.send(value: [1, 2])
        send.send(value: [])
        send.send(value: [3])
        #expect(checker.events == [.value(1), .value(2), .value(3)])
        send.send(error: TestError())
        #expect(checker.events == [.value(1), .value(2), .value(3), .failed(TestError())])
        expectNoViolations(checker)

        let (sets, sendSet) = Signal<Set<String>, Never>.pipe()
        let interrupted = ContractChecker<String, Never>()
        interrupted.observe(sets.flatten())
        sendSet.send(value: ["only"])
        sendSet.sendInterrupted()
        #expect(interrupted.events == [.value("only"), .interrupted])
        expectNoViolations(interrupted)
    }

    @Test("flatten() of a producer of sequences sends every element of every start")
    func producer() {
        #expect(checkedEvents(of: SignalProducer<[String], Never>(value: ["a", "b"]).flatten()) == [.value("a"), .value("b"), .completed])
        let batches = SignalProducer<[Int], TestError>([[1], [], [2, 3]])
        #expect(checkedEvents(of: batches.flatten()) == [.value(1), .value(2), .value(3), .completed])
        #expect(checkedEvents(of: SignalProducer<[Int], TestError>(error: TestError()).flatten()) == [.failed(TestError())])
    }

    @Test("disposing of the start stops reading a long sequence")
    func disposalStopsReading() {
        var read = 0
        let numbers = (1...1_000).lazy.map { number -> Int in
            read += 1
            return number
        }
        let firstThree = SignalProducer<LazyMapSequence<ClosedRange<Int>, Int>, Never>(value: numbers).flatten().take(first: 3)
        #expect(checkedEvents(of: firstThree) == [.value(1), .value(2), .value(3), .completed])
        #expect(read == 3)
    }
}
