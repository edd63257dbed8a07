extension Signal where Error == Never {
    /// This signal, with an error type it will never use: the same events,
    /// as a signal that could fail with `F`.
    ///
    /// Operators that combine signals want the same error type on both
    /// sides. A signal that cannot fail fits next to one that can once its
    /// error type is promoted:
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// let (clicks, click) = Signal<Int, Never>.pipe()
    /// let (responses, respond) = Signal<String, Offline>.pipe()
    /// let combined = clicks.promoteError(Offline.self).combineLatest(with: responses)
    /// combined.observeResult { print((try? $0.get()).map { "\($0) \($1)" } ?? "failed: offline") }
    /// click.send(value: 1)
    /// respond.send(value: "ok")
    /// respond.send(error: Offline())
    /// // prints 1 ok
    /// // prints failed: offline
    /// ```
    ///
    /// - Parameter _: The new error type; it can usually be inferred.
    /// - Returns: A signal that sends this signal's events.
    public func promoteError<F>(_: F.Type = F.self) -> Signal<Value, F> {
        flatMapEvent(Event.promoteError(F.self))
    }

    /// This signal itself: its error type is already `Never`.
    ///
    /// With no type to promote to, `promoteError()` picks this overload, as
    /// in ReactiveSwift.
    public func promoteError(_: Error.Type = Error.self) -> Signal<Value, Error> {
        self
    }
}

extension SignalProducer where Error == Never {
    /// This producer, with an error type it will never use; see
    /// ``Signal/promoteError(_:)-(F.Type)``.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// let cached = SignalProducer<String, Never>(value: "cached")
    /// let fresh = SignalProducer<String, Offline>(error: Offline())
    /// SignalProducer.merge(cached.promoteError(), fresh).startWithResult { print((try? $0.get()) ?? "failed: offline") }
    /// // prints cached
    /// // prints failed: offline
    /// ```
    public func promoteError<F>(_: F.Type = F.self) -> SignalProducer<Value, F> {
        flatMapEvent(ProducedSignal.Event.promoteError(F.self))
    }

    /// This producer itself: its error type is already `Never`.
    public func promoteError(_: Error.Type = Error.self) -> SignalProducer<Value, Error> {
        self
    }
}

extension Signal.Event where Error == Never {
    /// `promoteError` as an event transformation.
    static func promoteError<F>(_: F.Type = F.self) -> Transformation<Value, F> {
        { output, _ in
            Signal.Observer { event in
                switch event {
                case .value(let value):
                    output.send(value: value)
                case .completed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                case .failed:
                    break  // Cannot happen: the error type is Never.
                }
            }
        }
    }
}
