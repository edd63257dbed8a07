// Exercise 12.2: delay(_:on:).
//
// Values and the completion are scheduled `interval` later; a failure or
// an interruption is scheduled for now and cancels what waits. Every event
// is sent from an action on the scheduler, so the observer is never sent
// two at once.

import Foundation
import Step11_Multicasting

extension Signal {
    /// Sends each value, and the completion, `interval` seconds after this
    /// signal sent it, from an action on `scheduler`. A failure or an
    /// interruption is not delayed: it is scheduled for now, and the values
    /// still waiting are dropped and let go of.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.delay(2, on: scheduler).observeValues { print($0) }
    /// input.send(value: 1)
    /// scheduler.advance(by: 2)
    /// // prints 1
    /// ```
    ///
    /// - Precondition: `interval` is not negative.
    public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> Signal<Value, Error> {
        precondition(interval >= 0, "delay(\(interval), on:): the interval must not be negative; time only moves forward.")
        return Signal { output, lifetime in
            let delayed = DelayedOutput(output)
            let waiting = WaitingActions()
            lifetime.observeEnded { waiting.cancelAll() }

            /// Schedules `action` `interval` seconds from now.
            func later(_ action: @escaping () -> Void) {
                let date = scheduler.currentDate.addingTimeInterval(interval)
                waiting.schedule(action) { scheduler.schedule(after: date, action: $0) }
            }

            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    later { delayed.send(value: value) }
                case .completed:
                    // As in ReactiveSwift: once its delay is over, the
                    // completion is scheduled for now, after what is due.
                    later { scheduler.schedule { delayed.terminate(with: .completed) } }
                case .failed, .interrupted:
                    scheduler.schedule {
                        waiting.cancelAll()
                        delayed.terminate(with: event)
                    }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Delays the values and the completion of every start by `interval`
    /// seconds, on `scheduler`; see ``Signal/delay(_:on:)``. Disposing a
    /// start interrupts it at once and cancels what waits.
    ///
    /// - Precondition: `interval` is not negative.
    public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer<Value, Error> {
        precondition(interval >= 0, "delay(\(interval), on:): the interval must not be negative; time only moves forward.")
        return lift { $0.delay(interval, on: scheduler) }
    }
}

/// The delayed signal's input: it sends values until a terminal event, and
/// that event once.
private final class DelayedOutput<Value, Error: Swift.Error>: @unchecked Sendable {
    // @unchecked Sendable: `isActive` is read and written only under `lock`.
    private let lock = NSLock()
    private var isActive = true
    private let output: Signal<Value, Error>.Observer

    init(_ output: Signal<Value, Error>.Observer) {
        self.output = output
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

/// Scheduled actions that have not run yet, cancelled all at once: each
/// forgets itself when it runs, so a long stream keeps only what waits.
private final class WaitingActions: @unchecked Sendable {
    // @unchecked Sendable: every stored property is read and written only
    // under `lock`.
    private let lock = NSLock()
    private var nextNumber = 0
    private var cancellations: [Int: Disposable] = [:]
    /// Actions that ran before their cancellation was kept.
    private var ran: Set<Int> = []
    private var isCancelled = false

    /// Schedules `action` with `schedule`, unless everything was cancelled.
    func schedule(_ action: @escaping () -> Void, with schedule: (@escaping () -> Void) -> Disposable?) {
        let number: Int? = lock.withLock {
            guard !isCancelled else { return nil }
            defer { nextNumber += 1 }
            return nextNumber
        }
        guard let number else { return }
        let cancellation = schedule { [weak self] in
            self?.forget(number)
            action()
        }
        guard let cancellation else { return }
        let isKept = lock.withLock { () -> Bool in
            guard !isCancelled, ran.remove(number) == nil else { return false }
            cancellations[number] = cancellation
            return true
        }
        if !isKept {
            // Cancelled meanwhile (or run already, and then this does nothing).
            cancellation.dispose()
        }
    }

    private func forget(_ number: Int) {
        let forgotten = lock.withLock { () -> Disposable? in
            if let cancellation = cancellations.removeValue(forKey: number) {
                return cancellation
            }
            ran.insert(number)
            return nil
        }
        withExtendedLifetime(forgotten) {}
    }

    /// Cancels every action that has not run, letting go of what it
    /// captured, and refuses new ones.
    func cancelAll() {
        let waiting = lock.withLock { () -> [Int: Disposable] in
            isCancelled = true
            defer { cancellations = [:] }
            return cancellations
        }
        for cancellation in waiting.values {
            cancellation.dispose()
        }
    }
}
