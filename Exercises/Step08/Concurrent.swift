// Exercise 8.4: flatten(.concurrent(limit:)).
//
// Downloading a hundred images, four at a time: more than one at a time
// is faster, all at once would swamp the network. At most `limit` inner
// producers run; the others wait in a queue. With a limit of 1 it is
// `.concat`; with no limit (`UInt.max`), `.merge`.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

import Step07_Combining

extension SignalProducer {
    /// `flatten(.concurrent(limit:))`: at most `limit` inner producers run
    /// at once; see ``FlattenStrategy/concurrent(limit:)``.
    ///
    /// - Precondition: `limit > 0`, checked here, when `flatten` is applied.
    func flattenConcurrent<Inner>(limit: UInt) -> SignalProducer<Inner, Error>
    where Value == SignalProducer<Inner, Error> {
        // TODO: at most `limit` inner producers run at once; the others wait,
        // and start in the order they arrived as places free up. Complete
        // once the outer producer has completed and no inner producer runs or
        // waits; an interrupted inner producer counts as completed. A
        // failure, or an interruption of the outer producer, ends everything
        // at once. An inner producer that completes as it starts must not
        // start the next one from inside its own start: a thousand of them in
        // a row may not nest a thousand starts deep. A `limit` of 0 stops the
        // program here, when `flatten` is applied, with a message that names
        // `.concat` and `.merge`.
        return SignalProducer<Inner, Error> { _, _ in }
    }
}
