// Given: the strategies, and `flatten(_:)`, which hands each strategy to the
// function that implements it. You do not need to change this file.
//
// `.merge` works already (`Merge.swift`, given as well). Each exercise of
// this chapter writes one of the other functions this file calls:
// `flattenConcat()` (8.1), `flattenLatest()` (8.2), `flattenRace()` (8.3)
// and `flattenConcurrent(limit:)` (8.4).

import Step07_Combining

/// How a stream of inner streams becomes one stream of values: which inner
/// producers run, and when.
///
/// Every strategy forwards the values of the inner producers it runs, and
/// ends at once, with the same event, when the outer producer fails or is
/// interrupted (interrupting every inner producer still running) or when an
/// inner producer fails. The strategies differ in which inner producers run,
/// and in what an inner producer's completion or interruption means.
///
/// ```swift
/// let pages = SignalProducer<SignalProducer<Int, Never>, Never>([
///     SignalProducer([1, 2]),
///     SignalProducer([3]),
/// ])
/// pages.flatten(.concat).startWithValues { print($0) }
/// // prints 1
/// // prints 2
/// // prints 3
/// ```
///
/// In ReactiveSwift, `.merge` is `.concurrent(limit: .max)` and `.concat`
/// is `.concurrent(limit: 1)`. Here each has its own case, so that each
/// exercise stands on its own; exercise 8.4 shows why they are the two ends
/// of `.concurrent(limit:)`.
public struct FlattenStrategy: Sendable {
    /// Which strategy this is.
    enum Kind: Sendable {
        case merge
        case concat
        case latest
        case race
        case concurrent(limit: UInt)
    }

    let kind: Kind

    private init(kind: Kind) {
        self.kind = kind
    }

    /// Every inner producer is started as soon as it arrives, and every
    /// value of every one is forwarded as it comes.
    ///
    /// The flattened stream completes once the outer producer and every
    /// inner producer have ended. An interrupted inner producer counts as
    /// completed: the others go on.
    public static let merge = FlattenStrategy(kind: .merge)

    /// One inner producer runs at a time, in the order they arrive; the
    /// others wait in a queue, and each starts when the one before it has
    /// ended.
    ///
    /// The flattened stream completes once the outer producer and every
    /// inner producer have ended. An interrupted inner producer counts as
    /// completed: the next one starts.
    public static let concat = FlattenStrategy(kind: .concat)

    /// Only the latest inner producer runs: a new one interrupts the one
    /// before it, whose interruption is not forwarded.
    ///
    /// The flattened stream completes once the outer producer and the
    /// latest inner producer have ended. An inner producer interrupted by
    /// anything other than a newer one counts as completed.
    public static let latest = FlattenStrategy(kind: .latest)

    /// Inner producers run side by side until one of them sends an event:
    /// that one wins, every other is interrupted, and any that arrives later
    /// is never started. Only the winner's events are forwarded.
    ///
    /// The flattened stream completes once the outer producer and the
    /// winner have completed. The winner's interruption is forwarded.
    public static let race = FlattenStrategy(kind: .race)

    /// At most `limit` inner producers run at a time, started in the order
    /// they arrive; the others wait in a queue, and each starts when a
    /// running one ends.
    ///
    /// The flattened stream completes once the outer producer and every
    /// inner producer have ended. An interrupted inner producer counts as
    /// completed.
    ///
    /// - Precondition: `limit > 0`, checked when `flatten` is applied.
    public static func concurrent(limit: UInt) -> FlattenStrategy {
        FlattenStrategy(kind: .concurrent(limit: limit))
    }
}

extension SignalProducer {
    /// Flattens a producer of producers into a producer of values, as
    /// `strategy` says (see ``FlattenStrategy``).
    ///
    /// Each start starts the outer producer; the inner producers it sends are
    /// started (or queued, or dropped) by the strategy. A failure of the
    /// outer producer or of an inner producer is forwarded at once, and ends
    /// everything; so does disposing of the start, which interrupts the
    /// outer producer and every inner producer still running.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2, 3])
    ///     .map { number in SignalProducer<Int, Never>([number, number * 10]) }
    ///     .flatten(.merge)
    ///     .startWithValues { print($0) }
    /// // prints 1
    /// // prints 10
    /// // prints 2
    /// // prints 20
    /// // prints 3
    /// // prints 30
    /// ```
    ///
    /// - Parameter strategy: Which inner producers run, and when.
    /// - Returns: A producer of the inner producers' values.
    public func flatten<Inner>(_ strategy: FlattenStrategy) -> SignalProducer<Inner, Error>
    where Value == SignalProducer<Inner, Error> {
        switch strategy.kind {
        case .merge:
            return flattenMerge()
        case .concat:
            return flattenConcat()
        case .latest:
            return flattenLatest()
        case .race:
            return flattenRace()
        case .concurrent(let limit):
            return flattenConcurrent(limit: limit)
        }
    }
}
