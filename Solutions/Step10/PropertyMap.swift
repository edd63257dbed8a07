// Exercise 10.2: Property.map and Property(initial:then:).
//
// A derived property is a view of its source: its value is always the
// source's, transformed, and it changes when the source does. It is made
// the way every operator on properties is: the source's producer,
// transformed, followed by a new `Property` (the given
// `Property(following:)`).

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
        // The producer to follow sends `initial` at once, as a property
        // needs, then forwards `values`. Its start's lifetime holds the
        // start of `values`: when the property lets go of its start, so
        // does `values`.
        self.init(
            following: SignalProducer { observer, lifetime in
                observer.send(value: initial)
                lifetime += values.start { event in
                    if case .interrupted = event {
                        observer.sendCompleted()
                    } else {
                        observer.send(event)
                    }
                }
            }
        )
    }

    /// A property that holds `initial`, then each value of `values`: a
    /// signal, or a property (whose current value comes at once).
    public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
    where Values.Value == Value, Values.Error == Never {
        self.init(initial: initial, then: values.producer)
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
        // The producer sends the current value first, so the mapped producer
        // does too: just what `Property(following:)` needs. A property
        // computed on each read (`value` calling `transform`) would call it
        // again and again, and its producer would still need the changes.
        Property(following: producer.map(transform))
    }

    /// A property holding the value at `keyPath` of this one's value.
    public func map<U>(_ keyPath: KeyPath<Value, U>) -> Property<U> {
        map { $0[keyPath: keyPath] }
    }
}
