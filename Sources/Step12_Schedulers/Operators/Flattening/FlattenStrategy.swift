// flatten: a stream of streams becomes one stream
// ================================================
//
// A signal whose values are producers (or signals) is a stream of streams:
// every value is work that has not run yet. `flatten` runs that work and
// sends what the inner streams send, as one stream. The question is what to
// do when a new inner stream arrives while another is still running, and the
// strategy answers it. Two inners, A and B, each started when the strategy
// starts it, then following its own diagram:
//
//     outer     A-B-|       A: -1---2---3|        B: -4---5---6|
//     merge     -1-4-2-5-3-6|           every inner at once
//     concat    -1---2---3-4---5---6|   one at a time: B waits for A's end
//     latest    -1-4---5---6|           the newest only: A is disposed of as B arrives
//     race      -1---2---3|             the first to send only: B is never started
//     throttle  -1---2---3|             one at a time: B, arriving while A runs, is dropped
//
// `merge` and `concat` are the two ends of one strategy,
// `concurrent(limit:)`: at most `limit` inners run at once, the others wait
// in a queue. `merge` is no limit at all, `concat` a limit of one.
//
// The folder holds one engine per strategy: a pure state machine that
// decides (which inner to start, when to complete), and a storage that
// takes a lock, asks the machine, releases the lock, then starts, sends or
// disposes.

/// How `Signal/flatten(_:)` turns a stream of inner
/// streams into one stream of values: which inners run, and when.
///
/// Whatever the strategy:
/// - a failure of the outer stream, or of an inner whose events it
///   forwards, fails the result at once, and every inner still running is
///   disposed of;
/// - an interruption of the outer stream interrupts the result, and every
///   inner is disposed of;
/// - disposing of the result (or its ending) disposes of the outer stream
///   and of every inner;
/// - the result completes when the outer stream has completed and the
///   inners the strategy waits for have ended.
///
/// ```swift
/// let (searches, search) = Signal<String, Never>.pipe()
/// searches
///     .flatMap(.latest) { text in SignalProducer<String, Never>(value: "results for \(text)") }
///     .observeValues { print($0) }
/// search.send(value: "swift")
/// // prints results for swift
/// ```
public struct FlattenStrategy: Sendable {
    /// The strategies, as the engines see them.
    @usableFromInline
    enum Kind: Sendable {
        /// At most `limit` inners at once; the others wait their turn.
        case concurrent(limit: UInt)
        /// Only the latest inner.
        case latest
        /// Only the first inner to send an event.
        case race
        /// One inner at a time; inners that arrive meanwhile are dropped.
        case throttle
    }

    @usableFromInline let kind: Kind

    @inlinable
    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Every inner runs as soon as it arrives, and each of its values is
    /// sent as soon as it comes: `concurrent(limit:)` with no limit.
    ///
    /// The result completes when the outer stream and every inner have
    /// completed. An inner that is interrupted counts as completed: the
    /// others go on.
    public static let merge = FlattenStrategy(.concurrent(limit: .max))

    /// One inner at a time, in the order they arrive: an inner that arrives
    /// while another runs waits in a queue, and starts when the one before
    /// it ends: `concurrent(limit: 1)`.
    ///
    /// The result completes when the outer stream and every inner have
    /// completed. An inner that is interrupted counts as completed: the
    /// next one starts.
    public static let concat = FlattenStrategy(.concurrent(limit: 1))

    /// At most `limit` inners run at once. An inner that arrives when
    /// `limit` are running waits in a queue; when a running one ends, the
    /// oldest waiting one starts.
    ///
    /// The result completes when the outer stream and every inner have
    /// completed. An inner that is interrupted counts as completed.
    ///
    /// - Parameter limit: How many inners may run at once.
    /// - Precondition: `limit` is at least 1; flattening with a limit of 0
    ///   stops the program, as nothing could ever run.
    @inlinable
    public static func concurrent(limit: UInt) -> FlattenStrategy {
        FlattenStrategy(.concurrent(limit: limit))
    }

    /// Only the latest inner runs: when a new one arrives, the one before it
    /// is disposed of at once, before the new one starts.
    ///
    /// The result completes when the outer stream and the latest inner have
    /// completed. An inner that is interrupted (other than by being
    /// replaced) counts as completed.
    public static let latest = FlattenStrategy(.latest)

    /// The first inner to send an event, of any kind, wins: every other
    /// inner is disposed of at once, and inners that arrive afterwards are
    /// ignored.
    ///
    /// The result completes when the outer stream and the winner have
    /// completed. The winner's interruption interrupts the result.
    public static let race = FlattenStrategy(.race)

    /// One inner at a time: inners that arrive while one runs are dropped,
    /// never started. Once it completes, the next inner to arrive runs.
    ///
    /// The result completes when the outer stream and the running inner, if
    /// any, have completed. The running inner's interruption interrupts the
    /// result.
    public static let throttle = FlattenStrategy(.throttle)
}

/// Stops the program if `strategy` could never run an inner.
@usableFromInline
func checkFlattenStrategy(_ strategy: FlattenStrategy) {
    if case .concurrent(let limit) = strategy.kind {
        precondition(
            limit > 0,
            """
            flatten(.concurrent(limit: 0)): the limit of inner streams running at once must be at least 1, \
            or no inner stream could ever start. Use .concat to run them one at a time, or .merge to run \
            them all at once.
            """
        )
    }
}
