import Foundation
import Testing
@testable import Step12_Schedulers

// Re-entry through a deinit, for the operators that combine signals
// ==================================================================
//
// These operators keep values under a lock (the latest of each input, the
// values waiting for a pair) and replace or drop them as events arrive.
// Letting go of a value runs its deinit, and these tests give the values a
// deinit that sends into another input of the same operator. Letting go
// under the operator's lock would make that send wait for the lock its own
// thread holds (a hang), or trip the operator's check for an observer that
// sends back (a crash); with two threads, it would wait for an input that
// the other thread delivers while that thread waits for the operator. The
// operators let go only once they hold no lock.
//
// What no operator can do is let go of a value outside the delivery that
// makes it let go: a deinit that sends into the very input that is
// delivering is a recursive send, which that signal stops.

@Suite struct CombiningReentryTests {
    @Test("withLatest(from:): the samplee value it replaces may send into the receiver from its deinit")
    func withLatestReplacedValue() throws {
        let observed = try #require(inTime {
            let (receiver, receive) = Signal<Int, Never>.pipe()
            let (samplee, sample) = Signal<Reentrant, Never>.pipe()
            let recorder = Recorder<String, Never>()
            receiver.withLatest(from: samplee).map { "\($0)\($1)" }.observe(recorder.record)
            sample.send(value: Reentrant(1, onRelease: { receive.send(value: 10) }))
            receive.send(value: 5)
            sample.send(value: Reentrant(2))  // Replaces #1, whose deinit sends 10.
            return recorder.values
        }, deadlockMessage)
        #expect(observed == ["5#1", "10#2"])
    }

    @Test("sample(with:): the receiver value it replaces may send into the sampler from its deinit")
    func sampleWithReplacedValue() throws {
        let observed = try #require(inTime {
            let (receiver, receive) = Signal<Reentrant, Never>.pipe()
            let (sampler, sample) = Signal<Int, Never>.pipe()
            let recorder = Recorder<String, Never>()
            receiver.sample(with: sampler).map { "\($0)@\($1)" }.observe(recorder.record)
            receive.send(value: Reentrant(1, onRelease: { sample.send(value: 10) }))
            sample.send(value: 5)
            receive.send(value: Reentrant(2))  // Replaces #1, whose deinit samples.
            return recorder.values
        }, deadlockMessage)
        #expect(observed == ["#1@5", "#2@10"])
    }

    @Test("sample(on:): the receiver value it replaces may send into the sampler from its deinit")
    func sampleOnReplacedValue() throws {
        let observed = try #require(inTime {
            let (receiver, receive) = Signal<Reentrant, Never>.pipe()
            let (sampler, sample) = Signal<(), Never>.pipe()
            let recorder = Recorder<String, Never>()
            receiver.sample(on: sampler).map(\.description).observe(recorder.record)
            receive.send(value: Reentrant(1, onRelease: { sample.send(value: ()) }))
            receive.send(value: Reentrant(2))  // Replaces #1, whose deinit samples.
            return recorder.values
        }, deadlockMessage)
        #expect(observed == ["#2"])
    }

    @Test("sample(with:): the receiver's last value, dropped when the sampler completes, may send into the receiver from its deinit")
    func sampleDroppedValue() throws {
        let observed = try #require(inTime {
            let (receiver, receive) = Signal<Reentrant, Never>.pipe()
            let (sampler, sample) = Signal<Int, Never>.pipe()
            let recorder = Recorder<String, Never>()
            receiver.sample(with: sampler).map { "\($0)@\($1)" }.observe(recorder.record)
            receive.send(value: Reentrant(1, onRelease: { receive.send(value: Reentrant(2)) }))
            sample.sendCompleted()  // Nothing can be sampled any more: #1 goes, and sends #2.
            receive.sendCompleted()
            return recorder.events
        }, deadlockMessage)
        #expect(observed == [.completed])
    }

    @Test("combineLatest: the value it replaces may send into another input from its deinit")
    func combineLatestReplacedValue() throws {
        let observed = try #require(inTime {
            let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
            let (second, sendSecond) = Signal<Int, Never>.pipe()
            let recorder = Recorder<String, Never>()
            Signal.combineLatest(first, second).map { "\($0),\($1)" }.observe(recorder.record)
            sendSecond.send(value: 0)
            sendFirst.send(value: Reentrant(1, onRelease: { sendSecond.send(value: 10) }))
            sendFirst.send(value: Reentrant(2))  // Replaces #1, whose deinit sends 10.
            return recorder.values
        }, deadlockMessage)
        #expect(observed == ["#1,0", "#2,0", "#2,10"])
    }

    @Test("zip: a waiting value, dropped when zip completes, may send into its input from its deinit")
    func zipDroppedValue() throws {
        let observed = try #require(inTime {
            let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
            let (second, sendSecond) = Signal<Int, Never>.pipe()
            let recorder = Recorder<String, Never>()
            Signal.zip(first, second).map { "\($0),\($1)" }.observe(recorder.record)
            sendFirst.send(value: Reentrant(1))
            sendFirst.send(value: Reentrant(2, onRelease: { sendFirst.send(value: Reentrant(3)) }))
            sendSecond.send(value: 10)
            sendSecond.sendCompleted()  // #2 can never be paired: it goes, and sends #3.
            return recorder.events
        }, deadlockMessage)
        #expect(observed == [.value("#1,10"), .completed])
    }

    @Test("zip: a paired value may send into its own input from its deinit, when another input's value made the pair")
    func zipPairedValue() throws {
        let observed = try #require(inTime {
            let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
            let (second, sendSecond) = Signal<Int, Never>.pipe()
            let recorder = Recorder<String, Never>()
            Signal.zip(first, second).map { "\($0),\($1)" }.observe(recorder.record)
            sendFirst.send(value: Reentrant(1, onRelease: { sendFirst.send(value: Reentrant(3)) }))
            sendSecond.send(value: 10)  // Sends (#1, 10), then lets go of #1: #3 waits.
            sendSecond.send(value: 20)
            return recorder.values
        }, deadlockMessage)
        #expect(observed == ["#1,10", "#3,20"])
    }

    @Test("zip: a paired value whose deinit sends into the input whose value made the pair stops the program")
    func zipPairedValueIntoDeliveringInput() async {
        // The one case no operator can help: zip lets go of the pair inside
        // the delivery of the second input's value, and a send into that
        // input from there is a recursive send.
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
            let (second, sendSecond) = Signal<Int, Never>.pipe()
            _ = Signal.zip(first, second).observe { _ in }
            sendFirst.send(value: Reentrant(1, onRelease: { sendSecond.send(value: 20) }))
            sendSecond.send(value: 10)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("into the signal while it was delivering"))
    }
}

