// The tests of exercise 7.6 (stretch), `Exercises/Step07/CombineLatest.swift`.
// Check it with `swift run learn check 7.6`. Each array of strings is drawn
// joined into one string (`["1", "A"]` as `1A`), as the symbol the test
// gives it, or whole, in braces.

import Dispatch
import Step06_Transforming
import Testing
@testable import Step07_Exercises

@Suite("Exercise 7.6 (stretch): combineLatest of a collection")
struct Exercise07_06 {
    /// Draws `Signal.combineLatest` of the diagrams, each array joined.
    func combined(_ diagrams: String..., symbols: [String: Character] = [:], sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let scenario = MarbleScenario()
        let signals = diagrams.map { scenario.signal($0) }
        return scenario.checkedRun(Signal.combineLatest(signals).map { $0.joined() }, symbols: symbols, sourceLocation: sourceLocation)
    }

    @Test("the Basic Operators guide's example: nothing until each signal has a value, then the latest of each at every change, then completed when all have completed")
    func guideExample() {
        let symbols: [String: Character] = ["1A": "a", "2A": "b", "2B": "c", "2C": "d"]
        #expect(combined("-01-2|", "---A--BC|", symbols: symbols) == "---ab-cd|")
    }

    @Test("arrays follow the collection's order, one per value")
    func collectionOrder() {
        let symbols: [String: Character] = ["abc": "X", "dbc": "Y", "dbe": "Z"]
        #expect(combined("a---d", "-b---", "--c-e", symbols: symbols) == "--X-(YZ)")
    }

    @Test("it completes only once every signal has completed, even one that never sent a value")
    func completesWhenAllComplete() {
        #expect(combined("-a|", "--b---|") == "--{ab}---|")
        #expect(combined("|", "-a-b|") == "----|")
    }

    @Test("a failure or an interruption of any signal ends the output at once")
    func failureAndInterruption() {
        #expect(combined("-a-#", "--b-c|") == "--{ab}#")
        #expect(combined("-a---b|", "--c!") == "--{ac}!")
    }

