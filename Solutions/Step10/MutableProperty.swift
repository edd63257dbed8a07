// Exercise 10.1: MutableProperty.
//
// A property you set yourself: any thread may read or change its value,
// and whoever watches it sees every change, in the order they were made,
// starting from the value it had when they began to watch.

import Foundation
import Step09_Errors

/// A property you set yourself: a value that any thread may read or change,
/// whose changes are sent to its observers one at a time, in the order they
/// were made.
///
/// ```swift
/// let name = MutableProperty("Ada")
/// name.producer.startWithValues { print("hello,", $0) }
/// name.value = "Grace"
/// print(name.swap("Alan"))
/// // prints hello, Ada
/// // prints hello, Grace
/// // prints hello, Alan
/// // prints Grace
/// ```
///
/// Its ``signal`` and every start of its ``producer`` complete when the
/// property goes: they do not keep it alive.
public final class MutableProperty<Value>: PropertyProtocol {
    /// The value and its changes. The producer's starts hold the storage,
    /// not the property: they must not keep the property alive, and a
    /// start after the property went still has its last value to send.
    private let storage: Storage<Value>
    /// Keeps ``lifetime`` going until the property goes.
    private let token: Lifetime.Token

    /// Ends when the property goes.
    public let lifetime: Lifetime

    /// A property whose value is `initialValue` until it is set.
    public init(_ initialValue: Value) {
        storage = Storage(initialValue, name: "MutableProperty<\(Value.self)>")
        (lifetime, token) = Lifetime.make()
    }

    /// The current value. Setting it sends the new value to the observers.
    public var value: Value {
        get { storage.value }
        set { storage.modify { $0 = newValue } }
    }

    /// Sends every change, from the moment it is observed; completes when
    /// the property goes.
    public var signal: Signal<Value, Never> {
        storage.changes
    }

    /// Sends the current value when started, then every change; completes
    /// when the property goes.
    public var producer: SignalProducer<Value, Never> {
        SignalProducer { [storage] observer, lifetime in
            storage.send(to: observer, during: lifetime)
        }
    }

    /// Sets the value to `newValue` and returns the value it replaces, in
    /// one step.
    @discardableResult
    public func swap(_ newValue: Value) -> Value {
        modify { value in
            defer { value = newValue }
            return value
        }
    }

    /// Changes the value in one step: `action` changes it in place, and the
    /// result is sent as one change. If `action` throws, nothing changes.
    ///
    /// - Returns: What `action` returns.
    @discardableResult
    public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        try storage.modify(action)
    }

    deinit {
        storage.complete()
    }
}

/// A mutable property's value, and the signal of its changes, kept in step.
///
/// Two locks, as chapter 7's combining operators have:
///
/// - `stateLock` guards `current`, and is held only to read or write it, so
///   that a reader never waits for an observer;
/// - `delivery` gives turns: a change takes one to store its value and send
///   it, and so does a producer's start, to read the value and attach its
///   observer. So changes go out one at a time, in the order they were
///   stored, and no change falls between a start's first value and its
///   observation.
///
/// No lock is held while an observer runs, apart from the turn, which is
/// there to be held while they do; and a value a change replaces is let go
/// of after the turn, when this thread holds nothing: its deinit may run
/// anything, even set the property again.
private final class Storage<Value>: @unchecked Sendable {
    // @unchecked Sendable: `current` is read and written only under
    // `stateLock`; the signal and its input are safe from any thread.

    private var current: Value
    private let stateLock = NSLock()
    private let delivery = Turn()
    let changes: Signal<Value, Never>
    private let changesInput: Signal<Value, Never>.Observer
    /// Names the property in the message about a change from inside a
    /// delivery.
    private let name: String

    init(_ initial: Value, name: String) {
        current = initial
        (changes, changesInput) = Signal<Value, Never>.pipe()
        self.name = name
    }

    var value: Value {
        stateLock.lock()
        defer { stateLock.unlock() }
        return current
    }

    /// Runs `action` on a copy of the value, stores what it leaves and sends
    /// it, in one turn.
    func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        _ = delivery.take(ifRecursive: recursiveChangeMessage)
        // `action` works on a copy, with no lock held: readers do not wait
        // for it, and it may read the property (it sees the value as it was).
        var changed = value
        let result: Result
        do {
            result = try action(&changed)
        } catch {
            delivery.giveBack()
            throw error
        }
        stateLock.lock()
        let replaced = current
        current = changed
        stateLock.unlock()
        changesInput.send(value: changed)
        delivery.giveBack()
        // Only now, with nothing held, let go of the value replaced.
        withExtendedLifetime(replaced) {}
        return result
    }

    /// Sends the current value to `observer`, then every change, until
    /// `lifetime` ends.
    func send(to observer: Signal<Value, Never>.Observer, during lifetime: Lifetime) {
        // A start from inside an observer of a change already has the turn:
        // it reads the value being delivered, and attaches after the
        // observers that are receiving it.
        let tookTurn = delivery.take(ifRecursive: nil)
        observer.send(value: value)
        lifetime += changes.observe { event in
            // The changes of a property that has gone have completed; a
            // late observer of an ended signal hears `interrupted`. Either
            // way, for this start, the property will not change again.
            if case .interrupted = event {
                observer.sendCompleted()
            } else {
                observer.send(event)
            }
        }
        if tookTurn {
            delivery.giveBack()
        }
    }

    /// Ends the changes: the property goes.
    func complete() {
        changesInput.sendCompleted()
    }

    private var recursiveChangeMessage: String {
        """
        \(name): its value was set while one of its changes was being delivered, on the same \
        thread (by an observer, or by modify's closure). Waiting for the turn would hang: set \
        the value after the delivery, or decide the final value inside modify(_:).
        """
    }
}

/// One thread at a time: the thread whose turn it is stores and sends a
/// change, or reads the value and attaches an observer.
private final class Turn: @unchecked Sendable {
    // @unchecked Sendable: `holder` is read and written only with
    // `condition` locked.
    private let condition = NSCondition()
    private var holder: Thread?

    /// Waits for the turn and takes it. Returns `false`, without waiting, if
    /// this thread has the turn already; unless `message` is given, which
    /// then stops the program: the caller cannot go on inside a turn.
    func take(ifRecursive message: @autoclosure () -> String?) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if holder === Thread.current {
            if let message = message() {
                preconditionFailure(message)
            }
            return false
        }
        while holder != nil {
            condition.wait()
        }
        holder = Thread.current
        return true
    }

    /// Gives the turn back, to whoever waits.
    func giveBack() {
        condition.lock()
        holder = nil
        condition.broadcast()
        condition.unlock()
    }
}
