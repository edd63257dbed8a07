// Exercise 10.4: <~ bindings.
//
// `target <~ source` writes every value of `source` into `target`, for as
// long as both last: a text field's text into a view model's property, a
// property's value into a label. The binding ends by itself when either
// side goes, so nobody has to remember to stop it.

import Step09_Errors

/// `target <~ source`: it binds tighter than `=` and groups to the right,
/// so `a <~ b <~ c` is `a <~ (b <~ c)`.
precedencegroup BindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
}

infix operator <~ : BindingPrecedence

/// Something a binding can read values from: a signal, a producer or a
/// property, that never fails (a binding has nowhere to send a failure).
public protocol BindingSource<Value>: SignalProducerConvertible where Error == Never {}

extension Signal: BindingSource where Error == Never {}
extension SignalProducer: BindingSource where Error == Never {}
extension Property: BindingSource {}
extension MutableProperty: BindingSource {}

/// Something a binding can write values to: a ``BindingTarget``, or a
/// mutable property.
public protocol BindingTargetProvider<Value> {
    /// The type of the values written.
    associatedtype Value

    /// Where the values go, and how long a binding may last.
    var bindingTarget: BindingTarget<Value> { get }
}

/// A place values are written to, for as long as `lifetime` lasts.
///
/// ```swift
/// final class Label {
///     var text = ""
///     let (lifetime, token) = Lifetime.make()
/// }
/// let label = Label()
/// BindingTarget(lifetime: label.lifetime, object: label, keyPath: \.text) <~ name
/// ```
public struct BindingTarget<Value>: BindingTargetProvider {
    /// Ends the bindings to this target.
    public let lifetime: Lifetime
    /// Writes one value.
    public let action: (Value) -> Void

    /// The target itself.
    public var bindingTarget: BindingTarget<Value> {
        self
    }

    /// A target that runs `action` with each value, until `lifetime` ends.
    public init(lifetime: Lifetime, action: @escaping (Value) -> Void) {
        self.lifetime = lifetime
        self.action = action
    }

    /// A target that sets `keyPath` of `object` to each value, until
    /// `lifetime` ends. The target does not keep `object` alive.
    public init<Object: AnyObject>(
        lifetime: Lifetime,
        object: Object,
        keyPath: ReferenceWritableKeyPath<Object, Value>
    ) {
        // Weakly: a binding to a label must not keep the label on screen.
        self.init(lifetime: lifetime) { [weak object] in object?[keyPath: keyPath] = $0 }
    }
}

extension MutableProperty: BindingTargetProvider {
    /// A target that sets ``value``, for as long as the property lives.
    public var bindingTarget: BindingTarget<Value> {
        // Weakly, and with the property's lifetime: a binding neither keeps
        // the property alive nor outlives it.
        BindingTarget(lifetime: lifetime) { [weak self] in self?.value = $0 }
    }
}

extension BindingTargetProvider {
    /// Binds `source` to `provider`: each value `source` sends (a producer or
    /// a property sends its current value first) is written into the
    /// provider's target.
    ///
    /// The binding ends when the target's lifetime ends, when `source`
    /// completes, or when the returned disposable is disposed.
    ///
    /// - Returns: A disposable that ends the binding (optional, as in
    ///   ReactiveSwift, though never `nil` here).
    @discardableResult
    public static func <~ <Source: BindingSource>(provider: Self, source: Source) -> Disposable?
    where Source.Value == Value {
        let target = provider.bindingTarget
        // `take(during:)` completes the start when the target's lifetime
        // ends, which lets go of the source's start and of the action.
        return source.producer
            .take(during: target.lifetime)
            .startWithValues(target.action)
    }
}
