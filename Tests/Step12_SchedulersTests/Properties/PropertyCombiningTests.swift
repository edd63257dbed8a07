import Testing
@testable import Step12_Schedulers

// The diagrams of this file are property diagrams (`PropertyMarbles`): the
// first tick is the value each property holds, the rest its changes.

@Suite struct PropertyCombiningTests {
    // MARK: combineLatest

    @Test("combineLatest(with:) holds both current values, and changes when either does; its changes complete when both sources' have")
    func combineLatestWithDrawn() {
        // first:   a-b---c|
        // second:  x---y|
        // result:  P-Q-R-S|   P = ax, Q = bx, R = by, S = cy
        let drawing = PropertyMarbles.run("a-b---c|", "x---y|", symbols: ["ax": "P", "bx": "Q", "by": "R", "cy": "S"]) {
            $0.combineLatest(with: $1).map { "\($0.0)\($0.1)" }
        }
        #expect(drawing == "P-Q-R-S|")
    }

    @Test("combineLatest(with:) holds the latest pair, and its value and producer agree")
    func combineLatestWithValues() {
        let first = MutableProperty("a")
        let second = MutableProperty(1)
        let combined = first.combineLatest(with: second)
        #expect(combined.value == ("a", 1))
        let checker = ContractChecker<String, Never>()
        checker.start(combined.producer.map { "\($0)\($1)" })
        first.value = "b"
        #expect(combined.value == ("b", 1))
        second.value = 2
        #expect(combined.value == ("b", 2))
        let late = ContractChecker<String, Never>()
        late.start(combined.producer.map { "\($0)\($1)" })
        first.value = "c"
        #expect(checker.values == ["a1", "b1", "b2", "c2"])
        #expect(late.values == ["b2", "c2"])
    }

    @Test("Property.combineLatest of two, three and four properties holds a tuple of their current values")
    func combineLatestArities() {
        let a = MutableProperty(1)
        let b = MutableProperty("x")
        let c = MutableProperty(true)
        let d = MutableProperty(2.5)
        let two = Property.combineLatest(a, b)
        let three = Property.combineLatest(a, b, c)
        let four = Property.combineLatest(a, b, c, d)
        #expect(two.value == (1, "x"))
        #expect(three.value == (1, "x", true))
        #expect(four.value == (1, "x", true, 2.5))
        let checker = ContractChecker<String, Never>()
        checker.start(four.producer.map { "\($0)\($1)\($2)\($3)" })
        c.value = false
        d.value = 3.5
        a.value = 2
        #expect(four.value == (2, "x", false, 3.5))
        #expect(three.value == (2, "x", false))
        #expect(two.value == (2, "x"))
        #expect(checker.values == ["1xtrue2.5", "1xfalse2.5", "1xfalse3.5", "2xfalse3.5"])
    }

    @Test("combineLatest's changes complete when every source has gone, not when the combined property goes")
    func combineLatestCompletesWithItsSources() {
        var first: MutableProperty<Int>? = MutableProperty(1)
        var second: MutableProperty<Int>? = MutableProperty(2)
        var combined: Property<(Int, Int)>? = first!.combineLatest(with: second!)
        var completed = false
        combined!.signal.observeCompleted { completed = true }
        combined = nil
        #expect(!completed)
        first = nil
        #expect(!completed)
        second = nil
        #expect(completed)
    }

    @Test("Property.combineLatest of a sequence holds the array of current values; nil for an empty sequence")
    func combineLatestSequence() throws {
        let properties = [MutableProperty(1), MutableProperty(2), MutableProperty(3)]
        let combined = try #require(Property<Int>.combineLatest(properties))
        #expect(combined.value == [1, 2, 3])
        let checker = ContractChecker<[Int], Never>()
        checker.start(combined.producer)
        properties[1].value = 20
        #expect(combined.value == [1, 20, 3])
        #expect(checker.values == [[1, 2, 3], [1, 20, 3]])
        #expect(Property<Int>.combineLatest([MutableProperty<Int>]()) == nil)
    }

    @Test("Property.combineLatest of a sequence with emptySentinel holds the sentinel for an empty sequence, as a constant")
    func combineLatestEmptySentinel() {
        let empty = Property<String>.combineLatest(EmptyCollection<Property<String>>(), emptySentinel: ["empty"])
        #expect(empty.value == ["empty"])
        #expect(checkedEvents(of: empty.producer) == [.value(["empty"]), .completed])
        let one = Property<String>.combineLatest([MutableProperty("a")], emptySentinel: ["empty"])
        #expect(one.value == ["a"])
    }

    @Test("a property combined from combined properties agrees with them (ReactiveSwift's nested combineLatest)")
    func nestedCombineLatestIsConsistent() {
        let a = MutableProperty(1)
        let b = MutableProperty(100)
        let c = MutableProperty(10000)
        let combined = a.combineLatest(with: b)
        var firstResult = 0
        combined.producer.startWithValues { firstResult = $0 + $1 }
        a.value = 2
        b.value = 200
        a.value = 3
        #expect(firstResult == 203)
        let nested = combined.combineLatest(with: c)
        var secondResult = 0
        nested.producer.startWithValues { secondResult = $0.0 + $0.1 + $1 }
        #expect(secondResult == 10203)
        a.value = 4
        #expect(combined.value.0 + combined.value.1 == 204)
        #expect(secondResult == 10204)
        #expect(nested.value.0.0 + nested.value.0.1 + nested.value.1 == 10204)
    }

