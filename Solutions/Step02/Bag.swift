// Exercise 2.1: the bag.
//
// A signal keeps its observers in a bag. Observing inserts one and gets a
// token back; the token removes exactly that one later, even if the same
// observer was inserted twice.

/// An ordered collection that hands out a token for every element it takes
/// in, so that the element can be removed later by that token.
///
/// Elements come out in the order they went in. Inserting appends, in
/// amortised constant time, and copies nothing while the bag's storage is
/// not shared. Tokens are never reused.
///
/// ```swift
/// var bag = Bag<String>()
/// let a = bag.insert("a")
/// _ = bag.insert("b")
/// print(bag.remove(using: a) ?? "gone", Array(bag))
/// // prints a ["b"]
/// ```
struct Bag<Element> {
    /// Names one element of the bag. Tokens are never reused.
    struct Token: Equatable {
        fileprivate let id: UInt64
    }

    /// The elements, in insertion order.
    private(set) var elements: ContiguousArray<Element> = []

    /// The id of each element's token, at the same index as the element.
    private(set) var ids: ContiguousArray<UInt64> = []

    /// The id of the next token to hand out.
    private var nextID: UInt64 = 0

    /// Creates an empty bag.
    init() {}

    /// Adds an element at the end of the bag.
    ///
    /// - Returns: The token that removes this element.
    mutating func insert(_ element: Element) -> Token {
        // A counter, not `elements.count`: after a removal the count goes
        // down, and the next token would repeat an id still in use.
        let id = nextID
        nextID += 1
        elements.append(element)
        ids.append(id)
        return Token(id: id)
    }

    /// Removes the element that `token` names.
    ///
    /// - Returns: The removed element, or `nil` if it was removed already.
    @discardableResult
    mutating func remove(using token: Token) -> Element? {
        // Ids were appended in increasing order, so `ids` is sorted: find
        // the id by binary search instead of walking the whole array.
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < token.id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < ids.count, ids[low] == token.id else { return nil }
        ids.remove(at: low)
        return elements.remove(at: low)
    }
}

// Given: the rest of the bag, which the signal uses to read its observers.
extension Bag {
    /// Whether the bag has no elements.
    var isEmpty: Bool { elements.isEmpty }

    /// How many elements the bag holds.
    var count: Int { elements.count }
}

extension Bag: Sequence {
    /// Iterates over the elements in the order they were inserted.
    func makeIterator() -> ContiguousArray<Element>.Iterator {
        elements.makeIterator()
    }
}
