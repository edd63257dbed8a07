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
        // TODO: run one inner producer at a time, in the order they arrive:
        // one that arrives while another runs waits until that one has ended
        // (completed or interrupted), then starts. Forward the values of the
        // one that runs. Complete once the outer producer has completed and
        // no inner producer runs or waits. A failure of any of them, or an
        // interruption of the outer producer, ends everything at once: the
        // running inner producer is interrupted, the waiting ones never
        // start. Disposing of a start does the same. An inner producer that
        // ends as it starts must not start the next one from inside its own
        // start: a queue of ten thousand such producers runs without
        // overflowing the stack.
        return SignalProducer<Inner, Error> { _, _ in }
    }
}
