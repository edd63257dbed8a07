// The tests of exercise 7.1, `Exercises/Step07/Zip.swift`.
// Check it with `swift run learn check 7.1`. The pairs are drawn as the
// symbols given in `pairs`: `("0", "A")` is drawn `a`.

import Dispatch
import Step06_Transforming
import Testing
@testable import Step07_Exercises

@Suite("Exercise 7.1: zip(with:)")
struct Exercise07_01 {
    /// Symbols for the pairs the tests expect.
    let pairs: [String: Character] = ["0A": "a", "1B": "b", "2C": "c", "a1": "A", "b2": "B", "c3": "C"]

    /// Draws `first.zip(with: second)`, each pair joined (`("a", "1")` as
    /// `a1`) and drawn as its symbol in `pairs`, or whole, in braces.
    func zipped(_ first: String, _ second: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        MarbleScenario.checkedRun(first, second, symbols: pairs, sourceLocation: sourceLocation) { first, second in
            first.zip(with: second).map(joined)
        }
    }

    @Test("the Basic Operators guide's example: the Nth number with the Nth letter, then completed once the numbers have completed and none waits")
    func guideExample() {
        #expect(zipped("-01-2|", "---A--BC") == "---a--b(c|)")
    }

    @Test("values wait for their partners, however far apart they arrive")
    func valuesWaitForPartners() {
        #expect(zipped("-a---b-c-", "--1-2----3") == "--A--B---C")
    }

    @Test("a side that completes with nothing waiting completes the zip at once, whatever the other side still sends")
    func completesWhenASideIsExhausted() {
        #expect(zipped("-a-|", "--1-2-3|") == "--A|")
    }

    @Test("a side that completes with values waiting lets them pair first")
    func waitingValuesStillPair() {
        #expect(zipped("-ab|", "----1-2--|") == "----A-(B|)")
    }

    @Test("a failure or an interruption of either side ends the zip at once")
    func failureAndInterruption() {
        #expect(zipped("-a--#", "--1-2-3|") == "--A-#")
        #expect(zipped("-a-b-c|", "---#") == "---#")
        #expect(zipped("-ab-c|", "--1!") == "--A!")
    }

    @Test("signals of two types are paired as tuples, each value waiting for its partner, and completed once a side is done")
    func contract() {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<String, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(left.zip(with: right).map { "\($0)\($1)" })
        leftInput.send(value: 1)
        leftInput.send(value: 2)
        let beforeAnyPartner = checker.events
        rightInput.send(value: "foo")
        leftInput.send(value: 3)
        rightInput.send(value: "bar")
        rightInput.send(value: "buzz")
        rightInput.send(value: "fuzz")
        leftInput.send(value: 4)
        let values = checker.values
        leftInput.sendCompleted()
        #expect(beforeAnyPartner == [])
        #expect(values == ["1foo", "2bar", "3buzz", "4fuzz"])
        #expect(checker.events.last == .completed)
        expectNoViolations(checker)
    }

    @Test("a side that completes with values waiting: they pair as partners come, the rest are dropped when the other side completes")
    func dropsUnpairedValues() {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<String, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(left.zip(with: right).map { "\($0)\($1)" })
        for value in 0...3 {
            leftInput.send(value: value)
        }
        leftInput.sendCompleted()
        rightInput.send(value: "foo")
        rightInput.send(value: "bar")
        let whileTwoWait = checker.events
        rightInput.sendCompleted()
        #expect(whileTwoWait == [.value("0foo"), .value("1bar")])
        #expect(checker.events == [.value("0foo"), .value("1bar"), .completed])
        expectNoViolations(checker)
    }

    @Test("a zipped producer pairs the values of every start")
    func producer() {
        let scenario = MarbleScenario()
        let letters = scenario.producer("-a-b|")
        let numbers = scenario.producer("--1--2|")
        #expect(scenario.checkedRun(letters.zip(with: numbers).map(joined), symbols: pairs) == "--A--(B|)")
    }

    @Test("a zipped producer starts the receiver first, then the argument, as ReactiveSwift does")
    func producerStartOrder() {
        var log: [String] = []
        let letters = SignalProducer<String, MarbleError> { observer, _ in
            log.append("letters start")
            observer.send(value: "a")
            observer.send(value: "b")
            observer.sendCompleted()
        }
        let numbers = SignalProducer<String, MarbleError> { observer, _ in
            log.append("numbers start")
            observer.send(value: "1")
            observer.sendCompleted()
        }
        let events = checkedEvents(of: letters.zip(with: numbers).map(joined))
        #expect(log == ["letters start", "numbers start"])
        #expect(events == [.value("a1"), .completed])
    }

