// Exercise 4.4: a future you can cancel.
//
// `start(_:)` makes a lifetime for the run, hands it to the operation, and
// returns the disposable that ends it. `map(_:)` and `flatMap(_:)` pass
// cancellation on: each attaches the starts it makes to its own run's
// lifetime.
//
// This exercise uses your `Lifetime` from exercise 4.3 (and so your
// `CompositeDisposable` from 4.2).
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace each one. You may add your own types to this file.

import Step03_Future

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
        // TODO: make a lifetime and its token for this run, and call
        // `operation` with a completion and the lifetime. The completion
        // delivers the first result only, and only if the run was not
        // cancelled; then it ends the lifetime. Return a disposable that
        // cancels the run (so a later result is dropped) and ends the
        // lifetime.
        return AnyDisposable {}
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
        // TODO: a future whose operation takes `completion` and `lifetime`,
        // starts `self`, delivers the transformed result, and attaches the
        // start of `self` to `lifetime`.
        return Future<U, Error> { _, _ in }
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
        // TODO: as in `map`, attach the start of `self` to the lifetime; on
        // success, start the future `transform` makes and attach that start
        // to the lifetime too; on failure, deliver the failure.
        return Future<U, Error> { _, _ in }
    }
}
