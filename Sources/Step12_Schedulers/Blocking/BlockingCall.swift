import Foundation

// A blocking call that would wait for itself
// ==========================================
//
// `first()`, `single()`, `last()` and `wait()` start a producer and block
// the calling thread until the start has sent what they wait for. If that
// start delivers its events through a scheduler whose queue is the calling
// thread's (`first()` on the main thread of a producer that observes on
// `QueueScheduler.main`, or on a `QueueScheduler`'s own queue of a producer
// that starts on it), the events wait for the queue, the queue waits for
// the call to return, and the call waits for the events: the program hangs,
// silently. This file turns that hang into a precondition that says what
// was wrong and what to do.
//
// How it knows, without a time-out: while a blocking call starts its
// producer, it is the *current blocking call* of its thread (a thread-local
// pointer). Every operator of chapter 12 that hands events to a scheduler
// (`observe(on:)`, `lazyMap(on:)`, `start(on:)`, `timer(interval:on:)`)
// notes its scheduler with the current blocking call when it is applied to
// a start, which happens on the starting thread, during the start. When the
// start returns without having sent what the call waits for, the call looks
// at the schedulers noted: if one of them is a queue-bound scheduler whose
// queue cannot run until the calling thread returns, it stops the program
// instead of waiting.
//
// What it cannot see (documented on the blocking calls): a hop made outside
// the start (a `Signal` that was made with `observe(on:)` before, wrapped in
// a producer; an inner producer started later from another thread); a
// queue that only *targets* the calling thread's queue through another
// queue; and a `TestScheduler` that nobody advances while the call waits.
// And it may stop a call that would have ended: one whose result arrives
// through another path (`merge`) although one path of the start observes
// on the blocked queue. Those cases are rare; a hang is not.

/// A blocking call in progress on this thread, and the schedulers its start
/// delivers through.
final class BlockingCall {
    /// How an operator uses the scheduler it notes.
    enum Use: String {
        case observesOn = "observes its events on"
        case startsOn = "starts on"
        case sendsTimerValuesOn = "sends a timer's values on"
    }

    /// The call, as the precondition message names it: `first()`.
    private let name: String
    /// The queue-bound schedulers noted during the start, with their use.
    private var noted: [(scheduler: any QueueBoundScheduler, use: Use)] = []

    private init(name: String) {
        self.name = name
    }

    /// Notes that the start being made on this thread hands events to
    /// `scheduler`, if a blocking call is starting on this thread. Costs one
    /// thread-local read when none is.
    static func note(_ scheduler: Scheduler, _ use: Use) {
        guard let call = current, let queueBound = scheduler as? any QueueBoundScheduler else { return }
        call.noted.append((queueBound, use))
    }

    /// Starts something as the blocking call `name` of this thread, then,
    /// if it has not finished, checks that waiting could end and waits.
    ///
    /// - Parameters:
    ///   - name: The call, for the message: `first()`.
    ///   - start: Starts the producer; returns what interrupts the start.
    ///   - isFinished: Whether the start has sent what the call waits for.
    ///   - wait: Blocks until it has.
    static func run(
        named name: String,
        start: () -> Disposable,
        isFinished: () -> Bool,
        wait: () -> Void
    ) {
        let call = BlockingCall(name: name)
        let outer = current
        current = call
        let started = start()
        current = outer
        guard !isFinished() else { return }
        call.stopIfWaitingForItself()
        withExtendedLifetime(started) { wait() }
    }

    /// Stops the program if a scheduler noted cannot run until this thread
    /// returns.
    private func stopIfWaitingForItself() {
        guard let (scheduler, use) = noted.first(where: { $0.scheduler.isWaitingForCurrentThread }) else { return }
        preconditionFailure(
            "SignalProducer.\(name) would wait forever: it was called on the thread that runs \(scheduler.queueDescription), and the producer it waits for \(use.rawValue) that scheduler, which cannot run anything until this call returns. Call \(name) from another thread, or do not block: observe the producer with start(_:) or startWithResult(_:)."
        )
    }

    /// The blocking call starting on this thread, if any.
    private static var current: BlockingCall? {
        get {
            pthread_getspecific(currentBlockingCallKey).map {
                Unmanaged<BlockingCall>.fromOpaque($0).takeUnretainedValue()
            }
        }
        set {
            // Unretained: `run` holds the call for as long as it is current.
            pthread_setspecific(currentBlockingCallKey, newValue.map { Unmanaged.passUnretained($0).toOpaque() })
        }
    }
}

/// The thread-local slot of ``BlockingCall``'s current call.
private let currentBlockingCallKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "BlockingCall: pthread_key_create failed with \(status).")
    return key
}()
