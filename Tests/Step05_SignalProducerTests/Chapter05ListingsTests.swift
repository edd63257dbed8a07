// The runnable listings of chapter 5, copied verbatim from
// `Chapters/05-signal-producer.md`.
//
// Each test runs one listing with `print` captured, and expects exactly the
// lines its `// prints` comments state, in order. Until the book's tooling
// extracts the listings itself, keep these copies in step with the chapter.
import Testing
import Step05_SignalProducer

@Suite struct Chapter05ListingsTests {
    @Test("a future of an array makes the first page wait for the last")
    func futureOfArrayWaitsForAllPages() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let pages = Future<[String], Never> { completion in
                var loaded: [String] = []
                for number in 1...3 {
                    print("loading page \(number)")
                    loaded.append("page \(number)")
                }
                completion(.success(loaded))
            }
            pages.start { result in
                if case .success(let loaded) = result { print("showing \(loaded[0])") }
            }
            // prints loading page 1
            // prints loading page 2
            // prints loading page 3
            // prints showing page 1
        }
        listing()

        #expect(
            printed == [
                "loading page 1",
                "loading page 2",
                "loading page 3",
                "showing page 1",
            ]
        )
    }

    @Test("nothing happens until the producer is started, and every start runs the work again")
    func nothingHappensUntilStarted() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let producer = SignalProducer<Int, Never> { observer, _ in
                print("started")
                observer.send(value: 1)
                observer.sendCompleted()
            }
            print("nothing has happened yet")
            producer.startWithValues { print("value: \($0)") }
            producer.startWithValues { print("again: \($0)") }
            // prints nothing has happened yet
            // prints started
            // prints value: 1
            // prints started
            // prints again: 1
        }
        listing()

        #expect(
            printed == [
                "nothing has happened yet",
                "started",
                "value: 1",
                "started",
                "again: 1",
            ]
        )
    }

    @Test("startWithSignal runs its setup before the work, so every observer sees every event")
    func setupRunsBeforeWork() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let producer = SignalProducer<Int, Never> { observer, _ in
                print("work starts")
                observer.send(value: 1)
                observer.sendCompleted()
            }
            producer.startWithSignal { signal, _ in
                print("setup")
                signal.observe { print("first observer got \($0)") }
                signal.observe { print("second observer got \($0)") }
            }
            // prints setup
            // prints work starts
            // prints first observer got value(1)
            // prints second observer got value(1)
            // prints first observer got completed
            // prints second observer got completed
        }
        listing()

        #expect(
            printed == [
                "setup",
                "work starts",
                "first observer got value(1)",
                "second observer got value(1)",
                "first observer got completed",
                "second observer got completed",
            ]
        )
    }

    @Test("disposing the interrupter in setup interrupts the signal and the work never runs")
    func disposingInSetupSkipsWork() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let producer = SignalProducer<Int, Never> { _, _ in print("work starts") }
            producer.startWithSignal { signal, interrupter in
                signal.observe { print($0) }
                interrupter.dispose()
            }
            // prints interrupted
        }
        listing()

        #expect(
            printed == [
                "interrupted",
            ]
        )
    }

    @Test("disposing a start interrupts it once, then ends its lifetime")
    func disposingInterruptsOnceAndEndsLifetime() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            var input: Signal<Int, Never>.Observer?
            let ticks = SignalProducer<Int, Never> { observer, lifetime in
                input = observer
                print("timer started")
                lifetime.observeEnded { print("timer invalidated") }
            }
            let disposable = ticks.start { print($0) }
            input?.send(value: 1)
            disposable.dispose()
            disposable.dispose()   // does nothing
            input?.send(value: 2)  // too late: this start has ended
            // prints timer started
            // prints value(1)
            // prints interrupted
            // prints timer invalidated
        }
        listing()

        #expect(
            printed == [
                "timer started",
                "value(1)",
                "interrupted",
                "timer invalidated",
            ]
        )
    }

    @Test("a terminal event ends the start's lifetime after the observers have seen it")
    func terminalEventEndsLifetime() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            SignalProducer<Int, Never> { observer, lifetime in
                lifetime.observeEnded { print("cleaned up") }
                observer.send(value: 1)
                observer.sendCompleted()
            }
            .start { print($0) }
            // prints value(1)
            // prints completed
            // prints cleaned up
        }
        listing()

        #expect(
            printed == [
                "value(1)",
                "completed",
                "cleaned up",
            ]
        )
    }

    @Test("disposing one start leaves the others running")
    func startsAreIndependent() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            var inputs: [Signal<String, Never>.Observer] = []
            let chat = SignalProducer<String, Never> { observer, _ in inputs.append(observer) }
            let first = chat.start { print("first start got \($0)") }
            chat.start { print("second start got \($0)") }
            inputs[1].send(value: "hello")
            first.dispose()
            inputs[1].send(value: "still here")
            inputs[1].sendCompleted()
            // prints second start got value("hello")
            // prints first start got interrupted
            // prints second start got value("still here")
            // prints second start got completed
        }
        listing()

        #expect(
            printed == [
                "second start got value(\"hello\")",
                "first start got interrupted",
                "second start got value(\"still here\")",
                "second start got completed",
            ]
        )
    }

    @Test("the ready-made producers send their values, then complete")
    func readyMadeProducers() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            func recorded(_ producer: SignalProducer<String, Never>) -> String {
                var events: [String] = []
                producer.start { events.append("\($0)") }
                return events.joined(separator: ", ")
            }
            print(recorded(SignalProducer(value: "a")))
            print(recorded(SignalProducer(["a", "b"])))
            print(recorded(SignalProducer(values: "a", "b", "c")))
            print(recorded(.empty))
            // prints value("a"), completed
            // prints value("a"), value("b"), completed
            // prints value("a"), value("b"), value("c"), completed
            // prints completed
        }
        listing()

        #expect(
            printed == [
                "value(\"a\"), completed",
                "value(\"a\"), value(\"b\"), completed",
                "value(\"a\"), value(\"b\"), value(\"c\"), completed",
                "completed",
            ]
        )
    }

    @Test("init(error:) fails and init(result:) delivers the result")
    func failingProducers() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            struct Offline: Error { let message = "offline" }
            SignalProducer<Int, Offline>(error: Offline()).startWithFailed { print("failed: \($0.message)") }
            SignalProducer<Int, Offline>(result: .success(7)).startWithResult { print($0) }
            // prints failed: offline
            // prints success(7)
        }
        listing()

        #expect(
            printed == [
                "failed: offline",
                "success(7)",
            ]
        )
    }

    @Test("a sequence producer stops sending once its start is interrupted")
    func sequenceStopsWhenInterrupted() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            SignalProducer<Int, Never>(1...1_000_000).startWithSignal { signal, interrupter in
                signal.observe { event in
                    print(event)
                    if event == .value(2) { interrupter.dispose() }
                }
            }
            // prints value(1)
            // prints value(2)
            // prints interrupted
        }
        listing()

        #expect(
            printed == [
                "value(1)",
                "value(2)",
                "interrupted",
            ]
        )
    }

    @Test("init with an action calls it on every start, not before")
    func actionRunsOnEveryStart() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            var nextID = 1
            let newID = SignalProducer<Int, Never> { () -> Int in
                defer { nextID += 1 }
                return nextID
            }
            print("next ID: \(nextID)")
            newID.startWithValues { print("got ID \($0)") }
            newID.startWithValues { print("got ID \($0)") }
            // prints next ID: 1
            // prints got ID 1
            // prints got ID 2
        }
        listing()

        #expect(
            printed == [
                "next ID: 1",
                "got ID 1",
                "got ID 2",
            ]
        )
    }

    @Test("disposing a start of never interrupts it")
    func neverIsInterruptedWhenDisposed() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let waiting = SignalProducer<Int, Never>.never.start { print($0) }
            print("nothing yet")
            waiting.dispose()
            // prints nothing yet
            // prints interrupted
        }
        listing()

        #expect(
            printed == [
                "nothing yet",
                "interrupted",
            ]
        )
    }

    @Test("a signal's producer forwards what comes after each start, and disposing ends only the producer's signal")
    func producerFromSignalForwardsFromStartOn() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let (taps, tap) = Signal<String, Never>.pipe()
            taps.observeValues { print("direct observer got \($0)") }
            tap.send(value: "before the start")
            let start = taps.producer.start { print("producer got \($0)") }
            tap.send(value: "after the start")
            start.dispose()
            tap.send(value: "after the dispose")
            // prints direct observer got before the start
            // prints direct observer got after the start
            // prints producer got value("after the start")
            // prints producer got interrupted
            // prints direct observer got after the dispose
        }
        listing()

        #expect(
            printed == [
                "direct observer got before the start",
                "direct observer got after the start",
                "producer got value(\"after the start\")",
                "producer got interrupted",
                "direct observer got after the dispose",
            ]
        )
    }

    @Test("each member of the start family starts the work again")
    func eachStartMethodStartsAgain() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            var runs = 0
            let countdown = SignalProducer<Int, Never> { observer, _ in
                runs += 1
                for number in [3, 2, 1] { observer.send(value: number) }
                observer.sendCompleted()
            }
            countdown.startWithValues { print("\($0)...") }
            countdown.startWithCompleted { print("liftoff") }
            print("runs: \(runs)")
            // prints 3...
            // prints 2...
            // prints 1...
            // prints liftoff
            // prints runs: 2
        }
        listing()

        #expect(
            printed == [
                "3...",
                "2...",
                "1...",
                "liftoff",
                "runs: 2",
            ]
        )
    }

    @Test("a lifted operator applies to the signal of each start")
    func liftedOperatorAppliesPerStart() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            func squared(_ numbers: Signal<Int, Never>) -> Signal<Int, Never> {
                Signal { observer, lifetime in
                    lifetime += numbers.observe { event in observer.send(event.map { $0 * $0 }) }
                }
            }
            let squares = SignalProducer<Int, Never>(values: 1, 2, 3).lift(squared)
            squares.startWithValues { print($0) }
            // prints 1
            // prints 4
            // prints 9
        }
        listing()

        #expect(
            printed == [
                "1",
                "4",
                "9",
            ]
        )
    }

    @Test("when a lifted operator ends early, the work underneath is interrupted")
    func downstreamEndInterruptsUpstream() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            func firstValue(_ upstream: Signal<Int, Never>) -> Signal<Int, Never> {
                Signal { observer, lifetime in
                    lifetime += upstream.observe { event in
                        observer.send(event)
                        if event.value != nil { observer.sendCompleted() }
                    }
                }
            }
            var tick: Signal<Int, Never>.Observer?
            let timer = SignalProducer<Int, Never> { observer, lifetime in
                tick = observer
                lifetime.observeEnded { print("timer stopped") }
            }
            timer.lift(firstValue).start { print($0) }
            tick?.send(value: 1)
            tick?.send(value: 2)
            // prints value(1)
            // prints completed
            // prints timer stopped
        }
        listing()

        #expect(
            printed == [
                "value(1)",
                "completed",
                "timer stopped",
            ]
        )
    }

    @Test("the binary lift starts the argument first, so the receiver's values find the argument's")
    func binaryLiftStartsArgumentFirst() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            func labelled(_ numbers: Signal<Int, Never>) -> (Signal<String, Never>) -> Signal<String, Never> {
                { labels in
                    Signal { observer, lifetime in
                        var label = "?"
                        lifetime += labels.observeValues { label = $0 }
                        lifetime += numbers.observeValues { observer.send(value: "\(label)\($0)") }
                    }
                }
            }
            let numbers = SignalProducer<Int, Never>(values: 1, 2)
            let labels = SignalProducer<String, Never>(value: "#")
            numbers.lift(labelled)(labels).startWithValues { print($0) }
            // prints #1
            // prints #2
        }
        listing()

        #expect(
            printed == [
                "#1",
                "#2",
            ]
        )
    }
}
