// `negate`, `and`, `or`, `all` and `any` on properties of booleans.

extension PropertyProtocol where Value == Bool {
    /// A property holding the opposite of this one's value.
    public func negate() -> Property<Value> {
        lift { $0.negate() }
    }

    /// A property holding whether this one's value and `property`'s are
    /// both true.
    ///
    /// ```swift
    /// let hasEmail = MutableProperty(true)
    /// let hasPassword = MutableProperty(false)
    /// let canSignIn = hasEmail.and(hasPassword)
    /// hasPassword.value = true
    /// print(canSignIn.value)
    /// // prints true
    /// ```
    public func and<P: PropertyProtocol>(_ property: P) -> Property<Value> where P.Value == Value {
        lift { $0.and(property.producer) }
    }

    /// A property holding whether this one's value or `property`'s is true.
    public func or<P: PropertyProtocol>(_ property: P) -> Property<Value> where P.Value == Value {
        lift { $0.or(property.producer) }
    }

    /// A property holding whether every property in `properties` holds true
    /// (true when there are none).
    public static func all<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Value>
    where P.Value == Value, Properties.Element == P {
        Property(initial: properties.allSatisfy(\.value), then: SignalProducer.all(properties))
    }

    /// A property holding whether every property given holds true.
    public static func all<P: PropertyProtocol>(_ properties: P...) -> Property<Value> where P.Value == Value {
        all(properties)
    }

    /// A property holding whether some property in `properties` holds true
    /// (false when there are none).
    public static func any<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Value>
    where P.Value == Value, Properties.Element == P {
        Property(initial: properties.contains(where: \.value), then: SignalProducer.any(properties))
    }

    /// A property holding whether some property given holds true.
    public static func any<P: PropertyProtocol>(_ properties: P...) -> Property<Value> where P.Value == Value {
        any(properties)
    }
}
