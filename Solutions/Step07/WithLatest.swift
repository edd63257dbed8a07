// Exercise 7.3: withLatest(from:).
//
// A "Send" button sends the message typed so far; a search runs with the
// filters chosen so far. `withLatest(from:)` pairs each value of a stream
// with the latest value of another: the mirror of `sample`, where the
// stream itself is the trigger.

import Step06_Transforming

extension Signal {
    /// Sends each value of this signal paired with the latest value of
    /// `samplee`; nothing if `samplee` has sent no value yet.
    ///
    /// It ends when this signal ends, with the same event. The terminal
    /// event of `samplee` is ignored: its last value stays the latest.
    ///
    /// ```swift
    /// let (taps, tap) = Signal<Int, Never>.pipe()
    /// let (text, typing) = Signal<String, Never>.pipe()
    /// taps.withLatest(from: text).observeValues { print($0) }
    /// tap.send(value: 1)
    /// typing.send(value: "Hi")
    /// tap.send(value: 2)
    /// // prints (2, "Hi")
    /// ```
    ///
    /// - Parameter samplee: The signal whose latest value is paired with
    ///   each value of this one.
    /// - Returns: A signal of pairs.
    public func withLatest<U>(from samplee: Signal<U, Never>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error> { output, lifetime in
            // Written by the samplee's observer, read by this signal's: they
            // may run on two threads at once.
            let latest = Locked<U?>(nil)

            lifetime += samplee.observe { event in
                // Values only: the samplee's end changes nothing.
                if case .value(let value) = event {
                    // The value replaced comes out of the lock and is let go
                    // of after it: its deinit may run anything, even a send
                    // into `self`, whose observer takes this lock.
                    var replaced: U? = value
                    latest.withLock { swap(&$0, &replaced) }
                    _ = replaced
                }
            }
            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    // Read under the lock, send after it (see `sample`).
                    if let latestValue = latest.withLock({ $0 }) {
                        output.send(value: (value, latestValue))
                    }
                case .failed(let error):
                    output.send(error: error)
                case .completed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }

    /// Sends each value of this signal paired with the latest value of a
    /// start of `samplee`, started when this operator is applied; see
    /// ``Signal/withLatest(from:)-(Signal<U,Never>)``.
    ///
    /// The start of `samplee` is interrupted when the output ends.
    ///
    /// ```swift
    /// let (taps, tap) = Signal<Int, Never>.pipe()
    /// taps.withLatest(from: SignalProducer<String, Never>(value: "Hi")).observeValues { print($0) }
    /// tap.send(value: 1)
    /// // prints (1, "Hi")
    /// ```
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error> { output, lifetime in
            samplee.startWithSignal { sampleeSignal, interrupter in
                // The start belongs to the output: when the output ends,
                // nobody needs the samplee's values any more.
                lifetime += interrupter
                // Observe before the samplee's work runs (that is what
                // `startWithSignal`'s setup is for), so that values it sends
                // as it starts are seen.
                lifetime += self.withLatest(from: sampleeSignal).observe(output)
            }
        }
    }
}

extension SignalProducer {
    /// Sends each value of each start paired with the latest value of the
    /// start of `samplee` that goes with it; see
    /// ``Signal/withLatest(from:)-(Signal<U,Never>)``.
    ///
    /// Each start starts `samplee` first, then this producer, as
    /// ReactiveSwift does: values the samplee sends as it starts are the
    /// latest ones when this producer's values come.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2])
    ///     .withLatest(from: SignalProducer<String, Never>(value: "x"))
    ///     .startWithValues { print($0) }
    /// // prints (1, "x")
    /// // prints (2, "x")
    /// ```
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
        // Here the binary `lift`'s order is the right one: its argument,
        // the samplee, starts first.
        lift { (signal: Signal<Value, Error>) in
            { (sampleeSignal: Signal<U, Never>) in signal.withLatest(from: sampleeSignal) }
        }(samplee)
    }
}
