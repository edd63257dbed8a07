/// A property that only reads: a constant, a view of another property, or a
/// value that follows a producer.
///
/// ```swift
/// let count = MutableProperty(1)
/// let doubled = count.map { $0 * 2 }  // a Property<Int>
/// doubled.producer.startWithValues { print($0) }
/// count.value = 5
/// print(doubled.value)
/// // prints 2
/// // prints 10
/// // prints 10
/// ```
///
/// A property made from a producer (``init(initial:then:)-(_,SignalProducer<Value,Never>)``, ``init(_:)``,
/// and every operator on properties) starts that producer once, at once,
/// and keeps its latest value. Its ``signal`` and ``producer`` complete when
/// that producer completes. It does not keep itself alive through them: when
/// the property and every observation of its changes have gone, the start
/// is interrupted.
@propertyWrapper
public final class Property<Value>: PropertyProtocol {
    /// Reads the current value.
    @usableFromInline let readValue: () -> Value

    /// Sends the current value when started, then every change.
    public let producer: SignalProducer<Value, Never>

    /// Sends every change, from the moment it is observed.
    public let signal: Signal<Value, Never>

    /// The current value.
    @inlinable
    public var value: Value {
        readValue()
    }

    /// The value, as a property wrapper.
    @inlinable
    public var wrappedValue: Value {
        value
    }

    /// The property itself, as a property wrapper.
    @inlinable
    public var projectedValue: Property<Value> {
        self
    }

    /// A property that always holds `value`: its producer sends it and
    /// completes, its signal has already completed.
    @inlinable
    public init(value: Value) {
        readValue = { value }
        producer = SignalProducer(value: value)
        signal = .empty
    }

    /// A read-only face of `property`, which it keeps alive.
    @inlinable
    public init<P: PropertyProtocol>(capturing property: P) where P.Value == Value {
        readValue = { property.value }
        producer = property.producer
        signal = property.signal
    }

    /// A property that follows `property`, without keeping it alive: when
    /// `property` goes, this one keeps its last value and its changes
    /// complete.
    @inlinable
    public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
        self.init(following: property.producer)
    }

    /// A property that holds `initial`, then each value of `values`.
    ///
    /// ```swift
    /// let (typed, type) = Signal<String, Never>.pipe()
    /// let name = Property(initial: "", then: typed)
    /// type.send(value: "Ada")
    /// print(name.value)
    /// // prints Ada
    /// ```
    @inlinable
    public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
        self.init(
            following: SignalProducer { observer, lifetime in
                observer.send(value: initial)
                lifetime += values.start { event in
                    // An interruption of `values` ends the property's
                    // changes, as a completion does.
                    if case .interrupted = event {
                        observer.sendCompleted()
                    } else {
                        observer.send(event)
                    }
                }
            }
        )
    }

    /// A property that holds `initial`, then each value of `values`, which
    /// may be a signal or a property.
    @inlinable
    public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
    where Values.Value == Value, Values.Error == Never {
        self.init(initial: initial, then: values.producer)
    }

    /// A property that starts `source` at once and holds its latest value.
    ///
    /// `source` must send a value as it starts: a property always has one.
    /// Every operator on properties makes its result this way, from the
    /// source's producer transformed.
    ///
    /// Who holds what: the property holds the storage (the latest value and
    /// the signal of changes); the start holds a `SourceRelay`, which holds
    /// the storage only weakly, and the input of the changes strongly. When
    /// the property has gone and so has every observer of its changes,
    /// nothing holds the signal of changes: it is interrupted, and its
    /// disposable interrupts the start.
    @inlinable
    init(following source: SignalProducer<Value, Never>) {
        let start = SerialDisposable()
        let changes = Signal<Value, Never>.pipe(disposable: start)
        // The start keeps the input of the changes, never the signal itself:
        // holding the signal would keep it alive, and the start with it, for
        // as long as the source lives.
        let relay = SourceRelay(changesInput: changes.input)
        start.inner = source.start { event in relay.receive(event) }
        guard let storage = relay.makeStorage(changes: changes.output, name: "Property<\(Value.self)>") else {
            preconditionFailure(
                """
                Property: the producer it follows sent no value as it started. A property always \
                has a value, so that producer must send one at once. Use Property(initial:then:) \
                to give it a first value.
                """
            )
        }
        readValue = { storage.value }
        signal = storage.changes
        producer = SignalProducer { observer, lifetime in
            storage.send(to: observer, during: lifetime)
        }
    }
}