    @Test("when a zipped producer completes, the start still running underneath is interrupted")
    func producerInterruptsTheOtherStart() {
        var log: [String] = []
        let letters = SignalProducer<String, MarbleError> { observer, lifetime in
            lifetime.observeEnded { log.append("letters ended") }
            observer.send(value: "a")
            observer.sendCompleted()
        }
        let numbers = SignalProducer<String, MarbleError> { observer, lifetime in
            lifetime.observeEnded { log.append("numbers ended") }
            observer.send(value: "1")
        }
        let events = checkedEvents(of: letters.zip(with: numbers).map(joined))
        #expect(events == [.value("a1"), .completed])
        #expect(log == ["letters ended", "numbers ended"])
    }

    @Test("disposing a start of a zipped producer interrupts it, and both starts underneath")
    func disposingInterruptsBothStarts() {
        var log: [String] = []
        let letters = SignalProducer<String, MarbleError> { _, lifetime in
            lifetime.observeEnded { log.append("letters ended") }
        }
        let numbers = SignalProducer<String, MarbleError> { _, lifetime in
            lifetime.observeEnded { log.append("numbers ended") }
        }
        let checker = ContractChecker<String, MarbleError>()
        let start = checker.start(letters.zip(with: numbers).map(joined))
        let logBeforeDisposal = log
        start.dispose()
        #expect(logBeforeDisposal == [])
        #expect(checker.events == [.interrupted])
        #expect(log.sorted() == ["letters ended", "numbers ended"])
        expectNoViolations(checker)
    }

    @Test("values sent from two threads at once are paired in order, one pair at a time")
    func concurrentSides() {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.observe(left.zip(with: right).map { $0 * 10_000 + $1 })
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            let input = side == 0 ? leftInput : rightInput
            for number in 0..<2_000 {
                input.send(value: number)
            }
            input.sendCompleted()
        }
        let expected: [Signal<Int, Never>.Event] = (0..<2_000).map { .value($0 * 10_000 + $0) } + [.completed]
        // Compared by summary, not printed whole: thousands of events in a
        // failure message would drown the one that matters.
        let events = checker.events
        let firstDifference = events.indices.first { $0 >= expected.count || events[$0] != expected[$0] }
        #expect(events.count == expected.count)
        #expect(firstDifference == nil, "the first event that differs from the expected one is #\(firstDifference ?? -1)")
        expectNoViolations(checker)
    }

    @Test("when the zip ends, it lets go of the values still waiting")
    func releasesWaitingValues() {
        weak var released: Tracked?
        let (objects, objectsInput) = Signal<Tracked, Never>.pipe()
        let (numbers, numbersInput) = Signal<Int, Never>.pipe()
        var events: [String] = []
        objects.zip(with: numbers).observe { events.append($0.isTerminating ? "\($0)" : "pair") }
        do {
            let tracked = Tracked()
            released = tracked
            objectsInput.send(value: tracked)
        }
        let keptWhileWaiting = released != nil
        numbersInput.sendCompleted()
        #expect(keptWhileWaiting == true)
        #expect(events == ["COMPLETED"])
        #expect(released == nil)
    }

    @Test("a value is let go as soon as it has been paired; the values still waiting when the zip ends")
    func releasesPairedValues() {
        weak var paired: Tracked?
        weak var waiting: Tracked?
        let (objects, objectsInput) = Signal<Tracked, Never>.pipe()
        let (numbers, numbersInput) = Signal<Int, Never>.pipe()
        var pairs = 0
        objects.zip(with: numbers).observeValues { _ in pairs += 1 }
        do {
            let first = Tracked()
            let second = Tracked()
            paired = first
            waiting = second
            objectsInput.send(value: first)
            objectsInput.send(value: second)
        }
        numbersInput.send(value: 1)
        let pairedReleased = paired == nil
        let waitingKept = waiting != nil
        numbersInput.sendCompleted()
        #expect(pairs == 1)
        #expect(pairedReleased == true)
        #expect(waitingKept == true)
        #expect(waiting == nil)
    }

    @Test("an observer that stops observing the zip as it receives the first pair does not deadlock", .timeLimit(.minutes(1)))
    func downstreamDisposalWhileSending() {
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Int, Never>.pipe()
        let firstOnly = Signal<String, Never> { output, lifetime in
            lifetime += left.zip(with: right).observe { event in
                output.send(event.map { "\($0)\($1)" })
                output.sendCompleted()
            }
        }
        let checker = ContractChecker<String, Never>()
        checker.observe(firstOnly)
        leftInput.send(value: 1)
        rightInput.send(value: 2)
        rightInput.send(value: 3)
        #expect(checker.events == [.value("12"), .completed])
        expectNoViolations(checker)
    }
}

