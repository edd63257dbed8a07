// Exercise 5.6 (stretch): deferred.
//
// ReactiveObjC's `+defer:` takes a block that makes a signal, and calls it
// only when someone subscribes, once per subscriber. It exists because a
// method that returns a RACSignal often does work as it builds the signal;
// `defer` moves that work to subscription time. It uses your `start` from
// exercise 5.2.

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
    /// Why ReactiveSwift has no such function: every `SignalProducer` is
    /// deferred already. Its start handler runs on each start and never
    /// before, so any code you put inside `SignalProducer { observer,
    /// lifetime in ... }` runs at start time, once per start. Deferring the
    /// making of a producer is putting the making inside a start handler,
    /// which is this function's whole body: one line, too short to need a
    /// name. (A `RACSignal` made with `+createSignal:` is just as lazy; what
    /// `+defer:` defers is the code *around* it, in the method that builds
    /// it, and the start handler is where that code goes in ReactiveSwift.)
    public static func deferred(_ make: @escaping () -> SignalProducer) -> SignalProducer {
        SignalProducer { observer, lifetime in
            // Made here, in the start handler: on each start, not before.
            // Its events go straight to this start's observer, and its start
            // belongs to this start's lifetime: disposing this start, or its
            // terminating, interrupts the inner one.
            lifetime += make().start(observer)
        }
    }
}
