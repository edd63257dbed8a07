import Foundation

/// Lets deliveries through one at a time, in the order they were decided,
/// and lets an event that ends a stream go out without waiting for its turn.
///
/// Chapter 2 wrote this protocol inside `Signal.Core`. Chapter 7's
/// `CombiningStorage` needs the very same one, so it lives here, once, and
/// both use it. Its owner has two locks:
///
/// - a *state lock* of its own, which guards what it knows (the observers,
///   the combining machine) and is held only while deciding;
/// - the *send lock*, inside this type, held by the thread that delivers.
///
/// Two rules connect them:
///
/// 1. A delivery waits for its turn: ``deliver(ifRecursive:_:)`` holds the
///    send lock while its closure runs. The thread that holds the lock and
///    tries to deliver again, from inside an observer, is stopped with the
///    owner's message, since waiting for itself would hang.
/// 2. An ending (a terminal event, a completion) never waits. The owner
///    writes it down as pending, under its state lock, and calls
///    ``deliverPendingEnd(lockedBy:pending:take:deliver:)``, which delivers
///    it only if nobody holds the send lock. Every delivery calls that too
///    once it has given the lock back. So an ending written down while
///    another thread delivers is delivered by that thread, right after its
///    delivery, and an ending written down from inside a delivery, on the
///    thread that delivers, goes out after it.
///
/// Neither rule calls the owner's observers with a lock of the owner's
/// held, apart from the send lock, which is there to be held while they run.
///
/// `@usableFromInline` (step 12), with its hot methods `@inlinable`: a
/// signal's `@inlinable` delivery calls them from the program's own code.
/// Step 12 also makes it a `~Copyable` structure stored inside its owner,
/// with its send lock inside it: two objects fewer for every signal.
@usableFromInline
struct SerialDelivery: ~Copyable, Sendable {
    /// Held by the thread that delivers.
    @usableFromInline let sendLock = SendLock()

    /// Creates the send lock of one stream.
    @inlinable
    init() {}

    /// Runs `delivery` once no other thread is delivering, and gives the turn
    /// back after it. Call ``deliverPendingEnd(lockedBy:pending:take:deliver:)``
    /// next: an ending may have been written down meanwhile.
    ///
    /// - Parameters:
    ///   - message: Said when the calling thread is already delivering for
    ///     this owner: what happened, and what to do instead.
    ///   - delivery: Decides what to send and sends it; it may take the
    ///     owner's state lock, but must give it back before calling out.
    @inlinable @inline(__always)
    func deliver(ifRecursive message: @autoclosure () -> String, _ delivery: () -> Void) {
        precondition(!sendLock.isHeldByCurrentThread, message())
        sendLock.lock()
        delivery()
        sendLock.unlock()
    }

    /// Whether the calling thread has the turn: it is delivering for this
    /// owner, and has come back to it from inside an observer. Chapter 10's
    /// properties ask, so that a producer started from inside an observer of
    /// a change can read the value without waiting for a turn it holds.
    @inlinable
    var isTurnOfCurrentThread: Bool {
        sendLock.isHeldByCurrentThread
    }

    /// Waits for the turn to deliver, as ``deliver(ifRecursive:_:)`` does,
    /// for an owner whose delivery is easier to write in a straight line:
    /// call ``endTurn()`` once it has sent.
    @inlinable @inline(__always)
    func waitForTurn(ifRecursive message: @autoclosure () -> String) {
        precondition(!sendLock.isHeldByCurrentThread, message())
        sendLock.lock()
    }

    /// Gives back the turn that ``waitForTurn(ifRecursive:)`` took.
    @inlinable @inline(__always)
    func endTurn() {
        sendLock.unlock()
    }

    /// Delivers the ending that the owner wrote down, if there is one and no
    /// thread is delivering. If one is, that thread calls this after its
    /// delivery, so the ending is never left behind.
    ///
    /// - Parameters:
    ///   - stateLock: The owner's state lock, which guards the pending ending.
    ///   - pending: The ending that waits, or `nil`; asked under `stateLock`.
    ///   - take: Marks the ending as taken, so that no other thread delivers
    ///     it too; called under `stateLock`, once this thread has the turn.
    ///   - deliver: Sends the ending; called with the turn, and without
    ///     `stateLock`.
    /// - Returns: Whether this call delivered the ending.
    @discardableResult
    @inlinable @inline(__always)
    func deliverPendingEnd<Ending>(
        lockedBy stateLock: borrowing PlatformLock,
        pending: () -> Ending?,
        take: () -> Void,
        deliver: (Ending) -> Void
    ) -> Bool {
        stateLock.lock()
        // Try the send lock while holding the state lock: a thread that
        // delivers looks for a pending ending only after giving the send
        // lock back, so one of the two always sees the other.
        guard let ending = pending(), sendLock.tryLock() else {
            stateLock.unlock()
            return false
        }
        take()
        stateLock.unlock()
        deliver(ending)
        sendLock.unlock()
        // Step 12: `ending` may hold the observers (a signal that ends
        // while nobody delivers hands over its alive state): they are let
        // go of here, with no lock held, as their release may run a
        // `deinit` that sends into this very owner.
        release(afterUnlocking: ending)
        return true
    }
}
