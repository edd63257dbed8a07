// then: wait for one piece of work to finish, then do another
// ===========================================================
//
// `then` cannot be written once on `Signal` and lifted: a signal is already
// running, and the point of `then` is that the replacement starts only when
// the first start completes. So it is written on `SignalProducer` directly.
//
// ReactiveSwift has one overload per combination of error types, so that a
// producer that cannot fail (`Never`) combines with one that can without a
// conversion, and each call picks exactly one overload. They all share one
// implementation, `replaced(afterCompletionBy:...)`, at the end of this file.

extension SignalProducer {
    /// Runs this producer's work to completion, ignoring its values, then
    /// starts `replacement` and forwards all of its events.
    ///
    /// On each start: this producer starts; its values are dropped. When it
    /// completes, `replacement` starts at once, and its values and terminal
    /// event become those of the returned producer. If this producer fails or
    /// is interrupted, that is forwarded at once and `replacement` never
    /// starts. Disposing of the start interrupts whichever of the two is
    /// running; as in ReactiveSwift, a replacement that sends all its events
    /// while it starts (a sequence, say) is not stopped on the way.
    ///
    /// ```swift
    /// let save = SignalProducer<Int, Never>(values: 1, 2)
    /// let reload = SignalProducer<String, Never>(value: "reloaded")
    /// save.then(reload).startWithValues { print($0) }
    /// // prints reloaded
    /// ```
    ///
    /// - Parameter replacement: The producer to start once this one has
    ///   completed.
    /// - Returns: A producer of `replacement`'s events, started after this
    ///   producer's completion.
    public func then<U>(_ replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
        replaced(afterCompletionBy: replacement, failure: { $0 }, replacementFailure: { $0 })
    }

    /// Runs this producer to completion, then `replacement`, which cannot
    /// fail; otherwise as the `then` above.
    public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Error> {
        replaced(afterCompletionBy: replacement, failure: { $0 }, replacementFailure: impossible)
    }

    /// Runs this producer to completion, then `replacement`, of the same
    /// type. This overload makes the call unambiguous when both have the
    /// same type, as in ReactiveSwift.
    public func then(_ replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        replaced(afterCompletionBy: replacement, failure: { $0 }, replacementFailure: { $0 })
    }
}

extension SignalProducer where Error == Never {
    /// Runs this producer, which cannot fail, to completion, then
    /// `replacement`, whatever its error type.
    public func then<U, F>(_ replacement: SignalProducer<U, F>) -> SignalProducer<U, F> {
        replaced(afterCompletionBy: replacement, failure: impossible, replacementFailure: { $0 })
    }

    /// Runs this producer to completion, then `replacement`; neither can
    /// fail.
    public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Never> {
        replaced(afterCompletionBy: replacement, failure: impossible, replacementFailure: impossible)
    }

    /// Runs this producer to completion, then `replacement`, of the same
    /// type. This overload makes the call unambiguous, as in ReactiveSwift.
    public func then(_ replacement: SignalProducer<Value, Never>) -> SignalProducer<Value, Never> {
        replaced(afterCompletionBy: replacement, failure: impossible, replacementFailure: impossible)
    }
}

extension SignalProducer {
    /// The work of every `then`. The two conversions give both failures the
    /// result's error type; where a side cannot fail, its conversion is
    /// ``impossible(_:)``.
    private func replaced<U, F, G>(
        afterCompletionBy replacement: SignalProducer<U, G>,
        failure: @escaping (Error) -> F,
        replacementFailure: @escaping (G) -> F
    ) -> SignalProducer<U, F> {
        SignalProducer<U, F> { observer, lifetime in
            self.startWithSignal { signal, interrupter in
                lifetime += interrupter
                signal.observe { event in
                    switch event {
                    case .value:
                        break
                    case .failed(let error):
                        observer.send(error: failure(error))
                    case .completed:
                        // Added to the lifetime once `start` returns, so that
                        // disposing of this start, or its end, interrupts the
                        // replacement from then on. ReactiveSwift starts the
                        // replacement this way too: work that sends all its
                        // events within its start runs to its end.
                        lifetime += replacement.start { replacementEvent in
                            observer.send(replacementEvent.mapError(replacementFailure))
                        }
                    case .interrupted:
                        observer.sendInterrupted()
                    }
                }
            }
        }
    }
}

/// Converts a failure that cannot happen. There is no value of type `Never`,
/// so nobody can call this, and Swift accepts a body that returns nothing.
private func impossible<F>(_ never: Never) -> F {}
