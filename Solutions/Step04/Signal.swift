// Given: your signal, with step 4's split into a shell and a core. You do
// not need to change this file.
//
// From this exercise on, `Signal` in your module (and in its tests) means
// this one, not step 3's. It has what the exercises need: the shell, its
// observer, `pipe()`, and `observe` with an observer or a closure. Its core
// is in `Signal.Core.swift`; exercise 4.5 writes the two decisions that
// make a signal end when nobody can care about it any more, in
// `SignalReachability.swift`.
//
// The events are step 3's: `Event<Value, Error>` from `Step03_Future`,
// which this signal calls `Event` for short.

import Step03_Future

/// A hot stream of events, alive as long as someone can observe it or is
/// observing it.
///
/// Who holds what (strong references only):
///
///     your code ──▶ Signal (shell) ──▶ Core ──▶ observers
///     input observer ─────────────────▶ Core ──▶ lifetime's disposables
///
/// Only your code holds the shell. When the shell is deallocated, nobody
/// can start observing any more, and the shell tells its core so.
public final class Signal<Value, Error: Swift.Error> {
    /// The event of this signal: step 3's `Event`.
    public typealias Event = Step03_Future.Event<Value, Error>

    /// The part that does the work. The shell only forwards to it.
    let core: Core

    /// Creates a signal and runs `generator` at once with the input observer
    /// and the signal's lifetime, which ends when the signal terminates.
    public init(_ generator: (Observer, Lifetime) -> Void) {
        core = Core(generator)
    }

    deinit {
        // Nobody can call `observe` on this signal any more.
        core.signalDidDeinitialize()
    }

    /// Starts sending this signal's events to `observer`.
    ///
    /// - Returns: A disposable that stops this observation, or `nil` if the
    ///   signal had already terminated (then `observer` gets `interrupted`).
    @discardableResult
    public func observe(_ observer: Observer) -> Disposable? {
        core.observe(observer)
    }

    /// Starts calling `action` with this signal's events.
    @discardableResult
    public func observe(_ action: @escaping (Event) -> Void) -> Disposable? {
        observe(Observer(action))
    }

    /// Creates a signal and hands you its input observer.
    public static func pipe() -> (output: Signal, input: Observer) {
        var input: Observer!
        let output = Signal { observer, _ in input = observer }
        return (output, input)
    }
}

extension Signal {
    /// A sink for events: it passes each one to a closure.
    public final class Observer {
        private let action: (Event) -> Void

        /// Whether releasing this observer interrupts its signal: true for a
        /// signal's input observer, which nobody else can end it through.
        private let interruptsOnDeinit: Bool

        /// Creates an observer that passes every event to `action`.
        public init(_ action: @escaping (Event) -> Void) {
            self.action = action
            interruptsOnDeinit = false
        }

        /// Creates an input observer.
        init(_ action: @escaping (Event) -> Void, interruptsOnDeinit: Bool) {
            self.action = action
            self.interruptsOnDeinit = interruptsOnDeinit
        }

        deinit {
            // The signal ignores this if it has already terminated.
            if interruptsOnDeinit {
                action(.interrupted)
            }
        }

        /// Sends `event`.
        public func send(_ event: Event) { action(event) }
        /// Sends a value.
        public func send(value: Value) { action(.value(value)) }
        /// Fails with `error`.
        public func send(error: Error) { action(.failed(error)) }
        /// Completes.
        public func sendCompleted() { action(.completed) }
        /// Interrupts.
        public func sendInterrupted() { action(.interrupted) }
    }
}

/// A signal may be shared between threads when its values may.
extension Signal: @unchecked Sendable where Value: Sendable {}
extension Signal.Observer: @unchecked Sendable where Value: Sendable {}
