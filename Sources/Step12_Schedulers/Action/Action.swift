import Foundation

/// A piece of work the user starts (a tap on "Sign in", a pull to refresh),
/// which runs one at a time, only while it is enabled, and whose results
/// everyone can watch: ReactiveSwift's `Action`, built from this step's
/// sharing and the previous step's properties.
///
/// ```swift
/// let signIn = Action<String, String, Never> { name in
///     SignalProducer(value: "welcome, \(name)")
/// }
/// signIn.values.observeValues { print($0) }
/// signIn.isExecuting.signal.observeValues { print("executing:", $0) }
/// signIn.apply("Ada").start()
/// // prints executing: true
/// // prints welcome, Ada
/// // prints executing: false
/// ```
///
/// - ``apply(_:)`` makes a producer. Each start of it runs the work once,
///   with the latest state, if the action is enabled and not already
///   running; otherwise it fails at once with ``ActionError/disabled``.
///   The work's failure arrives as ``ActionError/producerFailed(_:)``.
/// - ``events``, ``values``, ``errors`` and ``completed`` send what every
///   run sends, whoever started it: one place to show results and errors.
/// - ``isExecuting`` holds whether a run is going on; ``isEnabled`` whether
///   `apply` would run now (the condition holds and nothing runs).
///
/// The state (the condition's latest value, whether a run is going on) is
/// changed under a lock and never while calling out; ``isEnabled`` and
/// ``isExecuting`` are then brought up to date by one thread at a time, in
/// the order the state changed (see `ActionState`).
public final class Action<Input, Output, Error: Swift.Error> {
    /// Runs the work for one start of a producer of `apply`.
    private let execute: (Action<Input, Output, Error>, Input) -> SignalProducer<Output, ActionError<Error>>
    private let eventsInput: Signal<Signal<Output, Error>.Event, Never>.Observer
    private let disabledErrorsInput: Signal<(), Never>.Observer
    private let token: Lifetime.Token

    /// Ends when the action goes.
    public let lifetime: Lifetime

    /// Every event of every run, in the order each run sends them.
    public let events: Signal<Signal<Output, Error>.Event, Never>
    /// Every value of every run.
    public let values: Signal<Output, Never>
    /// Every failure of every run.
    public let errors: Signal<Error, Never>
    /// Sends `()` each time a start of `apply`'s producer is refused because
    /// the action is disabled.
    public let disabledErrors: Signal<(), Never>
    /// Sends `()` each time a run completes.
    public let completed: Signal<(), Never>
    /// Whether a run is going on.
    public let isExecuting: Property<Bool>
    /// Whether a start of `apply`'s producer would run: the condition holds
    /// and no run is going on.
    public let isEnabled: Property<Bool>

    /// An action whose work gets the latest value of `state`, and which is
    /// enabled while `isEnabled` says so of that value.
    ///
    /// - Parameters:
    ///   - state: A property the work reads; the action keeps it alive.
    ///   - isEnabled: Whether the action may run, given `state`'s value.
    ///   - execute: The work for one run, from `state`'s value and the input.
    public init<State: PropertyProtocol>(
        state: State,
        enabledIf isEnabled: @escaping (State.Value) -> Bool,
        execute: @escaping (State.Value, Input) -> SignalProducer<Output, Error>
    ) {
        (lifetime, token) = Lifetime.make()
        // The action keeps `state` alive.
        lifetime.observeEnded { withExtendedLifetime(state) {} }

        (events, eventsInput) = Signal<Signal<Output, Error>.Event, Never>.pipe()
        (disabledErrors, disabledErrorsInput) = Signal<(), Never>.pipe()
        values = events.compactMap { $0.value }
        errors = events.compactMap { $0.error }
        completed = events.compactMap { $0.isCompleted ? () : nil }

        let initial = state.value
        let actionState = ActionState(
            value: initial,
            isUserEnabled: isEnabled(initial)
        )
        self.isExecuting = Property(capturing: actionState.isExecutingProperty)
        self.isEnabled = Property(capturing: actionState.isEnabledProperty)

        lifetime += state.producer.startWithValues { value in
            // The user's condition runs here, with no lock held.
            let isUserEnabled = isEnabled(value)
            let replaced = actionState.change { state -> State.Value in
                defer {
                    state.value = value
                    state.isUserEnabled = isUserEnabled
                }
                return state.value
            }
            // The value replaced goes here, with no lock held.
            release(afterUnlocking: replaced)
        }

        self.execute = { action, input in
            SignalProducer { observer, lifetime in
                let value = actionState.change { state -> State.Value? in
                    guard state.isEnabled else { return nil }
                    state.isExecuting = true
                    return state.value
                }
                guard let value else {
                    observer.send(error: .disabled)
                    action.disabledErrorsInput.send(value: ())
                    return
                }
                let run = execute(value, input).start { event in
                    observer.send(event.mapError(ActionError.producerFailed))
                    action.eventsInput.send(value: event)
                }
                lifetime.observeEnded {
                    run.dispose()
                    actionState.change { $0.isExecuting = false }
                }
            }
        }
    }