    @Test("arrays made on two threads at once are sent in the order they were made")
    func concurrentSignals() {
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<[Int], Never>()
        checker.observe(Signal.combineLatest([first, second]))
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            let input = side == 0 ? firstInput : secondInput
            for number in 0..<2_000 {
                input.send(value: number)
            }
            input.sendCompleted()
        }
        let arrays = checker.values
        // Each array changes one element of the one before, to a later value:
        // no element ever goes back.
        let goesBack = zip(arrays, arrays.dropFirst()).contains { before, after in
            after[0] < before[0] || after[1] < before[1]
        }
        #expect(goesBack == false)
        #expect(arrays.last == [1_999, 1_999])
        #expect(checker.events.suffix(1) == [.completed])
        expectNoViolations(checker)
    }

    @Test("when the output ends, it lets go of the latest values")
    func releasesLatestValues() {
        weak var released: Tracked?
        let (objects, objectsInput) = Signal<Tracked, Never>.pipe()
        let (others, othersInput) = Signal<Tracked, Never>.pipe()
        var arrays = 0
        Signal.combineLatest([objects, others]).observeValues { _ in arrays += 1 }
        do {
            let tracked = Tracked()
            released = tracked
            objectsInput.send(value: tracked)
        }
        let keptUntilTheEnd = released != nil
        othersInput.sendInterrupted()
        #expect(arrays == 0)
        #expect(keptUntilTheEnd == true)
        #expect(released == nil)
    }

    @Test("a signal that has already ended, in the collection, interrupts the output before anyone observes it")
    func endedSignal() {
        let (alive, input) = Signal<Int, Never>.pipe()
        let (other, otherInput) = Signal<Int, Never>.pipe()
        let combined = Signal.combineLatest([alive, Signal<Int, Never>.empty])
        let checker = ContractChecker<[Int], Never>()
        checker.observe(combined)
        // The same with two live signals, to compare: it is not the
        // operator that ends at once, but the signal that had ended.
        let live = ContractChecker<[Int], Never>()
        live.observe(Signal.combineLatest([alive, other]))
        input.send(value: 1)
        otherInput.send(value: 2)
        #expect(checker.events == [.interrupted])
        #expect(live.events == [.value([1, 2])])
        expectNoViolations(checker)
        expectNoViolations(live)
    }

    @Test("the same signal twice: each value fills the first place, is sent, then fills the second")
    func sameSignalTwice() {
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<[Int], Never>()
        checker.observe(Signal.combineLatest([numbers, numbers]))
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        // The second place's observer runs after the first's: each value
        // first meets the old value of the second place.
        #expect(checker.events == [.value([1, 1]), .value([2, 1]), .value([2, 2]), .completed])
        expectNoViolations(checker)
    }

    @Test("the producer version starts every producer, in the collection's order, and combines their values")
    func producerCombines() {
        var log: [String] = []
        let one = SignalProducer<Int, MarbleError> { observer, _ in
            log.append("one start")
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let twoThree = SignalProducer<Int, MarbleError> { observer, _ in
            log.append("twoThree start")
            observer.send(value: 2)
            observer.send(value: 3)
            observer.sendCompleted()
        }
        let events = checkedEvents(of: SignalProducer.combineLatest([one, twoThree]))
        #expect(log == ["one start", "twoThree start"])
        #expect(events == [.value([1, 2]), .value([1, 3]), .completed])
    }

    @Test("every start of the producer version starts every producer again")
    func everyStartRestarts() {
        var log: [String] = []
        let producers = ["a", "b"].map { name in
            SignalProducer<Int, MarbleError> { observer, _ in
                log.append("\(name) start")
                observer.send(value: 1)
                observer.sendCompleted()
            }
        }
        let combined = SignalProducer.combineLatest(producers)
        let first = checkedEvents(of: combined)
        let second = checkedEvents(of: combined)
        #expect(log == ["a start", "b start", "a start", "b start"])
        #expect(first == [.value([1, 1]), .completed])
        #expect(second == [.value([1, 1]), .completed])
    }

    @Test("a producer that fails as it starts ends the output at once: the producers after it never start")
    func failureWhileStarting() {
        var log: [String] = []
        let failing = SignalProducer<Int, MarbleError> { observer, _ in
            log.append("failing start")
            observer.send(error: MarbleError())
        }
        let next = SignalProducer<Int, MarbleError> { observer, _ in
            log.append("next start")
            observer.send(value: 1)
            observer.sendCompleted()
        }
        let events = checkedEvents(of: SignalProducer.combineLatest([failing, next]))
        #expect(events == [.failed(MarbleError())])
        #expect(log == ["failing start"])
    }

    @Test("the signal version of an empty collection has completed before it is returned: an observer gets interrupted, as from any ended signal")
    func signalEmpty() {
        let checker = ContractChecker<[Int], MarbleError>()
        checker.observe(Signal.combineLatest([Signal<Int, MarbleError>]()))
        #expect(checker.events == [.interrupted])
        expectNoViolations(checker)
    }

    @Test("the producer version of an empty collection completes at once")
    func producerEmpty() {
        let events = checkedEvents(of: SignalProducer<Int, MarbleError>.combineLatest([SignalProducer<Int, MarbleError>]()))
        #expect(events == [.completed])
    }

    @Test("when one producer's start fails, the others' starts are interrupted")
    func producerFailureInterruptsOthers() {
        var log: [String] = []
        var failingInput: Signal<Int, MarbleError>.Observer?
        let waiting = SignalProducer<Int, MarbleError> { _, lifetime in
            lifetime.observeEnded { log.append("waiting ended") }
        }
        let failing = SignalProducer<Int, MarbleError> { observer, _ in
            failingInput = observer
        }
        let checker = ContractChecker<[Int], MarbleError>()
        checker.start(SignalProducer.combineLatest([waiting, failing]))
        failingInput?.send(error: MarbleError())
        #expect(checker.events == [.failed(MarbleError())])
        #expect(log == ["waiting ended"])
        expectNoViolations(checker)
    }

    @Test("disposing a start of the producer version interrupts it, and every start underneath")
    func disposingInterruptsEveryStart() {
        var log: [String] = []
        let producers = ["first", "second", "third"].map { name in
            SignalProducer<Int, MarbleError> { _, lifetime in
                lifetime.observeEnded { log.append("\(name) ended") }
            }
        }
        let checker = ContractChecker<[Int], MarbleError>()
        let start = checker.start(SignalProducer.combineLatest(producers))
        start.dispose()
        #expect(checker.events == [.interrupted])
        #expect(log.sorted() == ["first ended", "second ended", "third ended"])
        expectNoViolations(checker)
    }

    @Test("an observer that stops observing the output as it receives the first array does not deadlock", .timeLimit(.minutes(1)))
    func downstreamDisposalWhileSending() {
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        let firstOnly = Signal<[Int], Never> { output, lifetime in
            lifetime += Signal.combineLatest([first, second]).observe { event in
                output.send(event)
                output.sendCompleted()
            }
        }
        let checker = ContractChecker<[Int], Never>()
        checker.observe(firstOnly)
        firstInput.send(value: 1)
        secondInput.send(value: 2)
        secondInput.send(value: 3)
        #expect(checker.events == [.value([1, 2]), .completed])
        expectNoViolations(checker)
    }
}

