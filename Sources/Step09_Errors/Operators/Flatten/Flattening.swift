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
    /// The shape every strategy shares: a new signal that observes this one,
    /// hands each inner stream to the engine `makeEngine` makes, sends the
    /// outer stream's failure or interruption on at once, and tells the
    /// engine when the outer stream completes and when the result ends.
    func flattening<Engine: Flattening>(
        with makeEngine: @escaping (_ output: Signal<Value.Value, Error>.Observer, _ lifetime: Lifetime) -> Engine
    ) -> Signal<Value.Value, Error> where Engine.Value == Value.Value, Engine.Error == Error {
        Signal<Value.Value, Error> { output, lifetime in
            let engine = makeEngine(output, lifetime)
            // First in the lifetime: when the result ends, the engine hears
            // of it before any inner is interrupted, so that it starts
            // nothing more and ignores the ends that follow (a running
            // inner's end would otherwise free a place for a waiting one).
            // Then the inners are interrupted, then the outer stream is let
            // go of.
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
}
