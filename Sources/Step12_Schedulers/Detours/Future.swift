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
///
/// ``start(_:)`` returns a disposable that cancels the run: the work is told
/// through its lifetime, and its result, if it still comes, is dropped.
public struct Future<Value, Error: Swift.Error> {
    /// What a future's operation calls, once, with the outcome.
    public typealias Completion = (Result<Value, Error>) -> Void

    /// The work. It receives the completion and calls it when done, now or
    /// later, on any thread; and a lifetime that ends when the caller
    /// cancels or the future has completed.
    private let operation: (@escaping Completion, Lifetime) -> Void

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

    /// Runs the work and hands its outcome to `completion`.
    ///
    /// Each call runs the work again: two starts, two runs, two results.
    ///
    /// - Returns: A disposable that cancels this run: the work's lifetime
    ///   ends, and a result that arrives afterwards is dropped.
    @discardableResult
    public func start(_ completion: @escaping Completion) -> Disposable {
        let (lifetime, token) = Lifetime.make()
        let run = Run()
        operation(
            { result in
                guard run.complete() else { return }
                completion(result)
                // Completed: release what the work attached to its lifetime.
                token.dispose()
            },
            lifetime
        )
        return AnyDisposable {
            run.cancel()
            token.dispose()
        }
    }
}

extension Future {
    /// Where one run of a future stands.
    ///
    ///     running ── complete() ──▶ completed    (deliver the result)
    ///        │
    ///        └────── cancel() ────▶ cancelled    (drop a result that comes later)
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
        /// - Returns: `true` if the result should be delivered, `false` if the
        ///   run was cancelled first.
        func complete() -> Bool {
            let (exchanged, previous) = state.compareExchange(
                expected: .running,
                desired: .completed,
                ordering: .acquiringAndReleasing
            )
            precondition(
                exchanged || previous == .cancelled,
                """
                Future: the operation called its completion a second time. A future delivers \
                exactly one result; call the completion once. To send many values, use a \
                Signal (or, from chapter 5, a SignalProducer).
                """
            )
            return exchanged
        }

        /// Records the cancellation, unless the run has completed already.
        func cancel() {
            _ = state.compareExchange(expected: .running, desired: .cancelled, ordering: .acquiringAndReleasing)
        }
    }
}
