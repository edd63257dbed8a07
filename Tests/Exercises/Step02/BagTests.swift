// The tests of exercise 2.1, `Exercises/Step02/Bag.swift`.
// Check it with `swift run learn check 2.1`.

import Testing
@testable import Step02_Exercises

@Suite("Exercise 2.1: The bag")
struct Exercise02_01 {
    @Test("insert keeps the elements in insertion order")
    func insertionOrder() {
        var bag = Bag<String>()
        _ = bag.insert("a")
        _ = bag.insert("b")
        _ = bag.insert("c")
        #expect(Array(bag) == ["a", "b", "c"])
    }

    @Test("insert hands out a different token each time")
    func distinctTokens() {
        var bag = Bag<String>()
        let tokens = [bag.insert("a"), bag.insert("b"), bag.insert("c")]
        let pairsEqual = [tokens[0] == tokens[1], tokens[0] == tokens[2], tokens[1] == tokens[2]]
        #expect(pairsEqual == [false, false, false])
    }

    @Test("remove(using:) returns the element of that token and takes it out")
    func removeReturnsElement() {
        var bag = Bag<String>()
        _ = bag.insert("a")
        let b = bag.insert("b")
        _ = bag.insert("c")
        #expect(bag.remove(using: b) == "b")
        #expect(Array(bag) == ["a", "c"])
    }

    @Test("remove(using:) removes exactly the element of its token, even among equal ones")
    func removeAmongEqualElements() {
        var bag = Bag<String>()
        let first = bag.insert("x")
        _ = bag.insert("y")
        let third = bag.insert("x")
        #expect(bag.remove(using: third) == "x")
        #expect(Array(bag) == ["x", "y"])
        #expect(bag.remove(using: first) == "x")
        #expect(Array(bag) == ["y"])
    }

    @Test("remove(using:) returns nil for a token whose element is gone")
    func removeTwice() {
        var bag = Bag<Int>()
        let token = bag.insert(1)
        _ = bag.insert(2)
        let first = bag.remove(using: token)
        let second = bag.remove(using: token)
        #expect(first == 1)
        #expect(second == nil)
        #expect(Array(bag) == [2])
    }

    @Test("tokens are never reused: an old token cannot remove a newer element")
    func tokensAreNotReused() {
        var bag = Bag<Int>()
        let one = bag.insert(1)
        _ = bag.insert(2)
        bag.remove(using: one)
        let three = bag.insert(3)
        #expect(bag.remove(using: one) == nil)
        #expect(Array(bag) == [2, 3])
        #expect(three != one)
    }

    @Test("remove(using:) finds tokens anywhere in a large bag")
    func largeBag() {
        var bag = Bag<Int>()
        let tokens = (0..<100).map { bag.insert($0) }
        var removed: [Int?] = []
        for index in stride(from: 0, to: 100, by: 2) {
            removed.append(bag.remove(using: tokens[index]))
        }
        #expect(removed == Array(stride(from: 0, to: 100, by: 2)))
        #expect(Array(bag) == Array(stride(from: 1, to: 100, by: 2)))
    }
}
