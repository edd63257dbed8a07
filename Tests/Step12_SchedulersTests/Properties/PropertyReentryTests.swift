import Foundation
import Testing
@testable import Step12_Schedulers

// Re-entry into a property
// ========================
//
// A property delivers each change in a turn of its own. What comes back
// from inside that turn, on the same thread, is one of two things:
//
// - letting go of the value a change replaced: the property does it after
//   the turn, with no lock held, so its deinit may set the property again;
// - a change made from inside the delivery (an observer that sets the
//   property, modify's closure that sets it): it would have to be delivered
//   in the middle of the current one. ReactiveSwift 7.2.1 does that, under a
//   recursive lock; this library stops the program with a message that says
//   what happened and what to do instead (`PropertyStorage`).

/// The start of the message a recursive change of a `MutableProperty<Int>`
/// stops the program with.
private let recursiveChangeMessage = "MutableProperty<Int>: its value was set while one of its values was being delivered, on the same thread"

@Suite struct PropertyReentryTests {
    /// A reference whose release a test can watch through a `weak` variable.
    final class Token {}

    @Test("the value a change replaces is let go of after the change has been delivered")
    func replacedValueOutlivesTheDelivery() {
        weak var replaced: Token?
        let property = MutableProperty(Token())
        replaced = property.value
        var aliveDuringDelivery: [Bool] = []
        property.signal.observeValues { _ in aliveDuringDelivery.append(replaced != nil) }
        property.value = Token()
        #expect(aliveDuringDelivery == [true])
        #expect(replaced == nil)
    }

    @Test("a replaced value whose deinit sets the property again: the new change is delivered after the first, with no hang")
    func replacedValueDeinitSetsTheProperty() throws {
        let observed = try #require(inTime(seconds: 5) {
            let property = MutableProperty(Reentrant(0))
            let recorder = Recorder<Int, Never>()
            property.signal.map(\.id).observe(recorder.record)
            property.value = Reentrant(1, onRelease: { [weak property] in property?.value = Reentrant(3) })
            property.value = Reentrant(2)  // Replaces #1, whose deinit sets #3.
            return (values: recorder.values, final: property.value.id)
        }, deadlockMessage)
        #expect(observed.values == [1, 2, 3])
        #expect(observed.final == 3)
    }

    @Test("a value replaced by modify or swap may set the property from its deinit too")
    func replacedByModifyAndSwap() throws {
        let observed = try #require(inTime(seconds: 5) {
            let property = MutableProperty(Reentrant(0))
            let recorder = Recorder<Int, Never>()
            property.signal.map(\.id).observe(recorder.record)
            property.value = Reentrant(1, onRelease: { [weak property] in property?.value = Reentrant(10) })
            property.modify { $0 = Reentrant(2, onRelease: { [weak property] in property?.modify { $0 = Reentrant(20) } }) }
            let old = property.swap(Reentrant(3))
            let oldID = old.id
            return (values: recorder.values, oldID: oldID, final: property.value.id)
        }, deadlockMessage)
        // #1 goes after modify's turn and sets #10, which lets #2 go,
        // which sets #20; swap hands #20 back instead of letting it go.
        #expect(observed.values == [1, 2, 10, 20, 3])
        #expect(observed.oldID == 20)
        #expect(observed.final == 3)
    }

    @Test("a derived property's replaced value whose deinit sets the source stops the program: it goes inside the source's delivery")
    func derivedReplacedValueSettingTheSourceStops() async {
        // The derived property lets go of its old value after its own turn,
        // but that turn runs inside the source's delivery of the change: the
        // deinit sets the source while the source delivers.
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let source = MutableProperty(0)
            let derived = source.map { number in
                Reentrant(number, onRelease: { [weak source] in
                    if number == 1 { source?.value = 5 }
                })
            }
            source.value = 1
            source.value = 2  // The derived property lets go of #1.
            withExtendedLifetime(derived) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(recursiveChangeMessage))
        #expect(message.contains("by the deinit of a value let go of during that delivery"))
    }

    @Test("SerialDelivery.isTurnOfCurrentThread: true only on the thread that delivers, while it delivers")
    func isTurnOfCurrentThread() {
        let holder = DeliveryHolder()
        #expect(!holder.hasTurn)
        var inside = false
        var onAnotherThread = true
        holder.delivery.deliver(ifRecursive: "not recursive") {
            inside = holder.hasTurn
            let asked = inTime(seconds: 5) { holder.hasTurn }
            onAnotherThread = asked ?? true
        }
        #expect(inside)
        #expect(!onAnotherThread)
        #expect(!holder.hasTurn)
        holder.delivery.waitForTurn(ifRecursive: "not recursive")
        #expect(holder.hasTurn)
        holder.delivery.endTurn()
        #expect(!holder.hasTurn)
    }

    @Test("setting the property from an observer of its signal stops the program, with a message that says why")
    func setFromSignalObserverStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let property = MutableProperty(0)
            property.signal.observeValues { value in
                if value == 1 { property.value = 2 }
            }
            property.value = 1
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(recursiveChangeMessage))
        #expect(message.contains("Set the value after the current change has been delivered"))
    }

    @Test("setting the property from an observer of its producer, on the value the start sends, stops the program")
    func setFromProducerObserverStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let property = MutableProperty(0)
            property.producer.startWithValues { value in
                if value == 0 { property.value = 1 }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(recursiveChangeMessage))
    }

    @Test("setting the property from inside modify's closure stops the program")
    func setFromModifyStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let property = MutableProperty(0)
            property.modify { value in
                value = 1
                property.value = 2
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(recursiveChangeMessage))
        #expect(message.contains("by the closure given to modify(_:)"))
    }

    @Test("setting a source from an observer of a property derived from it stops the program")
    func setSourceFromDerivedObserverStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let source = MutableProperty(0)
            let doubled = source.map { $0 * 2 }
            doubled.signal.observeValues { value in
                if value == 2 { source.value = 5 }
            }
            source.value = 1
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(recursiveChangeMessage))
    }
}

/// Step 12's `SerialDelivery` is stored in its owner and cannot be copied:
/// the test holds one in an object it can share with another thread.
private final class DeliveryHolder: Sendable {
    let delivery = SerialDelivery()

    /// Whether the calling thread has the turn (`#expect` cannot look into
    /// a value that cannot be copied).
    var hasTurn: Bool { delivery.isTurnOfCurrentThread }
}
