// Exercise 5.5 (stretch): toArray(), a producer folded into a future.
//
// ReactiveObjC's `-toArray` blocks the calling thread until a signal
// completes, then returns every value it sent. Folding a producer into step
// 4's cancellable `Future` gives the same answer without blocking. It uses
// your `start` from exercise 5.2.

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
        Future { completion, lifetime in
            // One array per run of the future, made when it starts: two
            // starts must not share their values.
            var values: [Value] = []
            // The producer's start belongs to the future's run. Cancel the
            // future, and its lifetime disposes the start, which interrupts
            // the producer. (If the producer completes at once, inside
            // `start`, the run is over before `+=`, and `+=` disposes the
            // finished start at once, which does nothing.)
            lifetime += self.start { event in
                // The signal delivers one event at a time, so `values` needs
                // no lock.
                switch event {
                case .value(let value):
                    values.append(value)
                case .failed(let error):
                    completion(.failure(error))
                case .completed:
                    completion(.success(values))
                case .interrupted:
                    // Interrupted: whoever interrupted the producer knows,
                    // and there is no result to give.
                    break
                }
            }
        }
    }
}
