import Testing
@testable import Step12_Schedulers

// The diagrams of this file are property diagrams (`PropertyMarbles`): the
// first tick is the value the property holds, the rest its changes; what is
// drawn is a start of the result's producer at tick 0.

@Suite struct PropertyOperatorsTests {
    // MARK: map

    @Test("map holds the transform of the source's value, always")
    func mapDrawn() {
        // source:  a-b-b-c|
        // map:     A-B-B-C|
        #expect(PropertyMarbles.run("a-b-b-c|") { $0.map { $0.uppercased() } } == "A-B-B-C|")
    }

    @Test("map runs its transform once per value of the source, not once per reader or per start")
    func mapTransformRunsOncePerValue() {
        let source = MutableProperty(1)
        var calls = 0
        let doubled = source.map { value -> Int in
            calls += 1
            return value * 2
        }
        #expect(calls == 1)
        _ = doubled.value
        _ = doubled.value
        doubled.producer.start()
        doubled.producer.start()
        #expect(calls == 1)
        source.value = 5
        #expect(doubled.value == 10)
        #expect(calls == 2)
    }

    @Test("map with a key path holds that property of the source's value")
    func mapKeyPath() {
        let source = MutableProperty("foo")
        let length = source.map(\.count)
        let checker = ContractChecker<Int, Never>()
        checker.start(length.producer)
        source.value = "foobar"
        #expect(length.value == 6)
        #expect(checker.events == [.value(3), .value(6)])
    }

    @Test("map(value:) holds one value, and changes (to the same value) whenever the source does")
    func mapToConstant() {
        // source:      a-b-c|
        // map(value:): x-x-x|
        #expect(PropertyMarbles.run("a-b-c|") { $0.map(value: "x") } == "x-x-x|")
    }

    // MARK: filter(initial:)

    @Test("filter(initial:) holds the latest value that passes, the current one included")
    func filterDrawn() {
        // source:               a-b-c-d-b|
        // filter(initial: "z")
        //   { $0 != "b" }:      a---c-d--|
        #expect(PropertyMarbles.run("a-b-c-d-b|") { $0.filter(initial: "z") { $0 != "b" } } == "a---c-d--|")
    }

    @Test("filter(initial:) holds initial until a value passes, the current value included")
    func filterExcludingTheCurrentValue() {
        // source:               a-b-c-b|
        // filter(initial: "z")
        //   { $0 == "b" }:      z-b---b|
        #expect(PropertyMarbles.run("a-b-c-b|") { $0.filter(initial: "z") { $0 == "b" } } == "z-b---b|")
        let number = MutableProperty(1)
        let negative = number.filter(initial: 0) { $0 < 0 }
        #expect(negative.value == 0)
        number.value = -2
        #expect(negative.value == -2)
        number.value = 0
        #expect(negative.value == -2)
    }

    // MARK: combinePrevious

    @Test("combinePrevious holds the value and the one before it, initial before the first change")
    func combinePreviousDrawn() {
        // source:                a-b-c|
        // combinePrevious("x"):  P-Q-R|   P = (x, a), Q = (a, b), R = (b, c)
        let drawing = PropertyMarbles.run("a-b-c|", symbols: ["xa": "P", "ab": "Q", "bc": "R"]) {
            // `map { pair in … }`: a closure of two parameters would be taken
            // for `map(value:)`'s value.
            $0.combinePrevious("x").map { pair in "\(pair.0)\(pair.1)" }
        }
        #expect(drawing == "P-Q-R|")
        let source = MutableProperty(1)
        let pairs = source.combinePrevious(0)
        #expect(pairs.value == (0, 1))
        source.value = 2
        #expect(pairs.value == (1, 2))
    }

    // MARK: skipRepeats

    @Test("skipRepeats() changes only when the value differs from the one it holds")
    func skipRepeatsDrawn() {
        // source:         a-a-b-b-a|
        // skipRepeats():  a---b---a|
        #expect(PropertyMarbles.run("a-a-b-b-a|") { $0.skipRepeats() } == "a---b---a|")
    }

    @Test("skipRepeats(_:) changes only when its closure says the change is not equivalent to the value held")
    func skipRepeatsWithClosure() {
        // source:                       a-A-b-B-a|
        // skipRepeats(case-insensitive): a---b---a|
        let drawing = PropertyMarbles.run("a-A-b-B-a|") {
            $0.skipRepeats { $0.lowercased() == $1.lowercased() }
        }
        #expect(drawing == "a---b---a|")
        // ReactiveSwift's: a closure that calls every change to 0 a repeat.
        let source = MutableProperty(1)
        var changes = 0
        let skipping = source.skipRepeats { _, new in new == 0 }
        skipping.signal.observeValues { _ in changes += 1 }
        source.value = 0
        source.value = 2
        source.value = 3
        source.value = 0
        #expect(changes == 2)
        #expect(skipping.value == 3)
    }

    // MARK: uniqueValues

    @Test("uniqueValues() changes only to values it has never held")
    func uniqueValuesDrawn() {
        // source:          a-b-a-c-b|
        // uniqueValues():  a-b---c--|
        #expect(PropertyMarbles.run("a-b-a-c-b|") { $0.uniqueValues() } == "a-b---c--|")
    }

    @Test("uniqueValues(_:) changes only to values whose identity it has never held")
    func uniqueValuesWithIdentity() {
        // source:                     a-A-b-c-B|
        // uniqueValues(lowercased):   a---b-c--|
        #expect(PropertyMarbles.run("a-A-b-c-B|") { $0.uniqueValues { $0.lowercased() } } == "a---b-c--|")
        let source = MutableProperty("x")
        var changes = 0
        let unique = source.uniqueValues { _ in 0 }
        unique.signal.observeValues { _ in changes += 1 }
        source.value = "y"
        source.value = "z"
        #expect(changes == 0)
        #expect(unique.value == "x")
    }

