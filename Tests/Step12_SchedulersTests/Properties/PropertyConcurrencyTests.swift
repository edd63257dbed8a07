import Foundation
import Testing
@testable import Step12_Schedulers

/// Runs `work` on `count` threads of their own, at once, each given its
/// number, and returns when all have finished.
private func onThreads(_ count: Int, _ work: @escaping (Int) -> Void) {
    let finished = DispatchGroup()
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let transfer = UncheckedTransfer(work)
    for index in 0..<count {
        finished.enter()
        Thread {
            ready.signal()
            go.wait()
            transfer.value(index)
            finished.leave()
        }.start()
    }
    // Every thread waits at the line until all have started, so that they
    // really run at the same time.
    for _ in 0..<count { ready.wait() }
    for _ in 0..<count { go.signal() }
    finished.wait()
}

@Suite struct PropertyConcurrencyTests {
    static let incrementers = 4
    /// Each incrementer goes on until the starters are done, but makes at
    /// least the first and at most the second number of increments.
    static let incrementsEach = 1_000...6_000
    static let starters = 2
    static let startsEach = 4
    static let shortStartsEach = 300
    static let readers = 2
    static let readsEach = 2_000

    @Test("many threads modify, read and start the producer at once: every start sees consecutive values, observers never overlap, no increment is lost")
    func modifyReadAndStartAtOnce() {
        let property = MutableProperty(0)
        let doubled = property.map { $0 * 2 }
        let signalChecker = ContractChecker<Int, Never>()
        signalChecker.observe(property.signal)
        let derivedChecker = ContractChecker<Int, Never>()
        derivedChecker.observe(doubled.signal)
        let starts = Locked<[ContractChecker<Int, Never>]>([])
        let derivedStarts = Locked<[ContractChecker<Int, Never>]>([])
        let shortStarts = Locked<[[Int]]>([])
        let readsGoingBack = Locked(0)
        let startersRunning = Locked(Self.starters)
        let incrementsMade = Locked(0)

        onThreads(Self.incrementers + Self.starters + Self.readers) { index in
            if index < Self.incrementers {
                var made = 0
                while made < Self.incrementsEach.lowerBound
                    || (made < Self.incrementsEach.upperBound && startersRunning.withLock({ $0 }) > 0)
                {
                    property.modify { $0 += 1 }
                    made += 1
                }
                incrementsMade.withLock { $0 += made }
            } else if index < Self.incrementers + Self.starters {
                for _ in 0..<Self.startsEach {
                    let checker = ContractChecker<Int, Never>()
                    checker.start(property.producer)
                    starts.withLock { $0.append(checker) }
                    let derivedChecker = ContractChecker<Int, Never>()
                    derivedChecker.start(doubled.producer)
                    derivedStarts.withLock { $0.append(derivedChecker) }
                    // Many short starts, each disposed of after a moment:
                    // each one's read-and-attach races with the writers.
                    for _ in 0..<Self.shortStartsEach / Self.startsEach {
                        let received = Locked<[Int]>([])
                        let start = property.producer.startWithValues { value in
                            let isFirst = received.withLock { values in
                                values.append(value)
                                return values.count == 1
                            }
                            // The first value is sent between reading the
                            // value and attaching to its changes: linger
                            // there, so that a writer that does not wait for
                            // the start would slip in between.
                            if isFirst { usleep(20) }
                        }
                        for _ in 0..<20 { _ = property.value }
                        start.dispose()
                        shortStarts.withLock { $0.append(received.withLock { $0 }) }
                    }
                }
                startersRunning.withLock { $0 -= 1 }
            } else {
                var last = 0
                for _ in 0..<Self.readsEach {
                    let read = property.value
                    if read < last { readsGoingBack.withLock { $0 += 1 } }
                    last = read
                }
            }
        }

        let total = incrementsMade.withLock { $0 }
        #expect(property.value == total)
        #expect(doubled.value == 2 * total)
        #expect(readsGoingBack.withLock { $0 } == 0, "a reader saw the value go back")
        #expect(signalChecker.values == Array(1...total))
        #expect(derivedChecker.values == (1...total).map { 2 * $0 })
        expectNoViolations(signalChecker)
        expectNoViolations(derivedChecker)
        for checker in starts.withLock({ $0 }) {
            let values = checker.values
            let first = values.first ?? -1
            #expect(values == Array(first...total), "a start saw a gap or a repeat")
            expectNoViolations(checker)
        }
        for values in shortStarts.withLock({ $0 }) {
            let first = values.first ?? -1
            #expect(values == Array(first..<first + values.count), "a short start saw a gap or a repeat")
        }
        for checker in derivedStarts.withLock({ $0 }) {
            let values = checker.values
            let first = values.first ?? -2
            #expect(values == (first / 2...total).map { 2 * $0 }, "a start of a derived property saw a gap or a repeat")
            expectNoViolations(checker)
        }
    }

