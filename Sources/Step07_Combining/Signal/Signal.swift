/// A hot stream of events that are pushed to every observer at once.
///
/// A signal is already running when you get it: its generator runs as soon
/// as it is created, and events sent into its input observer are delivered
/// straight away to whoever is observing *at that moment*. Nothing is
/// stored: an observer that arrives late does not see what it missed.
///
/// ```swift
/// let (output, input) = Signal<Int, Never>.pipe()
/// input.send(value: 1)  // nobody is observing: lost
/// output.observeValues { print($0) }
/// input.send(value: 2)
/// input.sendCompleted()
/// // prints 2
/// ```
///
/// The contract:
/// - Every observer sees the same events in the same order.
/// - Events are delivered one at a time, even when sent from many threads.
/// - After a terminal event (`failed`, `completed` or `interrupted`) nothing
///   more is delivered, the signal lets go of its observers, and the
///   generator's lifetime ends.
/// - Observing a signal that has already terminated delivers exactly one
///   `interrupted` to the new observer.
/// - A signal is alive while it is publicly reachable or observed. When the
///   last reference to the `Signal` goes and nobody observes it, it
///   terminates: nobody could ever see its events.
/// - When the input observer is released, nobody can send the terminal event
///   any more, so the signal is interrupted.
/// - An observer must not send a *value* into the signal that is delivering
///   to it, on the same thread: events are never delivered recursively.
///   Terminal events are allowed; they are delivered once the current event
///   has reached every observer.
///
/// The `Signal` object is a thin shell around its `Core`, which does the
/// work. Observers and the input observer keep the core alive; only your
/// references keep the shell alive. So the shell's `deinit` is the moment
/// nobody can observe the signal any more.
public final class Signal<Value, Error: Swift.Error> {
    private let core: Core

    /// Creates a signal and runs `generator` at once with the signal's input
    /// observer and its lifetime. Whatever the generator (or anyone it hands
    /// the observer to) sends into that observer is delivered to the
    /// signal's observers. The lifetime ends when the signal terminates:
    /// attach to it whatever the generator must release then.
    ///
    /// The input observer keeps the signal's core alive. When it is released,
    /// the signal is interrupted.
    ///
    /// - Parameter generator: Receives the input observer and the lifetime.
    public init(_ generator: (Observer, Lifetime) -> Void) {
        core = Core(generator)
    }

    deinit {
        core.signalDidDeinitialize()
    }

    /// Starts sending this signal's events to `observer`.
    ///
    /// If the signal has already terminated, `observer` receives one
    /// `interrupted` event at once, and there is nothing to stop.
    ///
    /// - Returns: A disposable that stops this observation (and only this
    ///   one) without ending the signal, or `nil` if the signal had already
    ///   terminated.
    @discardableResult
    public func observe(_ observer: Observer) -> Disposable? {
        core.observe(observer)
    }
}

/// A signal may be shared between threads: all its mutable state lives in
/// its core, guarded by locks.
///
/// Until step 6 this conformance had a condition, `where Value: Sendable`.
/// Step 7 drops it, for a reason outside this library: with the condition,
/// Swift 6.3 cannot work out the generic arguments of
/// `Signal.combineLatest(a, b)`, `Signal.zip(a, b)` or `Signal.merge(a, b)`,
/// a static method with the name of an instance method
/// (`combineLatest(with:)`) on a type that is `Sendable` under a condition
/// (a compiler bug, swiftlang/swift#80146). What it costs: the compiler no
/// longer stops you from handing a signal of values that are not `Sendable`
/// to another thread and observing it there. The input observer keeps its
/// condition, so only values that are `Sendable` can be sent into a signal
/// from a thread other than the one that holds its input.
extension Signal: @unchecked Sendable {}
