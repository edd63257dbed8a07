import Foundation

/// A scheduler that runs its actions on a serial dispatch queue, one at a
/// time, in the order they were scheduled (for equal dates), on the wall
/// clock's time.
///
/// ```swift
/// let scheduler = QueueScheduler(name: "org.example.work")
/// scheduler.schedule { print("on the queue") }
/// scheduler.schedule(after: .milliseconds(100)) { print("a tenth of a second later") }
/// ```
///
/// Every action runs asynchronously, even one scheduled from the queue
/// itself: `schedule(_:)` always returns before its action runs.
/// ``QueueScheduler/main`` runs on the main queue; unlike ``UIScheduler`` it
/// supports dates, and never runs an action at once.
///
/// Cancelling an action that has not started (disposing what `schedule`
/// returned) means it never runs, and lets go of it at once.
public final class QueueScheduler: DateScheduler, QueueBoundScheduler, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a constant of a
    // `Sendable` type, except `marker`, a `DispatchSpecificKey`, which is
    // only ever handed to `DispatchQueue.setSpecific` / `getSpecific`, both
    // safe from any thread. The actions cross to the queue in a
    // ``HandedOverAction`` box, which says why that is sound.

    /// The scheduler of the main queue.
    ///
    /// Unlike ``UIScheduler``, it supports dates and always runs actions
    /// asynchronously, even when scheduled from the main thread.
    public static let main = QueueScheduler(internalQueue: DispatchQueue.main)

    /// The queue every action of this scheduler runs on.
    public let queue: DispatchQueue

    /// Marks `queue`, so that the scheduler can tell whether the calling
    /// thread is running it (`DispatchQueue.getSpecific` also finds it from
    /// a queue that targets this one, which is busy too while that runs).
    private let marker = DispatchSpecificKey<Bool>()

    /// Whether `queue` runs on the main thread (the main queue, or a queue
    /// made to target it).
    private let runsOnMainThread: Bool

    private init(internalQueue: DispatchQueue, runsOnMainThread: Bool? = nil) {
        queue = internalQueue
        self.runsOnMainThread = runsOnMainThread ?? (internalQueue === DispatchQueue.main)
        queue.setSpecific(key: marker, value: true)
    }

    /// Creates a scheduler with a new serial queue.
    ///
    /// `QueueScheduler(name: "org.example.work")` is this initializer with
    /// the other parameters left out.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the queue.
    ///   - name: The queue's label, in reverse-domain form.
    ///   - targetQueue: A queue for the new queue to run its work on; even a
    ///     concurrent one runs this scheduler's actions one at a time.
    public convenience init(
        qos: DispatchQoS = .unspecified,
        name: String = "org.frp-book.QueueScheduler",
        targeting targetQueue: DispatchQueue? = nil
    ) {
        self.init(
            internalQueue: DispatchQueue(label: name, qos: qos, target: targetQueue),
            runsOnMainThread: targetQueue === DispatchQueue.main
        )
    }

    /// The wall clock's now.
    public var currentDate: Date {
        Date()
    }

    /// Runs `action` on the queue, after everything already scheduled on
    /// it; never before this method returns.
    ///
    /// - Returns: A disposable that cancels the action, and lets go of it,
    ///   if it has not started.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        let handedOver = HandedOverAction(action)
        queue.async { handedOver.runOnce() }
        return handedOver
    }

    /// Runs `action` on the queue at `date`, or as soon after as the queue
    /// is free; a date in the past means as soon as possible.
    ///
    /// - Returns: A disposable that cancels the action, and lets go of it,
    ///   if it has not started.
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
        let handedOver = HandedOverAction(action)
        queue.asyncAfter(wallDeadline: wallTime(of: date)) { handedOver.runOnce() }
        return handedOver
    }

    /// Runs `action` on the queue at `date`, then every `interval`, with a
    /// leeway of a tenth of `interval`, as Apple's power-efficiency guide
    /// recommends.
    ///
    /// - Returns: A disposable that stops the timer and lets go of `action`.
    @discardableResult
    public func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        action: @escaping () -> Void
    ) -> Disposable? {
        schedule(after: date, interval: interval, leeway: interval.tenth, action: action)
    }

    /// Runs `action` on the queue at `date`, then every `interval`, on a
    /// repeating dispatch timer, until the returned disposable is disposed.
    ///
    /// `leeway` is how late each run may be, which lets the system group
    /// timers and save energy. The timer keeps running whether or not the
    /// caller keeps the disposable: only disposing stops it.
    ///
    /// - Precondition: `interval` and `leeway` are not negative.
    /// - Returns: A disposable that stops the timer and lets go of `action`.
    @discardableResult
    public func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval,
        action: @escaping () -> Void
    ) -> Disposable? {
        precondition(
            interval.timeInterval >= 0,
            "QueueScheduler.schedule(after:interval:leeway:): the interval \(interval) is negative."
        )
        precondition(
            leeway.timeInterval >= 0,
            "QueueScheduler.schedule(after:interval:leeway:): the leeway \(leeway) is negative."
        )
        let handedOver = HandedOverAction(action)
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(wallDeadline: wallTime(of: date), repeating: interval, leeway: leeway)
        // The handler holds the timer until it is cancelled, so that the
        // timer runs on when the caller drops the disposable (a dispatch
        // source that nobody holds is let go of, and stops).
        timer.setEventHandler { [timer] in
            withExtendedLifetime(timer) { handedOver.runAgain() }
        }
        timer.resume()
        return AnyDisposable {
            handedOver.dispose()
            // Cancelling releases the handler, and with it the timer.
            timer.cancel()
        }
    }

    /// The dispatch wall time of `date`.
    private func wallTime(of date: Date) -> DispatchWallTime {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let nanoseconds = (date.timeIntervalSince1970 - seconds) * 1_000_000_000
        return DispatchWallTime(timespec: timespec(tv_sec: Int(seconds), tv_nsec: Int(nanoseconds)))
    }

    var isWaitingForCurrentThread: Bool {
        DispatchQueue.getSpecific(key: marker) == true || (runsOnMainThread && Thread.isMainThread)
    }

    var queueDescription: String {
        queue === DispatchQueue.main ? "QueueScheduler.main (the main queue)" : "the QueueScheduler of queue \"\(queue.label)\""
    }
}

extension DispatchTimeInterval {
    /// A tenth of the interval, the leeway Apple recommends for a timer.
    var tenth: DispatchTimeInterval {
        (timeInterval / 10).dispatchTimeInterval
    }
}
