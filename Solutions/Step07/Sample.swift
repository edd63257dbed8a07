// Exercise 7.2: sample(on:).
//
// A slider sends values all the time; a label should show the value only
// when the user taps "Save". `sample(on:)` sends the latest value of a
// stream each time a trigger fires.

import Step06_Transforming

extension Signal {
    /// Sends the latest value of this signal each time `sampler` sends a
    /// value; nothing if this signal has sent no value yet. The same value
    /// may be sent many times.
    ///
    /// It completes once both signals have completed: after this signal has
    /// completed, its last value can still be sampled. A failure of this
    /// signal, or an interruption of either, is sent at once.
    ///
    /// ```swift
    /// let (slider, sliderInput) = Signal<Int, Never>.pipe()
    /// let (taps, tap) = Signal<(), Never>.pipe()
    /// slider.sample(on: taps).observeValues { print($0) }
    /// tap.send(value: ())
    /// sliderInput.send(value: 1)
    /// sliderInput.send(value: 5)
    /// tap.send(value: ())
    /// tap.send(value: ())
    /// // prints 5
    /// // prints 5
    /// ```
    ///
    /// - Parameter sampler: The trigger: each of its values sends the latest
    ///   value of this signal.
    /// - Returns: A signal of sampled values.
    public func sample(on sampler: Signal<(), Never>) -> Signal<Value, Error> {
        Signal { output, lifetime in
            // Shared by the two observers below, which may run on two
            // threads at once.
            let shared = Locked(SampleState<Value>())

            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    // The value replaced is handed out of the lock and let
                    // go of after it: its deinit may run anything. Once the
                    // sampler has completed, nothing can be sampled any
                    // more: the value is not kept at all.
                    let replaced = shared.withLock { state -> Value? in
                        guard !state.isSamplerCompleted else { return nil }
                        defer { state.latest = value }
                        return state.latest
                    }
                    _ = replaced
                case .completed:
                    // The latest value stays: the sampler may still ask for
                    // it. Complete only if the sampler is done too.
                    let isDone = shared.withLock { state in
                        state.isSourceCompleted = true
                        return state.isSamplerCompleted
                    }
                    if isDone {
                        output.sendCompleted()
                    }
                case .failed(let error):
                    output.send(error: error)
                case .interrupted:
                    output.sendInterrupted()
                }
            }

            lifetime += sampler.observe { event in
                switch event {
                case .value:
                    // Read under the lock, send after it: an observer of the
                    // output may send into this signal, which would then
                    // wait for the lock held by its own thread.
                    if let latest = shared.withLock({ $0.latest }) {
                        output.send(value: latest)
                    }
                case .completed:
                    // No value can be sampled any more: the latest is let
                    // go of now (after the lock), not when the output ends.
                    let (isDone, dropped) = shared.withLock { state -> (Bool, Value?) in
                        state.isSamplerCompleted = true
                        defer { state.latest = nil }
                        return (state.isSourceCompleted, state.latest)
                    }
                    _ = dropped
                    if isDone {
                        output.sendCompleted()
                    }
                case .interrupted:
                    output.sendInterrupted()
                }
                // No `.failed` case: the sampler's error type is `Never`.
            }
        }
    }
}

/// What `sample(on:)` remembers.
private struct SampleState<Value> {
    /// The latest value of the source, once it has sent one.
    var latest: Value?
    var isSourceCompleted = false
    var isSamplerCompleted = false
}

extension SignalProducer {
    /// Sends the latest value of each start each time the start of `sampler`
    /// sends a value; see ``Signal/sample(on:)``.
    ///
    /// Each start starts this producer first, then `sampler`, as
    /// ReactiveSwift does: a sampler that fires as soon as it starts finds
    /// the values this producer sent as it started.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2, 3])
    ///     .sample(on: SignalProducer<(), Never>(value: ()))
    ///     .startWithValues { print($0) }
    /// // prints 3
    /// ```
    public func sample(on sampler: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        // As in `zip(with:)`: lift on the sampler and pass `self` as the
        // argument, so that `self` starts first.
        sampler.lift { (samplerSignal: Signal<(), Never>) in
            { (signal: Signal<Value, Error>) in signal.sample(on: samplerSignal) }
        }(self)
    }
}
