import Foundation
import Synchronization

/// A scheduler that runs its actions on the main queue, as soon as possible:
/// at once when that keeps them in order, otherwise later, in order.
///
/// ```swift
/// let scheduler = UIScheduler()
/// // On the main queue, with nothing of this scheduler's waiting:
/// scheduler.schedule { print("now") }
/// print("after")
/// // prints now
/// // prints after
/// ```
///
/// The rule, as in ReactiveSwift: an action scheduled *on the main queue*,
/// when no action of this scheduler is waiting or running, runs at once,
/// before `schedule(_:)` returns (and `schedule` returns `nil`: there is
/// nothing left to cancel). Any other action goes to the end of the main
/// queue, so the actions of one `UIScheduler` always run in the order they
/// were scheduled. This is what a user interface wants: no needless hop when
/// an event already arrives on the main thread, and never an event
/// overtaking another.
public final class UIScheduler: Scheduler, QueueBoundScheduler, Sendable {
    /// Marks the main queue, to tell whether the calling thread is running
    /// it. Set once, the first time a `UIScheduler` is made.
    private static let mainQueueMarker: DispatchSpecificKey<Bool> = {
        let marker = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: marker, value: true)
        return marker
    }()

    /// How many of this scheduler's actions are waiting or running.
    private let actionsInQueue = Mutex<Int>(0)

    /// Creates a scheduler of the main queue.
    public init() {
        _ = Self.mainQueueMarker
    }

    /// Runs `action` on the main queue: at once, if called on the main queue
    /// with no action of this scheduler waiting or running; otherwise after
    /// every action of this scheduler already scheduled.
    ///
    /// - Returns: `nil` if the action has run already; otherwise a disposable
    ///   that cancels it, and lets go of it, if it has not started.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        let position = actionsInQueue.withLock { count in
            count += 1
            return count
        }
        if position == 1 && Self.isOnMainQueue {
            defer { actionLeftQueue() }
            action()
            return nil
        }
        let handedOver = HandedOverAction(action)
        DispatchQueue.main.async {
            defer { self.actionLeftQueue() }
            handedOver.runOnce()
        }
        return handedOver
    }

    private func actionLeftQueue() {
        actionsInQueue.withLock { $0 -= 1 }
    }

    private static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueMarker) == true
    }

    var isWaitingForCurrentThread: Bool {
        Thread.isMainThread || Self.isOnMainQueue
    }

    var queueDescription: String {
        "a UIScheduler (the main queue)"
    }
}
