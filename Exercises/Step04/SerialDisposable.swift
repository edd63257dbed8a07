// Exercise 4.1: SerialDisposable.
//
// A serial disposable holds one inner disposable at a time. The class, its
// state and the getter of `inner` are given; the setter of `inner` and
// `dispose()` are the exercise.
//
// The state is two properties guarded by `lock`: `current`, the inner
// disposable, and `disposed`. Two, because `nil` is a perfectly good `inner`
// while the serial disposable is alive ("no search running"), so `nil`
// cannot also mean "disposed".
//
// The rule of the chapter: take under the lock, act after unlocking.
// Disposing runs somebody else's code, which may call back into this object.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace each one.

import Step03_Future

/// A disposable that holds one inner disposable at a time; replacing it
/// disposes the one it replaces.
///
/// ```swift
/// let serial = SerialDisposable()
/// serial.inner = AnyDisposable { print("first search cancelled") }
/// serial.inner = AnyDisposable { print("second search cancelled") }
/// serial.dispose()
/// // prints first search cancelled
/// // prints second search cancelled
/// ```
///
/// Once the serial disposable is disposed, anything assigned to ``inner`` is
/// disposed at once.
///
/// It is `@unchecked Sendable` because its mutable state is read and
/// written under `lock`.
public final class SerialDisposable: Disposable, @unchecked Sendable {
    /// The current inner disposable. Guarded by `lock`.
    var current: Disposable?
    /// Whether `dispose()` has been called. Guarded by `lock`.
    var disposed = false
    /// Guards `current` and `disposed`. (`internal`, so the tests can ask
    /// whether it is held while a disposable is being disposed.)
    let lock = DisposableLock()

    /// Creates a serial disposable holding `disposable`, if any.
    public init(_ disposable: Disposable? = nil) {
        current = disposable
    }

    /// Whether the serial disposable has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// The current inner disposable. Setting it disposes the previous one;
    /// if the serial disposable has been disposed, it disposes the new one
    /// at once.
    public var inner: Disposable? {
        get {
            lock.withLock { current }
        }
        set {
            // TODO: under the lock, take the current disposable out and store
            // `newValue`, unless the serial disposable has been disposed
            // (then store nothing). After unlocking, dispose the one you took
            // out, and, if it was too late to store `newValue`, dispose
            // `newValue` at once.
        }
    }

    /// Disposes the inner disposable and every later one. Only the first
    /// call does anything.
    public func dispose() {
        // TODO: under the lock, take the current disposable out and remember
        // that the serial disposable is disposed. After unlocking, dispose
        // the one you took out.
    }
}
