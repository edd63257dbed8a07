// Exercise 5.5 (stretch): toArray(), a producer folded into a future.
//
// ReactiveObjC's `-toArray` blocks the calling thread until a signal
// completes, then returns every value it sent. Folding a producer into step
// 4's cancellable `Future` gives the same answer without blocking. It uses
// your `start` from exercise 5.2.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

import Step04_Disposables

extension SignalProducer {
    /// A future of every value this producer sends, in order, delivered when
    /// it completes.
    ///
    /// ```swift
    /// SignalProducer<Int, Never> { observer, _ in
    ///     observer.send(value: 1)
    ///     observer.send(value: 2)
    ///     observer.sendCompleted()
    /// }
    /// .toArray()
    /// .start { print($0) }
    /// // prints success([1, 2])
    /// ```
    ///
    /// Starting the future starts the producer; each start of the future
    /// starts it again. A failure is the future's failure. An interruption
    /// delivers nothing: a `Result` has no case for it. Cancelling the
    /// future disposes the producer's start.
    public func toArray() -> Future<[Value], Error> {
        // TODO: a future whose operation (the form with a lifetime) starts
        // this producer, collects its values in an array made for this run,
        // and completes with the array on `completed`, or with the error on
        // `failed`. Attach the producer's start to the future's lifetime.
        return Future { _, _ in }
    }
}
