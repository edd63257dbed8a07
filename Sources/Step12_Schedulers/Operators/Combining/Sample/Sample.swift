extension Signal {
    /// Sends the latest value of this signal, paired with the sampler's
    /// value, every time `sampler` sends a value.
    ///
    /// ```swift
    /// let (positions, move) = Signal<Int, Never>.pipe()
    /// let (clicks, click) = Signal<String, Never>.pipe()
    /// positions.sample(with: clicks).observeValues { print("\($1) at \($0)") }
    /// click.send(value: "left")  // no position yet: nothing is sent
    /// move.send(value: 10)
    /// move.send(value: 20)
    /// click.send(value: "left")
    /// click.send(value: "right")
    /// // prints left at 20
    /// // prints right at 20
    /// ```
    ///
    /// The sampled signal:
    /// - sends nothing for a sampler value that comes before this signal's
    ///   first value; sends the same latest value again for every sampler
    ///   value until a new one comes;
    /// - completes when both this signal and the sampler have completed;
    /// - fails as soon as this signal fails, and is interrupted as soon as
    ///   either is interrupted.
    ///
    /// - Parameter sampler: The signal whose values ask for a sample.
    /// - Returns: A signal of this signal's latest values, each with the
    ///   sampler value that asked for it.
    public func sample<T>(with sampler: Signal<T, Never>) -> Signal<(Value, T), Error> {
        Signal<(Value, T), Error> { output, lifetime in
            let storage = SampleStorage<Value, T, Error>(output: output)
            lifetime += self.observe(storage.receiveFromReceiver)
            lifetime += sampler.observe(storage.receiveFromSampler)
        }
    }

    /// Sends the latest value of this signal every time `sampler` sends a
    /// value; ``sample(with:)`` without the sampler's values, and with the
    /// same rules.
    ///
    /// ```swift
    /// let (scores, score) = Signal<Int, Never>.pipe()
    /// let (ticks, tick) = Signal<(), Never>.pipe()
    /// scores.sample(on: ticks).observeValues { print($0) }
    /// score.send(value: 1)
    /// score.send(value: 2)
    /// tick.send(value: ())
    /// tick.send(value: ())
    /// // prints 2
    /// // prints 2
    /// ```
    ///
    /// - Parameter sampler: The signal whose values ask for a sample.
    /// - Returns: A signal of this signal's latest values.
    public func sample(on sampler: Signal<(), Never>) -> Signal<Value, Error> {
        sample(with: sampler).map { value, _ in value }
    }
}

/// Runs a ``SampleStateMachine`` for one sampled signal: it takes the
/// events of the receiver and of the sampler, asks the machine under a lock,
/// and does what the machine answered once the lock is released.
///
/// Two signals, maybe on two threads, share the machine: a ``Locked``.
/// Sending after the lock is released keeps the order: only sampler values
/// send, and the sampler delivers one at a time; and whichever input
/// completes second has nothing in flight. A change that may let go of a
/// value of the receiver (a new value, the sampler's completion) goes through
/// ``Locked/update(_:)``, which lets go of it after unlocking.
final class SampleStorage<Value, Sample, Error: Swift.Error> {
    private let machine = Locked(SampleStateMachine<Value>())
    /// The sampled signal's input.
    private let output: Signal<(Value, Sample), Error>.Observer

    init(output: Signal<(Value, Sample), Error>.Observer) {
        self.output = output
    }

    /// Receives an event of the signal being sampled.
    func receiveFromReceiver(_ event: Signal<Value, Error>.Event) {
        switch event {
        case .value(let value):
            machine.update { $0.receiverSent(value) }
        case .completed:
            output.perform(machine.withLock { $0.receiverCompleted() })
        case .failed(let error):
            output.send(error: error)
        case .interrupted:
            output.sendInterrupted()
        }
    }

    /// Receives an event of the sampler.
    func receiveFromSampler(_ event: Signal<Sample, Never>.Event) {
        switch event {
        case .value(let sample):
            if let value = machine.withLock({ $0.samplerSent() }) {
                output.send(value: (value, sample))
            }
        case .completed:
            output.perform(machine.update { $0.samplerCompleted() })
        case .interrupted:
            output.sendInterrupted()
        case .failed:
            break  // Cannot happen: the sampler's error type is Never.
        }
    }
}

extension SignalProducer {
    /// On every start, starts this producer, then `sampler`, and sends this
    /// producer's latest value with the sampler's value every time the
    /// sampler sends one, as ``Signal/sample(with:)`` does. Disposing the
    /// start interrupts both.
    ///
    /// This producer starts first, so a sampler that sends while it starts
    /// already finds this producer's values:
    ///
    /// ```swift
    /// let settings = SignalProducer<String, Never>(value: "dark mode")
    /// let launch = SignalProducer<Int, Never>(value: 1)
    /// settings.sample(with: launch).startWithValues { print("launch \($1): \($0)") }
    /// // prints launch 1: dark mode
    /// ```
    public func sample<U>(with sampler: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
        liftStartingSelfFirst { signal in { sampler in signal.sample(with: sampler) } }(sampler)
    }

    /// On every start, starts this producer, then `sampler`, and sends this
    /// producer's latest value every time the sampler sends a value; see
    /// ``sample(with:)``.
    public func sample(on sampler: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        liftStartingSelfFirst { signal in { sampler in signal.sample(on: sampler) } }(sampler)
    }
}
