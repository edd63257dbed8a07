// Exercise 4.4: a future you can cancel.
//
// `start(_:)` makes a lifetime for the run, hands it to the operation, and
// returns the disposable that ends it. `map(_:)` and `flatMap(_:)` pass
// cancellation on: each attaches the starts it makes to its own run's
// lifetime.
//
// This exercise uses your `Lifetime` from exercise 4.3 (and so your
// `CompositeDisposable` from 4.2).

import Step03_Future
import Synchronization

extension Future {
    /// Runs the work and hands its outcome to `completion`.
    ///
    /// Each call runs the work again: two starts, two runs, two results.
    /// The run's lifetime ends when the caller disposes of what `start`
    /// returned, or just after the result has been delivered. A result
    /// that arrives after that, because the run was cancelled or had
    /// already delivered one, is dropped.
    ///
    /// - Returns: A disposable that cancels this run: the work's lifetime
    ///   ends, and a result that arrives afterwards is dropped.
    @discardableResult
    public func start(_ completion: @escaping Completion) -> Disposable {
        // One lifetime per run: the work gets the lifetime, we keep the
        // token, so only this start can end it.
        let (lifetime, token) = Lifetime.make()
        // Two closures share where the run stands: the completion handed to
        // the work, and the disposable handed to the caller. So it lives in
        // an object, not in a local variable.
        let run = Run()
        operation(
            { result in
                // Deliver only the first result, and only if the caller has
                // not cancelled first.
                guard run.complete() else { return }
                completion(result)
                // The run is over: release what the work attached to its
                // lifetime, after the caller has seen the result.
                token.dispose()
            },
            lifetime
        )
        return AnyDisposable {
            // First mark the run cancelled, so a result that comes from now
            // on is dropped; then tell the work to stop. If the run has
            // completed already, both do nothing.
            run.cancel()
            token.dispose()
        }
    }

    /// A future that runs this one and transforms its value. Cancelling it
    /// cancels this one.
    ///
    /// ```swift
    /// Future<String, Never>(value: "test")
    ///     .map { $0.count }
    ///     .start { print($0) }
    /// // prints success(4)
    /// ```
    public func map<U>(_ transform: @escaping (Value) -> U) -> Future<U, Error> {
        // The lifetime form of the operation: attach the start of `self` to
        // the new run's lifetime. When the new run is cancelled, its
        // lifetime ends and disposes that start, which cancels `self`'s run.
        Future<U, Error> { completion, lifetime in
            lifetime += self.start { result in
                completion(result.map(transform))
            }
        }
    }

    /// A future that runs this one, then the future `transform` makes from
    /// its value, and delivers that second future's outcome. Cancelling it
    /// cancels whichever of the two is running.
    ///
    /// ```swift
    /// let user = Future<String, Never>(value: "ada")
    /// user.flatMap { name in Future(value: name.uppercased()) }
    ///     .start { print($0) }
    /// // prints success("ADA")
    /// ```
    public func flatMap<U>(_ transform: @escaping (Value) -> Future<U, Error>) -> Future<U, Error> {
        Future<U, Error> { completion, lifetime in
            lifetime += self.start { result in
                switch result {
                case .success(let value):
                    // The second start belongs to this run too. If the run
                    // was cancelled before `self` completed, `self`'s result
                    // was dropped and we never get here: the second future
                    // never starts. If the chain has already completed (a
                    // future that completes at once), the lifetime has
                    // ended and `+=` disposes the finished start at once,
                    // which does nothing: the late-addition rule at work.
                    lifetime += transform(value).start(completion)
                case .failure(let error):
                    completion(.failure(error))
                }
            }
        }
    }
}

/// Where one run of a future stands.
///
///     running ── complete() ──▶ completed    (deliver the result)
///        │
///        └────── cancel() ────▶ cancelled    (drop a result that comes later)
///
/// Completion and cancellation may happen on two threads at once, so the
/// state is an `Atomic`: `compareExchange` moves out of `running` in one
/// indivisible step, and exactly one of the two wins.
private final class Run: Sendable {
    /// The three states, stored as one byte so that they fit an `Atomic`.
    enum State: UInt8, AtomicRepresentable {
        /// The work is under way.
        case running
        /// The completion was called; its result was delivered.
        case completed
        /// The caller cancelled first; a later result is dropped.
        case cancelled
    }

    private let state = Atomic<State>(.running)

    /// Records the completion.
    ///
    /// - Returns: `true` if the result should be delivered: the run was still
    ///   running. `false` if it was cancelled, or had completed already (the
    ///   step stops the program in that second case; this exercise drops
    ///   the result).
    func complete() -> Bool {
        state.compareExchange(expected: .running, desired: .completed, ordering: .acquiringAndReleasing).exchanged
    }

    /// Records the cancellation, unless the run has completed already.
    func cancel() {
        _ = state.compareExchange(expected: .running, desired: .cancelled, ordering: .acquiringAndReleasing)
    }
}
