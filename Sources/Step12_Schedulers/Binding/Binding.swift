/// `target <~ source`: a *binding*, which writes every value of `source`
/// into `target` for as long as both last.
///
/// It binds tighter than `=`, and is declared with no other relation, as
/// in ReactiveSwift: an operator expression on its right needs
/// parentheses, `valid <~ (hasName && hasPassword)`.
precedencegroup BindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
}

infix operator <~ : BindingPrecedence

extension BindingTargetProvider {
    /// Binds `source` to `provider`: each value `source` sends (a producer or
    /// a property sends its current value first) is written into the
    /// provider's target.
    ///
    /// The binding ends when the target's lifetime ends, when `source`
    /// completes, or when the returned disposable is disposed.
    ///
    /// ```swift
    /// let name = MutableProperty("")
    /// let (typed, type) = Signal<String, Never>.pipe()
    /// name <~ typed
    /// type.send(value: "Ada")
    /// print(name.value)
    /// // prints Ada
    /// ```
    ///
    /// - Returns: A disposable that ends the binding. (Optional, as in
    ///   ReactiveSwift, though it is never `nil`.)
    @discardableResult
    public static func <~ <Source: BindingSource>(provider: Self, source: Source) -> Disposable?
    where Source.Value == Value {
        let target = provider.bindingTarget
        return source.producer
            .take(during: target.lifetime)
            .startWithValues(target.action)
    }

    /// Binds a source of non-optional values to a target of optionals.
    @discardableResult
    public static func <~ <Source: BindingSource>(provider: Self, source: Source) -> Disposable?
    where Value == Source.Value? {
        provider <~ source.producer.map { Optional($0) }
    }
}

extension Signal.Observer {
    /// Sends every value of `source` into `observer`, until `source` ends or
    /// the returned disposable is disposed. The binding does not keep
    /// `observer` alive.
    @discardableResult
    public static func <~ <Source: BindingSource>(
        observer: Signal<Value, Error>.Observer,
        source: Source
    ) -> Disposable where Source.Value == Value {
        source.producer.startWithValues { [weak observer] in
            observer?.send(value: $0)
        }
    }
}
