/// A value that changes over time, and can be watched: the property's
/// contract.
///
/// A property always has a value. Its ``producer`` sends that value at
/// once, then every change; its ``signal`` sends only the changes, from
/// the moment it is observed. Both complete when the property has no further
/// change: it went away, or the source it follows completed.
///
/// Only classes conform: a property's changes come from one place, with an
/// identity of its own.
///
/// ```swift
/// let count = MutableProperty(1)
/// count.producer.startWithValues { print("producer", $0) }
/// count.signal.observeValues { print("signal", $0) }
/// count.value = 2
/// // prints producer 1
/// // prints producer 2
/// // prints signal 2
/// ```
public protocol PropertyProtocol<Value>: AnyObject, BindingSource {
    /// The current value.
    var value: Value { get }

    /// Sends the current value when started, then every change; completes
    /// when the property has no further change.
    var producer: SignalProducer<Value, Never> { get }

    /// Sends every change from the moment it is observed (not the current
    /// value); completes when the property has no further change.
    var signal: Signal<Value, Never> { get }
}

/// A property whose value can also be set, and which lives for a
/// ``lifetime``: bindings to it end when it goes.
public protocol MutablePropertyProtocol<Value>: PropertyProtocol, BindingTargetProvider {
    /// The current value. Setting it sends the new value to the observers of
    /// ``PropertyProtocol/signal`` and of every start of
    /// ``PropertyProtocol/producer``.
    var value: Value { get set }

    /// Ends when the property goes.
    var lifetime: Lifetime { get }
}

extension MutablePropertyProtocol {
    /// A binding target that sets ``value``, for as long as the property
    /// lives: `property <~ source`.
    public var bindingTarget: BindingTarget<Value> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.value = $0 }
    }
}

/// A mutable property that can read or change its value in one step that no
/// other change can cut in two.
public protocol ComposableMutablePropertyProtocol<Value>: MutablePropertyProtocol {
    /// Runs `action` with the current value.
    ///
    /// - Returns: What `action` returns.
    func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result

    /// Changes the value in one step: `action` changes it in place, and the
    /// result is sent as one change.
    ///
    /// - Returns: What `action` returns.
    func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result
}
