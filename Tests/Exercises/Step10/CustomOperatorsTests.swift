// The tests of exercise 10.6, `Exercises/Step10/CustomOperators.swift`.
// Check it with `swift run learn check 10.6`.

import Step09_Errors
import Testing
@testable import Step10_Exercises

@Suite("Exercise 10.6: toUTF8Length and ignoreEmptyStrings")
struct Exercise10_06 {
    /// A diagram cannot draw an empty string: `e` stands for one.
    static func emptyForE(_ value: String) -> String {
        value == "e" ? "" : value
    }

    @Test("toUTF8Length sends each string's length in UTF-8 bytes: an accent takes two, an emoji four")
    func lengths() {
        let (texts, type) = Signal<String, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.observe(texts.toUTF8Length())
        for text in ["", "a", "café", "🙂", "hello"] {
            type.send(value: text)
        }
        type.sendCompleted()
        #expect(checker.events == [.value(0), .value(1), .value(5), .value(4), .value(5), .completed])
        expectNoViolations(checker)
    }

    @Test("toUTF8Length, drawn (e stands for an empty string): -a-é-e# gives -1-2-0#")
    func lengthsDrawn() {
        #expect(MarbleScenario.checkedRun("-a-é-e#") { $0.map(Self.emptyForE).toUTF8Length() } == "-1-2-0#")
        #expect(MarbleScenario.checkedRun("-a!") { $0.toUTF8Length() } == "-1!")
    }

    @Test("ignoreEmptyStrings lets every string that is not empty through, in order, and forwards the end")
    func ignoresEmpty() {
        let (texts, type) = Signal<String, Never>.pipe()
        let checker = ContractChecker<String, Never>()
        checker.observe(texts.ignoreEmptyStrings())
        for text in ["Ada", "", "Grace", "", "", "Alan"] {
            type.send(value: text)
        }
        type.sendCompleted()
        #expect(checker.events == [.value("Ada"), .value("Grace"), .value("Alan"), .completed])
        expectNoViolations(checker)
    }

    @Test("ignoreEmptyStrings, drawn (e stands for an empty string): -a-e-b# gives -a---b#, -e-a! gives ---a!")
    func ignoresEmptyDrawn() {
        #expect(MarbleScenario.checkedRun("-a-e-b#") { $0.map(Self.emptyForE).ignoreEmptyStrings() } == "-a---b#")
        #expect(MarbleScenario.checkedRun("-e-a!") { $0.map(Self.emptyForE).ignoreEmptyStrings() } == "---a!")
        #expect(MarbleScenario.checkedRun("-a-b|") { $0.ignoreEmptyStrings() } == "-a-b|")
    }

    @Test("the producer versions do the same on every start, and start the work underneath once per start")
    func producers() {
        var starts = 0
        let texts = SignalProducer<String, Never>(["Ada", "", "Grace"]).on(started: { starts += 1 })
        #expect(checkedEvents(of: texts.toUTF8Length()) == [.value(3), .value(0), .value(5), .completed])
        #expect(checkedEvents(of: texts.ignoreEmptyStrings()) == [.value("Ada"), .value("Grace"), .completed])
        #expect(checkedEvents(of: texts.ignoreEmptyStrings()) == [.value("Ada"), .value("Grace"), .completed])
        #expect(starts == 3)
    }

    @Test("a disposed start of the producer versions interrupts the work underneath")
    func producerDisposal() {
        var log: [String] = []
        let texts = SignalProducer<String, Never> { _, lifetime in
            lifetime.observeEnded { log.append("ended") }
        }
        let checker = ContractChecker<String, Never>()
        checker.start(texts.ignoreEmptyStrings()).dispose()
        #expect(checker.events == [.interrupted])
        #expect(log == ["ended"])
    }
}
