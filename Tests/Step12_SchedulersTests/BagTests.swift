import Testing
@testable import Step12_Schedulers

@Suite struct BagTests {
    @Test("a bag keeps elements in insertion order")
    func insertionOrder() {
        var bag = Bag<String>()
        _ = bag.insert("a")
        _ = bag.insert("b")
        _ = bag.insert("c")
        #expect(Array(bag) == ["a", "b", "c"])
        #expect(bag.count == 3)
    }

    @Test("removing by token removes exactly that element, even among equal ones")
    func removeByToken() {
        var bag = Bag<String>()
        let first = bag.insert("x")
        _ = bag.insert("y")
        let third = bag.insert("x")
        #expect(bag.remove(using: third) == "x")
        #expect(Array(bag) == ["x", "y"])
        #expect(bag.remove(using: first) == "x")
        #expect(Array(bag) == ["y"])
    }

    @Test("removing with a token whose element is already gone returns nil")
    func removeTwice() {
        var bag = Bag<Int>()
        let token = bag.insert(1)
        #expect(bag.remove(using: token) == 1)
        #expect(bag.remove(using: token) == nil)
        #expect(bag.isEmpty)
    }

    @Test("tokens are never reused, so an old token cannot remove a new element")
    func tokensAreNotReused() {
        var bag = Bag<Int>()
        let old = bag.insert(1)
        bag.remove(using: old)
        _ = bag.insert(2)
        #expect(bag.remove(using: old) == nil)
        #expect(Array(bag) == [2])
    }

    @Test("removal finds tokens anywhere in a large bag")
    func largeBag() {
        var bag = Bag<Int>()
        let tokens = (0..<1000).map { bag.insert($0) }
        for index in stride(from: 0, to: 1000, by: 2) {
            #expect(bag.remove(using: tokens[index]) == index)
        }
        #expect(Array(bag) == Array(stride(from: 1, to: 1000, by: 2)))
    }

    // Step 12 keeps a lone element's id out of the array of ids; these pin
    // down every way in and out of that case.

    @Test("a lone element is removed only by its own token")
    func loneElementNeedsItsToken() {
        var bag = Bag<String>()
        let gone = bag.insert("a")
        bag.remove(using: gone)
        let lone = bag.insert("b")
        #expect(bag.remove(using: gone) == nil)
        #expect(Array(bag) == ["b"])
        #expect(bag.remove(using: lone) == "b")
        #expect(bag.isEmpty)
    }

    @Test("a second element keeps the first one's token working, in either order of removal")
    func secondElementKeepsFirstToken() {
        var bag = Bag<String>()
        let first = bag.insert("a")
        let second = bag.insert("b")
        #expect(bag.remove(using: first) == "a")
        #expect(Array(bag) == ["b"])
        #expect(bag.remove(using: first) == nil)
        let third = bag.insert("c")
        #expect(Array(bag) == ["b", "c"])
        #expect(bag.remove(using: third) == "c")
        #expect(bag.remove(using: second) == "b")
        #expect(bag.isEmpty)
        let fourth = bag.insert("d")
        #expect(bag.remove(using: second) == nil)
        #expect(bag.remove(using: fourth) == "d")
    }

    @Test("a copy taken with one element is not changed by inserts into the original")
    func copyOfLoneElementIsIndependent() {
        var bag = Bag<Int>()
        let token = bag.insert(1)
        let copy = bag
        _ = bag.insert(2)
        bag.remove(using: token)
        #expect(Array(copy) == [1])
        #expect(Array(bag) == [2])
    }
}
