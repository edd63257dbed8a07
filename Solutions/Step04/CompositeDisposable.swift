// Exercise 4.2: CompositeDisposable.
//
// A composite disposes many disposables at once. The class, its state and
// the small members built on the two you write are given; `add(_:)` for a
// disposable and `dispose()` are the exercise.
//
// The state is one optional bag, guarded by `lock`: the bag of chapter 2
// (`Bag.swift`) while the composite is alive, `nil` once it is disposed. The
// bag keeps its elements in order and hands out a token for each, so one
// can be taken out later by its token: `remove(using:)`, given below, does
// that.
//
// The rule of the chapter: take under the lock, act after unlocking.

import Step03_Future

/// A disposable that disposes many disposables at once.
///
/// Add disposables to it as you acquire resources; dispose of it once to
/// release them all, in the order they were added. Something added after
/// the composite was disposed is disposed at once, so nothing leaks.
///
/// ```swift
/// let composite = CompositeDisposable()
/// composite += AnyDisposable { print("first") }
/// composite.add { print("second") }
/// composite.dispose()
/// composite += AnyDisposable { print("late") }
/// // prints first
/// // prints second
/// // prints late
/// ```
///
/// It is `@unchecked Sendable` because its only mutable state, `disposables`,
/// is read and written under `lock`.
public final class CompositeDisposable: Disposable, @unchecked Sendable {
    /// The disposables still to dispose, or `nil` once disposed. Guarded by
    /// `lock`.
    var disposables: Bag<Disposable>? = Bag()
    /// Guards `disposables`. (`internal`, so the tests can ask whether it is
    /// held while a disposable is being disposed.)
    let lock = DisposableLock()

    /// Creates an empty composite.
    public init() {}

    /// Creates a composite holding `disposables`.
    public convenience init(_ disposables: some Sequence<Disposable>) {
        self.init()
        for disposable in disposables {
            add(disposable)
        }
    }

    /// Whether the composite has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposables == nil }
    }

    /// Disposes every disposable it holds, in the order they were added.
    /// Only the first call does anything.
    public func dispose() {
        // Take the whole bag and leave `nil`, which means "disposed", in one
        // step under the lock. A second call, or one racing on another
        // thread, takes `nil` and disposes nothing.
        let taken = lock.withLock {
            let taken = disposables
            disposables = nil
            return taken
        }
        // Dispose after unlocking: a disposable may add to, or remove from,
        // this very composite while it runs. It finds the lock free and the
        // bag gone, so what it adds is disposed at once. The bag iterates in
        // insertion order.
        for disposable in taken ?? Bag() {
            disposable.dispose()
        }
    }

    /// Adds a disposable, to be disposed with the composite.
    ///
    /// - Returns: A handle that takes `disposable` out of the composite
    ///   *without* disposing it, or `nil` if `disposable` was `nil` or
    ///   already disposed, or the composite was already disposed (then
    ///   `disposable` is disposed at once).
    @discardableResult
    public func add(_ disposable: Disposable?) -> Disposable? {
        // Nothing to keep, nothing to take back.
        guard let disposable, !disposable.isDisposed else { return nil }
        // Under the lock: insert, or find that the composite is disposed.
        let token: Bag<Disposable>.Token? = lock.withLock {
            guard var bag = disposables else { return nil }
            // Chapter 2's trick: leave `nil` for a moment, so that `bag` is
            // the only reference to the storage and inserting does not copy.
            disposables = nil
            let token = bag.insert(disposable)
            disposables = bag
            return token
        }
        // After unlocking: the late-addition rule. The composite will never
        // dispose this one, so do it now, or it would never be disposed.
        guard let token else {
            disposable.dispose()
            return nil
        }
        // The handle takes the disposable back out by its token. It holds
        // the composite weakly: keeping a handle must not keep a composite
        // alive, and once the composite is gone there is nothing to take out.
        return AnyDisposable { [weak self] in
            self?.remove(using: token)
        }
    }

    /// Adds an action, to be run when the composite is disposed.
    ///
    /// - Returns: A handle that takes the action out of the composite without
    ///   running it, or `nil` if the composite was already disposed (then the
    ///   action has run at once).
    @discardableResult
    public func add(_ action: @escaping () -> Void) -> Disposable? {
        add(AnyDisposable(action))
    }

    /// Takes the disposable `token` names out of the composite, without
    /// disposing it. Does nothing if the composite has been disposed.
    func remove(using token: Bag<Disposable>.Token) {
        let removed: Disposable? = lock.withLock {
            guard var bag = disposables else { return nil }
            disposables = nil
            let removed = bag.remove(using: token)
            disposables = bag
            return removed
        }
        _ = removed  // released here, outside the lock
    }

    /// Adds `disposable` to `composite`; see ``add(_:)-(Disposable?)``.
    @discardableResult
    public static func += (composite: CompositeDisposable, disposable: Disposable?) -> Disposable? {
        composite.add(disposable)
    }

    /// Adds `action` to `composite`; see ``add(_:)-(()->Void)``.
    @discardableResult
    public static func += (composite: CompositeDisposable, action: @escaping () -> Void) -> Disposable? {
        composite.add(action)
    }
}
