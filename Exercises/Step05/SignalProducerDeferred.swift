// Exercise 5.6 (stretch): deferred.
//
// ReactiveObjC's `+defer:` takes a block that makes a signal, and calls it
// only when someone subscribes, once per subscriber. It exists because a
// method that returns a RACSignal often does work as it builds the signal;
// `defer` moves that work to subscription time. It uses your `start` from
// exercise 5.2.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

import Step04_Disposables

extension SignalProducer {
    /// A producer that calls `make` on every start, not before, and forwards
    /// the events of the producer it returns.
    ///
    /// ```swift
    /// var token = "t1"
    /// let request = SignalProducer<String, Never>.deferred {
    ///     SignalProducer(value: "GET /feed with \(token)")  // reads `token` on each start
    /// }
    /// token = "t2"
    /// request.start { print($0) }
    /// // prints VALUE GET /feed with t2
    /// // prints COMPLETED
    /// ```
    ///
    /// Disposing the start interrupts the producer that `make` returned.
    ///
    /// Why ReactiveSwift has no such function:
    /// TODO: explain it here, in a sentence or three, once the code works.
    public static func deferred(_ make: @escaping () -> SignalProducer) -> SignalProducer {
        // TODO: a producer whose start handler calls `make`, starts the
        // producer it returns with this start's observer, and attaches that
        // start to this start's lifetime.
        return SignalProducer { _, _ in }
    }
}
