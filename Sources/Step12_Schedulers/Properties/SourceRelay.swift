import Foundation

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
final class SourceRelay<Value>: @unchecked Sendable {
    // @unchecked Sendable: every stored property is read and written only
    // under `lock`, but `changesInput`, a signal's input, safe anywhere.

    private let lock = PlatformLock()
    /// Whether the storage has been made; from then on, events go to it.
    private var isFollowing = false
    /// The storage, once made; `nil` again once the property has gone.
    private weak var storage: PropertyStorage<Value>?
    /// Before the storage exists: the source's latest value.
    private var firstValues: [Value] = []
    /// Before the storage exists: the source's end, if it came.
    private var earlyEnd: Signal<Value, Never>.Event?
    /// The input of the property's changes.
    private let changesInput: Signal<Value, Never>.Observer

    init(changesInput: Signal<Value, Never>.Observer) {
        self.changesInput = changesInput
    }

    /// An event of the source.
    func receive(_ event: Signal<Value, Never>.Event) {
        // The closures write to locals rather than returning them: this
        // code is compiled for any `Value`, and a closure that returned a
        // type built from `Value` would have it looked up on every call.
        var isFollowing = false
        var storage: PropertyStorage<Value>?
        lock.withLock {
            isFollowing = self.isFollowing
            storage = self.storage
        }
        if !isFollowing {
            if keepWhileStarting(event) {
                return
            }
            // The property was made meanwhile: the event goes to it.
            lock.withLock { storage = self.storage }
        }
        if let storage {
            storage.receive(event)
        } else {
            // The property has gone: nobody reads its value any more, but
            // observers of its changes may still be there.
            changesInput.send(event)
        }
    }

    /// While the source is starting, keeps its latest value, or its end; a
    /// value replaced is let go of after the unlock.
    ///
    /// - Returns: `false`, having kept nothing, if the property has been
    ///   made meanwhile and follows the source.
    private func keepWhileStarting(_ event: Signal<Value, Never>.Event) -> Bool {
        var replaced: [Value] = []
        var hasKept = false
        lock.withLock {
            guard !isFollowing else { return }
            hasKept = true
            if case .value(let value) = event {
                replaced = firstValues
                firstValues = [value]
            } else {
                earlyEnd = event
            }
        }
        release(afterUnlocking: replaced)
        return hasKept
    }

    /// Makes the property's storage from the source's latest value, and
    /// passes it every event from now on; an end that came already is
    /// passed at once.
    ///
    /// - Returns: The storage, or `nil` if the source sent no value.
    func makeStorage(changes: Signal<Value, Never>, name: String) -> PropertyStorage<Value>? {
        let made = lock.withLock { () -> (storage: PropertyStorage<Value>, end: Signal<Value, Never>.Event?)? in
            guard let first = firstValues.last else { return nil }
            let storage = PropertyStorage(first, changes: (changes, changesInput), name: name)
            firstValues = []
            self.storage = storage
            isFollowing = true
            let end = earlyEnd
            earlyEnd = nil
            return (storage, end)
        }
        guard let (storage, end) = made else { return nil }
        if let end {
            storage.receive(end)
        }
        return storage
    }
}
