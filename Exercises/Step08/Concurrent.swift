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
        // TODO: check the precondition. Then your concat of exercise 8.1,
        // with a count of the inner producers that run instead of a flag:
        // a queued producer starts while fewer than `limit` run. An inner
        // producer that completes as it starts must not start the next one
        // from inside its own start: start queued producers in a loop that
        // only one caller runs at a time.
        return SignalProducer<Inner, Error> { _, _ in }
    }
}
