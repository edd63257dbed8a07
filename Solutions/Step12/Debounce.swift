// Exercise 12.3: debounce(_:on:discardWhenCompleted:).
//
// One timer at a time: each value replaces the value waiting and moves the
// timer. The terminal events are scheduled for now, as delay's failure is.

import Foundation
import Step11_Multicasting

extension Signal {
    /// Sends a value only once this signal has been quiet for `interval`
    /// seconds after it, from an action on `scheduler`: a newer value
    /// replaces it and starts the wait again.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (keys, type) = Signal<String, Never>.pipe()
    /// keys.debounce(0.5, on: scheduler).observeValues { print($0) }
    /// type.send(value: "r")
    /// scheduler.advance(by: 0.3)
    /// type.send(value: "rx")
    /// scheduler.run()
    /// // prints rx
    /// ```
    ///
    /// The completion is scheduled for now; with `discardWhenCompleted`
    /// false, a value still waiting is sent when its wait is over, then the
    /// completion. A failure or an interruption is scheduled for now and
    /// drops the value waiting.
    ///
    /// - Precondition: `interval` is not negative.
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        precondition(interval >= 0, "debounce(\(interval), on:): the interval must not be negative.")
        return Signal { output, lifetime in
            let state = DebounceState<Value, Error>(output)
            // The timer of the value waiting; a new value replaces it.
            let timer = SerialDisposable()
            // The last value and the completion, when they are not discarded.
            let finishing = SerialDisposable()
            lifetime += timer
            lifetime += finishing
            lifetime.observeEnded { state.dropValueWaiting() }

            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    let now = scheduler.currentDate
                    let replaced = state.keep(value, receivedAt: now)
                    withExtendedLifetime(replaced) {}
                    timer.inner = scheduler.schedule(after: now.addingTimeInterval(interval)) {
                        state.sendValueWaiting()
                    }
                case .completed:
                    timer.dispose()
                    let waiting = state.takeValueWaiting()
                    if !discardWhenCompleted, let waiting {
                        finishing.inner = scheduler.schedule(after: waiting.receivedAt.addingTimeInterval(interval)) {
                            state.send(value: waiting.value)
                            scheduler.schedule { state.terminate(with: .completed) }
                        }
                    } else {
                        withExtendedLifetime(waiting) {}
                        scheduler.schedule { state.terminate(with: .completed) }
                    }
                case .failed, .interrupted:
                    timer.dispose()
                    state.dropValueWaiting()
                    scheduler.schedule { state.terminate(with: event) }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends a value of each start only once the start has been quiet for
    /// `interval` seconds after it; see
    /// ``Signal/debounce(_:on:discardWhenCompleted:)``. Disposing a start
    /// interrupts it at once and drops the value waiting.
    ///
    /// - Precondition: `interval` is not negative.
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Error> {
        precondition(interval >= 0, "debounce(\(interval), on:): the interval must not be negative.")
        return lift { $0.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted) }
    }
}

/// The value waiting, with the date it came, and whether the debounced
/// signal may still send.
private final class DebounceState<Value, Error: Swift.Error>: @unchecked Sendable {
    // @unchecked Sendable: `waiting` and `isActive` are read and written
    // only under `lock`.
    private let lock = NSLock()
    private var waiting: (value: Value, receivedAt: Date)?
    private var isActive = true
    private let output: Signal<Value, Error>.Observer

    init(_ output: Signal<Value, Error>.Observer) {
        self.output = output
    }

    /// Keeps `value` as the value waiting; returns the one it replaced, to
    /// be let go of with no lock held.
    func keep(_ value: Value, receivedAt date: Date) -> (value: Value, receivedAt: Date)? {
        lock.withLock {
            defer { waiting = (value, date) }
            return waiting
        }
    }

    func takeValueWaiting() -> (value: Value, receivedAt: Date)? {
        lock.withLock {
            defer { waiting = nil }
            return waiting
        }
    }

    func dropValueWaiting() {
        withExtendedLifetime(takeValueWaiting()) {}
    }

    func sendValueWaiting() {
        if let waiting = takeValueWaiting() {
            send(value: waiting.value)
        }
    }

    func send(value: Value) {
        guard lock.withLock({ isActive }) else { return }
        output.send(value: value)
    }

    func terminate(with event: Signal<Value, Error>.Event) {
        let wasActive = lock.withLock { () -> Bool in
            defer { isActive = false }
            return isActive
        }
        if wasActive {
            output.send(event)
        }
    }
}
