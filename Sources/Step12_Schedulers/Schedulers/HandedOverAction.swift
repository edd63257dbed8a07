import Foundation

/// An action handed over to a scheduler that runs it on another thread
/// (``QueueScheduler``, ``UIScheduler``), and the disposable that cancels it.
///
/// The box holds the action until it runs or is cancelled, whichever comes
/// first: cancelling takes the action out and lets go of it at once, so a
/// cancelled action never runs and what it captures is released then, not
/// whenever the queue would have reached it.
///
/// A one-shot action is taken out to run (``runOnce()``); a repeating one is
/// read each time (``runAgain()``) and stays until cancelled.
final class HandedOverAction: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `action` is read and written only while `lock` is
    // held. The closure itself is not `Sendable`: it moves to the queue's
    // thread because scheduling hands it over (see ``Scheduler``), so the
    // thread that scheduled it no longer touches what it captures.
    private let lock = PlatformLock()
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Whether the action was cancelled, or has run once.
    var isDisposed: Bool {
        lock.withLock { action == nil }
    }

    /// Cancels the action if it has not started, and lets go of it (after
    /// the lock is given back: its captures are the user's).
    func dispose() {
        let cancelled = lock.withLock { () -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        release(afterUnlocking: cancelled)
    }

    /// Runs the action unless it was cancelled, and lets go of it.
    func runOnce() {
        let taken = lock.withLock { () -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        taken?()
    }

    /// Runs the action unless it was cancelled, and keeps it for next time.
    func runAgain() {
        let current = lock.withLock { action }
        current?()
    }
}
