import Foundation

/// The heart of every property of this chapter: a value, and the signal of
/// its changes, kept in step.
///
///     writers ──▶ [turn] ──▶ store the new value ──▶ send it to `changes`
///     producer start ──▶ [turn] ──▶ read the value, send it, observe `changes`
///
/// A property promises two things that pull against each other. Anyone may
/// read or set `value`, from any thread. And `producer` sends the current
/// value, then every change, with nothing missed and nothing twice. The
/// second promise needs reading the value and attaching to the changes to be
/// one step that no change can cut in two.
///
/// So the storage has chapter 7's two locks:
///
/// - `stateLock` guards `latest`, and is held only to read or write it:
///   a reader never waits for an observer.
/// - `delivery` gives *turns*. A change takes a turn, stores its value and
///   sends it to the observers of `changes`, then gives the turn back: so
///   changes go out in the order they were stored. A producer's start takes a
///   turn too, to read the value, send it and attach its observer: no change
///   is delivered in between.
///
/// No lock of the storage's is held while an observer runs, apart from the
/// turn, which is there to be held while they run; and a value that a change
/// replaces is let go of after the turn, when this thread holds nothing: its
/// `deinit` may set the property again. A change that comes back from inside
/// a delivery, on the thread that delivers, would have to be delivered in
/// the middle of the current one: it stops the program with a message that
/// says so. (ReactiveSwift 7.2.1 delivers it in the middle, under a
/// recursive lock held while its observers run.)
@usableFromInline
final class PropertyStorage<Value>: @unchecked Sendable {
    // @unchecked Sendable: `latest` is read and written only under
    // `stateLock`; `changes` and `changesInput` are a signal and its input,
    // which are safe to use from any thread.

    /// The current value. Read and written only under `stateLock`.
    // `@usableFromInline`, with `@inlinable` methods (step 12): a property
    // is set and read in the program's own code, compiled for its types.
    // `@exclusivity(unchecked)`, as the signal's state: every access is
    // made under `stateLock`, so no two can overlap.
    @usableFromInline @exclusivity(unchecked) var latest: Value
    @usableFromInline let stateLock = PlatformLock()
    @usableFromInline let delivery = SerialDelivery()

    /// The changes of the value, after the current one.
    @usableFromInline let changes: Signal<Value, Never>
    /// Where the changes are sent, within a turn.
    @usableFromInline let changesInput: Signal<Value, Never>.Observer
    /// Names the property in messages about misuse.
    @usableFromInline let name: String

    /// A storage that holds `initial`, and sends its changes into `changes`.
    @inlinable
    init(
        _ initial: Value,
        changes: (output: Signal<Value, Never>, input: Signal<Value, Never>.Observer),
        name: String
    ) {
        latest = initial
        self.changes = changes.output
        changesInput = changes.input
        self.name = name
    }

    /// The current value.
    @inlinable
    var value: Value {
        stateLock.lock()
        defer { stateLock.unlock() }
        return latest
    }

    /// Runs `action` on the value, stores what it leaves, and sends it to the
    /// observers of the changes, all in one turn.
    ///
    /// `action` changes a copy of the value, with no lock held: a reader of
    /// the property does not wait for it, and it may read the property
    /// itself (it sees the value as it was). Other writers wait for the
    /// turn. If `action` throws, nothing is stored or sent.
    ///
    /// - Returns: What `action` returns.
    @inlinable
    func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        delivery.waitForTurn(ifRecursive: recursiveChangeMessage)
        var changed = value
        let result: Result
        do {
            result = try action(&changed)
        } catch {
            delivery.endTurn()
            throw error
        }
        let replaced = store(changed)
        changesInput.send(value: changed)
        delivery.endTurn()
        // The value replaced goes here, with no lock held and the turn given
        // back: its deinit may set this very property.
        release(afterUnlocking: replaced)
        return result
    }

    /// Stores `newValue` and sends it to the observers of the changes, in
    /// one turn; ``modify(_:)`` for the common case, with no closure.
    @inlinable
    func set(_ newValue: Value) {
        delivery.waitForTurn(ifRecursive: recursiveChangeMessage)
        let replaced = store(newValue)
        changesInput.send(value: newValue)
        delivery.endTurn()
        release(afterUnlocking: replaced)
    }

    /// Passes on an event of the producer a derived property follows: a
    /// value is stored and sent, in one turn, as ``set(_:)`` does; the end
    /// of that producer ends the changes.
    @inlinable
    func receive(_ event: Signal<Value, Never>.Event) {
        guard case .value(let newValue) = event else {
            changesInput.send(event)
            return
        }
        set(newValue)
    }

    /// Sends the current value to `observer`, then every change, until
    /// `lifetime` ends; the changes' end completes `observer`.
    ///
    /// Reading the value and attaching happen in one turn, so that no change
    /// falls between them. A start from inside an observer of a change (the
    /// thread already has the turn) reads the value being delivered, and
    /// attaches after the observers that are receiving it.
    @inlinable
    func send(to observer: Signal<Value, Never>.Observer, during lifetime: Lifetime) {
        let hasTurn = delivery.isTurnOfCurrentThread
        if !hasTurn {
            delivery.waitForTurn(ifRecursive: recursiveChangeMessage)
        }
        observer.send(value: value)
        // The property's changes may be interrupted (a derived property's
        // source let go of); for an observer of the property, that is the
        // end of its values, as in ReactiveSwift.
        lifetime += changes.observe { event in
            if case .interrupted = event {
                observer.sendCompleted()
            } else {
                observer.send(event)
            }
        }
        if !hasTurn {
            delivery.endTurn()
        }
    }

    /// Ends the changes: the property goes, and will not change again.
    @inlinable
    func complete() {
        changesInput.sendCompleted()
    }

    /// Puts `newValue` in place, and hands back the value it replaces.
    @inlinable
    func store(_ newValue: Value) -> Value {
        stateLock.lock()
        defer { stateLock.unlock() }
        let replaced = latest
        latest = newValue
        return replaced
    }

    @inlinable
    var recursiveChangeMessage: String {
        """
        \(name): its value was set while one of its values was being delivered, on the same \
        thread: by an observer of its signal or of its producer, by the closure given to \
        modify(_:), or by the deinit of a value let go of during that delivery. The new value would have to be delivered in the middle of the current one, \
        and the observers would see the changes out of order. Set the value after the current \
        change has been delivered, or decide the final value before setting it, with \
        modify(_:).
        """
    }
}