// An observer of the zip that ends an input as it receives a pair: step 7's
// `ZipTests.recursiveCompletion`, `recursiveCompletionOfTheDeliveringInput`
// and `recursiveFailureAndInterruption`. Each runs under a time limit: a zip
// that sent the pair while holding a lock its inputs' observers take would
// wait for itself.
extension Exercise07_01 {
    @Test("an observer that completes the other input as it receives a pair: completed follows the pair")
    func observerCompletesTheOtherInput() throws {
        let checker = try #require(inTime {
            let (a, aInput) = Signal<Int, Never>.pipe()
            let (b, bInput) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<String, Never> { event in
                if event.value != nil { aInput.sendCompleted() }
            }
            checker.observe(a.zip(with: b).map { "\($0)\($1)" })
            aInput.send(value: 1)
            bInput.send(value: 1)
            return checker
        }, deadlockMessage)
        #expect(checker.events == [.value("11"), .completed])
        expectNoViolations(checker)
    }

    @Test("an observer that completes the input delivering the pair: completed follows the pair")
    func observerCompletesTheDeliveringInput() throws {
        let checker = try #require(inTime {
            let (a, aInput) = Signal<Int, Never>.pipe()
            let (b, bInput) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<String, Never> { event in
                if event.value != nil { bInput.sendCompleted() }
            }
            checker.observe(a.zip(with: b).map { "\($0)\($1)" })
            aInput.send(value: 1)
            aInput.send(value: 2)
            bInput.send(value: 1)
            return checker
        }, deadlockMessage)
        #expect(checker.events == [.value("11"), .completed])
        expectNoViolations(checker)
    }

    @Test("an observer that fails or interrupts an input as it receives a pair ends the zip after the pair")
    func observerFailsOrInterruptsAnInput() throws {
        let (failing, interrupting) = try #require(inTime {
            let (a, aInput) = Signal<Int, MarbleError>.pipe()
            let (b, bInput) = Signal<Int, MarbleError>.pipe()
            let failing = ContractChecker<String, MarbleError> { event in
                if event.value != nil { aInput.send(error: MarbleError()) }
            }
            failing.observe(a.zip(with: b).map { "\($0)\($1)" })
            aInput.send(value: 1)
            bInput.send(value: 2)

            let (c, cInput) = Signal<Int, MarbleError>.pipe()
            let (d, dInput) = Signal<Int, MarbleError>.pipe()
            let interrupting = ContractChecker<String, MarbleError> { event in
                if event.value != nil { cInput.sendInterrupted() }
            }
            interrupting.observe(c.zip(with: d).map { "\($0)\($1)" })
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

// Re-entry: a value the zip lets go of (paired, or dropped when the zip
// completes) may run code from its deinit that sends into the zip's inputs.
// Step 7's `CombiningReentryTests` and `CombiningReentryConcurrencyTests`.
extension Exercise07_01 {
    @Test("a waiting value, dropped when the zip completes, may send into its own input from its deinit")
    func reentryFromDroppedValue() throws {
        let checker = try #require(inTime {
            let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
            let (second, sendSecond) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<String, Never>()
            checker.observe(first.zip(with: second).map { "\($0),\($1)" })
            sendFirst.send(value: Reentrant(1))
            sendFirst.send(value: Reentrant(2, onRelease: { sendFirst.send(value: Reentrant(3)) }))
            sendSecond.send(value: 10)
            sendSecond.sendCompleted()  // #2 can never be paired: it goes, and sends #3.
            return checker
        }, deadlockMessage)
        #expect(checker.events == [.value("#1,10"), .completed])
        expectNoViolations(checker)
    }

    @Test("a paired value may send into its own input from its deinit, when the other input's value made the pair")
    func reentryFromPairedValue() throws {
        let checker = try #require(inTime {
            let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
            let (second, sendSecond) = Signal<Int, Never>.pipe()
            let checker = ContractChecker<String, Never>()
            checker.observe(first.zip(with: second).map { "\($0),\($1)" })
            sendFirst.send(value: Reentrant(1, onRelease: { sendFirst.send(value: Reentrant(3)) }))
            sendSecond.send(value: 10)  // Sends (#1, 10), then lets go of #1: #3 waits.
            sendSecond.send(value: 20)
            return checker
        }, deadlockMessage)
        #expect(checker.values == ["#1,10", "#3,20"])
        expectNoViolations(checker)
    }

    @Test("a paired value whose deinit sends into the input whose value made the pair stops the program: that input is still delivering")
    func reentryIntoDeliveringInputStops() async {
        // The one case no operator can help: the pair is let go of inside the
        // delivery of the second input's value, and a send into that input
        // from there is a recursive send, which the signal stops.
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
            let (second, sendSecond) = Signal<Int, Never>.pipe()
            _ = first.zip(with: second).observe { _ in }
            sendFirst.send(value: Reentrant(1, onRelease: { sendSecond.send(value: 20) }))
            sendSecond.send(value: 10)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("into the signal while it was delivering"), "the signal's own message: \(message)")
    }

    @Test("on two threads: paired values send into their own input while another thread sends into the other")
    func reentryOnTwoThreads() async {
        // In a process of its own: a zip that let go of a pair inside a
        // delivery of `first`, on the thread that delivers it, would make
        // the deinit's send a recursive one, which stops the program. Here
        // that stops only this test's process, and the test reports why.
        await #expect(
            processExitsWith: .success,
            "stopped by a signal: a precondition (a deinit's send into `first` while `first` delivered on its thread is a recursive send), or one of the checks below"
        ) {
            let rounds = 2_000
            let outcome = inTime {
                let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
                let (second, sendSecond) = Signal<Int, Never>.pipe()
                let checker = ContractChecker<Int, Never>()
                checker.observe(first.zip(with: second).map { $0.1 })
                // Let go of by the delivery of `second` that pairs it, or, if
                // it made the pair itself, by its sender: never while `first`
                // delivers on the same thread.
                let reentrant = { (id: Int) in Reentrant(id, onRelease: { sendFirst.send(value: Reentrant(-id)) }) }
                runAtOnce(
                    { for id in 1...rounds { sendFirst.send(value: reentrant(id)) } },
                    { for value in 1...rounds { sendSecond.send(value: value) } }
                )
                return checker
            }
            guard let checker = outcome else {
                fatalError("the scenario did not finish in time: a deadlock")
            }
            // Compared by summary, not printed whole.
            let values = checker.values
            guard values == Array(1...rounds) else {
                let firstWrong = values.indices.first { values[$0] != $0 + 1 }
                fatalError("\(values.count) pairs instead of \(rounds), or out of order: the first wrong one is #\(firstWrong ?? values.count)")
            }
            guard checker.violations.isEmpty else {
                fatalError("the stream broke its contract: \(checker.violations[0])")
            }
        }
    }

    @Test("on two threads: a value dropped when the zip completes sends into its input while another thread sends into it")
    func reentryAtCompletionOnTwoThreads() throws {
        let (checkers, reentries) = try #require(inTime {
            let sender = ThreadIdentity()
            let reentries = Counter()
            var checkers: [ContractChecker<Int, Never>] = []
            for _ in 0..<200 {
                let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
                let (second, sendSecond) = Signal<Int, Never>.pipe()
                let checker = ContractChecker<Int, Never>()
                checker.observe(first.zip(with: second).map { $0.0.id })
                // On the other thread, the last reference may go inside a
                // delivery of `first`: a send from there would be recursive.
                sendFirst.send(value: Reentrant(1, onRelease: {
                    guard sender.isCurrent else { return }
                    reentries.increment()
                    sendFirst.send(value: Reentrant(-1))
                }))
                runAtOnce(
                    { sendSecond.sendCompleted() },  // The zip completes: #1 goes.
                    { for value in 2...20 { sendFirst.send(value: Reentrant(value)) } }
                )
                checkers.append(checker)
            }
            return (checkers, reentries.value)
        }, deadlockMessage)
        #expect(checkers.filter { $0.events != [.completed] }.map(\.events) == [], "rounds that did not simply complete")
        #expect(reentries > 0, "no value was let go of on the completing thread: the scenario tested no re-entry")
        for checker in checkers {
            expectNoViolations(checker)
        }
    }
}
