// The runnable listings of chapter 2, copied verbatim from
// `Chapters/02-signal.md`.
//
// Each test runs one listing with `print` captured, and expects exactly the
// lines its `// prints` comments state, in order. Until the book's tooling
// extracts the listings itself, keep these copies in step with the chapter.
import Testing
import Step03_Future

@Suite struct Chapter02ListingsTests {
    @Test("an observer is a sink with one closure per kind of event, and does not enforce the grammar alone")
    func observerIsASink() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        let observer = Signal<Int, Never>.Observer(
            value: { print("got \($0)") },
            completed: { print("done") }
        )
        observer.send(value: 1)
        // prints got 1
        observer.sendCompleted()
        // prints done
        observer.send(value: 2)
        // prints got 2

        #expect(
            printed == [
                "got 1",
                "done",
                "got 2",
            ]
        )
    }

    @Test("a pipe delivers what is sent into its input, during the send, then the terminal event")
    func pipeDeliversEvents() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        let (output, input) = Signal<Int, Never>.pipe()
        output.observe { event in print(event) }
        input.send(value: 1)
        // prints value(1)
        input.send(value: 2)
        // prints value(2)
        input.sendCompleted()
        // prints completed

        #expect(
            printed == [
                "value(1)",
                "value(2)",
                "completed",
            ]
        )
    }

    @Test("a signal is hot: an observer that arrives late misses what was sent before")
    func lateObserverMissesValues() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        let (output, input) = Signal<String, Never>.pipe()
        output.observeValues { print("early observer saw \($0)") }
        input.send(value: "a")
        // prints early observer saw a
        output.observeValues { print("late observer saw \($0)") }
        input.send(value: "b")
        // prints early observer saw b
        // prints late observer saw b

        #expect(
            printed == [
                "early observer saw a",
                "early observer saw b",
                "late observer saw b",
            ]
        )
    }

    @Test("observeResult, observeFailed and observeCompleted each pick out their kind of event")
    func observeVariantsPickTheirEvents() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        struct LoadError: Error { let reason: String }
        let (pages, input) = Signal<String, LoadError>.pipe()
        pages.observeResult { result in
            switch result {
            case .success(let page): print("page \(page)")
            case .failure(let error): print("error: \(error.reason)")
            }
        }
        pages.observeFailed { error in print("failed: \(error.reason)") }
        pages.observeCompleted { print("completed") }
        input.send(value: "one")
        // prints page one
        input.send(error: LoadError(reason: "offline"))
        // prints error: offline
        // prints failed: offline

        #expect(
            printed == [
                "page one",
                "error: offline",
                "failed: offline",
            ]
        )
    }

    @Test("every observer sees the same events in the same order")
    func observersSeeTheSameOrder() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        let (output, input) = Signal<String, Never>.pipe()
        output.observe { print("first: \($0)") }
        output.observe { print("second: \($0)") }
        input.send(value: "a")
        // prints first: value("a")
        // prints second: value("a")
        input.sendCompleted()
        // prints first: completed
        // prints second: completed

        #expect(
            printed == [
                "first: value(\"a\")",
                "second: value(\"a\")",
                "first: completed",
                "second: completed",
            ]
        )
    }

    @Test("nothing is delivered after a terminal event, and a new observer gets one interrupted")
    func nothingAfterTheEnd() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        let (output, input) = Signal<Int, Never>.pipe()
        output.observe { print("observer: \($0)") }
        input.send(value: 1)
        // prints observer: value(1)
        input.sendCompleted()
        // prints observer: completed
        input.send(value: 2)  // too late: nobody hears it
        let late = output.observe { print("late observer: \($0)") }
        // prints late observer: interrupted
        print(late == nil)
        // prints true

        #expect(
            printed == [
                "observer: value(1)",
                "observer: completed",
                "late observer: interrupted",
                "true",
            ]
        )
    }

    @Test("a terminal event sent by an observer is delivered after the current event reaches everyone")
    func recursiveTerminalEventWaitsItsTurn() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        let (output, input) = Signal<Int, Never>.pipe()
        output.observe { event in
            print("first: \(event)")
            if event == .value(1) { input.sendCompleted() }
        }
        output.observe { print("second: \($0)") }
        input.send(value: 1)
        // prints first: value(1)
        // prints second: value(1)
        // prints first: completed
        // prints second: completed

        #expect(
            printed == [
                "first: value(1)",
                "second: value(1)",
                "first: completed",
                "second: completed",
            ]
        )
    }

    @Test("disposing one observation stops only that observer")
    func disposingStopsOneObservation() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        let (output, input) = Signal<Int, Never>.pipe()
        let stopped = output.observeValues { print("stopped observer got \($0)") }
        output.observeValues { print("kept observer got \($0)") }
        input.send(value: 1)
        // prints stopped observer got 1
        // prints kept observer got 1
        stopped?.dispose()
        input.send(value: 2)
        // prints kept observer got 2

        #expect(
            printed == [
                "stopped observer got 1",
                "kept observer got 1",
                "kept observer got 2",
            ]
        )
    }

    @Test("releasing the input observer interrupts the signal")
    func releasingTheInputInterrupts() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        var input: Signal<Int, Never>.Observer? = nil
        let output = Signal<Int, Never> { input = $0 }
        output.observe { print($0) }
        input?.send(value: 1)
        // prints value(1)
        input = nil  // nobody can end the signal now, so it ends here
        // prints interrupted

        #expect(
            printed == [
                "value(1)",
                "interrupted",
            ]
        )
    }

    @Test("a generator runs at once, and a signal whose input is not kept is interrupted before anyone observes")
    func droppedInputInterruptsAtOnce() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        let signal = Signal<Int, Never> { input in
            print("the generator runs")
            input.send(value: 1)  // nobody is observing yet
        }
        // prints the generator runs
        signal.observe { print($0) }
        // prints interrupted

        #expect(
            printed == [
                "the generator runs",
                "interrupted",
            ]
        )
    }

    @Test("Signal.Event and step 1's name Event are the same type")
    func eventLivesInsideSignal() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        let event: Signal<Int, Never>.Event = .value(1)
        let sameEvent: Event<Int, Never> = event  // step 1's name still works
        print(sameEvent == .value(1))
        // prints true

        #expect(
            printed == [
                "true",
            ]
        )
    }
}
