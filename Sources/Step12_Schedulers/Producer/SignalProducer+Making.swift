extension SignalProducer {
    /// A producer that sends `value`, then completes, on every start.
    @inlinable  // Step 12: the work compiles for the caller's types.
    public init(value: Value) {
        self.init(immediate: { observer, _ in
            observer.send(value: value)
            observer.sendCompleted()
        })
    }

    /// A producer that fails with `error` on every start.
    @inlinable  // Step 12: the work compiles for the caller's types.
    public init(error: Error) {
        self.init(immediate: { observer, _ in
            observer.send(error: error)
        })
    }

    /// A producer that sends the value and completes, or fails with the
    /// error, of `result`.
    public init(result: Result<Value, Error>) {
        switch result {
        case .success(let value):
            self.init(value: value)
        case .failure(let error):
            self.init(error: error)
        }
    }

    /// A producer that sends every element of `values`, in order, then
    /// completes. It stops early if the start is disposed on the way.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2, 3]).startWithValues { print($0) }
    /// // prints 1
    /// // prints 2
    /// // prints 3
    /// ```
    @inlinable  // Step 12: the work compiles for the caller's types.
    public init<S: Sequence>(_ values: S) where S.Element == Value {
        self.init(canStopEarly: true, immediate: { observer, interrupter in
            // Whoever started it may stop it on the way (a `take(first:)`
            // downstream, or a disposal from a `startWithSignal` setup):
            // check after each value, so that no element is taken from the
            // sequence only to be dropped.
            for value in values {
                observer.send(value: value)
                if interrupter.isDisposed { return }
            }
            observer.sendCompleted()
        })
    }

    /// A producer that sends the values given, in order, then completes.
    public init(values first: Value, _ second: Value, _ tail: Value...) {
        self.init([first, second] + tail)
    }

    /// A producer that calls `action` on every start, sends what it returns,
    /// then completes.
    ///
    /// ```swift
    /// var calls = 0
    /// let counter = SignalProducer<Int, Never> { () -> Int in
    ///     calls += 1
    ///     return calls
    /// }
    /// counter.startWithValues { print($0) }
    /// counter.startWithValues { print($0) }
    /// // prints 1
    /// // prints 2
    /// ```
    public init(_ action: @escaping () -> Value) {
        self.init(immediate: { observer, _ in
            observer.send(value: action())
            observer.sendCompleted()
        })
    }

    /// A producer that calls `action` on every start, then sends the value
    /// and completes, or fails, as its result says.
    ///
    /// ```swift
    /// struct Empty: Error, CustomStringConvertible {
    ///     var description: String { "empty" }
    /// }
    /// var stock = [1]
    /// let take = SignalProducer<Int, Empty> { () -> Result<Int, Empty> in
    ///     stock.isEmpty ? .failure(Empty()) : .success(stock.removeLast())
    /// }
    /// take.startWithResult { print($0) }
    /// take.startWithResult { print($0) }
    /// // prints success(1)
    /// // prints failure(empty)
    /// ```
    public init(_ action: @escaping () -> Result<Value, Error>) {
        self.init(immediate: { observer, _ in
            switch action() {
            case .success(let value):
                observer.send(value: value)
                observer.sendCompleted()
            case .failure(let error):
                observer.send(error: error)
            }
        })
    }

    /// A producer that, on every start, forwards the events of `signal` from
    /// then on. Disposing the start stops observing `signal`; it does not
    /// end `signal` for anyone else.
    @inlinable  // Step 12: the work compiles for the caller's types.
    public init(_ signal: Signal<Value, Error>) {
        self.init { observer, lifetime in
            // Step 12: without the handle `+=` would make, only to drop.
            lifetime.addWithoutHandle(signal.observe(observer))
        }
    }

    /// A producer that completes at once on every start.
    @inlinable  // Step 12: the work compiles for the caller's types.
    public static var empty: SignalProducer {
        SignalProducer(immediate: { observer, _ in observer.sendCompleted() })
    }

    /// A producer that never sends anything, until its start is disposed:
    /// then it sends `interrupted`.
    ///
    /// Step 12: a start of its own core, `NeverCore`, makes no signal.
    @inlinable
    public static var never: SignalProducer {
        SignalProducer(NeverCore())
    }
}

extension Signal {
    /// A producer that, on every start, forwards this signal's events from
    /// then on.
    @inlinable  // Step 12: the work compiles for the caller's types.
    public var producer: SignalProducer<Value, Error> {
        SignalProducer(self)
    }
}

extension SignalProducer where Error == Swift.Error {
    /// A producer that calls `action` on every start, then sends what it
    /// returns and completes, or fails with what it throws.
    ///
    /// ```swift
    /// struct NotANumber: Error {}
    /// let number = SignalProducer<Int, Swift.Error> {
    ///     guard let number = Int("42") else { throw NotANumber() }
    ///     return number
    /// }
    /// number.startWithResult { print($0) }
    /// // prints success(42)
    /// ```
    ///
    /// A closure that cannot throw picks the initializer that takes a
    /// `() -> Value` instead; both behave the same for it.
    public init(_ action: @escaping () throws -> Value) {
        self.init { () -> Result<Value, Swift.Error> in
            Result { try action() }
        }
    }
}

extension SignalProducer where Error == Never {
    /// A producer that sends `value`, then completes, and cannot fail; the
    /// same as the general ``init(value:)``.
    ///
    /// It exists for type inference, as in ReactiveSwift. Where a producer
    /// that cannot fail will do, as in
    /// `SignalProducer<Int, LoadError>.empty.then(.init(value: "done"))`,
    /// Swift could make the replacement fail with `LoadError` or with
    /// `Never`; this initializer, being the more specific, settles it.
    @inlinable  // Step 12: the work compiles for the caller's types.
    public init(value: Value) {
        self.init(immediate: { observer, _ in
            observer.send(value: value)
            observer.sendCompleted()
        })
    }
}
