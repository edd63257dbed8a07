import Foundation

/// Where one start of a producer meets the one async iterator that started
/// it: the producer's observer puts events in, the iterator's `next()` takes
/// values out, and whichever comes first waits for the other.
///
/// ```text
///            value, nobody waiting: buffer it (as the policy says)
///            value, consumer waiting: hand it over
///   ┌─────────┐  terminal event   ┌──────────┐  buffer empty   ┌──────────┐
///   │ running │ ────────────────▶ │ draining │ ──────────────▶ │ finished │
///   └─────────┘                   └──────────┘  (end or throw) └──────────┘
///        │   terminal event with the consumer waiting: end or throw   ▲
///        └────────────────────────────────────────────────────────────┘
///               cancel (task cancelled, iterator gone): from any state
/// ```
///
/// The owner's rule, as everywhere in this library: take the lock, ask the
/// state what to do, give the lock back, then resume the waiting task,
/// dispose the start, and let go of dropped values (a value's deinit may run
/// anything, and a resumed task may run at once).
///
/// It is `@unchecked Sendable` because `state` is read and written only
/// while `lock` is held, and what it hands from the producer's thread to the
/// iterating task are values of a `Sendable` type and errors (every
/// `Swift.Error` is `Sendable`).
final class AsyncValuesChannel<Value: Sendable, Error: Swift.Error>: @unchecked Sendable {
    /// The resumption of a task waiting in `next()`: a value, the end
    /// (`nil`), or the producer's error.
    typealias Waiter = CheckedContinuation<Result<Value?, Error>, Never>

    private let lock = PlatformLock()
    private var state: State = .running(waiter: nil)
    /// The values sent and not yet taken. Kept beside `state`, not inside
    /// it, so that adding and taking a value changes it in place.
    private var buffer = ValueQueue<Value>()
    private let bufferingPolicy: AsyncBufferingPolicy

    /// Interrupts the start that feeds this channel. A `SerialDisposable`, so
    /// that a cancellation that comes before `start` has returned still
    /// disposes the start once it is attached.
    let start = SerialDisposable()

    private enum State {
        /// The producer runs. Values wait in the buffer for a consumer, or a
        /// consumer waits in `waiter` for a value (never both).
        case running(waiter: Waiter?)
        /// The producer has terminated; the buffered values are still to be
        /// taken, then the consumer learns how it ended.
        case draining(ending: Result<Void, Error>)
        /// Every value and the ending were taken, or the consumer cancelled:
        /// every later `next()` returns `nil`, and the buffer is empty.
        case finished
    }

    /// Creates a channel that keeps what `bufferingPolicy` says while no
    /// consumer waits.
    init(bufferingPolicy: AsyncBufferingPolicy) {
        bufferingPolicy.checkLimit()
        self.bufferingPolicy = bufferingPolicy
    }

    /// Whether a consumer waits in `next()` for a value: what a value sent
    /// now would go straight to. For tests, which must know it to tell a
    /// hand-over from a buffered value.
    var hasWaitingConsumer: Bool {
        lock.withLock {
            if case .running(.some) = state { return true }
            return false
        }
    }

    /// Takes one event from the producer.
    func receive(_ event: Signal<Value, Error>.Event) {
        var dropped: Value?
        let (waiter, resumption): (Waiter?, Result<Value?, Error>) = lock.withLock {
            switch (state, event) {
            case (.running(nil), .value(let value)):
                dropped = bufferingPolicy.append(value, to: &buffer)
                return (nil, .success(nil))
            case (.running(let waiter?), .value(let value)):
                state = .running(waiter: nil)
                return (waiter, .success(value))
            case (.running(nil), .failed(let error)):
                state = .draining(ending: .failure(error))
                return (nil, .success(nil))
            case (.running(nil), .completed), (.running(nil), .interrupted):
                state = .draining(ending: .success(()))
                return (nil, .success(nil))
            case (.running(let waiter?), .failed(let error)):
                state = .finished
                return (waiter, .failure(error))
            case (.running(let waiter?), .completed), (.running(let waiter?), .interrupted):
                state = .finished
                return (waiter, .success(nil))
            case (.draining, _), (.finished, _):
                // Only a cancelled consumer (`finished`) still hears from the
                // producer: the interruption its cancellation caused. A
                // producer keeps the event grammar, so nothing follows a
                // terminal event.
                dropped = event.value
                return (nil, .success(nil))
            }
        }
        waiter?.resume(returning: resumption)
        _ = dropped  // let go of here, with the lock given back
    }

    /// Hands the consumer the next value, the end or the error, at once if
    /// one is ready, or when it comes.
    func waitForNext(_ waiter: Waiter) {
        let resumption: Result<Value?, Error>? = lock.withLock {
            switch state {
            case .running(nil):
                if let value = buffer.popFirst() {
                    return .success(value)
                }
                state = .running(waiter: waiter)
                return nil
            case .running(.some):
                preconditionFailure(
                    "SignalProducer.AsyncValues: next() was called while another call to next() on the same iteration was waiting; an async iterator has one consumer at a time."
                )
            case .draining(let ending):
                if let value = buffer.popFirst() {
                    return .success(value)
                }
                state = .finished
                return ending.map { nil }
            case .finished:
                return .success(nil)
            }
        }
        if let resumption {
            waiter.resume(returning: resumption)
        }
    }

    /// Ends the iteration from the consumer's side (its task was cancelled,
    /// or it let go of the iterator): disposes the start, so the producer's
    /// disposal runs, lets go of the buffered values, and ends a waiting
    /// `next()` with `nil`.
    func cancel() {
        let (waiter, dropped): (Waiter?, ValueQueue<Value>) = lock.withLock {
            let waiter: Waiter?
            if case .running(let waiting) = state {
                waiter = waiting
            } else {
                waiter = nil
            }
            state = .finished
            return (waiter, buffer.removeAll())
        }
        start.dispose()
        waiter?.resume(returning: .success(nil))
        _ = dropped  // let go of here, with the lock given back
    }
}
