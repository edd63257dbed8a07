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
/// changes.
///
/// Simpler than step 10's `PropertyStorage`, on purpose: a start of the
/// producer reads the value, then attaches to the changes, as two steps.
/// A change made on another thread between the two would be missed, the gap
/// of chapter 10's first attempt. The sources of these exercises' tests
/// change on one thread, where nothing falls between the two steps, so this
/// is enough for them; closing the gap for a property that any thread may
/// set is exercise 10.1's work. No lock is held while an observer runs, and
/// a value that a change replaces is let go of after the lock.
private final class FollowedValue<Value>: @unchecked Sendable {
    // @unchecked Sendable: `latest` is read and written only under `lock`.
    private let lock = NSLock()
    private var latest: Value?
    private let changes: Signal<Value, Never>
    private let changesInput: Signal<Value, Never>.Observer

    init(changes: (output: Signal<Value, Never>, input: Signal<Value, Never>.Observer)) {
        self.changes = changes.output
        changesInput = changes.input
    }

    /// The current value.
    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return latest!
    }

    /// Whether the followed producer has sent a value yet.
    var hasValue: Bool {
        lock.lock()
        defer { lock.unlock() }
        return latest != nil
    }

    /// An event of the followed producer: a value is stored, then sent to
    /// the observers of the changes; an end ends the changes.
    func receive(_ event: Signal<Value, Never>.Event) {
        guard case .value(let newValue) = event else {
            changesInput.send(event)
            return
        }
        lock.lock()
        let replaced = latest
        latest = newValue
        lock.unlock()
        changesInput.send(value: newValue)
        // Let go of the value replaced only now, with nothing held.
        withExtendedLifetime(replaced) {}
    }

    /// Sends the current value to `observer`, then every change, until
    /// `lifetime` ends.
    func send(to observer: Signal<Value, Never>.Observer, during lifetime: Lifetime) {
        observer.send(value: value)
        lifetime += changes.observe { event in
            if case .interrupted = event {
                observer.sendCompleted()
            } else {
                observer.send(event)
            }
        }
    }
}
