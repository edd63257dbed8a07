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
        // TODO: the first inner producer to send any event wins: every other
        // one is interrupted at that moment, and one that arrives later is
        // never started. Forward only the winner's events, its interruption
        // included. Complete once the outer producer has completed and, if
        // any inner producer started, the winner has completed. A failure, or
        // an interruption of the outer producer, ends everything at once;
        // disposing of a start interrupts the winner too.
        return SignalProducer<Inner, Error> { _, _ in }
    }
}
