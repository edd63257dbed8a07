import Testing
@testable import Step12_Schedulers

/// Code written the way ReactiveSwift 7's documentation writes it, with no
/// operators: it must compile against this step and behave as it does there.
@Suite struct ReactiveSwiftNamesTests {
    @Test("ReactiveSwift-style code for events, signals, observers, disposables, lifetimes and producers")
    func readmeStyle() {
        var log: [String] = []

        // Events and pipes.
        let (signal, observer) = Signal<String, Never>.pipe()
        let observation: Disposable? = signal.observeValues { log.append("value \($0)") }
        signal.observeCompleted { log.append("completed") }
        observer.send(value: "a")
        observation?.dispose()
        observer.send(value: "b")
        observer.sendCompleted()

        // Lifetimes.
        let (lifetime, token) = Lifetime.make()
        lifetime.observeEnded { log.append("lifetime ended") }
        lifetime += AnyDisposable { log.append("disposed with lifetime") }
        token.dispose()

        // Producers.
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            observer.send(value: 1)
            lifetime.observeEnded { log.append("producer lifetime ended") }
            observer.sendCompleted()
        }
        let composite = CompositeDisposable()
        composite += producer.startWithValues { log.append("producer value \($0)") }
        composite.dispose()

        let serial = SerialDisposable()
        serial.inner = SignalProducer<Int, Never>.never.startWithInterrupted { log.append("never interrupted") }
        serial.inner = nil

        let event: Signal<Int, Never>.Event = .value(1)
        log.append("event is terminating: \(event.isTerminating)")

        #expect(
            log == [
                "value a", "completed", "lifetime ended", "disposed with lifetime",
                "producer value 1", "producer lifetime ended", "never interrupted",
                "event is terminating: false",
            ]
        )
    }
}