    @Test("each unary operator's changes complete when its source goes, not when the derived property goes")
    func unaryOperatorsCompleteWithTheirSource() {
        var source: MutableProperty<String>? = MutableProperty("a")
        var derived: [Property<String>]? = [
            source!.map { $0 },
            source!.map(value: "x"),
            source!.filter(initial: "z") { _ in true },
            source!.combinePrevious("x").map { $0 + $1 },
            source!.skipRepeats(),
            source!.skipRepeats { $0 == $1 },
            source!.uniqueValues(),
            source!.uniqueValues { $0 },
        ]
        let checkers = derived!.map { property in
            let checker = ContractChecker<String, Never>()
            checker.start(property.producer)
            return checker
        }
        derived = nil
        #expect(checkers.allSatisfy { $0.events.last?.isTerminating != true })
        source = nil
        for checker in checkers {
            #expect(checker.events.last == .completed)
            expectNoViolations(checker)
        }
    }

    // MARK: flatMap and flatten

    @Test("flatMap(.latest) holds the value of the latest inner property, and switches when the outer one changes")
    func flatMapLatest() {
        let first = MutableProperty(0)
        var second: MutableProperty<Int>? = MutableProperty(10)
        var third: MutableProperty<Int>? = MutableProperty(20)
        var outer: MutableProperty<MutableProperty<Int>>? = MutableProperty(first)
        let checker = ContractChecker<String, Never>()
        checker.start(outer!.flatMap(.latest) { $0.map { "\($0)" } }.producer)
        #expect(checker.values == ["0"])
        outer!.value = second!
        second!.value = 11
        outer!.value = third!
        third!.value = 21
        #expect(checker.values == ["0", "10", "11", "20", "21"])
        second!.value = 12  // No longer followed.
        second = nil
        third!.value = 22
        third = nil  // Still held by the outer property.
        #expect(checker.events == [.value("0"), .value("10"), .value("11"), .value("20"), .value("21"), .value("22")])
        outer = nil  // Lets go of the third, whose changes complete.
        #expect(checker.events.last == .completed)
        expectNoViolations(checker)
    }

    @Test("flatMap(.latest), drawn: the outer property picks which inner property to follow")
    func flatMapLatestDrawn() {
        // outer:   x--y---x|
        // x:       1-2---3---4|
        // y:       5---6-7----|
        // result:  1-256-73--4|
        //
        // A switch sends the current value of the inner property it picks
        // (5 at tick 3, 3 at tick 7); the result completes when the outer
        // property and the inner one it follows have completed.
        let scenario = MarbleScenario()
        let x = PropertyMarbles.property("1-2---3---4|", in: scenario)
        let y = PropertyMarbles.property("5---6-7----|", in: scenario)
        let outer = PropertyMarbles.property("x--y---x|", in: scenario)
        let result = outer.flatMap(.latest) { $0 == "x" ? x : y }
        let drawing = withExtendedLifetime((x, y, outer, result)) { scenario.run(result.producer) }
        #expect(drawing == "1-256-73--4|")
    }

    @Test("flatMap(.merge) holds the value that any inner property changed to last")
    func flatMapMerge() {
        var first: MutableProperty<Int>? = MutableProperty(0)
        var second: MutableProperty<Int>? = MutableProperty(10)
        var outer: MutableProperty<MutableProperty<Int>>? = MutableProperty(first!)
        let merged = outer!.flatMap(.merge) { $0 }
        let checker = ContractChecker<Int, Never>()
        checker.start(merged.producer)
        outer!.value = second!
        second!.value = 11
        first!.value = 1  // Still followed.
        #expect(checker.values == [0, 10, 11, 1])
        #expect(merged.value == 1)
        outer = nil
        first = nil
        #expect(checker.events.last?.isTerminating != true)
        second = nil
        #expect(checker.events == [.value(0), .value(10), .value(11), .value(1), .completed])
        expectNoViolations(checker)
    }

    @Test("flatten(.latest) follows the inner property the outer one holds, and releases the inner properties it left")
    func flattenLatestReleasesOldInners() {
        var first: MutableProperty<Int>? = MutableProperty(0)
        var second: MutableProperty<Int>? = MutableProperty(10)
        weak let weakFirst = first
        weak let weakSecond = second
        var outer: MutableProperty<MutableProperty<Int>>? = MutableProperty(first!)
        var flattened: Property<Int>? = outer!.flatten(.latest)
        let checker = ContractChecker<Int, Never>()
        checker.start(flattened!.producer)
        first = nil
        outer!.value = second!
        #expect(weakFirst == nil)
        second!.value = 11
        #expect(flattened?.value == 11)
        second = nil
        outer = nil
        flattened = nil
        #expect(weakSecond == nil)
        #expect(checker.events == [.value(0), .value(10), .value(11), .completed])
    }

    @Test("flatten(.concat) follows the next inner property only once the current one has completed")
    func flattenConcat() {
        var first: MutableProperty<Int>? = MutableProperty(0)
        let second = MutableProperty(10)
        let outer = MutableProperty(first!)
        let checker = ContractChecker<Int, Never>()
        checker.start(outer.flatten(.concat).producer)
        outer.value = second
        second.value = 11
        #expect(checker.values == [0])
        first = nil  // The first inner's changes complete: the second starts.
        #expect(checker.values == [0, 11])
        second.value = 12
        #expect(checker.values == [0, 11, 12])
    }
}
