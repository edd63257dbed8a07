// Exercise 8.1: flatten(.concat).
//
// Requests that must not overlap, animations that play one after another,
// files copied one at a time: work that arrives as a stream of producers,
// and must run one producer at a time, in the order they came.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

import Step07_Combining

extension SignalProducer {
    /// `flatten(.concat)`: one inner producer at a time, in the order they
    /// arrive; see ``FlattenStrategy/concat``.
    func flattenConcat<Inner>() -> SignalProducer<Inner, Error>
    where Value == SignalProducer<Inner, Error> {
        // TODO: the shape of `flattenMerge()` (Merge.swift), but an inner
        // producer that arrives while another one runs waits in a queue.
        // Keep what the observers share (the queue, whether an inner
        // producer runs, whether the outer one has completed) in a struct of
        // your own, inside a `Locked`. When an inner producer completes or
        // is interrupted, start the next one of the queue; complete once the
        // outer producer has completed and nothing runs or waits. Send
        // failures, and an interruption of the outer producer, at once.
        return SignalProducer<Inner, Error> { _, _ in }
    }
}
