extension Signal {
    /// Sends every value of this signal paired with the latest value of
    /// `samplee`: the flipped ``sample(with:)``, where this signal asks and
    /// `samplee` answers.
    ///
    /// ```swift
    /// let (saves, save) = Signal<String, Never>.pipe()
    /// let (users, login) = Signal<String, Never>.pipe()
    /// saves.withLatest(from: users).observeValues { print("\($0) by \($1)") }
    /// save.send(value: "draft")  // nobody logged in yet: nothing is sent
    /// login.send(value: "ada")
    /// save.send(value: "final")
    /// // prints final by ada
    /// ```
    ///
    /// The resulting signal:
    /// - drops the values this signal sends before `samplee` has sent one;
    /// - ends exactly when this signal ends, the same way. The end of
    ///   `samplee` changes nothing: its last value goes on being paired.
    ///
    /// `samplee` is observed first. So when both are the same signal, or
    /// when one sends into the other, every value finds the samplee's value
    /// of the same moment.
    ///
    /// - Parameter samplee: The signal whose latest value goes second in
    ///   every pair.
    /// - Returns: A signal of this signal's values with the samplee's latest.
    public func withLatest<U>(from samplee: Signal<U, Never>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error> { output, lifetime in
            // Two signals, maybe on two threads, share the samplee's latest
            // value, so it sits behind a lock. The whole state is this
            // optional: no value yet, or the latest. Only this signal's
            // values are sent, one at a time, so sending after the lock is
            // released keeps their order.
            let latest = Locked<U?>(nil)
            lifetime += samplee.observe { event in
                if case .value(let value) = event {
                    // `update`: the value replaced is let go of after
                    // unlocking, since its deinit may send into this signal.
                    latest.update { $0 = value }
                }
            }
            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    if let sampled = latest.withLock({ $0 }) {
                        output.send(value: (value, sampled))
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

    /// Starts `samplee` and sends every value of this signal paired with the
    /// latest value of that start; see ``withLatest(from:)-(Signal<U,Never>)``.
    /// When the resulting signal ends, the start of `samplee` is
    /// interrupted.
    ///
    /// ```swift
    /// let (requests, request) = Signal<String, Never>.pipe()
    /// let token = SignalProducer<String, Never>(value: "t0k3n")
    /// requests.withLatest(from: token).observeValues { print("\($0)?token=\($1)") }
    /// request.send(value: "/inbox")
    /// // prints /inbox?token=t0k3n
    /// ```
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error> { output, lifetime in
            samplee.startWithSignal { sampleeSignal, interrupter in
                lifetime += interrupter
                lifetime += self.withLatest(from: sampleeSignal).observe(output)
            }
        }
    }
}

extension SignalProducer {
    /// On every start, starts `samplee`, then this producer, and sends every
    /// value of this producer paired with the samplee's latest value, as
    /// ``Signal/withLatest(from:)-(Signal<U,Never>)`` does. Disposing the
    /// start interrupts both.
    ///
    /// `samplee` starts first, so a value it sends while it starts is there
    /// for this producer's first values:
    ///
    /// ```swift
    /// let pages = SignalProducer<String, Never>(["home", "about"])
    /// let language = SignalProducer<String, Never>(value: "en")
    /// pages.withLatest(from: language).startWithValues { print("/\($1)/\($0)") }
    /// // prints /en/home
    /// // prints /en/about
    /// ```
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
        lift { signal in { samplee in signal.withLatest(from: samplee) } }(samplee)
    }
}
