import Foundation

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
    private var disposables: Bag<Disposable>? = Bag()
    private let lock = PlatformLock()

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
        let taken = lock.withLock {
            let taken = disposables
            disposables = nil
            return taken
        }
        // Dispose outside the lock: a disposable may add to, or remove from,
        // this composite while it runs.
        for disposable in taken ?? Bag() {
            disposable.dispose()
        }
    }

    /// Adds a disposable, to be disposed with the composite.
    ///
    /// - Returns: A handle that takes `disposable` out of the composite
    ///   *without* disposing it, or `nil` if `disposable` was `nil` or the
    ///   composite was already disposed (then `disposable` is disposed at
    ///   once).
    @discardableResult
    public func add(_ disposable: Disposable?) -> Disposable? {
        guard let token = insert(disposable) else { return nil }
        return AnyDisposable { [weak self] in
            self?.remove(using: token)
        }
    }

    /// Adds a disposable, as ``add(_:)-(Disposable?)`` does, without making
    /// the handle that would take it back out (step 12).
    ///
    /// For the library's own callers that would throw the handle away. The
    /// handle is an object and a closure, and it holds the composite weakly:
    /// the first weak reference to an object gives it a side table, a
    /// block of its own, for the rest of its life.
    @usableFromInline
    func addWithoutHandle(_ disposable: Disposable?) {
        _ = insert(disposable)
    }

    /// Puts `disposable` in the bag and returns its token; disposes it at
    /// once and returns `nil` if the composite was disposed already.
    private func insert(_ disposable: Disposable?) -> Bag<Disposable>.Token? {
        guard let disposable, !disposable.isDisposed else { return nil }
        let token: Bag<Disposable>.Token? = lock.withLock {
            guard var bag = disposables else { return nil }
            disposables = nil  // so `bag` is the only reference and inserting does not copy
            let token = bag.insert(disposable)
            disposables = bag
            return token
        }
        if token == nil {
            disposable.dispose()
        }
        return token
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

    /// Takes the disposable `token` names out of the composite.
    private func remove(using token: Bag<Disposable>.Token) {
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
