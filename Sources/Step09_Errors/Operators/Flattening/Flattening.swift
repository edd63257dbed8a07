/// The part of a flattening engine that the outer stream talks to: each
/// strategy's storage (`ConcurrentFlattening`, `LatestFlattening`,
/// `RaceFlattening`, `ThrottleFlattening`) starts inner streams as its state
/// machine decides, and sends what they send.
protocol Flattening: AnyObject {
    associatedtype Value
    associatedtype Error: Swift.Error

    /// What interrupts the inners still running, for a storage that keeps
    /// them apart from the result's lifetime; `nil` for one that adds them
    /// to it.
    var innerInterrupters: Disposable? { get }

    /// The outer stream sent an inner stream.
    func receiveInner(_ inner: SignalProducer<Value, Error>)
    /// The outer stream completed.
    func outerDidComplete()
    /// The result ended, whatever ended it.
    func resultDidEnd()
}

extension Flattening {
    /// A storage adds its inners to the result's lifetime, unless it says
    /// otherwise.
    var innerInterrupters: Disposable? { nil }
}

extension Signal where Value: SignalProducerConvertible, Error == Value.Error {
    /// Flattens this signal's inner streams into `output`, as `strategy`
    /// says, until `lifetime` ends: the one place where a strategy picks its
    /// engine. The flattened signal sends into its own input; a flattened
    /// producer sends straight into the observer of its start.
    func flatten(
        _ strategy: FlattenStrategy,
        into output: Signal<Value.Value, Error>.Observer,
        during lifetime: Lifetime
    ) {
        switch strategy.kind {
        case .concurrent(let limit):
            flatten(into: output, during: lifetime, with: ConcurrentFlattening(limit: limit, output: output, lifetime: lifetime))
        case .latest:
            flatten(into: output, during: lifetime, with: LatestFlattening(output: output))
        case .race:
            flatten(into: output, during: lifetime, with: RaceFlattening(output: output, lifetime: lifetime))
        case .throttle:
            flatten(into: output, during: lifetime, with: ThrottleFlattening(output: output, lifetime: lifetime))
        }
    }

    /// The shape every strategy shares: observes this signal, hands each
    /// inner stream to `engine`, sends this signal's failure or
    /// interruption on at once, and tells `engine` when this signal
    /// completes and when `lifetime` ends.
    private func flatten<Engine: Flattening>(
        into output: Signal<Value.Value, Error>.Observer,
        during lifetime: Lifetime,
        with engine: Engine
    ) where Engine.Value == Value.Value, Engine.Error == Error {
        // When the result ends, the engine hears of it before any inner is
        // interrupted, so that it starts nothing more and ignores the ends
        // that follow (a running inner's end would otherwise free a place
        // for a waiting one).
        lifetime.observeEnded { engine.resultDidEnd() }
        lifetime += engine.innerInterrupters
        lifetime += self.observe { event in
            switch event {
            case .value(let inner):
                engine.receiveInner(inner.producer)
            case .failed(let error):
                output.send(error: error)
            case .completed:
                engine.outerDidComplete()
            case .interrupted:
                output.sendInterrupted()
            }
        }
    }
}
