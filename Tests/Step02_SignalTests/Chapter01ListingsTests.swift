// The runnable listings of chapter 1, copied verbatim from
// `Chapters/01-event.md`.
//
// Each test runs one listing with `print` captured, and expects exactly the
// lines its `// prints` comments state, in order. Until the book's tooling
// extracts the listings itself, keep these copies in step with the chapter.
import Testing
import Step02_Signal

@Suite struct Chapter01ListingsTests {
    @Test("a callback that takes an optional cannot say why a stream ended, nor stop a late value")
    func optionalCallbackLosesTheReason() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        var received: [Int?] = []
        let callback: (Int?) -> Void = { received.append($0) }
        callback(1)
        callback(nil)  // the end: but did it succeed, fail, or get cancelled?
        callback(2)    // a value after the end, and nothing objects
        print(received)
        // prints [Optional(1), nil, Optional(2)]

        #expect(
            printed == [
                "[Optional(1), nil, Optional(2)]",
            ]
        )
    }

    @Test("isTerminating tells the terminal events from values")
    func isTerminatingTellsTerminalEvents() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        let events: [Event<Int, Never>] = [.value(1), .value(2), .completed]
        for event in events {
            print(event, event.isTerminating)
        }
        // prints value(1) false
        // prints value(2) false
        // prints completed true

        #expect(
            printed == [
                "value(1) false",
                "value(2) false",
                "completed true",
            ]
        )
    }

    @Test("value, error and isCompleted read an event")
    func accessorsReadAnEvent() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        struct Offline: Error {}
        let events: [Event<String, Offline>] = [.value("page 1"), .failed(Offline()), .completed]
        for event in events {
            print(event.value ?? "-", event.error != nil, event.isCompleted)
        }
        // prints page 1 false false
        // prints - true false
        // prints - false true

        #expect(
            printed == [
                "page 1 false false",
                "- true false",
                "- false true",
            ]
        )
    }

    @Test("map changes a value, mapError changes an error")
    func mapAndMapError() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        let event: Event<String, Never> = .value("test")
        print(event.map { $0.count })
        // prints value(4)
        struct Timeout: Error {}
        struct LoadError: Error { let reason: String }
        let failure: Event<Int, Timeout> = .failed(Timeout())
        print(failure.mapError { _ in LoadError(reason: "timed out") }.error?.reason ?? "none")
        // prints timed out

        #expect(
            printed == [
                "value(4)",
                "timed out",
            ]
        )
    }

    @Test("the grammar checker names the late event and the terminal event before it")
    func grammarCheckerNamesBothEvents() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        let events: [Event<Int, Never>] = [.value(1), .completed, .value(2)]
        if let violation = EventGrammar.check(events) {
            print(violation)
        }
        // prints event #2 (value(2)) arrived after the terminal event #1 (completed)

        #expect(
            printed == [
                "event #2 (value(2)) arrived after the terminal event #1 (completed)",
            ]
        )
    }

    @Test("mapWithCallback runs only when given a receiver, and delivers when the work finishes")
    func callbackMapRunsWhenGivenAReceiver() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        var unfinished: [() -> Void] = []  // work that will finish later
        let counted = Event<String, Never>.value("test").mapWithCallback {
            (text: String, deliver: @escaping (Int) -> Void) in
            print("counting \(text)")
            unfinished.append { deliver(text.count) }
        }
        print("nothing has run yet")
        counted { print("received \($0)") }
        // prints nothing has run yet
        // prints counting test
        print("the transformation has not delivered yet")
        // prints the transformation has not delivered yet
        for finish in unfinished { finish() }
        // prints received value(4)

        #expect(
            printed == [
                "nothing has run yet",
                "counting test",
                "the transformation has not delivered yet",
                "received value(4)",
            ]
        )
    }
}
