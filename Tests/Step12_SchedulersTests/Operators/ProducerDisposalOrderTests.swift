import Testing
@testable import Step12_Schedulers

/// Disposing a start of `producer.operator(...)`: ReactiveSwift interrupts the
/// work at the source first, and the interruption travels down through the
/// operator to the observer. Every one-stream operator of this chapter is an
/// event transformation composed into the start, so it keeps that order.
@Suite struct ProducerDisposalOrderTests {
    /// What a start of `apply(source)` prints when it is disposed, where
    /// `source` never ends by itself and says when it hears of the
    /// interruption.
    private func disposalOrder<U>(_ apply: (SignalProducer<Int, Never>) -> SignalProducer<U, Never>) -> [String] {
        var log: [String] = []
        let source = SignalProducer<Int, Never>.never.on(interrupted: { log.append("upstream interrupted") })
        let disposable = apply(source).start { event in
            if case .interrupted = event { log.append("observer interrupted") }
        }
        disposable.dispose()
        return log
    }

    private let expected = ["upstream interrupted", "observer interrupted"]

    @Test("disposing map, filter and compactMap interrupts the work first, then the observer (ReactiveSwift's order)")
    func statelessOperators() {
        #expect(disposalOrder { $0.map { $0 * 2 } } == expected)
        #expect(disposalOrder { $0.map(\.description) } == expected)
        #expect(disposalOrder { $0.filter { $0 > 0 } } == expected)
        #expect(disposalOrder { $0.compactMap { $0 } } == expected)
    }

    @Test("disposing take, skip and their kin interrupts the work first, then the observer")
    func countingOperators() {
        #expect(disposalOrder { $0.take(first: 3) } == expected)
        #expect(disposalOrder { $0.take(last: 3) } == expected)
        #expect(disposalOrder { $0.take(while: { _ in true }) } == expected)
        #expect(disposalOrder { $0.take(until: { _ in true }) } == expected)
        #expect(disposalOrder { $0.skip(first: 3) } == expected)
        #expect(disposalOrder { $0.skip(while: { _ in true }) } == expected)
    }

    @Test("disposing operators with state interrupts the work first, then the observer")
    func statefulOperators() {
        #expect(disposalOrder { $0.scan(0, +) } == expected)
        #expect(disposalOrder { $0.reduce(0, +) } == expected)
        #expect(disposalOrder { $0.collect() } == expected)
        #expect(disposalOrder { $0.collect(count: 2) } == expected)
        #expect(disposalOrder { $0.skipRepeats() } == expected)
        #expect(disposalOrder { $0.uniqueValues() } == expected)
        #expect(disposalOrder { $0.combinePrevious(0) } == expected)
    }

    @Test("a chain of operators is interrupted from the work down, through every operator in turn")
    func chain() {
        var log: [String] = []
        let disposable = SignalProducer<Int, Never>.never
            .on(interrupted: { log.append("source") })
            .map { $0 + 1 }
            .on(interrupted: { log.append("after map") })
            .filter { $0 > 0 }
            .on(interrupted: { log.append("after filter") })
            .start { event in
                if case .interrupted = event { log.append("observer") }
            }
        disposable.dispose()
        #expect(log == ["source", "after map", "after filter", "observer"])
    }

    @Test("an operator that ends early stops the work underneath at once: a sequence is read no further")
    func earlyEndStopsTheWork() {
        var pulled = 0
        let numbers = SignalProducer<Int, Never>((1...1000).lazy.map { number -> Int in
            pulled += 1
            return number
        })
        var values: [Int] = []
        numbers.map { $0 * 10 }.take(first: 2).filter { _ in true }.startWithValues { values.append($0) }
        #expect(values == [10, 20])
        #expect(pulled == 2)
    }

    @Test("a chain on a ready-made producer, started with startWithSignal, stops reading when its interrupter is disposed on the way")
    func startWithSignalStopsReadyMadeWork() {
        var pulled = 0
        let numbers = SignalProducer<Int, Never>((1...1000).lazy.map { number -> Int in
            pulled += 1
            return number
        })
        var values: [Int] = []
        numbers.map { $0 * 10 }.startWithSignal { signal, interrupter in
            signal.observeValues { value in
                values.append(value)
                if value == 20 { interrupter.dispose() }
            }
        }
        #expect(values == [10, 20])
        #expect(pulled == 2)
    }

    @Test("a start of a chain, disposed from a startWithSignal setup before it begins, never begins and still ends")
    func disposedBeforeItBegins() {
        var began = false
        let producer = SignalProducer<Int, Never> { _, _ in began = true }.map { $0 + 1 }
        var events: [Signal<Int, Never>.Event] = []
        producer.startWithSignal { signal, interrupter in
            signal.observe { events.append($0) }
            interrupter.dispose()
        }
        #expect(!began)
        #expect(events == [.interrupted])
    }
}
