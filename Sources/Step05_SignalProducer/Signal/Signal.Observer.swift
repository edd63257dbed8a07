extension Signal {
    /// Where events go: a sink with one method per kind of event.
    ///
    /// An observer wraps a closure that receives events. You meet observers
    /// in two roles. As a *listener*, you hand one to
    /// ``Signal/observe(_:)-(Observer)`` to receive a signal's events. As an
    /// *input*, a signal hands you one (from `Signal.pipe()` or in its
    /// generator) and every event you send into it is delivered to the
    /// signal's listeners.
    ///
    /// ```swift
    /// let observer = Signal<Int, Never>.Observer(
    ///     value: { print("got \($0)") },
    ///     completed: { print("done") }
    /// )
    /// observer.send(value: 1)
    /// observer.sendCompleted()
    /// // prints got 1
    /// // prints done
    /// ```
    public final class Observer {
        /// What the observer does with each event.
        public typealias Action = (Event) -> Void

        private let action: Action

        /// Whether releasing this observer interrupts the signal it feeds.
        /// Only a signal's input observer does this: once it is gone, nobody
        /// can ever send the signal's terminal event, so the signal ends now.
        private let interruptsOnDeinit: Bool

        /// Creates an observer that passes every event to `action`.
        public init(_ action: @escaping Action) {
            self.action = action
            self.interruptsOnDeinit = false
        }

        /// Creates a signal's input observer, which interrupts the signal when
        /// it is released.
        init(_ action: @escaping Action, interruptsOnDeinit: Bool) {
            self.action = action
            self.interruptsOnDeinit = interruptsOnDeinit
        }

        /// Creates an observer with one optional closure per kind of event.
        /// Events without a closure are ignored.
        public convenience init(
            value: ((Value) -> Void)? = nil,
            failed: ((Error) -> Void)? = nil,
            completed: (() -> Void)? = nil,
            interrupted: (() -> Void)? = nil
        ) {
            self.init { event in
                switch event {
                case .value(let newValue):
                    value?(newValue)
                case .failed(let error):
                    failed?(error)
                case .completed:
                    completed?()
                case .interrupted:
                    interrupted?()
                }
            }
        }

        deinit {
            // The signal ignores this if it has already terminated.
            if interruptsOnDeinit {
                action(.interrupted)
            }
        }

        /// Sends an event to the observer.
        public func send(_ event: Event) {
            action(event)
        }

        /// Sends a value event.
        public func send(value: Value) {
            action(.value(value))
        }

        /// Sends a failed event: the stream ends with `error`.
        public func send(error: Error) {
            action(.failed(error))
        }

        /// Sends a completed event: the stream ends normally.
        public func sendCompleted() {
            action(.completed)
        }

        /// Sends an interrupted event: the stream was stopped.
        public func sendInterrupted() {
            action(.interrupted)
        }
    }
}

/// An observer may be shared between threads when its values may: it holds
/// nothing but its action, and the action of a signal's input observer goes
/// through the signal's lock. Sending from many threads is the point of an
/// input observer.
extension Signal.Observer: @unchecked Sendable where Value: Sendable {}
