/// A property you set yourself: a value that any thread may read or change,
/// whose changes are sent to its observers in the order they were made.
///
/// ```swift
/// let name = MutableProperty("Ada")
/// name.producer.startWithValues { print("hello,", $0) }
/// name.value = "Grace"
/// let old = name.swap("Alan")
/// print(old)
/// // prints hello, Ada
/// // prints hello, Grace
/// // prints hello, Alan
/// // prints Grace
/// ```
///
/// Its ``signal`` and every start of its ``producer`` complete when the
/// property goes: they do not keep it alive. A change made from inside the
/// delivery of another change, on the same thread, stops the program with
/// a message (see `PropertyStorage`).
///
/// As a property wrapper, `@MutableProperty var name = "Ada"` declares the
/// property, `name` reads and writes its value, and `$name` is the property.
@propertyWrapper
public final class MutableProperty<Value>: ComposableMutablePropertyProtocol {
    @usableFromInline let storage: PropertyStorage<Value>
    /// Keeps ``lifetime`` going until the property goes.
    @usableFromInline let token: Lifetime.Token

    /// Ends when the property goes.
    public let lifetime: Lifetime

    /// Sends every change, from the moment it is observed; completes when
    /// the property goes.
    @inlinable
    public var signal: Signal<Value, Never> {
        storage.changes
    }

    /// Sends the current value when started, then every change; completes
    /// when the property goes.
    @inlinable
    public var producer: SignalProducer<Value, Never> {
        SignalProducer { [storage] observer, lifetime in
            storage.send(to: observer, during: lifetime)
        }
    }

    /// The current value. Setting it sends the new value to the observers.
    @inlinable
    public var value: Value {
        get { storage.value }
        set { storage.set(newValue) }
    }

    /// A property whose value is `initialValue` until it is set.
    @inlinable
    public init(_ initialValue: Value) {
        storage = PropertyStorage(initialValue, changes: Signal.pipe(), name: "MutableProperty<\(Value.self)>")
        (lifetime, token) = Lifetime.make()
    }

    /// The property of `@MutableProperty var name = value`.
    @inlinable
    public convenience init(wrappedValue: Value) {
        self.init(wrappedValue)
    }

    /// The value, as a property wrapper: `name` for `@MutableProperty var name`.
    @inlinable
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The property itself, as a property wrapper: `$name`.
    @inlinable
    public var projectedValue: MutableProperty<Value> {
        self
    }

    /// Sets the value to `newValue`, and returns the value it replaces, in
    /// one step.
    @discardableResult
    @inlinable
    public func swap(_ newValue: Value) -> Value {
        modify { value in
            defer { value = newValue }
            return value
        }
    }

    /// Changes the value in one step: `action` changes it in place, and the
    /// result is sent as one change, even if `action` changed nothing. If
    /// `action` throws, the value stays as it was and nothing is sent.
    ///
    /// ```swift
    /// let scores = MutableProperty([3, 1])
    /// scores.signal.observeValues { print($0) }
    /// scores.modify { $0.append(2); $0.sort() }
    /// // prints [1, 2, 3]
    /// ```
    ///
    /// `action` changes a copy, with no lock held: reading the property
    /// from inside it gives the value as it was, and other threads read
    /// without waiting for it. Setting the property from inside it stops the
    /// program: decide the new value inside `action` instead.
    ///
    /// - Returns: What `action` returns.
    @discardableResult
    @inlinable
    public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        try storage.modify(action)
    }

    /// Runs `action` with the current value.
    ///
    /// - Returns: What `action` returns.
    @discardableResult
    @inlinable
    public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
        try action(storage.value)
    }

    deinit {
        storage.complete()
    }
}
