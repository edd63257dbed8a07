// Given: do not change this file (`Exercises/Step10/Property.swift` and
// `Solutions/Step10/Property.swift` are the same).
//
// What every exercise of chapter 10 may build on, so that each one can be
// checked on its own: the property's contract, `PropertyProtocol`, and the
// read-only `Property`, which a derived property is. Exercise 10.1 writes
// `MutableProperty`, the property you set yourself; the other exercises
// never need it, and their tests use `Property(following:)` to make their
// sources.

import Foundation
import Step09_Errors

/// A value that changes over time, and can be watched: the property's
/// contract.
///
/// A property always has a value. Its ``producer`` sends that value at
/// once, then every change; its ``signal`` sends only the changes, from the
/// moment it is observed. Both complete when the property has no further
/// change: it went away, or the source it follows completed.
///
/// A property is a ``SignalProducerConvertible`` that cannot fail: wherever
/// an operator takes one, a property may stand, and it gives its
/// ``producer``.
public protocol PropertyProtocol<Value>: AnyObject, SignalProducerConvertible where Error == Never {
    /// The current value.
    var value: Value { get }

    /// Sends the current value when started, then every change; completes
    /// when the property has no further change.
    var producer: SignalProducer<Value, Never> { get }

    /// Sends every change from the moment it is observed (not the current
    /// value); completes when the property has no further change.
    var signal: Signal<Value, Never> { get }
}

/// A property that only reads: a constant, a read-only face of another
/// property, or a value that follows a producer.
public final class Property<Value>: PropertyProtocol {
    /// Reads the current value.
    private let readValue: () -> Value

    /// Sends the current value when started, then every change.
    public let producer: SignalProducer<Value, Never>

    /// Sends every change, from the moment it is observed.
    public let signal: Signal<Value, Never>

    /// The current value.
    public var value: Value {
        readValue()
    }

    /// A property that always holds `value`: its producer sends it and
    /// completes, its signal has already completed.
    public init(value: Value) {
        readValue = { value }
        producer = SignalProducer(value: value)
        signal = .empty
    }

    /// A read-only face of `property`, which it keeps alive.
    public init<P: PropertyProtocol>(capturing property: P) where P.Value == Value {
        readValue = { property.value }
        producer = property.producer
        signal = property.signal
    }

    /// A property that starts `source` at once and holds its latest value:
    /// the way every operator on properties makes its result.
    ///
    /// `source` must send a value as it starts: a property always has one.
    /// The property's changes end when `source` ends (an interruption counts
    /// as a completion, for the observers of the property). The property
    /// does not keep itself alive through its start: when it has gone, and
    /// so has every observer of its changes, the start is interrupted.
    init(following source: SignalProducer<Value, Never>) {
        let start = SerialDisposable()
        let changes = Signal<Value, Never>.pipe(disposable: start)
        let cell = FollowedValue<Value>(changes: changes)
        // The start holds the input of the changes, not their signal: when
        // the property and every observer of its changes have gone, nothing
        // holds the signal, which is interrupted, and its disposable
        // interrupts this start.
        let changesInput = changes.input
        start.inner = source.start { [weak cell] event in
            guard let cell else {
                // The property has gone: nobody reads its value any more,
                // but observers of its changes may still be there.
                changesInput.send(event)
                return
            }
            cell.receive(event)
        }
        precondition(
            cell.hasValue,
            "Property(following:): the producer sent no value as it started. A property always has a value: send one at once."
        )
        readValue = { cell.value }
        signal = changes.output
        producer = SignalProducer { observer, lifetime in
            cell.send(to: observer, during: lifetime)
        }
    }
}

/// The value of a property that follows a producer, and the signal of its
/// changes, kept in step: a producer's start reads the value and attaches
/// to the changes in one step that no change can cut in two.
///
/// Its changes come from one place, the followed producer's start, which
/// sends one event at a time; the starts of the property's producer may
/// come from any thread. Both take a *turn*: one thread at a time stores and
/// sends a change, or reads the value and attaches. No lock is held while an
/// observer runs; the turn is there to be held while they do. A value that
/// a change replaces is let go of after the turn.
private final class FollowedValue<Value>: @unchecked Sendable {
    // @unchecked Sendable: `latest` and `turnHolder` are read and written
    // only with `condition` locked.
    private let condition = NSCondition()
    private var latest: Value?
    /// The thread whose turn it is, if any.
    private var turnHolder: Thread?
    private let changes: Signal<Value, Never>
    private let changesInput: Signal<Value, Never>.Observer

    init(changes: (output: Signal<Value, Never>, input: Signal<Value, Never>.Observer)) {
        self.changes = changes.output
        changesInput = changes.input
    }

    var value: Value {
        condition.lock()
        defer { condition.unlock() }
        return latest!
    }

    var hasValue: Bool {
        condition.lock()
        defer { condition.unlock() }
        return latest != nil
    }

    /// Stores a value and sends it, in one turn; passes on the end.
    func receive(_ event: Signal<Value, Never>.Event) {
        guard case .value(let newValue) = event else {
            changesInput.send(event)
            return
        }
        let tookTurn = takeTurn()
        condition.lock()
        let replaced = latest
        latest = newValue
        condition.unlock()
        changesInput.send(value: newValue)
        if tookTurn {
            giveTurnBack()
        }
        // Let go of the value replaced only now, with nothing held.
        withExtendedLifetime(replaced) {}
    }

    /// Sends the current value to `observer`, then every change, in one
    /// turn, until `lifetime` ends.
    func send(to observer: Signal<Value, Never>.Observer, during lifetime: Lifetime) {
        let tookTurn = takeTurn()
        observer.send(value: value)
        lifetime += changes.observe { event in
            if case .interrupted = event {
                observer.sendCompleted()
            } else {
                observer.send(event)
            }
        }
        if tookTurn {
            giveTurnBack()
        }
    }

    /// Waits for the turn; `false` if this thread has it already (a start
    /// from inside an observer of a change).
    private func takeTurn() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if turnHolder === Thread.current {
            return false
        }
        while turnHolder != nil {
            condition.wait()
        }
        turnHolder = Thread.current
        return true
    }

    private func giveTurnBack() {
        condition.lock()
        turnHolder = nil
        condition.broadcast()
        condition.unlock()
    }
}
