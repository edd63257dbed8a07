// Given: your own `Future`, the same struct as
// `Sources/Step04_Disposables/Detours/Future.swift`, with `start(_:)`, `map(_:)` and
// `flatMap(_:)` taken out: they are exercise 4.4, in
// `FutureCancellation.swift`. You do not need to change this file.
//
// The operation now receives a second argument, the run's `Lifetime`: your
// `Lifetime` from exercise 4.3. The old form, with only a completion, still
// exists: it ignores the lifetime, so chapter 3's code compiles unchanged.
//
// One difference from the step: when an operation calls its completion a
// second time, the step stops the program (a future delivers exactly one
// result). Here your `start` drops the second result instead, so that the
// tests can check that nothing more is delivered and keep running.
//
// Step 3's module, which this one uses for `Signal`, `Disposable` and
// `AnyDisposable`, has a `Future` too: step 3's, which cannot be cancelled.
// In this module, `Future` means this one.

import Step03_Future

/// Work that runs only when asked, delivers one result, and can be
/// cancelled.
///
/// ```swift
/// let greeting = Future<String, Never> { completion, lifetime in
///     lifetime.observeEnded { print("resources released") }
///     completion(.success("hello"))
/// }
/// greeting.start { print($0) }
/// // prints success("hello")
/// // prints resources released
/// ```
///
/// ``start(_:)`` returns a disposable that cancels the run: the work is told
/// through its lifetime, and its result, if it still comes, is dropped.
public struct Future<Value, Error: Swift.Error> {
    /// What a future's operation calls, once, with the outcome.
    public typealias Completion = (Result<Value, Error>) -> Void

    /// The work. It receives the completion and calls it when done, now or
    /// later, on any thread; and a lifetime that ends when the caller
    /// cancels or the future has completed.
    let operation: (@escaping Completion, Lifetime) -> Void

    /// Creates a future from work that can be cancelled. The work does not
    /// run until ``start(_:)`` is called, and runs again on every call.
    ///
    /// Attach to the lifetime whatever stops the work: it ends when the
    /// caller disposes of what `start` returned, and when the future has
    /// completed.
    ///
    /// - Parameter operation: Receives a completion, which it must call at
    ///   most once with the outcome, and the lifetime of this run.
    public init(_ operation: @escaping (_ completion: @escaping Completion, _ lifetime: Lifetime) -> Void) {
        self.operation = operation
    }

    /// Creates a future from work that cannot be cancelled. The work does
    /// not run until ``start(_:)`` is called, and runs again on every call.
    ///
    /// - Parameter operation: Receives a completion and must call it
    ///   exactly once with the outcome.
    public init(_ operation: @escaping (_ completion: @escaping Completion) -> Void) {
        self.init { completion, _ in operation(completion) }
    }

    /// A future that delivers `value` as soon as it is started.
    public init(value: Value) {
        self.init { completion in completion(.success(value)) }
    }

    /// A future that fails with `error` as soon as it is started.
    public init(error: Error) {
        self.init { completion in completion(.failure(error)) }
    }
}
