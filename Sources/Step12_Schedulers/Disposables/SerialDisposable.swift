import Foundation

/// A disposable that holds one inner disposable at a time; replacing it
/// disposes the one it replaces.
///
/// Use it for "the current piece of work": starting a new search cancels the
/// previous one.
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
    private var current: Disposable?
    /// Whether `dispose()` has been called. Guarded by `lock`.
    private var disposed = false
    private let lock = PlatformLock()

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
            let (replaced, isDisposed) = lock.withLock {
                let replaced = current
                current = disposed ? nil : newValue
                return (replaced, disposed)
            }
            // Dispose outside the lock: disposing may run arbitrary code.
            replaced?.dispose()
            if isDisposed {
                newValue?.dispose()
            }
        }
    }

    /// Disposes the inner disposable and every later one. Only the first
    /// call does anything.
    public func dispose() {
        let taken = lock.withLock {
            let taken = current
            current = nil
            disposed = true
            return taken
        }
        taken?.dispose()
    }
}
