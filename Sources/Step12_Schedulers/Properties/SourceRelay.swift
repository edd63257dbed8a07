import Foundation
import Synchronization

/// Where the source of a derived property sends its events: to the
/// property's storage, once it exists.
///
///     starting ── makeStorage(changes:name:) ──▶ following
///
/// A storage begins with a value, and a derived property learns its first
/// value only when its source starts and sends it. So the source starts
/// first, into this relay, which keeps the latest value (and an end, if the
/// source ends at once); then the property makes its storage from that
/// value, and from then on the relay passes every event to it. Keeping the
/// storage's value a plain `Value`, never `nil` for a while, spares every
/// read and every change of every property a look-up of `Optional<Value>`
/// at run time (a quarter of the cost of setting a `MutableProperty`, in
/// the benchmarks).
///
/// The relay holds the storage weakly: the property owns it. Once the
/// property has gone, events go straight to the observers of its changes,
/// if any are left.
@usableFromInline
final class SourceRelay<Value>: @unchecked Sendable {
    // @unchecked Sendable: every stored property is read and written only
    // under `lock`, but `changesInput`, a signal's input, safe anywhere;
    // `isFollowing`, atomic; and `storage` once following, when it is only
    // read: it is written once, under `lock`, before `isFollowing` is
    // published with a releasing store, and read after an acquiring load
    // that saw it.

    // `@usableFromInline`, with `@inlinable` methods (step 12): every
    // value of a derived property crosses `receive`, in the program's own
    // code. `@exclusivity(unchecked)` on each `var`, as on the signal's
    // state: every access is made under `lock`, or, for `storage`, after it
    // is written for good, so no two can overlap.
    @usableFromInline let lock = PlatformLock()
    /// Whether the storage has been made; from then on, events go to it.
    ///
    /// Atomic (step 12): once it is set, every event reads it and the
    /// storage without taking `lock`, which saves a lock and an unlock per
    /// value at every level of a chain of derived properties.
    @usableFromInline let isFollowing = Atomic<Bool>(false)
    /// The storage, once made; `nil` again once the property has gone.
    @usableFromInline @exclusivity(unchecked) weak var storage: PropertyStorage<Value>?
    /// Before the storage exists: the source's latest value.
    @usableFromInline @exclusivity(unchecked) var firstValues: [Value] = []
    /// Before the storage exists: the source's end, if it came.
    @usableFromInline @exclusivity(unchecked) var earlyEnd: Signal<Value, Never>.Event?
    /// The input of the property's changes.
    @usableFromInline let changesInput: Signal<Value, Never>.Observer

    @inlinable
    init(changesInput: Signal<Value, Never>.Observer) {
        self.changesInput = changesInput
    }

    /// An event of the source.
    @inlinable
    func receive(_ event: Signal<Value, Never>.Event) {
        // Following, as for every value after the start: `storage` is
        // written no more, so it is read without the lock.
        if isFollowing.load(ordering: .acquiring) {
            forward(event, to: storage)
            return
        }
        lock.lock()
        guard isFollowing.load(ordering: .relaxed) else {
            // The source is starting: keep its latest value, or its end.
            // A value replaced goes after the unlock.
            var replaced: [Value] = []
            if case .value(let value) = event {
                replaced = firstValues
                firstValues = [value]
            } else {
                earlyEnd = event
            }
            lock.unlock()
            release(afterUnlocking: replaced)
            return
        }
        // The storage was made between the two looks.
        let storage = self.storage
        lock.unlock()
        forward(event, to: storage)
    }

    /// Passes an event to the storage, or, once the property has gone, to
    /// the observers of its changes.
    @inlinable
    func forward(_ event: Signal<Value, Never>.Event, to storage: PropertyStorage<Value>?) {
        if let storage {
            storage.receive(event)
        } else {
            // The property has gone: nobody reads its value any more, but
            // observers of its changes may still be there.
            changesInput.send(event)
        }
    }

    /// Makes the property's storage from the source's latest value, and
    /// passes it every event from now on; an end that came already is
    /// passed at once.
    ///
    /// - Returns: The storage, or `nil` if the source sent no value.
    @inlinable
    func makeStorage(changes: Signal<Value, Never>, name: String) -> PropertyStorage<Value>? {
        lock.lock()
        guard let first = firstValues.last else {
            lock.unlock()
            return nil
        }
        let storage = PropertyStorage(first, changes: (changes, changesInput), name: name)
        firstValues = []
        self.storage = storage
        // Published after the storage: whoever sees `true` sees it too.
        isFollowing.store(true, ordering: .releasing)
        let end = earlyEnd
        earlyEnd = nil
        lock.unlock()
        if let end {
            storage.receive(end)
        }
        return storage
    }
}
