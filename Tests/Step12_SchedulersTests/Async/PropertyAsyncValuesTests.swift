import Foundation
import Testing
@testable import Step12_Schedulers

@Suite("A property's values as an async sequence", .timeLimit(.minutes(1)))
struct PropertyAsyncValuesTests {
    @Test("the current value first, then every change, ending when the property goes")
    func currentThenChangesThenEnd() async {
        var count: MutableProperty<Int>? = MutableProperty(1)
        var iterator = count!.values.makeAsyncIterator()
        count!.value = 2
        count!.value = 3
        count = nil
        var seen: [Int] = []
        while let value = await iterator.next() { seen.append(value) }
        #expect(seen == [1, 2, 3])
    }

    @Test("iterating does not keep the property alive")
    func doesNotRetainTheProperty() async {
        var count: MutableProperty<Int>? = MutableProperty(1)
        weak let weakCount = count
        var iterator = count!.values.makeAsyncIterator()
        count = nil
        #expect(weakCount == nil)
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == nil)
    }

    @Test("keep newest 1: a slow consumer sees only the latest value")
    func newestOne() async {
        let count = MutableProperty(1)
        var iterator = count.values(bufferingPolicy: .bufferingNewest(1)).makeAsyncIterator()
        count.value = 2
        count.value = 3
        #expect(await iterator.next() == 3)
        count.value = 4
        #expect(await iterator.next() == 4)
    }

    @Test("a read-only property derived from another ends when its source completes")
    func derivedPropertyEnds() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let derived = Property(initial: 0, then: SignalProducer(signal))
        var seen: [Int] = []
        var iterator = derived.values.makeAsyncIterator()
        input.send(value: 5)
        input.sendCompleted()
        while let value = await iterator.next() { seen.append(value) }
        #expect(seen == [0, 5])
    }

    @Test("changes made on another thread while the consumer waits arrive, each in turn")
    func changesFromAnotherThread() async {
        let count = MutableProperty(0)
        var iterator = count.values.makeAsyncIterator()
        let channel = iterator.ownership.channel
        // A MutableProperty may be set from any thread (its contract), but it
        // is not declared Sendable: the transfer says so for this test.
        let property = UncheckedTransfer(count)
        let setter = Thread {
            for value in 1...3 {
                while !channel.hasWaitingConsumer { Thread.sleep(forTimeInterval: 0.001) }
                property.value.value = value
            }
        }
        setter.start()
        var seen: [Int] = []
        for _ in 0...3 {
            if let value = await iterator.next() { seen.append(value) }
        }
        #expect(seen == [0, 1, 2, 3])
    }
}
