extension SignalProducer {
    /// One start of a producer, made ready but not yet begun: the signal its
    /// events will come out of, the disposable that interrupts it, and the
    /// work, which begins once whoever started the producer has observed the
    /// signal.
    ///
    /// ``startWithSignal(_:)`` prepares a start, hands the signal and the
    /// interrupter to its setup, then calls ``begin``. Splitting a start in
    /// these three parts lets an operator change one of them:
    /// ``liftFromSource(_:)`` keeps the work of the producer underneath, but
    /// gives its start a signal of its own and keeps the interrupter
    /// underneath, so that disposing stops the work first, as ReactiveSwift
    /// does for `on` and `materialize`. (``lift(_:)`` needs none of this: it
    /// is a start handler, and its own signal is interrupted first.)
    struct PreparedStart {
        /// The signal of this start.
        let signal: Signal<Value, Error>
        /// Interrupts this start.
        let interrupter: Disposable
        /// Begins the work, unless the start has been interrupted already.
        let begin: () -> Void

        /// Prepares a start from its parts.
        init(signal: Signal<Value, Error>, interrupter: Disposable, begin: @escaping () -> Void) {
            self.signal = signal
            self.interrupter = interrupter
            self.begin = begin
        }

        /// Prepares a start of a start handler: a new signal, an interrupter
        /// that sends `interrupted` into it, and the start handler, run with
        /// the signal's own input and lifetime. The lifetime ends when the
        /// signal terminates, however that happens.
        init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
            var signalInput: Signal<Value, Error>.Observer!
            var signalLifetime: Lifetime!
            signal = Signal { input, lifetime in
                signalInput = input
                signalLifetime = lifetime
            }
            let (input, lifetime) = (signalInput!, signalLifetime!)
            let interrupter = AnyDisposable(input.sendInterrupted)
            self.interrupter = interrupter
            begin = {
                if !interrupter.isDisposed {
                    startHandler(input, lifetime)
                }
            }
        }
    }
}
