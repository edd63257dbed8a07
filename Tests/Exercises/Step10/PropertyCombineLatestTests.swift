// The tests of exercise 10.3, `Exercises/Step10/PropertyCombineLatest.swift`.
// Check it with `swift run learn check 10.3`.
//
// Their sources are `SettableSource`s and property diagrams
// (`Support/PropertySupport.swift`): they do not need your
// `MutableProperty` or your `map`. A value longer than one character is
// drawn in braces: `{ax}`.

import Step09_Errors
import Testing
@testable import Step10_Exercises

@Suite("Exercise 10.3: combineLatest of properties")
struct Exercise10_03 {
    @Test("combineLatest(with:), drawn: a-b---c| with x---y| gives {ax}-{bx}-{by}-{cy}|, complete when both sources are")
    func combineLatestWithDrawn() {
        let drawing = PropertyMarbles.run("a-b---c|", "x---y|") { first, second in
            Property(following: first.combineLatest(with: second).producer.map { pair in pair.0 + pair.1 })
        }
        #expect(drawing == "{ax}-{bx}-{by}-{cy}|")
    }

    @Test("combineLatest(with:) holds the latest pair, and its value and producer agree")
    func combineLatestWithValues() {
        let first = SettableSource("a")
        let second = SettableSource(1)
        let combined = first.combineLatest(with: second)
        #expect(combined.value == ("a", 1))
        let checker = ContractChecker<String, Never>()
        checker.start(combined.producer.map { pair in "\(pair.0)\(pair.1)" })
        first.value = "b"
        #expect(combined.value == ("b", 1))
        second.value = 2
        #expect(combined.value == ("b", 2))
        let late = ContractChecker<String, Never>()
        late.start(combined.producer.map { pair in "\(pair.0)\(pair.1)" })
        first.value = "c"
        #expect(checker.values == ["a1", "b1", "b2", "c2"])
        #expect(late.values == ["b2", "c2"])
    }

    @Test("its signal sends the changes only: one pair per change of either side")
    func signalSendsChanges() {
        let first = SettableSource(1)
        let second = SettableSource(10)
        let combined = first.combineLatest(with: second)
        let checker = ContractChecker<String, Never>()
        checker.observe(combined.signal.map { pair in "\(pair.0)+\(pair.1)" })
        second.value = 20
        first.value = 2
        #expect(checker.values == ["1+20", "2+20"])
        expectNoViolations(checker)
    }

    @Test("Property.combineLatest of two, three and four properties holds a tuple of their current values")
    func combineLatestArities() {
        let a = SettableSource(1)
        let b = SettableSource("x")
        let c = SettableSource(true)
        let d = SettableSource(2.5)
        let two = Property.combineLatest(a, b)
        let three = Property.combineLatest(a, b, c)
        let four = Property.combineLatest(a, b, c, d)
        #expect(two.value == (1, "x"))
        #expect(three.value == (1, "x", true))
        #expect(four.value == (1, "x", true, 2.5))
        let checker = ContractChecker<String, Never>()
        checker.start(four.producer.map { "\($0.0)\($0.1)\($0.2)\($0.3)" })
        c.value = false
        d.value = 3.5
        a.value = 2
        #expect(four.value == (2, "x", false, 3.5))
        #expect(three.value == (2, "x", false))
        #expect(two.value == (2, "x"))
        #expect(checker.values == ["1xtrue2.5", "1xfalse2.5", "1xfalse3.5", "2xfalse3.5"])
    }

    @Test("the changes complete when every source's have, not when the combined property goes; it keeps no source alive")
    func completesWithItsSources() {
        weak var weakFirst: SettableSource<Int>?
        var first: SettableSource<Int>? = SettableSource(1)
        let second = SettableSource(2)
        weakFirst = first
        var combined: Property<(Int, Int)>? = first.map { $0.combineLatest(with: second) }
        var completed = false
        combined?.signal.observeCompleted { completed = true }
        combined = nil
        first?.complete()
        first = nil
        #expect(weakFirst == nil)
        #expect(!completed)
        second.complete()
        #expect(completed)
    }

    @Test("Property.combineLatest of a sequence holds the array of current values; nil for an empty sequence")
    func combineLatestSequence() {
        let properties = [SettableSource(1), SettableSource(2), SettableSource(3)]
        let combined = Property<Int>.combineLatest(properties)
        #expect(combined?.value == [1, 2, 3])
        let checker = ContractChecker<[Int], Never>()
        if let combined {
            checker.start(combined.producer)
        }
        properties[1].value = 20
        #expect(combined?.value == [1, 20, 3])
        #expect(checker.values == [[1, 2, 3], [1, 20, 3]])
        #expect(Property<Int>.combineLatest([SettableSource<Int>]()) == nil)
    }

    @Test("a property combined from combined properties agrees with them (ReactiveSwift's nested combineLatest)")
    func nestedCombineLatestIsConsistent() {
        let a = SettableSource(1)
        let b = SettableSource(100)
        let c = SettableSource(10000)
        let combined = a.combineLatest(with: b)
        var firstResult = 0
        combined.producer.startWithValues { firstResult = $0.0 + $0.1 }
        a.value = 2
        b.value = 200
        a.value = 3
        #expect(firstResult == 203)
        let nested = combined.combineLatest(with: c)
        var secondResult = 0
        nested.producer.startWithValues { secondResult = $0.0.0 + $0.0.1 + $0.1 }
        #expect(secondResult == 10203)
        a.value = 4
        #expect(combined.value.0 + combined.value.1 == 204)
        #expect(secondResult == 10204)
        #expect(nested.value.0.0 + nested.value.0.1 + nested.value.1 == 10204)
    }
}
