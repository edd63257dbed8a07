import Synchronization

/// Work that runs only when asked, and delivers one result.
///
/// A signal *pushes*: its source runs on its own, and events flow to
/// whoever listens. A future *pulls*: nothing happens until you call
/// ``start(_:)``, and then the work runs for you, and again for the next
/// caller.
///
/// ```swift
/// let length = Future<String, Never> { completion in
///     print("working")
///     completion(.success("test"))
/// }
/// .map { $0.count }
/// print("nothing has run yet")
/// length.start { print($0) }
/// // prints nothing has run yet
/// // prints working
/// // prints success(4)
/// ```
///
/// A future delivers exactly one `Result`: a value or an error. Its
/// operation must call the completion exactly once; a second call stops the
/// program with a message, because every step after it expects one.
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
        let hasCompleted = Atomic(false)
        operation { result in
            let calledBefore = hasCompleted.exchange(true, ordering: .acquiringAndReleasing)
            precondition(
                !calledBefore,
                """
                Future: the operation called its completion a second time. A future delivers \
                exactly one result; call the completion once. To send many values, use a \
                Signal (or, from chapter 5, a SignalProducer).
                """
            )
            completion(result)
        }
    }
}
