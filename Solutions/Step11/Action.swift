// Exercise 11.3: Action.apply's enabled check and isExecuting.
//
// A piece of work the user starts, which runs one at a time and only while
// it is enabled. The check "is it enabled?" and the change "now it runs"
// are one step under a lock; the two properties that show the state are set
// afterwards, with no lock held, by one thread at a time.

import Foundation
import Step10_Properties

/// A piece of work the user starts (a tap on "Sign in"), which runs one at
/// a time, only while it is enabled: ReactiveSwift's `Action`, in small.
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
public final class Action<Input, Output, Error: Swift.Error> {
    private let execute: (Input) -> SignalProducer<Output, Error>
    private let state: ActionState
    private let valuesInput: Signal<Output, Never>.Observer
    private let errorsInput: Signal<Error, Never>.Observer
    /// Ends when the action goes: it stops the watch of the condition.
    private let token: Lifetime.Token

    /// Every value of every run, whoever started it.
    public let values: Signal<Output, Never>
    /// Every failure of every run, whoever started it.
    public let errors: Signal<Error, Never>
    /// Whether a run is going on.
    public let isExecuting: Property<Bool>
    /// Whether a start of `apply`'s producer would run now: the condition
    /// holds and no run is going on.
    public let isEnabled: Property<Bool>

    /// An action that may run while `isEnabled` holds true, and not while it
    /// runs already.
    public init<P: PropertyProtocol>(
        enabledIf isEnabled: P,
        execute: @escaping (Input) -> SignalProducer<Output, Error>
    ) where P.Value == Bool {
        self.execute = execute
        (values, valuesInput) = Signal<Output, Never>.pipe()
        (errors, errorsInput) = Signal<Error, Never>.pipe()
        state = ActionState(isUserEnabled: isEnabled.value)
        self.isExecuting = Property(capturing: state.isExecutingProperty)
        self.isEnabled = Property(capturing: state.isEnabledProperty)
        let lifetime: Lifetime
        (lifetime, token) = Lifetime.make()
        // The condition's changes go into the state, as every change does.
        lifetime += isEnabled.producer.startWithValues { [state] isUserEnabled in
            state.change { $0.isUserEnabled = isUserEnabled }
        }
    }

    /// An action always enabled, but while it runs.
    public convenience init(execute: @escaping (Input) -> SignalProducer<Output, Error>) {
        self.init(enabledIf: Property(value: true), execute: execute)
    }

    /// A producer that runs the work with `input`, once per start, if the
    /// action is enabled when it starts; otherwise it fails at once with
    /// ``ActionError/disabled`` and nothing runs. The work's failure comes
    /// as ``ActionError/producerFailed(_:)``; disposing a start interrupts
    /// its run.
    public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> {
        SignalProducer { [execute, state, valuesInput, errorsInput] observer, lifetime in
            // Check and claim in one step: of two threads, one runs.
            let mayRun = state.change { state -> Bool in
                guard state.isEnabled else { return false }
                state.isExecuting = true
                return true
            }
            guard mayRun else {
                observer.send(error: .disabled)
                return
            }
            let run = execute(input).start { event in
                // This start's observer first, then whoever watches every
                // run.
                observer.send(event.mapError(ActionError.producerFailed))
                switch event {
                case .value(let value): valuesInput.send(value: value)
                case .failed(let error): errorsInput.send(value: error)
                case .completed, .interrupted: break
                }
            }
            // The run ends with this start: its end, or its disposal.
            lifetime.observeEnded {
                run.dispose()
                state.change { $0.isExecuting = false }
            }
        }
    }

    deinit {
        valuesInput.sendCompleted()
        errorsInput.sendCompleted()
    }
}

/// An action's state, and the two properties that show it.
///
/// The state changes under `lock`; the properties are set afterwards, with
/// no lock held, since setting them calls their observers, and an observer
/// may apply the action again. One thread publishes at a time: a change
/// that comes while another is being published (from an observer on the
/// same thread, or from another thread) marks the state stale, and the
/// publishing thread goes round again. So nobody waits for a thread that
/// waits for them, and a change is never delivered inside another.
private final class ActionState: @unchecked Sendable {
    // @unchecked Sendable: `state` and `isPublishing`/`isStale` are read and
    // written under `lock`; the properties are safe from any thread.

    struct State {
        var isUserEnabled: Bool
        var isExecuting = false
        var isEnabled: Bool { isUserEnabled && !isExecuting }
    }

    private var state: State
    private var isPublishing = false
    private var isStale = false
    private let lock = NSLock()
    let isExecutingProperty: MutableProperty<Bool>
    let isEnabledProperty: MutableProperty<Bool>

    init(isUserEnabled: Bool) {
        state = State(isUserEnabled: isUserEnabled)
        isExecutingProperty = MutableProperty(state.isExecuting)
        isEnabledProperty = MutableProperty(state.isEnabled)
    }

    /// Changes the state with `body`, under the lock, then publishes it,
    /// unless another call is publishing already: that one will.
    @discardableResult
    func change<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        let result = body(&state)
        let mustPublish = !isPublishing
        if isPublishing {
            isStale = true
        } else {
            isPublishing = true
        }
        lock.unlock()
        if mustPublish {
            publish()
        }
        return result
    }

    /// Sets the properties to the latest state until no change came in the
    /// meantime.
    private func publish() {
        while true {
            lock.lock()
            let latest = state
            isStale = false
            lock.unlock()

            if isExecutingProperty.value != latest.isExecuting {
                isExecutingProperty.value = latest.isExecuting
            }
            if isEnabledProperty.value != latest.isEnabled {
                isEnabledProperty.value = latest.isEnabled
            }

            lock.lock()
            guard isStale else {
                isPublishing = false
                lock.unlock()
                return
            }
            lock.unlock()
        }
    }
}
