// The tests of exercise 8.6, `Exercises/Step08/IfSwitch.swift`.
// Check it with `swift run learn check 8.6`. These operators follow the
// latest producer picked: they use your exercise 8.2.

import Step07_Combining
import Testing
@testable import Step08_Exercises

@Suite("Exercise 8.6 (stretch): if(_:then:else:) and switch(_:cases:default:)")
struct Exercise08_06 {
    /// Draws `SignalProducer.if(condition, then: trueDiagram, else:
    /// falseDiagram)`; in `condition`, `t` is `true` and `f` is `false`.
    func chosen(
        _ condition: String,
        then trueDiagram: String,
        else falseDiagram: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let scenario = MarbleScenario()
        let isTrue = scenario.producer(condition).map { $0 == "t" }
        let chosen = SignalProducer.if(isTrue, then: scenario.producer(trueDiagram), else: scenario.producer(falseDiagram))
        return scenario.checkedRun(chosen, sourceLocation: sourceLocation)
    }

    /// Draws `SignalProducer.switch(keys, cases:, default:)`: each letter of
    /// `keys` is a key, looked up in `cases`.
    func switched(
        _ keys: String,
        cases: [String: String],
        default defaultDiagram: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let scenario = MarbleScenario()
        let switched = SignalProducer.switch(
            scenario.producer(keys),
            cases: cases.mapValues { scenario.producer($0) },
            default: scenario.producer(defaultDiagram)
        )
        return scenario.checkedRun(switched, sourceLocation: sourceLocation)
    }

    @Test("the RACSignal operations walk-through's if: true picks the quick producer, false later the slow one")
    func walkThroughIf() {
        #expect(chosen("t--f|", then: "(01|)", else: "s--e|") == "(01)--s--e|")
    }

    @Test("if follows the producer picked last: a new condition interrupts the one before")
    func ifSwitchesToLatest() {
        #expect(chosen("-t-f-|", then: "-1-2-3|", else: "-4-5|") == "--1-4-5|")
    }

    @Test("each condition starts the producer it picks anew, even a repeated one")
    func ifRestarts() {
        #expect(chosen("t-t|", then: "-1-2|", else: "|") == "-1-1-2|")
    }

    @Test("if fails when the condition or the producer picked fails")
    func ifFailures() {
        #expect(chosen("t-#", then: "-1---|", else: "|") == "-1#")
        #expect(chosen("-f|", then: "|", else: "-1#") == "--1#")
    }

    @Test("the RACSignal operations walk-through's switch: each key picks its case, an unknown key the default, and the slow case is interrupted by the next key")
    func walkThroughSwitch() {
        var log: [String] = []
        let keys = SignalProducer<String, Never>(["sync", "async", "none"])
        let sync = SignalProducer<String, Never>(["0", "1"])
        let async = SignalProducer<String, Never> { observer, lifetime in
            observer.send(value: "start")
            lifetime.observeEnded { log.append("async ended") }
        }
        let fallback = SignalProducer<String, Never>(value: "default")
        let switched = SignalProducer.switch(keys, cases: ["sync": sync, "async": async], default: fallback)
        #expect(checkedEvents(of: switched) == [.value("0"), .value("1"), .value("start"), .value("default"), .completed])
        #expect(log == ["async ended"])
    }

    @Test("switch follows the producer picked last, and completes once the keys and that producer have completed")
    func switchesToLatest() {
        #expect(switched("-a--b-x|", cases: ["a": "-1-2-3|", "b": "-4|"], default: "-0--|") == "--1--4-0--|")
    }

    @Test("switch fails when the keys or the producer picked fails")
    func switchFailures() {
        #expect(switched("-a-#", cases: ["a": "-1--|"], default: "|") == "--1#")
        #expect(switched("-x|", cases: [:], default: "-0#") == "--0#")
    }

    @Test("disposing of a start interrupts the condition and the producer picked")
    func disposal() {
        var log: [String] = []
        let condition = SignalProducer<Bool, Never> { observer, lifetime in
            lifetime.observeEnded { log.append("condition ended") }
            observer.send(value: true)
        }
        let whenTrue = SignalProducer<String, Never> { _, lifetime in
            lifetime.observeEnded { log.append("then ended") }
        }
        let checker = ContractChecker<String, Never>()
        let start = checker.start(SignalProducer.if(condition, then: whenTrue, else: .empty))
        start.dispose()
        #expect(checker.events == [.interrupted])
        #expect(log.sorted() == ["condition ended", "then ended"])
        expectNoViolations(checker)
    }
}
