// Given: `Disposable` and `AnyDisposable`, the same as
// `Sources/Step02_Signal/Disposables/Disposable.swift`. You do not need to change them.
// Exercise 2.3 returns an `AnyDisposable` from `observe(_:)`.

import Foundation

/// Something that can be stopped: an observation, a piece of work, a
/// resource.
///
/// Disposing is final and happens at most once: ``dispose()`` may be called
/// many times, from many threads, and only the first call does anything. That
/// is why every disposable is `Sendable`: whoever holds one may dispose of it
/// from any thread.
///
/// In this step the only disposable is the one `Signal.observe(_:)` returns,
/// which stops one observation. Chapter 4 builds the whole family.
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
/// It is `@unchecked Sendable` because its only state, the action, is taken
/// out under a lock by the first caller of `dispose()`: the action runs
/// once, on the thread that disposes first. An action given to it must be
/// safe to run on any thread; every action in this library is.
public final class AnyDisposable: Disposable, @unchecked Sendable {
    /// The action, until the first `dispose()` takes it. Guarded by `lock`.
    private var action: (() -> Void)?
    private let lock = NSLock()

    /// Creates a disposable that runs `action` when it is first disposed.
    public init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Whether this disposable has been disposed.
    public var isDisposed: Bool {
        lock.withLock { action == nil }
    }

    /// Runs the action if this is the first call; does nothing otherwise.
    public func dispose() {
        // Take the action under the lock, but run it after unlocking: the
        // action may call back into code that disposes this again.
        let action = lock.withLock {
            let action = self.action
            self.action = nil
            return action
        }
        action?()
    }
}
