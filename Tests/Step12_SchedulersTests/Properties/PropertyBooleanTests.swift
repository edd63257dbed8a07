import Testing
@testable import Step12_Schedulers

// The diagrams of this file are property diagrams (`PropertyMarbles`), with
// `t` for true and `f` for false.

@Suite struct PropertyBooleanTests {
    @Test("negate() holds the opposite of the source's value, always")
    func negateDrawn() {
        // source:    t-f-f-t|
        // negate():  f-t-t-f|
        #expect(PropertyMarbles.run("t-f-f-t|") { $0.booleans.negate().drawn } == "f-t-t-f|")
        #expect(MutableProperty(true).negate().value == false)
    }

    @Test("and(_:) holds whether both hold true, and changes whenever either does")
    func andDrawn() {
        // first:   t---f-t|
        // second:  f-t-----|
        // and:     f-t-f-t-|
        #expect(PropertyMarbles.run("t---f-t|", "f-t-----|") { $0.booleans.and($1.booleans).drawn } == "f-t-f-t-|")
        #expect(MutableProperty(true).and(MutableProperty(true)).value == true)
        #expect(MutableProperty(true).and(MutableProperty(false)).value == false)
    }

    @Test("or(_:) holds whether either holds true, and changes whenever either does")
    func orDrawn() {
        // first:   f---t---f|
        // second:  f-t---f--|
        // or:      f-t-t-t-f|
        #expect(PropertyMarbles.run("f---t---f|", "f-t---f--|") { $0.booleans.or($1.booleans).drawn } == "f-t-t-t-f|")
        #expect(MutableProperty(true).or(MutableProperty(false)).value == true)
        #expect(MutableProperty(false).or(MutableProperty(false)).value == false)
    }

    @Test("and(_:) and or(_:) take any property as the other side, and complete when both sources have gone")
    func andOrWithOtherKinds() {
        var mutable: MutableProperty<Bool>? = MutableProperty(true)
        let constant = Property(value: true)
        let both = mutable!.and(constant)
        let either = constant.or(mutable!)
        let checker = ContractChecker<Bool, Never>()
        checker.start(both.producer)
        mutable!.value = false
        #expect(both.value == false)
        #expect(either.value == true)
        mutable = nil
        #expect(checker.events == [.value(true), .value(false), .completed])
    }

    @Test("Property.all holds whether every property holds true; true for none")
    func all() {
        let a = MutableProperty(true)
        let b = MutableProperty(true)
        let c = MutableProperty(false)
        let ofArray = Property.all([a, b, c])
        let variadic = Property.all(a, b)
        #expect(ofArray.value == false)
        #expect(variadic.value == true)
        let checker = ContractChecker<Bool, Never>()
        checker.start(ofArray.producer)
        c.value = true
        a.value = false
        #expect(checker.values == [false, true, false])
        #expect(variadic.value == false)
        #expect(Property.all([Property<Bool>]()).value == true)
        let none = Property<Bool>.all(EmptyCollection<Property<Bool>>())
        #expect(none.value == true)
        #expect(checkedEvents(of: none.producer) == [.value(true), .completed])
    }

    @Test("Property.any holds whether some property holds true; false for none")
    func any() {
        let a = MutableProperty(false)
        let b = MutableProperty(false)
        let c = MutableProperty(true)
        let ofArray = Property.any([a, b, c])
        let variadic = Property.any(a, b)
        #expect(ofArray.value == true)
        #expect(variadic.value == false)
        let checker = ContractChecker<Bool, Never>()
        checker.start(variadic.producer)
        b.value = true
        c.value = false
        b.value = false
        #expect(checker.values == [false, true, false])
        #expect(ofArray.value == false)
        #expect(Property.any([Property<Bool>]()).value == false)
        let none = Property<Bool>.any(EmptyCollection<Property<Bool>>())
        #expect(none.value == false)
        #expect(checkedEvents(of: none.producer) == [.value(false), .completed])
    }

    @Test("all and any, drawn: one change per change of any source")
    func allAnyDrawn() {
        // first:   t-f---|
        // second:  t---f-|
        // all:     t-f-f-|
        // any:     t-t-f-|
        #expect(PropertyMarbles.run("t-f---|", "t---f-|") { Property.all($0.booleans, $1.booleans).drawn } == "t-f-f-|")
        #expect(PropertyMarbles.run("t-f---|", "t---f-|") { Property.any($0.booleans, $1.booleans).drawn } == "t-t-f-|")
    }
}
