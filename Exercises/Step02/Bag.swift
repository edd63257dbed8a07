// Exercise 2.1: the bag.
//
// A signal keeps its observers in a bag. Observing inserts one and gets a
// token back; the token removes exactly that one later, even if the same
// observer was inserted twice. The storage is given: an array of
// `(token, element)` pairs in insertion order, and the id of the next token.
// Write `insert(_:)` and `remove(using:)`.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace each one.

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
    struct Token: Equatable, Comparable {
        fileprivate let id: UInt64

        static func < (left: Token, right: Token) -> Bool { left.id < right.id }
    }

    /// The elements with their tokens, in insertion order, so tokens ascend.
    private(set) var entries: [(token: Token, element: Element)] = []

    /// The id of the next token to hand out.
    private var nextID: UInt64 = 0

    /// Creates an empty bag.
    init() {}

    /// Adds an element at the end of the bag.
    ///
    /// - Returns: The token that removes this element.
    mutating func insert(_ element: Element) -> Token {
        // TODO: make a token with the next id (`Token(id: ...)`), make sure
        // the next token gets a different id, append the pair to `entries`,
        // and return the token.
        return Token(id: 0)
    }

    /// Removes the element that `token` names.
    ///
    /// - Returns: The removed element, or `nil` if it was removed already.
    @discardableResult
    mutating func remove(using token: Token) -> Element? {
        // TODO: find the entry whose token is `token`, remove it from
        // `entries` (keeping the others in order) and return its element;
        // return nil if there is none.
        return nil
    }
}

// Given: the rest of the bag, which the signal uses to read its observers.
extension Bag {
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