    // MARK: zip

    @Test("zip(with:) pairs the values of both properties by position, starting with their current values")
    func zipWithDrawn() {
        // first:   a-b-c|
        // second:  x---y-z|
        // result:  P---Q-(R|)   P = ax, Q = by, R = cz
        //
        // c waits at tick 4 for the second's next value; once paired, the
        // first has completed with nothing left to pair: zip completes.
        let drawing = PropertyMarbles.run("a-b-c|", "x---y-z|", symbols: ["ax": "P", "by": "Q", "cz": "R"]) {
            $0.zip(with: $1).map { "\($0.0)\($0.1)" }
        }
        #expect(drawing == "P---Q-(R|)")
    }

    @Test("zip(with:) pairs changes by position (ReactiveSwift's combine pairs)")
    func zipWithPairs() {
        let first = MutableProperty("a")
        let second = MutableProperty("x")
        var result: [String] = []
        let zipped = first.zip(with: second)
        zipped.producer.startWithValues { result.append($0 + $1) }
        #expect(result == ["ax"])
        first.value = "b"
        #expect(result == ["ax"])
        #expect(zipped.value == ("a", "x"))
        second.value = "y"
        #expect(result == ["ax", "by"])
        first.value = "c"
        first.value = "d"
        second.value = "z"
        #expect(result == ["ax", "by", "cz"])
        #expect(zipped.value == ("c", "z"))
        // A start now sends the pair it holds; d still waits for a partner.
        var late: [String] = []
        zipped.producer.startWithValues { late.append($0 + $1) }
        second.value = "w"
        #expect(late == ["cz", "dw"])
    }

    @Test("Property.zip of two, three and four properties holds tuples by position")
    func zipArities() {
        let a = MutableProperty(1)
        let b = MutableProperty("x")
        let c = MutableProperty(true)
        let d = MutableProperty(2.5)
        let two = Property.zip(a, b)
        let three = Property.zip(a, b, c)
        let four = Property.zip(a, b, c, d)
        #expect(two.value == (1, "x"))
        #expect(three.value == (1, "x", true))
        #expect(four.value == (1, "x", true, 2.5))
        a.value = 2
        b.value = "y"
        c.value = false
        #expect(two.value == (2, "y"))
        #expect(three.value == (2, "y", false))
        #expect(four.value == (1, "x", true, 2.5))
        d.value = 3.5
        #expect(four.value == (2, "y", false, 3.5))
    }

    @Test("Property.zip of a sequence pairs arrays by position; nil for an empty sequence; emptySentinel for an empty one")
    func zipSequence() throws {
        let properties = [MutableProperty(1), MutableProperty(2)]
        let zipped = try #require(Property<Int>.zip(properties))
        #expect(zipped.value == [1, 2])
        properties[0].value = 10
        #expect(zipped.value == [1, 2])
        properties[1].value = 20
        #expect(zipped.value == [10, 20])
        #expect(Property<Int>.zip([MutableProperty<Int>]()) == nil)
        let empty = Property<String>.zip(EmptyCollection<Property<String>>(), emptySentinel: ["empty"])
        #expect(empty.value == ["empty"])
        #expect(checkedEvents(of: empty.producer) == [.value(["empty"]), .completed])
        let one = Property<Int>.zip([MutableProperty(7)], emptySentinel: [])
        #expect(one.value == [7])
    }

    @Test("zip's changes complete when its sources go, not when the zipped property goes")
    func zipCompletesWithItsSources() {
        var first: MutableProperty<String>? = MutableProperty("a")
        var second: MutableProperty<String>? = MutableProperty("x")
        var zipped: Property<(String, String)>? = first!.zip(with: second!)
        let checker = ContractChecker<String, Never>()
        checker.start(zipped!.producer.map { $0 + $1 })
        first!.value = "b"
        zipped = nil
        #expect(checker.events == [.value("ax")])
        first = nil
        second = nil
        #expect(checker.events == [.value("ax"), .completed])
    }

    @Test("a property zipped from zipped properties agrees with them (ReactiveSwift's nested zip)")
    func nestedZipIsConsistent() {
        let a = MutableProperty(1)
        let b = MutableProperty(100)
        let c = MutableProperty(10000)
        let zipped = a.zip(with: b)
        a.value = 2
        b.value = 200
        a.value = 3
        #expect(zipped.value.0 + zipped.value.1 == 202)
        // `zipped` holds (2, 200), with 3 waiting: the nested zip pairs what
        // `zipped` holds with C's value, as ReactiveSwift does since its fix
        // (ReactiveCocoa pull request 3042).
        let nested = zipped.zip(with: c)
        var result = 0
        nested.producer.startWithValues { result = $0.0 + $0.1 + $1 }
        #expect(result == 10202)
        #expect(nested.value.0.0 + nested.value.0.1 + nested.value.1 == 10202)
    }
}
