import Testing
@testable import Step12_Schedulers

/// The "Flattening producers" section of ReactiveCocoa's Basic Operators
/// guide, line by line, in today's names: `send(value:)` for `sendNext`,
/// `startWithValues` for `startWithNext`, `Never` for `NoError`, `.merge`
/// for `.Merge`. Its producers were made with `SignalProducer.buffer(5)`,
/// which ReactiveSwift no longer has; ``bufferedProducer(_:capacity:)``
/// stands in for it. After each line, the test checks what the guide says
/// it prints.
@Suite struct BasicOperatorsGuideFlattenTests {
    /// What a started flattened producer has printed since the last look.
    final class Printout {
        let checker = ContractChecker<String, Never>()
        private var seen = 0

        /// The values printed since the last call.
        func take() -> [String] {
            let values = checker.values
            defer { seen = values.count }
            return Array(values.dropFirst(seen))
        }
    }

    @Test("merging: every value of either inner producer is printed as it is sent")
    func merging() {
        let (producerA, lettersObserver) = bufferedProducer(String.self, capacity: 5)
        let (producerB, numbersObserver) = bufferedProducer(String.self, capacity: 5)
        let (signal, observer) = bufferedProducer(SignalProducer<String, Never>.self, capacity: 5)

        let printout = Printout()
        printout.checker.start(signal.flatten(.merge))

        observer.send(value: producerA)
        observer.send(value: producerB)
        observer.sendCompleted()

        lettersObserver.send(value: "a")
        #expect(printout.take() == ["a"])  // prints "a"
        numbersObserver.send(value: "1")
        #expect(printout.take() == ["1"])  // prints "1"
        lettersObserver.send(value: "b")
        #expect(printout.take() == ["b"])  // prints "b"
        numbersObserver.send(value: "2")
        #expect(printout.take() == ["2"])  // prints "2"
        lettersObserver.send(value: "c")
        #expect(printout.take() == ["c"])  // prints "c"
        numbersObserver.send(value: "3")
        #expect(printout.take() == ["3"])  // prints "3"

        // Not in the guide: the flattened producer completes once both
        // inners have.
        lettersObserver.sendCompleted()
        numbersObserver.sendCompleted()
        #expect(printout.checker.events.last == .completed)
        expectNoViolations(printout.checker)
    }

    @Test("concatenating: the numbers wait until the letters have completed, then come out at once")
    func concatenating() {
        let (producerA, lettersObserver) = bufferedProducer(String.self, capacity: 5)
        let (producerB, numbersObserver) = bufferedProducer(String.self, capacity: 5)
        let (signal, observer) = bufferedProducer(SignalProducer<String, Never>.self, capacity: 5)

        let printout = Printout()
        printout.checker.start(signal.flatten(.concat))

        observer.send(value: producerA)
        observer.send(value: producerB)
        observer.sendCompleted()

        numbersObserver.send(value: "1")
        #expect(printout.take() == [])  // nothing printed
        lettersObserver.send(value: "a")
        #expect(printout.take() == ["a"])  // prints "a"
        lettersObserver.send(value: "b")
        #expect(printout.take() == ["b"])  // prints "b"
        numbersObserver.send(value: "2")
        #expect(printout.take() == [])  // nothing printed
        lettersObserver.send(value: "c")
        #expect(printout.take() == ["c"])  // prints "c"
        lettersObserver.sendCompleted()
        #expect(printout.take() == ["1", "2"])  // prints "1", "2"
        numbersObserver.send(value: "3")
        #expect(printout.take() == ["3"])  // prints "3"
        numbersObserver.sendCompleted()

        #expect(printout.checker.events == ["a", "b", "c", "1", "2", "3"].map { .value($0) } + [.completed])
        expectNoViolations(printout.checker)
    }

    @Test("switching to the latest: only the latest inner producer's values are printed, its earlier ones when it arrives")
    func switchingToTheLatest() {
        let (producerA, observerA) = bufferedProducer(String.self, capacity: 5)
        let (producerB, observerB) = bufferedProducer(String.self, capacity: 5)
        let (producerC, observerC) = bufferedProducer(String.self, capacity: 5)
        let (signal, observer) = bufferedProducer(SignalProducer<String, Never>.self, capacity: 5)

        let printout = Printout()
        printout.checker.start(signal.flatten(.latest))

        observer.send(value: producerA)
        #expect(printout.take() == [])  // nothing printed
        observerC.send(value: "X")
        #expect(printout.take() == [])  // nothing printed
        observerA.send(value: "a")
        #expect(printout.take() == ["a"])  // prints "a"
        observerB.send(value: "1")
        #expect(printout.take() == [])  // nothing printed
        observer.send(value: producerB)
        #expect(printout.take() == ["1"])  // prints "1"
        observerA.send(value: "b")
        #expect(printout.take() == [])  // nothing printed
        observerB.send(value: "2")
        #expect(printout.take() == ["2"])  // prints "2"
        observerC.send(value: "Y")
        #expect(printout.take() == [])  // nothing printed
        observerA.send(value: "c")
        #expect(printout.take() == [])  // nothing printed
        observer.send(value: producerC)
        #expect(printout.take() == ["X", "Y"])  // prints "X", "Y"
        observerB.send(value: "3")
        #expect(printout.take() == [])  // nothing printed
        observerC.send(value: "Z")
        #expect(printout.take() == ["Z"])  // prints "Z"

        #expect(printout.checker.events == ["a", "1", "2", "X", "Y", "Z"].map { .value($0) })
        expectNoViolations(printout.checker)
    }

    /// The guide's first picture: three inner streams, "column offset as
    /// time". Each value sits at the column where the guide prints it:
    ///
    ///     [ 1,    2,      3 ],
    ///        [ 4,      5,     6 ],
    ///              [ 7,     8 ],
    ///
    /// so the inners arrive at ticks 0, 3 and 9 and send at the ticks of
    /// their columns, relative to their start.
    @Test("the guide's picture of three inners: merge, concat and latest give its three arrays")
    func columnOffsets() {
        let inners = [
            "A": "--1----2------3-|",
            "B": "--4------5-----6-|",
            "C": "--7-----8-|",
        ]
        func flattened(_ strategy: FlattenStrategy) -> [String] {
            let scenario = MarbleScenario()
            let producers = inners.mapValues { scenario.producer($0) }
            let outer = scenario.signal("A--B-----C|")
            let checker = ContractChecker<String, MarbleError>()
            checker.observe(outer.map { producers[$0]! }.flatten(strategy))
            _ = scenario.run(outer)
            expectNoViolations(checker)
            #expect(checker.events.last == .completed)
            return checker.values
        }
        #expect(flattened(.merge) == ["1", "4", "2", "7", "5", "3", "8", "6"])
        #expect(flattened(.concat) == ["1", "2", "3", "4", "5", "6", "7", "8"])
        #expect(flattened(.latest) == ["1", "4", "7", "8"])
    }
}
