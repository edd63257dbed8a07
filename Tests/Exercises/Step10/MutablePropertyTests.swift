// The tests of exercise 10.1, `Exercises/Step10/MutableProperty.swift`.
// Check it with `swift run learn check 10.1`.

import Foundation
import Step09_Errors
import Testing
@testable import Step10_Exercises

@Suite("Exercise 10.1: MutableProperty")
struct Exercise10_01 {
    // MARK: Value, producer, signal

    @Test("value is the initial value until it is set, then the value set")
    func valueGetAndSet() {
        let property = MutableProperty(1)
        #expect(property.value == 1)
        property.value = 2
        #expect(property.value == 2)
    }

    @Test("producer sends the current value when started, then every change, even one equal to the value before")
    func producerSendsCurrentValueThenChanges() {
        let property = MutableProperty(1)
        property.value = 2
        let checker = ContractChecker<Int, Never>()
        checker.start(property.producer)
        property.value = 3
        property.value = 3
        #expect(checker.events == [.value(2), .value(3), .value(3)])
        expectNoViolations(checker)
    }

    @Test("drawn: a start of the producer sends the value it finds, then the changes (ab-c-c); the signal only the changes (-b-c-c)")
    func producerAndSignalDrawn() {
        let scenario = MarbleScenario()
        let property = MutableProperty("a")
        scenario.neverFailingSignal("-b-c-c").observeValues { property.value = $0 }
        #expect(scenario.checkedRun(property.producer) == "ab-c-c")

        let again = MarbleScenario()
        let other = MutableProperty("a")
        again.neverFailingSignal("-b-c-c").observeValues { other.value = $0 }
        #expect(again.checkedRun(other.signal) == "-b-c-c")
    }

    @Test("each start of the producer begins with the value of its moment")
    func eachStartSendsItsOwnCurrentValue() {
        let property = MutableProperty(1)
        let first = ContractChecker<Int, Never>()
        first.start(property.producer)
        property.value = 2
        let second = ContractChecker<Int, Never>()
        second.start(property.producer)
        property.value = 3
        #expect(first.events == [.value(1), .value(2), .value(3)])
        #expect(second.events == [.value(2), .value(3)])
    }

    @Test("signal sends only the changes made after it is observed, not the current value")
    func signalSendsOnlyChanges() {
        let property = MutableProperty(1)
        property.value = 2
        let checker = ContractChecker<Int, Never>()
        checker.observe(property.signal)
        #expect(checker.events == [])
        property.value = 3
        property.value = 3
        #expect(checker.events == [.value(3), .value(3)])
        expectNoViolations(checker)
    }

    @Test("disposing of a start of the producer interrupts it, and it hears no more changes")
    func disposingAStart() {
        let property = MutableProperty(1)
        let checker = ContractChecker<Int, Never>()
        let start = checker.start(property.producer)
        property.value = 2
        start.dispose()
        property.value = 3
        #expect(checker.events == [.value(1), .value(2), .interrupted])
        expectNoViolations(checker)
    }

    // MARK: modify and swap

    @Test("modify returns what its closure returns, and sends the result as exactly one change")
    func modifySendsOneChange() {
        let property = MutableProperty([3, 1])
        let checker = ContractChecker<[Int], Never>()
        checker.observe(property.signal)
        let count = property.modify { numbers -> Int in
            numbers.append(2)
            numbers.sort()
            return numbers.count
        }
        #expect(count == 3)
        #expect(property.value == [1, 2, 3])
        #expect(checker.events == [.value([1, 2, 3])])
    }

    @Test("modify sends one change even when its closure changes nothing")
    func modifyThatChangesNothingStillSends() {
        let property = MutableProperty(5)
        let checker = ContractChecker<Int, Never>()
        checker.observe(property.signal)
        property.modify { _ in }
        #expect(checker.events == [.value(5)])
    }

