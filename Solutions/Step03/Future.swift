// Exercises for step 3: the future.
//
// This file is given: you do not need to change it. It declares your own
// `Future`, the same struct as `Sources/Step03_Future/Detours/Future.swift`: the
// stored operation, the initialisers and `start`. The other files of this
// folder extend it; each exercise fills in the `// TODO:` of one of them.
//
// One difference from the step: this `start` does not stop the program when
// an operation calls its completion a second time. The tests record every
// result instead, so that a mistake that delivers twice shows up as an
// extra result in a failing test, with the rest of the tests still running.

/// Work that runs only when asked, and delivers one result.
///
/// A signal *pushes*: its source runs on its own, and events flow to
/// whoever listens. A future *pulls*: nothing happens until you call
/// ``start(_:)``, and then the work runs for you, and again for the next
/// caller.
///
/// ```swift
/// let greeting = Future<String, Never> { completion in
///     print("working")
///     completion(.success("hello"))
/// }
/// print("nothing has run yet")
/// greeting.start { print($0) }
/// // prints nothing has run yet
/// // prints working
/// // prints success("hello")
/// ```
///
/// A future delivers exactly one `Result`: a value or an error. Its
/// operation must call the completion exactly once.
public struct Future<Value, Error: Swift.Error> {
    /// What a future's operation calls, once, with the outcome.
    public typealias Completion = (Result<Value, Error>) -> Void

    /// The work. It receives the completion and calls it when done, now or
    /// later, on any thread.
    private let operation: (@escaping Completion) -> Void

    /// Creates a future from its work. The work does not run until
    /// ``start(_:)`` is called, and runs again on every call.
    ///
    /// - Parameter operation: Receives a completion and must call it
    ///   exactly once with the outcome.
    public init(_ operation: @escaping (_ completion: @escaping Completion) -> Void) {
        self.operation = operation
    }

    /// A future that delivers `value` as soon as it is started.
    public init(value: Value) {
        self.init { completion in completion(.success(value)) }
    }

    /// A future that fails with `error` as soon as it is started.
    public init(error: Error) {
        self.init { completion in completion(.failure(error)) }
    }

    /// Runs the work and hands its outcome to `completion`.
    ///
    /// Each call runs the work again: two starts, two runs, two results.
    public func start(_ completion: @escaping Completion) {
        operation(completion)
    }
}
