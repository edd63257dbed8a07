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
/// 1. A delivery waits for its turn: ``withTurn(ifRecursive:_:)`` holds the
///    send lock while its closure runs. The thread that holds the lock and
///    tries to deliver again, from inside an observer, is stopped with the
///    owner's message, since waiting for itself would hang.
/// 2. An ending (a terminal event, a completion) never waits. The owner
///    writes it down as pending, under its state lock, and calls
///    ``deliverPendingEnd(isPending:take:deliver:)``, which delivers it only
///    if nobody holds the send lock. Every delivery calls that too once it
///    has given the lock back. So an ending written down while another
///    thread delivers is delivered by that thread, right after its delivery,
///    and an ending written down from inside a delivery, on the thread that
///    delivers, goes out after it.
///
/// Neither rule calls the owner's observers with a lock of the owner's
/// held, apart from the send lock, which is there to be held while they run.
///
/// Step 12 stores it inside its owner, as a `~Copyable` structure around a
/// ``SendLock`` that allocates nothing, and gives turns only through
/// closures, so that a turn is always given back. `@usableFromInline`, with
/// `@inlinable` methods: a signal's `@inlinable` delivery calls them from
/// the program's own code.
@usableFromInline
struct SerialDelivery: ~Copyable, Sendable {
    /// Held by the thread that delivers.
    @usableFromInline let sendLock = SendLock()

    /// Creates the send lock of one stream.
    @inlinable
    init() {}

    /// Runs `delivery` once no other thread is delivering, and gives the turn
    /// back after it. Call ``deliverPendingEnd(isPending:take:deliver:)``
    /// next: an ending may have been written down meanwhile.
    ///
    /// - Parameters:
    ///   - message: Said when the calling thread is already delivering for
    ///     this owner: what happened, and what to do instead.
    ///   - delivery: Decides what to send and sends it; it may take the
    ///     owner's state lock, but must give it back before calling out.
    /// - Returns: What `delivery` returns.
    @inlinable @inline(__always)
    func withTurn<Result>(
        ifRecursive message: @autoclosure () -> String,
        _ delivery: () -> Result
    ) -> Result {
        precondition(!sendLock.isHeldByCurrentThread, message())
        return sendLock.withLock(delivery)
    }

    /// ``withTurn(ifRecursive:_:)`` for a delivery that may throw: the turn
    /// is given back either way.
    ///
    /// - Returns: What `delivery` returns.
    @inlinable
    func withTurnThrowing<Result, Failure: Error>(
        ifRecursive message: @autoclosure () -> String,
        _ delivery: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        precondition(!sendLock.isHeldByCurrentThread, message())
        return try sendLock.withLockThrowing(delivery)
    }

    /// Runs `body` with the turn: the calling thread's own, if it is
    /// delivering for this owner already (it has come back from inside an
    /// observer), or else one it waits for, as ``withTurn(ifRecursive:_:)``
    /// does.
    ///
    /// For an observer that joins while events flow (chapter 10's
    /// properties, chapter 11's replay): what it is sent first and its
    /// joining must happen with no event in between, and a join from inside
    /// an observer, on the thread that delivers, must not wait for itself.
    ///
    /// - Returns: What `body` returns.
    @inlinable
    func withTurnJoiningCurrentThread<Result>(_ body: () -> Result) -> Result {
        if sendLock.isHeldByCurrentThread {
            return body()
        }
        return sendLock.withLock(body)
    }

    /// Whether the calling thread has the turn: it is delivering for this
    /// owner, and has come back to it from inside an observer.
    @inlinable
    var isTurnOfCurrentThread: Bool {
        sendLock.isHeldByCurrentThread
    }

    /// Delivers the ending that the owner wrote down, if there is one and no
    /// thread is delivering. If one is, that thread calls this after its
    /// delivery, so the ending is never left behind.
    ///
    /// - Parameters:
    ///   - isPending: Whether an ending waits; the owner answers under its
    ///     state lock. Asked first, so that the common case, no ending,
    ///     costs no try of the send lock.
    ///   - take: Called with the turn: under its state lock, the owner
    ///     hands back the ending that waits and marks it taken, so that no
    ///     other thread delivers it too; or `nil` if another thread took it
    ///     meanwhile.
    ///   - deliver: Sends the ending; called with the turn, and without the
    ///     owner's state lock.
    /// - Returns: Whether this call delivered the ending.
    @discardableResult
    @inlinable @inline(__always)
    func deliverPendingEnd<Ending>(
        isPending: () -> Bool,
        take: () -> Ending?,
        deliver: (Ending) -> Void
    ) -> Bool {
        guard isPending() else { return false }
        // The ending is written down before its owner calls this, and a
        // thread that delivers calls this only after giving the send lock
        // back: so if the try fails, the thread that holds the lock will
        // find the ending after its delivery. `take` asks again once the
        // turn is held, as another thread may have delivered it between.
        var hasDelivered = false
        _ = sendLock.withLockIfAvailable {
            if let ending = take() {
                deliver(ending)
                hasDelivered = true
            }
        }
        return hasDelivered
    }
}
