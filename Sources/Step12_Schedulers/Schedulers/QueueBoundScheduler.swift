/// A scheduler whose actions run on one serial queue, so that none of them
/// can run while the thread running that queue is busy: ``QueueScheduler``
/// and ``UIScheduler``.
///
/// The blocking calls (``SignalProducer/first()`` and the others) ask this
/// before they wait: if the start they wait for delivers through such a
/// scheduler, and the calling thread is the one that would have to run its
/// actions, waiting would never end (see `Blocking/BlockingCall.swift`).
protocol QueueBoundScheduler: Scheduler {
    /// Whether an action scheduled now cannot run until the calling thread
    /// returns from what it is running: the calling thread is running this
    /// scheduler's queue (or, for the main queue, is the main thread).
    var isWaitingForCurrentThread: Bool { get }

    /// How a precondition message names this scheduler and its queue.
    var queueDescription: String { get }
}