// On two threads, a value may also be let go of last by the other input's
// delivery: the other thread copied it out to send it, and this thread
// replaced it meanwhile. A deinit that sent into that input would be a
// recursive send (see `zipPairedValueIntoDeliveringInput`), so these values
// send only when they are let go of on the thread that sent them, and count
// how often they did.
@Suite struct CombiningReentryConcurrencyTests {
    static let rounds = 2_000

    @Test("withLatest(from:): replaced samplee values send into the receiver while another thread sends into it")
    func withLatestOnTwoThreads() throws {
        let observed = try #require(inTime {
            let (receiver, receive) = Signal<Int, Never>.pipe()
            let (samplee, sample) = Signal<Reentrant, Never>.pipe()
            let recorder = Recorder<Int, Never>()
            receiver.withLatest(from: samplee).map { $0.0 }.observe(recorder.record)
            let reentries = Locked(0)
            let sender = UncheckedTransfer(Thread.current)
            let reentrant = { (id: Int) in
                Reentrant(id, onRelease: {
                    guard Thread.current === sender.value else { return }
                    reentries.withLock { $0 += 1 }
                    receive.send(value: -1)
                })
            }
            sample.send(value: reentrant(0))
            runAtOnce(
                { for id in 1...Self.rounds { sample.send(value: reentrant(id)) } },
                { for value in 1...Self.rounds { receive.send(value: value) } }
            )
            return (values: recorder.values, reentries: reentries.withLock { $0 })
        }, deadlockMessage)
        // Every receiver value is paired, those of the deinits included.
        #expect(observed.values.filter { $0 == -1 }.count == observed.reentries)
        #expect(observed.reentries > 0, "no value was let go of on the sending thread: the scenario tested no re-entry")
        #expect(observed.values.filter { $0 > 0 } == Array(1...Self.rounds))
    }

    @Test("sample(with:): replaced receiver values send into the sampler while another thread sends into it")
    func sampleOnTwoThreads() throws {
        let observed = try #require(inTime {
            let (receiver, receive) = Signal<Reentrant, Never>.pipe()
            let (sampler, sample) = Signal<Int, Never>.pipe()
            let recorder = Recorder<Int, Never>()
            receiver.sample(with: sampler).map { $0.1 }.observe(recorder.record)
            let reentries = Locked(0)
            let sender = UncheckedTransfer(Thread.current)
            let reentrant = { (id: Int) in
                Reentrant(id, onRelease: {
                    guard Thread.current === sender.value else { return }
                    reentries.withLock { $0 += 1 }
                    sample.send(value: -1)
                })
            }
            receive.send(value: reentrant(0))
            runAtOnce(
                { for id in 1...Self.rounds { receive.send(value: reentrant(id)) } },
                { for value in 1...Self.rounds { sample.send(value: value) } }
            )
            return (values: recorder.values, reentries: reentries.withLock { $0 })
        }, deadlockMessage)
        #expect(observed.values.filter { $0 == -1 }.count == observed.reentries)
        #expect(observed.reentries > 0, "no value was let go of on the sending thread: the scenario tested no re-entry")
        #expect(observed.values.filter { $0 > 0 } == Array(1...Self.rounds))
    }

    @Test("combineLatest: replaced values send into the other input while another thread sends into it")
    func combineLatestOnTwoThreads() throws {
        let observed = try #require(inTime {
            let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
            let (second, sendSecond) = Signal<Int, Never>.pipe()
            let recorder = Recorder<Int, Never>()
            Signal.combineLatest(first, second).map { $0.1 }.observe(recorder.record)
            let reentries = Locked(0)
            let sender = UncheckedTransfer(Thread.current)
            let reentrant = { (id: Int) in
                Reentrant(id, onRelease: {
                    guard Thread.current === sender.value else { return }
                    reentries.withLock { $0 += 1 }
                    sendSecond.send(value: -1)
                })
            }
            sendFirst.send(value: reentrant(0))
            sendSecond.send(value: 0)
            runAtOnce(
                { for id in 1...Self.rounds { sendFirst.send(value: reentrant(id)) } },
                { for value in 1...Self.rounds { sendSecond.send(value: value) } }
            )
            return (values: recorder.values, reentries: reentries.withLock { $0 })
        }, deadlockMessage)
        // One combined value per value sent once both inputs had one:
        // the first, one per value of each thread, one per deinit.
        #expect(observed.values.count == 1 + 2 * Self.rounds + observed.reentries)
        #expect(observed.reentries > 0, "no value was let go of on the sending thread: the scenario tested no re-entry")
        // The other thread's values, in order, each repeated by the
        // values of `first` that came while it was the latest.
        let secondValues = observed.values.filter { $0 > 0 }
        let distinct = Swift.zip(secondValues, [0] + secondValues).filter { $0 != $1 }.map(\.0)
        #expect(distinct == Array(1...Self.rounds))
    }

    @Test("zip: paired values send into their own input while another thread sends into the other")
    func zipOnTwoThreads() throws {
        let observed = try #require(inTime {
            let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
            let (second, sendSecond) = Signal<Int, Never>.pipe()
            let recorder = Recorder<Int, Never>()
            Signal.zip(first, second).map { $0.1 }.observe(recorder.record)
            // Let go of by the delivery of `second` that pairs it, or, if
            // it made the pair itself, by its sender: never while `first`
            // delivers on the same thread.
            let reentrant = { (id: Int) in Reentrant(id, onRelease: { sendFirst.send(value: Reentrant(-id)) }) }
            runAtOnce(
                { for id in 1...Self.rounds { sendFirst.send(value: reentrant(id)) } },
                { for value in 1...Self.rounds { sendSecond.send(value: value) } }
            )
            return recorder.values
        }, deadlockMessage)
        #expect(observed == Array(1...Self.rounds))
    }

    @Test("zip: values dropped at completion send into another input while another thread sends into it")
    func zipCompletionOnTwoThreads() throws {
        let rounds = try #require(inTime {
            (0..<200).map { _ in
                let (first, sendFirst) = Signal<Reentrant, Never>.pipe()
                let (second, sendSecond) = Signal<Int, Never>.pipe()
                let (third, sendThird) = Signal<Int, Never>.pipe()
                let recorder = Recorder<Int, Never>()
                Signal.zip(first, second, third).map { $0.0.id }.observe(recorder.record)
                let sender = UncheckedTransfer(Thread.current)
                sendFirst.send(value: Reentrant(1, onRelease: {
                    guard Thread.current === sender.value else { return }
                    sendThird.send(value: -1)
                }))
                runAtOnce(
                    { sendSecond.sendCompleted() },  // Zip completes: #1 goes.
                    { for value in 1...20 { sendThird.send(value: value) } }
                )
                return recorder.events
            }
        }, deadlockMessage)
        #expect(rounds.allSatisfy { $0 == [.completed] }, "a round sent a value or ended otherwise: \(rounds.first { $0 != [.completed] } ?? [])")
    }
}
