/// An ordered collection that hands out a token for every element it takes
/// in, so that the element can be removed later by that token.
///
/// A signal keeps its observers in a bag: observing inserts one and returns
/// a way to remove exactly that one, even if the same observer was added
/// twice.
///
/// ```swift
/// var bag = Bag<String>()
/// let first = bag.insert("a")
/// bag.insert("b")
/// bag.remove(using: first)
/// print(Array(bag))
/// // prints ["b"]
/// ```
///
/// Elements come out in the order they went in. Inserting appends, in
/// amortised constant time, and copies nothing while the bag's storage is
/// not shared. Removing finds the token by binary search, since tokens only
/// grow, and then closes the gap.
///
/// The elements and their tokens live in two arrays side by side, not in
/// one array of `(token, element)` pairs. A signal walks its bag on every
/// event, and a pair whose type depends on `Element` would make that walk
/// ask the runtime for the pair's type description, element after element.
/// One array of elements is walked like any array.
///
/// Most bags hold one element: a started producer's signal has one
/// observer, its lifetime one or two disposables. So the array of ids is
/// made only for the second element (step 12): while the bag has held a
/// single element since it was last empty, that element's id is kept in
/// `soleID`, and the bag costs one array, not two.
public struct Bag<Element> {
    /// Names one element of the bag. Tokens are never reused.
    public struct Token: Hashable, Sendable {
        @usableFromInline let id: UInt64

        @usableFromInline
        init(id: UInt64) {
            self.id = id
        }
    }

    /// The elements, in insertion order.
    // `@usableFromInline`, with `@inlinable` methods (step 12): a signal's
    // bag is walked for every value, in the program's own, specialized code.
    @usableFromInline var elements: ContiguousArray<Element> = []

    /// The id of each element's token, at the same index as the element.
    /// Ids only grow, so this array is sorted. Empty while the bag holds a
    /// single element that went into an empty bag: then `soleID` is its id.
    @usableFromInline var ids: ContiguousArray<UInt64> = []

    /// The id of the only element, while `ids` is empty (step 12): one
    /// allocation fewer for a bag that never holds two elements.
    @usableFromInline var soleID: UInt64 = 0

    /// The id of the next token to hand out.
    @usableFromInline var nextID: UInt64 = 0

    /// Creates an empty bag.
    @inlinable
    public init() {}

    /// Adds an element at the end of the bag.
    ///
    /// - Returns: The token that removes this element.
    @discardableResult
    @inlinable
    public mutating func insert(_ element: Element) -> Token {
        let id = nextID
        nextID += 1
        if elements.isEmpty && ids.isEmpty {
            soleID = id
        } else {
            if ids.isEmpty {
                // The second element: from now on, every id is in `ids`.
                ids.reserveCapacity(2)
                ids.append(soleID)
            }
            ids.append(id)
        }
        elements.append(element)
        return Token(id: id)
    }

    /// Removes the element that `token` names.
    ///
    /// - Returns: The removed element, or `nil` if it was removed already.
    @discardableResult
    @inlinable
    public mutating func remove(using token: Token) -> Element? {
        if ids.isEmpty {
            guard elements.count == 1, soleID == token.id else { return nil }
            return elements.removeLast()
        }
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

extension Bag: RandomAccessCollection {
    /// The position of the first element.
    @inlinable
    public var startIndex: Int { elements.startIndex }

    /// The position after the last element.
    @inlinable
    public var endIndex: Int { elements.endIndex }

    /// The element at `position`, counting in insertion order.
    @inlinable
    public subscript(position: Int) -> Element { elements[position] }

    /// Iterates over the elements in the order they were inserted.
    ///
    /// A signal walks its observers with this on every event. The compiler
    /// does not copy a generic function into another generic function unless
    /// told to, and a call that stays a call must ask the runtime for the
    /// bag's element type, every time. `@inline(__always)` tells it to copy
    /// this one, so the walk is as cheap as walking an array.
    @inlinable @inline(__always)
    public func makeIterator() -> ContiguousArray<Element>.Iterator {
        elements.makeIterator()
    }
}

/// A bag may be shared between threads when its elements may.
extension Bag: Sendable where Element: Sendable {}
