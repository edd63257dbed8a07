// Exercise 8.2: flatten(.latest).
//
// A search field: each query starts a request, and a new query makes the
// answer to the one before it worthless. Only the latest inner producer
// matters; the one it replaces is interrupted.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

import Step07_Combining

extension SignalProducer {
    /// `flatten(.latest)`: only the latest inner producer runs; see
    /// ``FlattenStrategy/latest``.
    func flattenLatest<Inner>() -> SignalProducer<Inner, Error>
    where Value == SignalProducer<Inner, Error> {
        // TODO: the shape of `flattenMerge()` (Merge.swift), but each inner
        // producer that arrives interrupts the one before it, before its
        // own work begins. The interruption of a replaced producer must not
        // count as its end; the end (completion or interruption) of the
        // latest one does. Complete once the outer producer and the latest
        // inner producer have ended. Send failures, and an interruption of
        // the outer producer, at once.
        return SignalProducer<Inner, Error> { _, _ in }
    }
}
