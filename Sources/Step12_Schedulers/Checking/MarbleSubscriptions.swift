/// When each start of a marble producer began and ended, tick by tick: what
/// the work underneath an operator saw of it.
///
/// A drawing of the stream an operator sends shows what came out. It cannot
/// show whether the operator stopped the work underneath when it should: a
/// `take(first: 2)` that forwards two values and completes, but leaves its
/// source running, draws the same. The subscriptions show it:
///
/// ```swift
/// let scenario = MarbleScenario()
/// let subscriptions = MarbleSubscriptions()
/// let letters = scenario.producer("-a-b-c-d|", recordingInto: subscriptions)
/// print(scenario.run(letters.take(first: 2)))
/// print(subscriptions.diagrams)
/// // prints -a-(b|)
/// // prints ["^--!"]
/// ```
///
/// One diagram per start, one character per tick: `^` where the start
/// began, `!` where it ended (its lifetime ended: it terminated, or it was
/// interrupted), `(^!)` for both in one tick; a start still running when the
/// scenario was drawn has no `!`. ReactiveX's marble diagrams draw
/// subscriptions the same way.
public final class MarbleSubscriptions {
    /// One start: the tick it began at, and the tick it ended at, if it has.
    public struct Subscription: Equatable, Sendable {
        /// The tick the start began at.
        public let started: Int
        /// The tick the start's lifetime ended at; `nil` while it runs.
        public internal(set) var ended: Int?
    }

    /// Every start so far, in the order they began.
    public private(set) var starts: [Subscription] = []

    /// Creates an empty record.
    public init() {}

    /// The starts, drawn one per line (see the type's description).
    public var diagrams: [String] {
        starts.map { start in
            var drawing = String(repeating: "-", count: start.started)
            switch start.ended {
            case nil:
                drawing += "^"
            case start.started?:
                drawing += "(^!)"
            case let ended?:
                drawing += "^" + String(repeating: "-", count: ended - start.started - 1) + "!"
            }
            return drawing
        }
    }

    /// Records that a start began at `tick`; returns its number.
    func begin(at tick: Int) -> Int {
        starts.append(Subscription(started: tick, ended: nil))
        return starts.count - 1
    }

    /// Records that start number `index` ended at `tick`.
    func end(_ index: Int, at tick: Int) {
        starts[index].ended = tick
    }
}
