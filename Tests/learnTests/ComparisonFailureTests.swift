import Testing
@testable import learn

@Suite struct ComparisonFailureTests {
    @Test("both sides with values give the expression and value of each")
    func bothSidesWithValues() {
        let failure = ComparisonFailure(message: "Expectation failed: (event.map(\\.count) → INTERRUPTED) == (.value(4) → VALUE 4)")
        #expect(failure?.actualExpression == "event.map(\\.count)")
        #expect(failure?.actual == "INTERRUPTED")
        #expect(failure?.expectedExpression == ".value(4)")
        #expect(failure?.expected == "VALUE 4")
        #expect(failure?.checkedExpression == "event.map(\\.count) == .value(4)")
    }

    @Test("a literal on the right is both its expression and its value")
    func literalOnTheRight() {
        let failure = ComparisonFailure(message: "Expectation failed: (events.map(\\.isCompleted) → [false, false]) == [false, true]")
        #expect(failure?.actual == "[false, false]")
        #expect(failure?.expected == "[false, true]")
        #expect(failure?.expectedExpression == "[false, true]")
    }

    @Test("brackets, closures and strings do not confuse the split")
    func nestedBracketsAndStrings() {
        let failure = ComparisonFailure(message: "Expectation failed: (events.map { $0.map(\\.count) } → [\"a == (b\"]) == \"x (y)\"")
        #expect(failure?.actualExpression == "events.map { $0.map(\\.count) }")
        #expect(failure?.actual == "[\"a == (b\"]")
        #expect(failure?.expected == "\"x (y)\"")
    }

    @Test("messages that are not a comparison are left alone")
    func otherMessages() {
        #expect(ComparisonFailure(message: "Expectation failed: Bool(false)") == nil)
        #expect(ComparisonFailure(message: "Caught error: Oops") == nil)
        #expect(ComparisonFailure(message: "Expectation failed: (a → (1) == 2") == nil)
    }
}
