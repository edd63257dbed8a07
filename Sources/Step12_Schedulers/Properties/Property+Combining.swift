// `Property.combineLatest` and `Property.zip`, of two or more properties,
// in one declaration each (parameter packs, as chapter 7's arities), and of
// a collection.

extension PropertyProtocol {
    /// A property holding the current value of every property given, as a
    /// tuple, which changes whenever one of them does.
    ///
    /// ```swift
    /// let width = MutableProperty(2)
    /// let height = MutableProperty(3)
    /// let size = Property.combineLatest(width, height)
    /// width.value = 4
    /// print(size.value)
    /// // prints (4, 3)
    /// ```
    public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol, each Rest: PropertyProtocol>(
        _ a: A, _ b: B, _ rest: repeat each Rest
    ) -> Property<(Value, B.Value, repeat (each Rest).Value)> where A.Value == Value {
        a.lift { SignalProducer.combineLatest($0, b.producer, repeat (each rest).producer) }
    }

    /// A property holding tuples of the values of every property given, by
    /// position: the nth change of each makes the nth tuple.
    public static func zip<A: PropertyProtocol, B: PropertyProtocol, each Rest: PropertyProtocol>(
        _ a: A, _ b: B, _ rest: repeat each Rest
    ) -> Property<(Value, B.Value, repeat (each Rest).Value)> where A.Value == Value {
        a.lift { SignalProducer.zip($0, b.producer, repeat (each rest).producer) }
    }

    /// A property holding the current values of every property in
    /// `properties`, in order; `nil` if there are none (a property needs a
    /// value).
    public static func combineLatest<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
    where S.Element: PropertyProtocol {
        let producers = properties.map(\.producer)
        guard !producers.isEmpty else { return nil }
        return Property(following: SignalProducer.combineLatest(producers))
    }

    /// A property holding the current values of every property in
    /// `properties`, in order; `emptySentinel` if there are none.
    public static func combineLatest<S: Sequence>(
        _ properties: S,
        emptySentinel: [S.Element.Value]
    ) -> Property<[S.Element.Value]> where S.Element: PropertyProtocol {
        Property(following: SignalProducer.combineLatest(properties.map(\.producer), emptySentinel: emptySentinel))
    }

    /// A property holding arrays of the values of every property in
    /// `properties`, by position; `nil` if there are none.
    public static func zip<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
    where S.Element: PropertyProtocol {
        let producers = properties.map(\.producer)
        guard !producers.isEmpty else { return nil }
        return Property(following: SignalProducer.zip(producers))
    }

    /// A property holding arrays of the values of every property in
    /// `properties`, by position; `emptySentinel` if there are none.
    public static func zip<S: Sequence>(
        _ properties: S,
        emptySentinel: [S.Element.Value]
    ) -> Property<[S.Element.Value]> where S.Element: PropertyProtocol {
        Property(following: SignalProducer.zip(properties.map(\.producer), emptySentinel: emptySentinel))
    }
}
