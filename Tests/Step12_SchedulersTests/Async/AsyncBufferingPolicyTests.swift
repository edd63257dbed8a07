import Foundation
import Testing
@testable import Step12_Schedulers

/// A slow consumer is one that asks for the next value only after several
/// were sent: here the test sends into a pipe first and asks afterwards, on
/// one task, so what the buffer kept is all the consumer can see.
@Suite("The buffering policy of a producer's async values", .timeLimit(.minutes(1)))
struct AsyncBufferingPolicyTests {
    /// The values a slow consumer sees when 1...5 are sent before it asks,
    /// then 6 and 7 before it asks again, then completion.
    private func slowConsumerSees(_ policy: AsyncBufferingPolicy) async -> [Int] {
        let (signal, input) = Signal<Int, Never>.pipe()
        var iterator = SignalProducer(signal).values(bufferingPolicy: policy).makeAsyncIterator()
        for number in 1...5 { input.send(value: number) }
        var seen: [Int] = []
        if let number = await iterator.next() { seen.append(number) }
        input.send(value: 6)
        input.send(value: 7)
        input.sendCompleted()
        while let number = await iterator.next() { seen.append(number) }
        return seen
    }

    @Test("unbounded, the default, keeps every value")
    func unbounded() async {
        #expect(await slowConsumerSees(.unbounded) == [1, 2, 3, 4, 5, 6, 7])
        let (signal, input) = Signal<Int, Never>.pipe()
        var iterator = SignalProducer(signal).values.makeAsyncIterator()
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
        #expect(await iterator.next() == nil)
    }

    @Test("keep newest 1: a slow consumer sees the latest value each time it asks")
    func newestOne() async {
        #expect(await slowConsumerSees(.bufferingNewest(1)) == [5, 7])
    }

    @Test("keep newest 2: the two latest values each time it asks (5 is pushed out by 6 and 7)")
    func newestTwo() async {
        #expect(await slowConsumerSees(.bufferingNewest(2)) == [4, 6, 7])
    }

    @Test("keep oldest 2: the first two values, then what fits once there is room")
    func oldestTwo() async {
        #expect(await slowConsumerSees(.bufferingOldest(2)) == [1, 2, 6])
    }

    @Test("keep newest 0: nothing is buffered, but a waiting consumer still gets the value")
    func newestZero() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        var iterator = SignalProducer(signal).values(bufferingPolicy: .bufferingNewest(0)).makeAsyncIterator()
        let channel = iterator.ownership.channel
        input.send(value: 1)  // nobody waits: dropped
        let sender = Thread {
            while !channel.hasWaitingConsumer { Thread.sleep(forTimeInterval: 0.001) }
            input.send(value: 2)
            input.sendCompleted()
        }
        sender.start()
        #expect(await iterator.next() == 2)
        #expect(await iterator.next() == nil)
    }

    @Test("the error comes after the values the policy kept")
    func failureAfterKeptValues() async throws {
        let (signal, input) = Signal<Int, TestError>.pipe()
        var iterator = SignalProducer(signal).values(bufferingPolicy: .bufferingNewest(1)).makeAsyncIterator()
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: TestError("late"))
        #expect(try await iterator.next() == 2)
        await #expect(throws: TestError("late")) { try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }

    @Test("a value the policy drops is let go of at once")
    func droppedValuesAreReleased() async {
        let (signal, input) = Signal<Watched, Never>.pipe()
        var iterator = SignalProducer(signal).values(bufferingPolicy: .bufferingNewest(1)).makeAsyncIterator()
        var first: Watched? = Watched(1)
        let firstReleased = first!.released
        input.send(value: first!)
        first = nil
        #expect(!firstReleased.isRaised)  // still buffered
        input.send(value: Watched(2))
        #expect(firstReleased.isRaised)  // pushed out by 2
        #expect(await iterator.next()?.number == 2)

        let (oldestSignal, oldestInput) = Signal<Watched, Never>.pipe()
        var oldest = SignalProducer(oldestSignal).values(bufferingPolicy: .bufferingOldest(1)).makeAsyncIterator()
        oldestInput.send(value: Watched(1))
        var second: Watched? = Watched(2)
        let secondReleased = second!.released
        oldestInput.send(value: second!)
        second = nil
        #expect(secondReleased.isRaised)  // no room: dropped on arrival
        #expect(await oldest.next()?.number == 1)
    }

    @Test("the queue behind the buffer keeps order across compactions")
    func valueQueueKeepsOrder() {
        var queue = ValueQueue<Int>()
        var taken: [Int] = []
        for number in 0..<100 {
            queue.append(number)
            if number % 3 == 2, let first = queue.popFirst() { taken.append(first) }
        }
        #expect(queue.count == 100 - taken.count)
        while let number = queue.popFirst() { taken.append(number) }
        #expect(taken == Array(0..<100))
        #expect(queue.isEmpty)
    }
}
