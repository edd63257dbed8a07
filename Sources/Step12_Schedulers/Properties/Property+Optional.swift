/// An optional, whatever it wraps: lets an initializer or an operator be
/// written once for properties of optionals, as ReactiveSwift's are.
public protocol OptionalProtocol: ExpressibleByNilLiteral {
    /// The type of the value inside.
    associatedtype Wrapped

    /// The optional holding `value`, or `nil`.
    init(reconstructing value: Wrapped?)

    /// This value, as a plain optional.
    var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
    /// The optional itself.
    public var optional: Wrapped? {
        self
    }

    /// `value`, as it is.
    public init(reconstructing value: Wrapped?) {
        self = value
    }
}

extension Property where Value: OptionalProtocol {
    /// A property of optionals that holds `initial`, then each value of
    /// `values`, which are not optional.
    ///
    /// ```swift
    /// let (names, name) = Signal<String, Never>.pipe()
    /// let chosen = Property<String?>(initial: nil, then: SignalProducer(names))
    /// name.send(value: "Ada")
    /// print(chosen.value ?? "none")
    /// // prints Ada
    /// ```
    public convenience init(initial: Value, then values: SignalProducer<Value.Wrapped, Never>) {
        self.init(initial: initial, then: values.map(Value.init(reconstructing:)))
    }

    /// The same, from a signal or a property of non-optional values.
    public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
    where Values.Value == Value.Wrapped, Values.Error == Never {
        self.init(initial: initial, then: values.producer)
    }
}
