// Given: the bag of chapter 2, the same as `Sources/Step04_Disposables/Bag.swift`.
// You do not need to change it.
//
// Step 3's module has a `Bag` too, but it is `internal` there: code outside
// that module cannot see it. So your module keeps its own copy, for your
// `CompositeDisposable` (exercise 4.2).

/// An ordered collection that hands out a token for every element it takes
/// in, so that the element can be removed later by that token.
///
/// A signal keeps its observers in a bag: observing inserts one and returns
/// a way to remove exactly that one, even if the same observer was added
/// twice.
///
/// Elements come out in the order they went in. Inserting appends, in
/// amortised constant time, and copies nothing while the bag's storage is
/// not shared. Removing finds the token by binary search, since tokens only
/// grow, and then closes the gap.
struct Bag<Element> {
    /// Names one element of the bag. Tokens are never reused.
    struct Token: Equatable, Comparable {
        fileprivate let id: UInt64

        static func < (left: Token, right: Token) -> Bool { left.id < right.id }
    }

    /// The elements with their tokens, in insertion order, so tokens ascend.
    private var entries: [(token: Token, element: Element)] = []

    /// The id of the next token to hand out.
    private var nextID: UInt64 = 0

    /// Creates an empty bag.
    init() {}

    /// Adds an element at the end of the bag.
    ///
    /// - Returns: The token that removes this element.
    mutating func insert(_ element: Element) -> Token {
        let token = Token(id: nextID)
        nextID += 1
        entries.append((token, element))
        return token
    }

    /// Removes the element that `token` names.
    ///
    /// - Returns: The removed element, or `nil` if it was removed already.
    @discardableResult
    mutating func remove(using token: Token) -> Element? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].token < token {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < entries.count, entries[low].token == token else { return nil }
        return entries.remove(at: low).element
    }

    /// Whether the bag has no elements.
    var isEmpty: Bool { entries.isEmpty }

    /// How many elements the bag holds.
    var count: Int { entries.count }
}

extension Bag: Sequence {
    /// Iterates over the elements in the order they were inserted.
    func makeIterator() -> some IteratorProtocol<Element> {
        entries.lazy.map(\.element).makeIterator()
    }
}
