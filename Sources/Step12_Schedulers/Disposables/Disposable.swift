import Synchronization

/// Something that can be stopped: an observation, a piece of work, a
/// resource.
///
/// Disposing is final and happens at most once: ``dispose()`` may be called
/// many times, from many threads, and only the first call does anything. That
/// is why every disposable is `Sendable`: whoever holds one may dispose of it
/// from any thread.
///
/// The family: ``AnyDisposable`` runs an action, ``CompositeDisposable``
/// disposes many at once, ``SerialDisposable`` holds one that can be
/// replaced, and ``ScopedDisposable`` disposes when it is released. A
/// ``Lifetime`` is the read-only side of a composite: what others may attach
/// to, without being able to end it.
public protocol Disposable: AnyObject, Sendable {
    /// Whether ``dispose()`` has been called.
    var isDisposed: Bool { get }

    /// Stops whatever this disposable stands for. Only the first call has an
    /// effect.
    func dispose()
}

/// A disposable that runs an action the first time it is disposed.
///
/// ```swift
/// let disposable = AnyDisposable { print("stopped") }
/// disposable.dispose()
/// disposable.dispose()
/// // prints stopped
/// ```
///
/// It also comes without an action, `AnyDisposable()`, which only
/// remembers that it was disposed, and wrapped around another disposable,
/// `AnyDisposable(other)`, which disposes `other` and reports its state:
/// the way to store disposables of different kinds as one type.
///
/// Who runs the action is decided by one atomic exchange of the `disposed`
/// flag: the thread that turns it from `false` to `true` wins, and only the
/// winner touches the action. No lock is needed, and none is allocated,
/// which matters because every observation and every start makes one of
/// these. It is `@unchecked Sendable` for that reason: `action` is written
/// by the initializer and then only by the winner. An action given to it
/// must be safe to run on any thread; every action in this library is.
public final class AnyDisposable: Disposable, @unchecked Sendable {
    /// The action, until the first `dispose()` takes it. Only the thread
    /// that set `disposed` touches it after the initializer.
    private var action: (() -> Void)?
    /// Whether `dispose()` has been called.
    private let disposed = Atomic<Bool>(false)
    /// The disposable this one wraps, if it was made from one: its state is
    /// this one's state.
    private let wrapped: Disposable?

    /// Creates a disposable that runs `action` when it is first disposed.
    public init(_ action: @escaping () -> Void) {
        self.action = action
        wrapped = nil
    }

    /// Creates a disposable that does nothing when disposed, except
    /// remember that it was.
    public convenience init() {
        self.init {}
    }

    /// Creates a disposable that stands for `disposable`: disposing it
    /// disposes `disposable`, and it counts as disposed as soon as
    /// `disposable` does, whoever disposed it.
    public init(_ disposable: Disposable) {
        action = disposable.dispose
        wrapped = disposable
    }

    /// Whether this disposable (or the one it wraps) has been disposed.
    public var isDisposed: Bool {
        if let wrapped {
            return wrapped.isDisposed
        }
        return disposed.load(ordering: .acquiring)
    }

    /// Runs the action if this is the first call; does nothing otherwise.
    public func dispose() {
        // Only the first caller sees `false` here; everyone else returns.
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // Take the action out, so that it is released once it has run. It
        // may call back into code that disposes this again: that call
        // finds the flag set and returns at once.
        let action = self.action
        self.action = nil
        action?()
    }
}
