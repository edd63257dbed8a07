import Testing
@testable import Step12_Schedulers

/// A hand-written map on signals: the kind of operator chapter 6 writes.
private func mapped<T, U, E>(_ transform: @escaping (T) -> U) -> (Signal<T, E>) -> Signal<U, E> {
    { upstream in
        Signal { observer, lifetime in
            lifetime += upstream.observe { observer.send($0.map(transform)) }
        }
    }
}

/// A hand-written operator that completes after the first value.
private func firstOnly<T, E>(_ upstream: Signal<T, E>) -> Signal<T, E> {
    Signal { observer, lifetime in
        lifetime += upstream.observe { event in
            observer.send(event)
            if event.value != nil { observer.sendCompleted() }
        }
    }
}

/// A hand-written binary operator: pairs each value of the left signal with
/// the latest of the right one; ends when the left one ends.
private func withLatestOf<T, U, E>(_ left: Signal<T, E>) -> (Signal<U, E>) -> Signal<(T, U), E> {
    { right in
        Signal { observer, lifetime in
            var latest: U?
            lifetime += right.observe { event in
                if let value = event.value { latest = value }
            }
            lifetime += left.observe { event in
                switch event {
                case .value(let value):
                    if let latest { observer.send(value: (value, latest)) }
                case .failed(let error): observer.send(error: error)
                case .completed: observer.sendCompleted()
                case .interrupted: observer.sendInterrupted()
                }
            }
        }
    }
}

@Suite struct LiftTests {
    @Test("a lifted operator applies to the signal of every start")
    func liftAppliesToEveryStart() {
        var starts = 0
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts += 1
            observer.send(value: starts)
            observer.sendCompleted()
        }
        let lifted = producer.lift(mapped { $0 * 10 })
        #expect(starts == 0)
        let first = Recorder<Int, Never>()
        let second = Recorder<Int, Never>()
        lifted.start(first.record)
        lifted.start(second.record)
        #expect(first.events == [.value(10), .completed])
        #expect(second.events == [.value(20), .completed])
    }

    @Test("disposing a lifted start interrupts the work underneath")
    func disposingInterruptsUpstream() {
        var log: [String] = []
        let upstream = SignalProducer<Int, Never> { _, lifetime in
            lifetime.observeEnded { log.append("upstream ended") }
        }
        let disposable = upstream.lift(mapped { $0 + 1 }).start { log.append("downstream got \($0)") }
        disposable.dispose()
        #expect(log == ["downstream got INTERRUPTED", "upstream ended"])
    }

    @Test("when a lifted operator ends the stream early, the work underneath is interrupted")
    func downstreamTerminationInterruptsUpstream() {
        var log: [String] = []
        var input: Signal<Int, Never>.Observer?
        let upstream = SignalProducer<Int, Never> { observer, lifetime in
            input = observer
            lifetime.observeEnded { log.append("upstream ended") }
        }
        upstream.lift(firstOnly).start { log.append("downstream got \($0)") }
        input?.send(value: 1)
        input?.send(value: 2)
        #expect(log == ["downstream got VALUE 1", "downstream got COMPLETED", "upstream ended"])
    }

    @Test("a lifted operator that ends early, or a disposal, ends the work underneath in that tick")
    func subscriptions() {
        let early = MarbleScenario()
        let earlySubscriptions = MarbleSubscriptions()
        let letters = early.producer("-a-b-c-d|", recordingInto: earlySubscriptions)
        #expect(early.run(letters.lift { $0.take(first: 2) }) == "-a-(b|)")
        #expect(earlySubscriptions.diagrams == ["^--!"])

        let disposed = MarbleScenario()
        let disposedSubscriptions = MarbleSubscriptions()
        let words = disposed.producer("-a-b-c-d|", recordingInto: disposedSubscriptions)
        #expect(disposed.run(words.lift { $0.map { $0 + $0 } }, disposingAt: 2) == "-{aa}!")
        #expect(disposedSubscriptions.diagrams == ["^-!"])
    }

    @Test("a lifted start stops the work underneath itself, even while something else keeps the work's signal")
    func subscriptionsWhileTheSignalIsKept() {
        // Kept here, the signal underneath cannot end by being let go of:
        // only the lifted start's interruption can stop its work.
        var kept: [Signal<String, MarbleError>] = []
        let scenario = MarbleScenario()
        let subscriptions = MarbleSubscriptions()
        let letters = scenario.producer("-a-b-c-d|", recordingInto: subscriptions)
        let firstTwo = letters.lift { signal in
            kept.append(signal)
            return signal.take(first: 2)
        }
        #expect(scenario.run(firstTwo) == "-a-(b|)")
        #expect(subscriptions.diagrams == ["^--!"])
        #expect(kept.count == 1)
    }

    @Test("a lifted binary operator starts the argument first, then the receiver, and combines their signals")
    func binaryLift() {
        var log: [String] = []
        let left = SignalProducer<Int, Never> { observer, _ in
            log.append("left starts")
            observer.send(value: 1)
            observer.send(value: 2)
            observer.sendCompleted()
        }
        let right = SignalProducer<String, Never> { observer, _ in
            log.append("right starts")
            observer.send(value: "a")
        }
        let recorder = Recorder<String, Never>()
        left.lift(withLatestOf)(right).start { event in
            recorder.record(event.map { "\($0.0)\($0.1)" })
        }
        #expect(log == ["right starts", "left starts"])
        #expect(recorder.events == [.value("1a"), .value("2a"), .completed])
    }

    @Test("disposing a lifted binary start interrupts both producers")
    func binaryLiftDispose() {
        var log: [String] = []
        let left = SignalProducer<Int, Never> { _, lifetime in
            lifetime.observeEnded { log.append("left ended") }
        }
        let right = SignalProducer<String, Never> { _, lifetime in
            lifetime.observeEnded { log.append("right ended") }
        }
        left.lift(withLatestOf)(right).start().dispose()
        #expect(log.sorted() == ["left ended", "right ended"])
    }

    @Test("disposing a lifted start interrupts it first, then the start underneath: the operator hears of it after the observer")
    func disposalInterruptsTheLiftedStartFirst() {
        var log: [String] = []
        let upstream = SignalProducer<Int, Never> { _, lifetime in
            lifetime.observeEnded { log.append("upstream ended") }
        }
        let watching: (Signal<Int, Never>) -> Signal<Int, Never> = { signal in
            Signal { output, lifetime in
                lifetime += signal.observe { event in
                    log.append("operator got \(event)")
                    output.send(event)
                }
            }
        }
        let start = upstream.lift(watching).start { log.append("observer got \($0)") }
        start.dispose()
        #expect(log == ["observer got INTERRUPTED", "operator got INTERRUPTED", "upstream ended"])
    }

    @Test("a lifted start is interrupted even if its operator does not pass the interruption on")
    func disposalInterruptsAnOperatorThatSwallowsIt() {
        let silent: (Signal<Int, Never>) -> Signal<Int, Never> = { _ in .never }
        let recorder = Recorder<Int, Never>()
        let start = SignalProducer<Int, Never>.never.lift(silent).start(recorder.record)
        start.dispose()
        #expect(recorder.events == [.interrupted])
    }
}
