// Exercise 10.2: Property.map and Property(initial:then:).
//
// A derived property is a view of its source: its value is always the
// source's, transformed, and it changes when the source does. It is made
// the way every operator on properties is: the source's producer,
// transformed, followed by a new `Property` (the given
// `Property(following:)`, in `Property.swift`).
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step09_Errors

extension Property {
    /// A property that holds `initial`, then each value of `values`.
    ///
    /// ```swift
    /// let (typed, type) = Signal<String, Never>.pipe()
    /// let name = Property(initial: "", then: typed)
    /// type.send(value: "Ada")
    /// print(name.value)
    /// // prints Ada
    /// ```
    ///
    /// The changes end when `values` ends; an interruption of `values` is a
    /// completion for the property's observers. The property keeps its last
    /// value.
    public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
        // TODO: a property that follows a producer which sends `initial`,
        // then the events of `values`.
        self.init(value: initial)
    }

    /// A property that holds `initial`, then each value of `values`: a
    /// signal, or a property (whose current value comes at once).
    public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
    where Values.Value == Value, Values.Error == Never {
        // TODO: the same, for anything that has a producer.
        self.init(value: initial)
    }
}

extension PropertyProtocol {
    /// A property holding `transform` of this one's value, always.
    ///
    /// ```swift
    /// let celsius = Property(initial: 20.0, then: readings)
    /// let fahrenheit = celsius.map { $0 * 9 / 5 + 32 }
    /// print(fahrenheit.value)
    /// // prints 68.0
    /// ```
    ///
    /// `transform` runs once per value of this property (its value when
    /// mapped, then each change), not once per read. The result does not
    /// keep this property alive; its changes end when this one's do.
    public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
        // TODO: a property that follows this one's values, transformed.
        Property(value: transform(value))
    }

    /// A property holding the value at `keyPath` of this one's value.
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> Property<U> {
        // TODO: the same, with a key path.
        Property(value: value[keyPath: keyPath])
    }
}
