// Exercise 8.3: flatten(.race).
//
// The same request sent to three mirrors: the first to answer is used, and
// the others are cancelled. Inner producers run side by side until one of
// them sends an event; that one wins.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

import Step07_Combining

extension SignalProducer {
    /// `flatten(.race)`: the first inner producer to send an event wins;
    /// see ``FlattenStrategy/race``.
    func flattenRace<Inner>() -> SignalProducer<Inner, Error>
    where Value == SignalProducer<Inner, Error> {
        // TODO: the shape of `flattenMerge()` (Merge.swift), with a race:
        // the first inner producer to send any event wins. Then interrupt
        // every other one, start none that arrives later, and forward only
        // the winner's events (its interruption too). Keep the winner
        // interrupted by the end of the flattened stream. Complete once the
        // outer producer has completed and, if any inner producer started,
        // the winner has completed. Send failures, and an interruption of
        // the outer producer, at once.
        return SignalProducer<Inner, Error> { _, _ in }
    }
}