    @Test("a modify whose closure throws rethrows, leaves the value as it was, sends nothing, and the property still changes after it")
    func throwingModifyLeavesValue() {
        let property = MutableProperty([3, 1])
        let checker = ContractChecker<[Int], Never>()
        checker.observe(property.signal)
        #expect(throws: NamedError("refused")) {
            try property.modify { numbers in
                numbers.append(9)
                throw NamedError("refused")
            }
        }
        #expect(property.value == [3, 1])
        #expect(checker.events == [])
        property.value = [4]
        #expect(checker.events == [.value([4])])
    }

    @Test("swap returns the value it replaces, and sends the new one as one change")
    func swapReturnsOldValue() {
        let property = MutableProperty("Ada")
        let checker = ContractChecker<String, Never>()
        checker.start(property.producer)
        let old = property.swap("Grace")
        #expect(old == "Ada")
        #expect(property.value == "Grace")
        #expect(checker.events == [.value("Ada"), .value("Grace")])
    }

    @Test("modify's closure reading the property sees the value as it was, even after changing its copy")
    func readingInsideModifyGivesTheOldValue() {
        let property = MutableProperty(1)
        var read: [Int] = []
        property.modify { value in
            read.append(property.value)
            value = 10
            read.append(property.value)
        }
        #expect(read == [1, 1])
        #expect(property.value == 10)
    }

    // MARK: Observers inside a change

    @Test("an observer that reads the value during a change reads the new value")
    func readingInsideAnObserverGivesTheNewValue() {
        let property = MutableProperty(1)
        var readBySignalObserver: [Int] = []
        var readByProducerObserver: [Int] = []
        property.signal.observeValues { _ in readBySignalObserver.append(property.value) }
        property.producer.startWithValues { _ in readByProducerObserver.append(property.value) }
        property.value = 2
        property.modify { $0 = 3 }
        #expect(readBySignalObserver == [2, 3])
        #expect(readByProducerObserver == [1, 2, 3])
    }

    @Test("a producer started from inside an observer of a change sends the value being delivered, then the later changes, with no hang")
    func startingTheProducerInsideAnObserver() throws {
        // ReactiveSwift's "should not deadlock on recursive observation".
        let inner = try #require(inTime(seconds: 10) {
            let property = MutableProperty(0)
            var inner: [Int] = []
            var hasStarted = false
            property.signal.observeValues { _ in
                guard !hasStarted else { return }
                hasStarted = true
                property.producer.startWithValues { inner.append($0) }
            }
            property.value = 1
            property.value = 2
            return inner
        }, deadlockMessage)
        #expect(inner == [1, 2])
    }

    @Test("producers started inside each other's first values, across two properties, see every later change once")
    func nestedStartsAcrossTwoProperties() throws {
        // ReactiveSwift's "ABA" observation.
        let innermost = try #require(inTime(seconds: 10) {
            let a = MutableProperty(0)
            let b = MutableProperty(0)
            var innermost: [Int] = []
            a.producer.take(first: 1).startWithValues { _ in
                b.producer.take(first: 1).startWithValues { _ in
                    a.producer.startWithValues { innermost.append($0) }
                }
            }
            a.value = 1
            return innermost
        }, deadlockMessage)
        #expect(innermost == [0, 1])
    }

    @Test("no lock is held while an observer runs: another thread reads the value meanwhile, without waiting")
    func observersRunWithNoLockHeld() throws {
        let reads = try #require(inTime(seconds: 10) {
            let property = MutableProperty(0)
            var reads: [Int?] = []
            property.signal.observeValues { _ in
                let done = DispatchSemaphore(value: 0)
                let read = UncheckedTransfer(Box<Int?>(nil))
                let shared = UncheckedTransfer(property)
                Thread {
                    read.value.content = shared.value.value
                    done.signal()
                }.start()
                // A reader that waits for the delivery to end would never
                // come back: the delivery waits for it here.
                reads.append(done.wait(timeout: .now() + 2) == .success ? read.value.content : nil)
            }
            property.value = 1
            property.value = 2
            return reads
        }, deadlockMessage)
        #expect(reads == [1, 2])
    }

    @Test("setting the property from an observer of its signal, on the thread that delivers, stops the program instead of hanging")
    func setFromObserverStops() async {
        await #expect(processExitsWith: .failure) {
            let property = MutableProperty(0)
            property.signal.observeValues { value in
                if value == 1 { property.value = 2 }
            }
            property.value = 1
        }
    }

    // MARK: Values let go of

    @Test("the value a change replaces is let go of after the change has been delivered, not before")
    func replacedValueOutlivesTheDelivery() {
        weak var replaced: Tracked?
        let property = MutableProperty(Tracked())
        replaced = property.value
        var aliveDuringDelivery: [Bool] = []
        property.signal.observeValues { _ in aliveDuringDelivery.append(replaced != nil) }
        property.value = Tracked()
        #expect(aliveDuringDelivery == [true])
        #expect(replaced == nil)
    }

    @Test("a replaced value whose deinit sets the property again: that change is delivered after the first, with no hang")
    func replacedValueDeinitSetsTheProperty() throws {
        let observed = try #require(inTime(seconds: 10) {
            let property = MutableProperty(Reentrant(0))
            var values: [Int] = []
            property.signal.observeValues { values.append($0.id) }
            property.value = Reentrant(1, onRelease: { [weak property] in property?.value = Reentrant(3) })
            property.value = Reentrant(2)  // Replaces #1, whose deinit sets #3.
            return (values: values, final: property.value.id)
        }, deadlockMessage)
        #expect(observed.values == [1, 2, 3])
        #expect(observed.final == 3)
    }

    @Test("a value replaced by modify or swap may set the property from its deinit too")
    func replacedByModifyAndSwap() throws {
        let observed = try #require(inTime(seconds: 10) {
            let property = MutableProperty(Reentrant(0))
            var values: [Int] = []
            property.signal.observeValues { values.append($0.id) }
            property.value = Reentrant(1, onRelease: { [weak property] in property?.value = Reentrant(10) })
            property.modify { $0 = Reentrant(2, onRelease: { [weak property] in property?.modify { $0 = Reentrant(20) } }) }
            let old = property.swap(Reentrant(3))
            return (values: values, oldID: old.id, final: property.value.id)
        }, deadlockMessage)
        // #1 goes after modify's change and sets #10, which lets #2 go,
        // which sets #20; swap hands #20 back instead of letting it go.
        #expect(observed.values == [1, 2, 10, 20, 3])
        #expect(observed.oldID == 20)
        #expect(observed.final == 3)
    }

    // MARK: The property's end

    @Test("when the property goes, its signal and every live start of its producer complete, and neither kept it alive")
    func deinitCompletesSignalAndStarts() {
        weak var released: MutableProperty<Int>?
        let signalChecker = ContractChecker<Int, Never>()
        let producerChecker = ContractChecker<Int, Never>()
        do {
            let property = MutableProperty(1)
            released = property
            signalChecker.observe(property.signal)
            producerChecker.start(property.producer)
            property.value = 2
        }
        #expect(released == nil)
        #expect(signalChecker.events == [.value(2), .completed])
        #expect(producerChecker.events == [.value(1), .value(2), .completed])
        expectNoViolations(signalChecker)
        expectNoViolations(producerChecker)
    }

    @Test("a producer kept after its property went sends the last value, then completes")
    func producerAfterDeinit() {
        var property: MutableProperty<String>? = MutableProperty("Ada")
        let producer = property?.producer ?? .empty
        property?.value = "Grace"
        property = nil
        #expect(checkedEvents(of: producer) == [.value("Grace"), .completed])
    }

    @Test("lifetime ends when the property goes, not before")
    func lifetimeEndsOnDeinit() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        let lifetime = property!.lifetime
        property?.value = 2
        #expect(!lifetime.hasEnded)
        property = nil
        #expect(lifetime.hasEnded)
    }

    // MARK: Several threads

    @Test("four threads setting 500 values each: every change delivered once, one at a time, each thread's in its order")
    func concurrentSets() throws {
        let outcome = try #require(inTime {
            let property = MutableProperty(0)
            let checker = ContractChecker<Int, Never>()
            checker.start(property.producer)
            let group = DispatchGroup()
            for thread in 0..<4 {
                let shared = UncheckedTransfer(property)
                group.enter()
                Thread {
                    for index in 1...500 {
                        shared.value.value = thread * 1000 + index
                    }
                    group.leave()
                }.start()
            }
            group.wait()
            return (checker.values, checker.violations.map { "\($0)" })
        }, deadlockMessage)
        let (values, violations) = outcome
        #expect(violations == [])
        #expect(values.first == 0)
        #expect(values.count == 2001)
        for thread in 0..<4 {
            let own = values.filter { $0 / 1000 == thread && $0 % 1000 != 0 }
            let isWholeAndInOrder = own.elementsEqual(thread * 1000 + 1...thread * 1000 + 500)
            #expect(isWholeAndInOrder, "thread \(thread)'s 500 values: \(own.count) arrived, \(own == own.sorted() ? "in order" : "out of order")")
        }
    }

    @Test("four threads setting and swapping 500 values each: each swap returns the value delivered just before its own")
    func concurrentSwaps() throws {
        let outcome = try #require(inTime {
            let property = MutableProperty(-1)
            let checker = ContractChecker<Int, Never>()
            checker.observe(property.signal)
            // An observer that takes a moment, so that the threads queue up
            // for each delivery: a swap whose read and set are two steps
            // would let another change in between.
            property.signal.observeValues { _ in usleep(10) }
            let swaps = Box<[(new: Int, old: Int)]>([])
            let swapsLock = NSLock()
            let group = DispatchGroup()
            for thread in 0..<4 {
                let shared = UncheckedTransfer((property, swaps, swapsLock))
                group.enter()
                Thread {
                    let (property, swaps, swapsLock) = shared.value
                    for step in 0..<500 {
                        let value = thread * 1000 + step
                        if step.isMultiple(of: 2) {
                            property.value = value
                        } else {
                            let old = property.swap(value)
                            swapsLock.lock()
                            swaps.content.append((value, old))
                            swapsLock.unlock()
                        }
                    }
                    group.leave()
                }.start()
            }
            group.wait()
            return (checker.values, swaps.content, property.value)
        }, deadlockMessage)
        let (delivered, swaps, final) = outcome
        #expect(delivered.count == 2000)
        #expect(delivered.last == final)
        #expect(swaps.count == 1000)
        let deliveredBefore = Dictionary(zip(delivered, [-1] + delivered.dropLast()), uniquingKeysWith: { first, _ in first })
        let mismatches = swaps.filter { deliveredBefore[$0.new] != $0.old }
        let mismatchCount = mismatches.count
        #expect(mismatchCount == 0, "swaps that returned another value than the one delivered before theirs, such as \(mismatches.prefix(3))")
    }

    @Test("four threads adding 1 with modify 500 times each, while another reads: the value is 2000, the changes went out in the order made, 1 to 2000, and no read went back")
    func concurrentModifies() throws {
        let outcome = try #require(inTime {
            let property = MutableProperty(0)
            let checker = ContractChecker<Int, Never>()
            checker.observe(property.signal)
            let group = DispatchGroup()
            for _ in 0..<4 {
                let shared = UncheckedTransfer(property)
                group.enter()
                Thread {
                    for _ in 1...500 {
                        shared.value.modify { $0 += 1 }
                    }
                    group.leave()
                }.start()
            }
            // Meanwhile, this thread reads: the value never goes back.
            var readsGoingBack = 0
            var lastRead = 0
            for _ in 0..<2000 {
                let read = property.value
                if read < lastRead { readsGoingBack += 1 }
                lastRead = read
            }
            group.wait()
            return (property.value, checker.values, checker.violations.map { "\($0)" }, readsGoingBack)
        }, deadlockMessage)
        let (final, values, violations, readsGoingBack) = outcome
        #expect(readsGoingBack == 0, "a reader saw the value go back")
        #expect(final == 2000)
        #expect(values.count == 2000)
        let outOfOrder = zip(values, values.dropFirst()).first { $1 != $0 + 1 }
        #expect(outOfOrder == nil, "a change out of order: \(outOfOrder.map { "\($0.1) after \($0.0)" } ?? "")")
        #expect(violations == [])
    }

    @Test("starts of the producer while another thread sets 1 to 10,000: each start sends the value it found, then every later change, none missed, none twice")
    func startsDuringChanges() throws {
        // Each start keeps its first 20 values: a change missed or sent
        // twice as the start attaches shows among them.
        let last = 10_000
        let starts = try #require(inTime {
            let property = MutableProperty(0)
            let shared = UncheckedTransfer(property)
            let writerDone = Counter()
            var checkers: [ContractChecker<Int, Never>] = []
            runAtOnce({
                while writerDone.value == 0 && checkers.count < 50_000 {
                    let checker = ContractChecker<Int, Never>()
                    checker.start(property.producer.take(first: 20))
                    checkers.append(checker)
                }
            }, {
                for value in 1...last {
                    shared.value.value = value
                }
                writerDone.increment()
            })
            return checkers.map(\.values)
        }, deadlockMessage)
        #expect(starts.count > 0)
        let broken = starts.filter { values in
            guard let first = values.first else { return true }
            return values != Array(first...min(first + 19, last))
        }
        #expect(broken.count == 0, "starts that missed or doubled a change: \(broken.prefix(3))")
    }
}

/// A place a value is left by another thread.
final class Box<Content> {
    var content: Content
    init(_ content: Content) { self.content = content }
}
