// Operators on properties.
//
// A property's operators are its producer's operators: each result is a
// `Property` that follows the source's producer, transformed (see
// `Property.init(following:)`). The transformation must send a value as it
// starts, since a property always has one: `map` does (the source's
// producer sends the current value first), `filter` could not, so it asks
// for a value to start with.
//
// A derived property is a view of its sources: it does not keep them alive,
// and its changes complete when theirs do.

extension PropertyProtocol {
    /// A property that follows this one's producer, transformed by
    /// `transform`: the one shape of every operator below.
    @inlinable
    func lift<U>(
        _ transform: (SignalProducer<Value, Never>) -> SignalProducer<U, Never>
    ) -> Property<U> {
        Property(following: transform(producer))
    }

    /// A property holding `transform` of this one's value, always.
    ///
    /// ```swift
    /// let celsius = MutableProperty(20.0)
    /// let fahrenheit = celsius.map { $0 * 9 / 5 + 32 }
    /// celsius.value = 100
    /// print(fahrenheit.value)
    /// // prints 212.0
    /// ```
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
        lift { $0.map(transform) }
    }

    /// A property holding the value at `keyPath` of this one's value.
    @inlinable
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> Property<U> {
        lift { $0.map(keyPath) }
    }

    /// A property holding `value`, which changes whenever this one does.
    @inlinable
    public func map<U>(value: U) -> Property<U> {
        lift { $0.map(value: value) }
    }

    /// A property holding this one's latest value that passes `predicate`;
    /// `initial` until one does (the current value included).
    ///
    /// ```swift
    /// let typed = MutableProperty("")
    /// let lastWord = typed.filter(initial: "none") { !$0.isEmpty }
    /// typed.value = "swift"
    /// typed.value = ""
    /// print(lastWord.value)
    /// // prints swift
    /// ```
    @inlinable
    public func filter(initial: Value, _ predicate: @escaping (Value) -> Bool) -> Property<Value> {
        Property(initial: initial, then: producer.filter(predicate))
    }

    /// A property holding this one's value together with the one before it
    /// (`initial` before the first change).
    @inlinable
    public func combinePrevious(_ initial: Value) -> Property<(Value, Value)> {
        lift { $0.combinePrevious(initial) }
    }

    /// A property that changes only when a change is not equivalent to the
    /// value it holds, by `isEquivalent`.
    @inlinable
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Property<Value> {
        lift { $0.skipRepeats(isEquivalent) }
    }

    /// A property that changes only to values whose identity it has never
    /// held before.
    @inlinable
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> Property<Value> {
        lift { $0.uniqueValues(transform) }
    }

    /// A property holding the value of the property that `transform` makes of
    /// this one's value; a change of this one switches, merges or queues the
    /// properties as `strategy` says (chapter 8).
    ///
    /// ```swift
    /// let useMetric = MutableProperty(true)
    /// let metres = MutableProperty(1.0)
    /// let feet = MutableProperty(3.3)
    /// let length = useMetric.flatMap(.latest) { $0 ? metres : feet }
    /// useMetric.value = false
    /// print(length.value)
    /// // prints 3.3
    /// ```
    @inlinable
    public func flatMap<P: PropertyProtocol>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> P
    ) -> Property<P.Value> {
        lift { $0.flatMap(strategy) { transform($0).producer } }
    }

    /// A property holding this one's value and `other`'s, as a pair, which
    /// changes when either does.
    @inlinable
    public func combineLatest<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
        Property.combineLatest(self, other)
    }

    /// A property holding pairs of this one's values and `other`'s, by
    /// position: the nth change of each makes the nth pair.
    @inlinable
    public func zip<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
        Property.zip(self, other)
    }
}

extension PropertyProtocol where Value: Equatable {
    /// A property that changes only when a change differs from the value it
    /// holds.
    ///
    /// ```swift
    /// let typed = MutableProperty("a")
    /// typed.skipRepeats().signal.observeValues { print($0) }
    /// typed.value = "a"
    /// typed.value = "b"
    /// // prints b
    /// ```
    @inlinable
    public func skipRepeats() -> Property<Value> {
        lift { $0.skipRepeats() }
    }
}

extension PropertyProtocol where Value: Hashable {
    /// A property that changes only to values it has never held before.
    @inlinable
    public func uniqueValues() -> Property<Value> {
        lift { $0.uniqueValues() }
    }
}

extension PropertyProtocol where Value: PropertyProtocol {
    /// A property holding the value of the property this one holds,
    /// flattened as `strategy` says.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Property<Value.Value> {
        lift { $0.flatMap(strategy) { $0.producer } }
    }
}
