// Exercise 10.3: combineLatest of properties.
//
// Two properties always have a value each, so their combination always has
// one too: a pair, from the first moment. It is chapter 7's combineLatest,
// lifted to properties.

import Step09_Errors

extension PropertyProtocol {
    /// A property holding this one's value and `other`'s, as a pair, which
    /// changes when either does.
    ///
    /// ```swift
    /// let size = width.combineLatest(with: height)
    /// print(size.value)
    /// // prints (2, 3)
    /// ```
    public func combineLatest<Other: PropertyProtocol>(with other: Other) -> Property<(Value, Other.Value)> {
        // Both producers send their current value as they start, so the
        // combination sends a pair at once, as `Property(following:)` needs.
        // It starts `self` first: the first pair is made as `other` starts.
        Property(following: producer.combineLatest(with: other.producer))
    }

    /// A property holding the values of every property given, as a tuple,
    /// which changes whenever one of them does.
    ///
    /// ```swift
    /// let box = Property.combineLatest(width, height, depth)
    /// print(box.value)
    /// // prints (2, 3, 4)
    /// ```
    public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol, each Rest: PropertyProtocol>(
        _ a: A,
        _ b: B,
        _ rest: repeat each Rest
    ) -> Property<(Value, B.Value, repeat (each Rest).Value)> where A.Value == Value {
        // Chapter 7's combineLatest of producers, of any number of them:
        // the producers are started in the order given.
        Property(following: SignalProducer.combineLatest(a.producer, b.producer, repeat (each rest).producer))
    }

    /// A property holding the values of every property in `properties`, in
    /// order; `nil` if there are none (a property needs a value, and none
    /// of nothing is a value).
    public static func combineLatest<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
    where S.Element: PropertyProtocol {
        let producers = properties.map(\.producer)
        guard !producers.isEmpty else { return nil }
        return Property(following: SignalProducer.combineLatest(producers))
    }
}
