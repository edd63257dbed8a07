// Exercise 10.3: combineLatest of properties.
//
// Two properties always have a value each, so their combination always has
// one too: a pair, from the first moment.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

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
        // TODO: a property that follows both, as pairs.
        Property(value: (value, other.value))
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
        // TODO: the same, for two properties or more.
        Property(value: (a.value, b.value, repeat (each rest).value))
    }

    /// A property holding the values of every property in `properties`, in
    /// order; `nil` if there are none (a property needs a value, and none
    /// of nothing is a value).
    public static func combineLatest<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
    where S.Element: PropertyProtocol {
        // TODO: the same, for a collection of properties.
        nil
    }
}
