// Exercise 9.2: flatMapError.
//
// A failure ends a stream for good; `flatMapError` decides what comes
// next: a cached copy instead of the network's answer, a default value, or
// another attempt. It starts a producer in the failure's place.

import Step08_Flattening

extension Signal {
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> Signal<Value, F> {
        Signal<Value, F> { output, lifetime in
            // The replacement's interrupter is kept only by the observation:
            // once this signal has failed and let go of its observers, a
            // replacement that keeps nothing is released, and interrupted,
            // as in ReactiveSwift.
            lifetime += self.observe(replacingFailureWith: transform, into: output, holdingReplacementIn: SerialDisposable())
        }
    }

    /// Forwards values, completion and interruption; on a failure, starts
    /// the replacement into `output` and keeps its interrupter in
    /// `replacement`.
    fileprivate func observe<F>(
        replacingFailureWith transform: @escaping (Error) -> SignalProducer<Value, F>,
        into output: Signal<Value, F>.Observer,
        holdingReplacementIn replacement: SerialDisposable
    ) -> Disposable? {
        observe { event in
            switch event {
            case .value(let value):
                // The types differ (`Error` and `F`), so each event is
                // sent anew rather than passed on.
                output.send(value: value)
            case .failed(let error):
                transform(error).startWithSignal { replacementSignal, interrupter in
                    replacement.inner = interrupter
                    replacementSignal.observe(output)
                }
            case .completed:
                output.sendCompleted()
            case .interrupted:
                output.sendInterrupted()
            }
        }
    }
}

extension SignalProducer {
    public func flatMapError<F>(_ transform: @escaping (Error) -> SignalProducer<Value, F>) -> SignalProducer<Value, F> {
        // The start holds the work underneath, then, after a failure, the
        // replacement: ending the start stops whichever runs.
        SignalProducer<Value, F> { output, lifetime in
            let running = SerialDisposable()
            lifetime += running
            self.startWithSignal { signal, interrupter in
                running.inner = interrupter
                _ = signal.observe(replacingFailureWith: transform, into: output, holdingReplacementIn: running)
            }
        }
    }
}
