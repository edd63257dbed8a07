/// Something a binding can write values to, for as long as it lives: a
/// mutable property, or a ``BindingTarget`` made for anything else.
public protocol BindingTargetProvider<Value> {
    /// The type of the values written.
    associatedtype Value

    /// Where the values go, and how long the binding may last.
    var bindingTarget: BindingTarget<Value> { get }
}

/// A place values are written to, for as long as `lifetime` lasts: the
/// right-hand side of `<~`, for anything that is not a mutable property.
///
/// ```swift
/// final class Label {
///     var text = ""
///     let (lifetime, token) = Lifetime.make()
/// }
/// let label = Label()
/// let name = MutableProperty("Ada")
/// BindingTarget(lifetime: label.lifetime, object: label, keyPath: \.text) <~ name
/// name.value = "Grace"
/// print(label.text)
/// // prints Grace
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
        self.init(lifetime: lifetime) { [weak object] in object?[keyPath: keyPath] = $0 }
    }
}

/// An optional provider is a target too: `nil` takes nothing, and a binding
/// to it ends at once.
extension Optional: BindingTargetProvider where Wrapped: BindingTargetProvider {
    public typealias Value = Wrapped.Value

    /// The wrapped provider's target, or one whose lifetime has already
    /// ended.
    public var bindingTarget: BindingTarget<Wrapped.Value> {
        switch self {
        case .some(let provider):
            return provider.bindingTarget
        case .none:
            return BindingTarget(lifetime: .empty, action: { _ in })
        }
    }
}