// An observer that ends a signal as it receives an array: step 7's
// `CombineLatestTests.recursiveCompletionOfAnotherInput`,
// `recursiveCompletionOfEveryInput` and `recursiveFailureAndInterruption`.
// Each runs under a time limit: an operator that sent the array while
// holding a lock its signals' observers take would wait for itself.
extension Exercise07_06 {
    @Test("an observer that completes an idle signal as it receives an array does not deadlock")
    func observerCompletesAnIdleSignal() throws {
        let checker = try #require(inTime {
            let (a, aInput) = Signal<Int, Never>.pipe()
            let (b, bInput) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<String, Never> { event in
                if event.value == "11" { aInput.sendCompleted() }
            }
            checker.observe(Signal.combineLatest([a, b]).map { $0.map(String.init).joined() })
            aInput.send(value: 1)
            bInput.send(value: 1)
            bInput.sendCompleted()
            return checker
        }, deadlockMessage)
        #expect(checker.events == [.value("11"), .completed])
        expectNoViolations(checker)
    }

    @Test("an observer that completes every signal, the delivering one too, as it receives an array: completed follows the array")
    func observerCompletesEverySignal() throws {
        let checker = try #require(inTime {
            let (a, aInput) = Signal<Int, Never>.pipe()
            let (b, bInput) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<String, Never> { event in
                if event.value != nil {
                    aInput.sendCompleted()
                    bInput.sendCompleted()
                }
            }
            checker.observe(Signal.combineLatest([a, b]).map { $0.map(String.init).joined() })
            aInput.send(value: 1)
            bInput.send(value: 2)
            return checker
        }, deadlockMessage)
        #expect(checker.events == [.value("12"), .completed])
        expectNoViolations(checker)
    }

    @Test("an observer that fails or interrupts a signal as it receives an array ends the output after the array")
    func observerFailsOrInterruptsASignal() throws {
        let (failing, interrupting) = try #require(inTime {
            let (a, aInput) = Signal<Int, MarbleError>.pipe()
            let (b, bInput) = Signal<Int, MarbleError>.pipe()
            let failing = ContractChecker<String, MarbleError> { event in
                if event.value != nil { aInput.send(error: MarbleError()) }
            }
            failing.observe(Signal.combineLatest([a, b]).map { $0.map(String.init).joined() })
            aInput.send(value: 1)
            bInput.send(value: 2)

            let (c, cInput) = Signal<Int, MarbleError>.pipe()
            let (d, dInput) = Signal<Int, MarbleError>.pipe()
            let interrupting = ContractChecker<String, MarbleError> { event in
                if event.value != nil { dInput.sendInterrupted() }
            }
            interrupting.observe(Signal.combineLatest([c, d]).map { $0.map(String.init).joined() })
            cInput.send(value: 1)
            dInput.send(value: 2)
            return (failing, interrupting)
        }, deadlockMessage)
        #expect(failing.events == [.value("12"), .failed(MarbleError())])
        expectNoViolations(failing)
        #expect(interrupting.events == [.value("12"), .interrupted])
        expectNoViolations(interrupting)
    }
}

// Re-entry: the value the operator replaces may run code from its deinit
// that sends into another input. Step 7's `CombiningReentryTests` and
// `CombiningReentryConcurrencyTests`, for an array of two signals.
extension Exercise07_06 {
    @Test("the value it replaces may send into another signal from its deinit")
    func reentryFromReplacedValue() throws {
        let checker = try #require(inTime {
            let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
            let (second, sendSecond) = Signal<Reentrant, Never>.pipe()
            let checker = ContractChecker<String, Never>()
            checker.observe(Signal.combineLatest([first, second]).map { $0.map(\.description).joined(separator: ",") })
            sendSecond.send(value: Reentrant(0))
            sendFirst.send(value: Reentrant(1, onRelease: { sendSecond.send(value: Reentrant(10)) }))
            sendFirst.send(value: Reentrant(2))  // Replaces #1, whose deinit sends #10.
            return checker
        }, deadlockMessage)
        #expect(checker.values == ["#1,#0", "#2,#0", "#2,#10"])
        expectNoViolations(checker)
    }

    @Test("on two threads: replaced values send into the other signal while another thread sends into it")
    func reentryOnTwoThreads() throws {
        let rounds = 2_000
        let (checker, reentries) = try #require(inTime {
            let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
            let (second, sendSecond) = Signal<Reentrant, Never>.pipe()
            let checker = ContractChecker<Int, Never>()
            checker.observe(Signal.combineLatest([first, second]).map { $0[1].id })
            // On the other thread, the last reference may go inside a
            // delivery: a deinit sends only on the thread that sends into
            // `first`.
            let reentries = Counter()
            let sender = ThreadIdentity()
            let reentrant = { (id: Int) in
                Reentrant(id, onRelease: {
                    guard sender.isCurrent else { return }
                    reentries.increment()
                    sendSecond.send(value: Reentrant(-1))
                })
            }
            sendFirst.send(value: reentrant(0))
            sendSecond.send(value: Reentrant(0))
            runAtOnce(
                { for id in 1...rounds { sendFirst.send(value: reentrant(id)) } },
                { for value in 1...rounds { sendSecond.send(value: Reentrant(value)) } }
            )
            return (checker, reentries.value)
        }, deadlockMessage)
        // One array per value sent once both signals had one: the first, one
        // per value of each thread, one per deinit. Compared by summary, not
        // printed whole.
        let values = checker.values
        #expect(values.count == 1 + 2 * rounds + reentries)
        #expect(reentries > 0, "no value was let go of on the sending thread: the scenario tested no re-entry")
        // The other thread's values, in order, each repeated by the values
        // of `first` that came while it was the latest.
        let secondValues = values.filter { $0 > 0 }
        let distinct = zip(secondValues, [0] + secondValues).filter { $0 != $1 }.map(\.0)
        #expect(distinct == Array(1...rounds))
        expectNoViolations(checker)
    }
}
