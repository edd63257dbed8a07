// The tests of exercise 8.5, `Exercises/Step08/FlatMap.swift`.
// Check it with `swift run learn check 8.5`. The tests with `.concat` and
// `.latest` use your exercises 8.1 and 8.2.

import Step07_Combining
import Testing
@testable import Step08_Exercises

@Suite("Exercise 8.5: flatMap(_:_:) and flatten()")
struct Exercise08_05 {
    /// Draws `outer.flatMap(strategy) { inner producer named by the letter }`.
    func flatMapped(
        _ strategy: FlattenStrategy,
        _ outer: String,
        _ inners: [String: String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let scenario = MarbleScenario()
        let producers = inners.mapValues { scenario.producer($0) }
        let flatMapped = scenario.producer(outer).flatMap(strategy) { name in producers[name] ?? .empty }
        return scenario.checkedRun(flatMapped, sourceLocation: sourceLocation)
    }

    @Test("flatMap maps each value to a producer and flattens them with the strategy given")
    func strategies() {
        #expect(flatMapped(.merge, "-ab|", ["a": "-1-2|", "b": "-3|"]) == "--132|")
        #expect(flatMapped(.concat, "-ab|", ["a": "-1-2|", "b": "-3|"]) == "--1-2-3|")
        #expect(flatMapped(.latest, "-a--b|", ["a": "-1-2-3|", "b": "-4-5|"]) == "--1--4-5|")
    }

    @Test("each value's producer is made when the value arrives, once")
    func transformCalls() {
        var log: [String] = []
        let (numbers, numbersInput) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.start(SignalProducer(numbers).flatMap(.merge) { number -> SignalProducer<Int, Never> in
            log.append("transform \(number)")
            return SignalProducer([number, number * 10])
        })
        let logBeforeValues = log
        numbersInput.send(value: 1)
        numbersInput.send(value: 2)
        numbersInput.sendCompleted()
        #expect(logBeforeValues == [])
        #expect(log == ["transform 1", "transform 2"])
        #expect(checker.events == [.value(1), .value(10), .value(2), .value(20), .completed])
        expectNoViolations(checker)
    }

    @Test("inner producers that cannot fail: the result fails only with the outer producer's error")
    func innerNever() {
        let flatMapped: SignalProducer<Int, MarbleError> = SignalProducer<Int, MarbleError>([1, 2])
            .concat(SignalProducer(error: MarbleError()))
            .flatMap(.concat) { number in SignalProducer<Int, Never>(value: number * 10) }
        #expect(checkedEvents(of: flatMapped) == [.value(10), .value(20), .failed(MarbleError())])
    }

    @Test("an outer producer that cannot fail: the result fails with the inner producers' error")
    func outerNever() {
        let flatMapped: SignalProducer<Int, MarbleError> = SignalProducer<Int, Never>([1, 2, 3])
            .flatMap(.concat) { number in
                number == 2 ? SignalProducer(error: MarbleError()) : SignalProducer<Int, MarbleError>(value: number)
            }
        #expect(checkedEvents(of: flatMapped) == [.value(1), .failed(MarbleError())])
    }

    @Test("neither can fail: the result cannot fail either")
    func bothNever() {
        let flatMapped: SignalProducer<String, Never> = SignalProducer<Int, Never>([1, 2])
            .flatMap(.merge) { number in SignalProducer<String, Never>(value: "\(number)") }
        var values: [String] = []
        flatMapped.startWithValues { values.append($0) }
        #expect(values == ["1", "2"])
    }

    @Test("both with the same error: a failure of either ends the result")
    func sameError() {
        let scenario = MarbleScenario()
        let failing = scenario.producer("-a-#").flatMap(.merge) { _ in scenario.producer("-1---") }
        #expect(scenario.checkedRun(failing) == "--1#")
        let other = MarbleScenario()
        let innerFailing = other.producer("-a---|").flatMap(.merge) { _ in other.producer("-1#") }
        #expect(other.checkedRun(innerFailing) == "--1#")
    }

    @Test("flatten() sends the elements of each sequence, in order")
    func flattenSequences() {
        let arrays = SignalProducer<[Int], Never>([[1, 2], [], [3]])
        #expect(checkedEvents(of: arrays.flatten()) == [.value(1), .value(2), .value(3), .completed])
        let words = SignalProducer<String, Never>(["ab", "c"])
        #expect(checkedEvents(of: words.flatten()) == [.value("a"), .value("b"), .value("c"), .completed])
    }

    @Test("flatten() forwards the completion, the failure and the interruption of the producer of sequences")
    func flattenEnds() {
        #expect(MarbleScenario.flattenedWords("-a-#") == "-(aA)-#")
        #expect(MarbleScenario.flattenedWords("-a-b!") == "-(aA)-(bB)!")
        #expect(MarbleScenario.flattenedWords("-a-b|") == "-(aA)-(bB)|")
    }

    @Test("the transform is let go once the flattened stream has ended")
    func releasesTheTransform() {
        weak var weakTracked: Tracked?
        let (numbers, numbersInput) = Signal<Int, MarbleError>.pipe()
        let checker = ContractChecker<Int, MarbleError>()
        do {
            let tracked = Tracked()
            weakTracked = tracked
            checker.start(SignalProducer(numbers).flatMap(.merge) { number in
                _ = tracked
                return SignalProducer(value: number)
            })
        }
        numbersInput.send(value: 1)
        let isKeptWhileRunning = weakTracked != nil
        numbersInput.sendCompleted()
        #expect(isKeptWhileRunning)
        #expect(weakTracked == nil)
        #expect(checker.events == [.value(1), .completed])
        expectNoViolations(checker)
    }

    @Test("disposing of a start stops reading a long sequence: flatten() reads only the elements it sends")
    func flattenStopsReading() {
        var read = 0
        let numbers = (1...1_000).lazy.map { number -> Int in
            read += 1
            return number
        }
        let firstThree = SignalProducer<LazyMapSequence<ClosedRange<Int>, Int>, Never>(value: numbers).flatten().take(first: 3)
        #expect(checkedEvents(of: firstThree) == [.value(1), .value(2), .value(3), .completed])
        #expect(read == 3)
    }

    @Test("a producer made by the transform is let go as soon as it has completed, though the result goes on", arguments: [FlattenStrategy.merge, .concat])
    func releasesACompletedInner(strategy: FlattenStrategy) {
        // The inner's input observer: once its start handler has returned,
        // only the interrupter of its start holds it.
        weak var weakInput: Signal<Int, Never>.Observer?
        let (numbers, numbersInput) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.start(SignalProducer(numbers).flatMap(strategy) { number in
            SignalProducer<Int, Never> { observer, _ in
                weakInput = observer
                observer.send(value: number)
                observer.sendCompleted()
            }
        })
        numbersInput.send(value: 1)
        #expect(weakInput == nil)
        #expect(checker.events == [.value(1)])
        expectNoViolations(checker)
        withExtendedLifetime(numbersInput) {}
    }
}

extension MarbleScenario {
    /// Plays `diagram` into a producer of words, each letter `x` standing
    /// for the word `xX`; flattens it with `flatten()` into a producer of
    /// characters, and draws them.
    static func flattenedWords(_ diagram: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let scenario = MarbleScenario()
        let words = scenario.producer(diagram).map { letter in letter + letter.uppercased() }
        let letters = words.flatten().map { String($0) }
        return scenario.checkedRun(letters, sourceLocation: sourceLocation)
    }
}
