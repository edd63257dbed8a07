// Exercise 11.3: Action.apply's enabled check and isExecuting.
//
// A piece of work the user starts, which runs one at a time and only while
// it is enabled. The contract is in Exercises/Step11.md; `ActionError`, in
// ActionError.swift, is given.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them. `values` and `errors` are given: send into
// their inputs.

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
    private let valuesInput: Signal<Output, Never>.Observer
    private let errorsInput: Signal<Error, Never>.Observer

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
        // TODO: properties that show whether a run is going on and whether
        // the action is enabled, following `isEnabled` as it changes.
        self.isExecuting = Property(value: false)
        self.isEnabled = Property(value: true)
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
        // TODO: at each start, check and claim in one step; run the work,
        // send its events to the start and to `values`/`errors`; when the
        // start ends, the run is over.
        SignalProducer.empty
    }

    deinit {
        valuesInput.sendCompleted()
        errorsInput.sendCompleted()
    }
}
