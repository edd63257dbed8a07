import Testing
@testable import Step12_Schedulers

private typealias IntEvent = Signal<Int, TestError>.Event

@Suite struct DematerializeTests {
    @Test("dematerialize sends the value of every value event")
    func dematerializeValues() {
        // ReactiveSwift's spec.
        let (events, input) = Signal<IntEvent, Never>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(events.dematerialize())
        input.send(value: .value(2))
        #expect(checker.events == [.value(2)])
        input.send(value: .value(4))
        #expect(checker.events == [.value(2), .value(4)])
        expectNoViolations(checker)
    }

    @Test("a terminal event carried as a value ends the result with that event, and later values are ignored")
    func dematerializeCarriedTerminalEvents() {
        let carried: [IntEvent] = [.failed(TestError("offline")), .completed, .interrupted]
        for terminal in carried {
            let (events, input) = Signal<IntEvent, Never>.pipe()
            let checker = ContractChecker<Int, TestError>()
            checker.observe(events.dematerialize())
            input.send(value: .value(1))
            input.send(value: terminal)
            input.send(value: .value(2))
            #expect(checker.events == [.value(1), terminal])
            expectNoViolations(checker)
        }
    }

    @Test("dematerialize completes or is interrupted when its source is")
    func dematerializeOuterTerminalEvents() {
        let (completing, completingInput) = Signal<IntEvent, Never>.pipe()
        let completed = ContractChecker<Int, TestError>()
        completed.observe(completing.dematerialize())
        completingInput.send(value: .value(1))
        completingInput.sendCompleted()
        #expect(completed.events == [.value(1), .completed])
        expectNoViolations(completed)

        let (interrupting, interruptingInput) = Signal<IntEvent, Never>.pipe()
        let interrupted = ContractChecker<Int, TestError>()
        interrupted.observe(interrupting.dematerialize())
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
        expectNoViolations(interrupted)
    }

    @Test("after a carried terminal event, dematerialize stops observing its source at once")
    func stopsObservingAfterCarriedTerminalEvent() {
        final class Token {}
        weak var released: Token?
        let (events, input) = Signal<IntEvent, Never>.pipe()
        var delivered = 0
        do {
            let token = Token()
            released = token
            events.map { event -> IntEvent in
                _ = token
                delivered += 1
                return event
            }
            .dematerialize()
            .observe { _ in }
        }
        input.send(value: .completed)
        #expect(released == nil)
        input.send(value: .value(1))
        #expect(delivered == 1)
    }

    @Test("materialize then dematerialize gives back the same events")
    func roundTrip() {
        let producers = [
            SignalProducer<Int, TestError>(values: 1, 2),
            SignalProducer<Int, TestError>(error: TestError()),
            SignalProducer<Int, TestError>.empty,
        ]
        for producer in producers {
            #expect(checkedEvents(of: producer.materialize().dematerialize()) == checkedEvents(of: producer))
        }
        #expect(MarbleScenario.run("-a-b#") { $0.materialize().dematerialize() } == "-a-b#")
        #expect(MarbleScenario.run("-a!") { $0.materialize().dematerialize() } == "-a!")
    }

    @Test("a dematerialized producer sends the carried events on every start")
    func dematerializeOnProducers() {
        let events = SignalProducer<IntEvent, Never>([.value(1), .value(2), .failed(TestError())]).dematerialize()
        #expect(checkedEvents(of: events) == [.value(1), .value(2), .failed(TestError())])
        #expect(checkedEvents(of: events) == [.value(1), .value(2), .failed(TestError())])
    }

    @Test("a carried terminal event interrupts the producer underneath at once: no more elements are pulled")
    func carriedTerminalEventInterruptsUpstream() {
        var pulled = 0
        var upstreamEndedDuringPull: Bool?
        let carried: [IntEvent] = [.value(1), .completed, .value(2), .value(3)]
        var upstreamLifetime: Lifetime?
        let upstream = SignalProducer<IntEvent, Never> { observer, lifetime in
            upstreamLifetime = lifetime
            for event in carried {
                pulled += 1
                observer.send(value: event)
                if lifetime.hasEnded {
                    upstreamEndedDuringPull = true
                    return
                }
            }
            observer.sendCompleted()
        }
        #expect(checkedEvents(of: upstream.dematerialize()) == [.value(1), .completed])
        #expect(pulled == 2)
        #expect(upstreamEndedDuringPull == true)
        #expect(upstreamLifetime?.hasEnded == true)

        // The same with a producer made from a sequence, which checks its
        // lifetime after each element.
        var sequencePulls = 0
        let elements = carried.lazy.map { event -> IntEvent in
            sequencePulls += 1
            return event
        }
        #expect(checkedEvents(of: SignalProducer<IntEvent, Never>(elements).dematerialize()) == [.value(1), .completed])
        #expect(sequencePulls == 2)
    }

    @Test("disposing a dematerialized start interrupts it and the start underneath")
    func disposingInterruptsUpstream() {
        var upstreamEnded = false
        let upstream = SignalProducer<IntEvent, Never> { observer, lifetime in
            observer.send(value: .value(1))
            lifetime.observeEnded {
                _ = observer
                upstreamEnded = true
            }
        }
        let checker = ContractChecker<Int, TestError>()
        let start = checker.start(upstream.dematerialize())
        start.dispose()
        #expect(upstreamEnded)
        #expect(checker.events == [.value(1), .interrupted])
        expectNoViolations(checker)
    }

    @Test("an event is its own EventProtocol event, so generic code can reach the concrete event")
    func eventProtocol() {
        func concrete<E: EventProtocol>(_ event: E) -> Signal<E.Value, E.Error>.Event {
            event.event
        }
        #expect(concrete(IntEvent.value(3)) == .value(3))
        #expect(concrete(IntEvent.failed(TestError())) == .failed(TestError()))
    }
}
