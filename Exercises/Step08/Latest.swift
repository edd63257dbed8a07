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
        // TODO: forward the values of the latest inner producer only: each
        // new one interrupts the one before, before its own work begins. The
        // interruption of a replaced producer is not an end; the end of the
        // latest one (completed or interrupted) is. Complete once the outer
        // producer and the latest inner producer have ended. A failure, or an
        // interruption of the outer producer, ends everything at once.
        return SignalProducer<Inner, Error> { _, _ in }
    }
}
