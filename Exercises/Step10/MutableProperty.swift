// Exercise 10.1: MutableProperty.
//
// A property you set yourself: any thread may read or change its value,
// and whoever watches it sees every change, in the order they were made,
// starting from the value it had when they began to watch.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Foundation
import Step09_Errors

/// A property you set yourself: a value that any thread may read or change,
/// whose changes are sent to its observers one at a time, in the order they
/// were made.
///
/// ```swift
/// let name = MutableProperty("Ada")
/// name.producer.startWithValues { print("hello,", $0) }
/// name.value = "Grace"
/// print(name.swap("Alan"))
/// // prints hello, Ada
/// // prints hello, Grace
/// // prints hello, Alan
/// // prints Grace
/// ```
///
/// Its ``signal`` and every start of its ``producer`` complete when the
/// property goes: they do not keep it alive.
public final class MutableProperty<Value>: PropertyProtocol {
    // TODO: what the property keeps: its value, the signal of its changes
    // and that signal's input, and what keeps changes and starts from
    // cutting into each other (see the sheet). This placeholder is not safe
    // to share between threads, and never changes.
    private let placeholder: Value

    /// Keeps ``lifetime`` going until the property goes.
    private let token: Lifetime.Token

    /// Ends when the property goes.
    public let lifetime: Lifetime

    /// A property whose value is `initialValue` until it is set.
    public init(_ initialValue: Value) {
        placeholder = initialValue
        (lifetime, token) = Lifetime.make()
    }

    /// The current value. Setting it sends the new value to the observers.
    public var value: Value {
        get {
            // TODO: read the value, safely from any thread.
            placeholder
        }
        set {
            // TODO: store `newValue` and send it to the observers, as one
            // change.
        }
    }

    /// Sends every change, from the moment it is observed; completes when
    /// the property goes.
    public var signal: Signal<Value, Never> {
        // TODO: the signal of the changes.
        .never
    }

    /// Sends the current value when started, then every change; completes
    /// when the property goes.
    public var producer: SignalProducer<Value, Never> {
        // TODO: on each start, the current value, then every change, with
        // no change missed or sent twice. The start must not keep the
        // property alive. (This placeholder sends the first value only.)
        SignalProducer(value: placeholder)
    }

    /// Sets the value to `newValue` and returns the value it replaces, in
    /// one step.
    @discardableResult
    public func swap(_ newValue: Value) -> Value {
        // TODO: one change, which no other change can cut in two.
        placeholder
    }

    /// Changes the value in one step: `action` changes it in place, and the
    /// result is sent as one change. If `action` throws, nothing changes.
    ///
    /// - Returns: What `action` returns.
    @discardableResult
    public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        // TODO: run `action` on the value, store what it leaves and send it,
        // in one step; return what `action` returns.
        var copy = placeholder
        return try action(&copy)
    }

    // TODO: when the property goes, its changes complete.
}