    @Test("values set from many threads are each delivered once, in the order they were stored, and the last delivered is the value")
    func setFromManyThreads() {
        let threads = 4
        let setsEach = 1_000
        let property = MutableProperty(-1)
        let checker = ContractChecker<Int, Never>()
        checker.observe(property.signal)
        let swaps = Locked<[(new: Int, old: Int)]>([])
        onThreads(threads) { index in
            for step in 0..<setsEach {
                let value = index * setsEach + step
                if step.isMultiple(of: 2) {
                    property.value = value
                } else {
                    let old = property.swap(value)
                    swaps.withLock { $0.append((value, old)) }
                }
            }
        }
        let delivered = checker.values
        #expect(delivered.sorted() == Array(0..<(threads * setsEach)))
        #expect(delivered.last == property.value)
        // Each thread's values arrive in the order that thread set them.
        for index in 0..<threads {
            let own = delivered.filter { $0 / setsEach == index }
            #expect(own == own.sorted())
        }
        // A swap returns the value stored just before its own, which is the
        // value delivered just before its own.
        let deliveredBefore = Dictionary(uniqueKeysWithValues: zip(delivered, [-1] + delivered.dropLast()))
        let allSwaps = swaps.withLock { $0 }
        #expect(allSwaps.count == threads * setsEach / 2)
        let mismatches = allSwaps.filter { deliveredBefore[$0.new] != $0.old }
        #expect(mismatches.isEmpty, "swaps that returned another value than the one delivered before theirs: \(mismatches.prefix(5))")
        expectNoViolations(checker)
    }

    @Test("derived properties made while their source is set on another thread each follow it, in order, to its last value")
    func derivedMadeWhileSourceChanges() {
        // A derived property's relay takes its lock only until it follows
        // its source (step 12, change 14); these are made while values
        // arrive, so that some are made between a value and the next.
        let lastValue = 3_000
        let derivedCount = 300
        let source = MutableProperty(0)
        let made = Locked<[(property: Property<Int>, checker: ContractChecker<Int, Never>)]>([])
        onThreads(2) { index in
            if index == 0 {
                for value in 1...lastValue {
                    source.value = value
                }
            } else {
                for _ in 0..<derivedCount {
                    let doubled = source.map { $0 * 2 }
                    let checker = ContractChecker<Int, Never>()
                    checker.observe(doubled.signal)
                    made.withLock { $0.append((doubled, checker)) }
                }
            }
        }
        let all = made.withLock { $0 }
        #expect(all.count == derivedCount)
        for (property, checker) in all {
            #expect(property.value == 2 * lastValue)
            let values = checker.values
            #expect(values == values.sorted(), "a derived property saw its source's values out of order")
            #expect(values.allSatisfy { $0.isMultiple(of: 2) && $0 <= 2 * lastValue })
            expectNoViolations(checker)
        }
    }

    @Test("a binding and the end of its target on two threads at once do not deadlock (ReactiveSwift's binding race)")
    func bindingAndTargetEndAtOnce() {
        let finished = inTime(seconds: 20) {
            for _ in 0..<200 {
                let source = MutableProperty(1)
                var target: MutableProperty<Int>? = MutableProperty(1)
                target! <~ source
                // The second thread lets go of the target, whose deinit
                // ends the binding, while this one sets the source.
                runAtOnce({ source.value = 2 }, { target = nil })
            }
            return true
        }
        #expect(finished == true, deadlockMessage)
    }
}