    /// An action whose work gets the latest value of `state`, always enabled
    /// but while it runs.
    public convenience init<P: PropertyProtocol>(
        state: P,
        execute: @escaping (P.Value, Input) -> SignalProducer<Output, Error>
    ) {
        self.init(state: state, enabledIf: { _ in true }, execute: execute)
    }

    /// An action enabled while `isEnabled` holds true (and no run is going
    /// on).
    public convenience init<P: PropertyProtocol>(
        enabledIf isEnabled: P,
        execute: @escaping (Input) -> SignalProducer<Output, Error>
    ) where P.Value == Bool {
        self.init(state: isEnabled, enabledIf: { $0 }) { _, input in execute(input) }
    }

    /// An action enabled while `state` holds a value, which its work gets.
    public convenience init<P: PropertyProtocol, T>(
        unwrapping state: P,
        execute: @escaping (T, Input) -> SignalProducer<Output, Error>
    ) where P.Value == T? {
        self.init(state: state, enabledIf: { $0 != nil }) { state, input in execute(state!, input) }
    }

    /// An action always enabled but while it runs.
    public convenience init(execute: @escaping (Input) -> SignalProducer<Output, Error>) {
        self.init(enabledIf: Property(value: true), execute: execute)
    }

    /// A producer that runs the work with `input`, once per start, if the
    /// action is enabled when it starts; otherwise it fails at once with
    /// ``ActionError/disabled``. Disposing a start interrupts its run.
    public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> {
        execute(self, input)
    }

    deinit {
        eventsInput.sendCompleted()
        disabledErrorsInput.sendCompleted()
    }
}

extension Action: BindingTargetProvider {
    /// A binding target that applies the action to each value and starts
    /// it: `action <~ taps`. A value that comes while the action is disabled
    /// is refused, as `apply` refuses it.
    public var bindingTarget: BindingTarget<Input> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.apply($0).start() }
    }
}

extension Action where Input == Void {
    /// A producer that runs the work, as ``apply(_:)`` does with `()`.
    public func apply() -> SignalProducer<Output, ActionError<Error>> {
        apply(())
    }

    /// An action enabled while `state` holds a value, which its work gets.
    public convenience init<P: PropertyProtocol, T>(
        unwrapping state: P,
        execute: @escaping (T) -> SignalProducer<Output, Error>
    ) where P.Value == T? {
        self.init(unwrapping: state) { state, _ in execute(state) }
    }

    /// An action whose work gets the latest value of `state`.
    public convenience init<P: PropertyProtocol, T>(
        state: P,
        execute: @escaping (T) -> SignalProducer<Output, Error>
    ) where P.Value == T {
        self.init(state: state) { state, _ in execute(state) }
    }
}

/// Why a start of an action's producer failed.
public enum ActionError<Error: Swift.Error>: Swift.Error {
    /// The action was disabled when the start came: nothing ran.
    case disabled
    /// The work ran and failed with this error.
    case producerFailed(Error)
}

extension ActionError: Equatable where Error: Equatable {}
