import Testing
@testable import Step12_Schedulers

@Suite struct MarbleTests {
    @Test("a diagram is parsed tick by tick: values, terminal events, groups, and spaces that are not ticks")
    func parsing() {
        #expect(MarbleDiagram.parse("-a-|") == [[], [.value("a")], [], [.completed]])
        #expect(MarbleDiagram.parse("(ab)#") == [[.value("a"), .value("b")], [.failed(MarbleError())]])
        #expect(MarbleDiagram.parse(" a ! ") == [[.value("a")], [.interrupted]])
    }

    @Test("drawing is the inverse of parsing, and shows long values whole or by their symbol")
    func drawing() {
        for diagram in ["-a-|", "(ab)#", "--x(y!)", "----"] {
            #expect(MarbleDiagram.draw(MarbleDiagram.parse(diagram)) == diagram)
        }
        let ticks: [[Signal<String, Never>.Event]] = [[.value("a1")], [.value("b2")], [.completed]]
        #expect(MarbleDiagram.draw(ticks) == "{a1}{b2}|")
        #expect(MarbleDiagram.draw(ticks, symbols: ["a1": "A"]) == "A{b2}|")
    }

    @Test("a scenario plays a hot signal from tick 0 and draws up to the terminal event")
    func hotSignal() {
        let scenario = MarbleScenario()
        let letters = scenario.signal("-a-b|--")
        #expect(scenario.run(letters) == "-a-b|")
    }

    @Test("without a terminal event, the drawing covers every tick of the inputs")
    func noTerminalEvent() {
        let scenario = MarbleScenario()
        let first = scenario.signal("-a")
        let second = scenario.signal("----")
        _ = second
        #expect(scenario.run(first) == "-a--")
    }

    @Test("a producer starts its diagram at the tick it is started at")
    func coldProducer() {
        let scenario = MarbleScenario()
        let trigger = scenario.signal("--x|")
        let inner = scenario.producer("a-b|")
        var drawn: [String] = []
        trigger.observeValues(ignoringFailures: ()) { _ in
            inner.start { event in drawn.append("\(scenario.currentTick):\(event)") }
        }
        _ = scenario.run(trigger)
        #expect(drawn == ["2:VALUE a", "4:VALUE b", "5:COMPLETED"])
    }

    @Test("a start disposed at a tick is drawn with its interruption")
    func disposingAt() {
        let scenario = MarbleScenario()
        #expect(scenario.run(scenario.producer("-a-b-c|"), disposingAt: 4) == "-a-b!")
    }

    @Test("a never-failing signal plays like any other")
    func neverFailing() {
        let scenario = MarbleScenario()
        #expect(scenario.run(scenario.neverFailingSignal("-x-y!")) == "-x-y!")
    }
}

extension Signal {
    /// Test helper: observe values of a signal whose failures the test does not expect.
    fileprivate func observeValues(ignoringFailures: (), _ action: @escaping (Value) -> Void) {
        observe { event in
            if case .value(let value) = event { action(value) }
        }
    }
}

@Suite struct MarbleSubscriptionsTests {
    @Test("each start of a recorded producer is drawn from the tick it began (^) to the tick it ended (!)")
    func drawsEachStart() {
        let scenario = MarbleScenario()
        let subscriptions = MarbleSubscriptions()
        let letters = scenario.producer("-a-b-c-d|", recordingInto: subscriptions)
        #expect(scenario.run(letters.take(first: 2)) == "-a-(b|)")
        #expect(subscriptions.diagrams == ["^--!"])
        #expect(subscriptions.starts == [.init(started: 0, ended: 3)])
    }

    @Test("a start that ends in the tick it began is drawn (^!), one still running has no end")
    func sameTickAndRunning() {
        let scenario = MarbleScenario()
        let subscriptions = MarbleSubscriptions()
        let immediate = scenario.producer("(a|)", recordingInto: subscriptions)
        #expect(scenario.run(immediate) == "(a|)")
        let endless = scenario.producer("-a-", recordingInto: subscriptions)
        var values: [String] = []
        endless.startWithResult { if case .success(let value) = $0 { values.append(value) } }
        #expect(subscriptions.diagrams == ["(^!)", "^"])
        #expect(values.isEmpty)
    }

    @Test("a start that completes by itself ends at its terminal event, and a later start is drawn from its own tick")
    func completesByItself() {
        let scenario = MarbleScenario()
        let subscriptions = MarbleSubscriptions()
        let letters = scenario.producer("-a|", recordingInto: subscriptions)
        #expect(scenario.run(letters.concat(letters)) == "-a-a|")
        #expect(subscriptions.diagrams == ["^-!", "--^-!"])
    }
}
