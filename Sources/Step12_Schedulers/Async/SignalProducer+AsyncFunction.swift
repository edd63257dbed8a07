/// A producer made from an `async` function: each start runs the function
/// once, in a new `Task`, and sends what it returns as one value followed by
/// `completed`, or what it throws as `failed`.
///
/// ```swift
/// let answer = SignalProducer<Int, Never> {
///     try? await Task.sleep(for: .milliseconds(10))
///     return 42
/// }
/// answer.startWithValues { print($0) }
/// // prints 42 (about 10 ms later, on the task's thread)
/// ```
///
/// The contract:
/// - The function runs once per start, never before, in a task of its own
///   (not detached: it inherits the starting task's priority and task-local
///   values). Its events arrive on that task's thread.
/// - Disposing the start sends `interrupted` at once, as every disposal
///   does, and cancels the task: the function sees `Task.isCancelled`, and
///   `Task.sleep` and other cancellable waits inside it end early. What it
///   returns or throws after that is dropped.
/// - The function's error type is the producer's `Error`: with Swift's typed
///   throws, `() async throws(E) -> Value` makes a
///   `SignalProducer<Value, E>`, and for `Never` it is a plain
///   `() async -> Value` that cannot throw.
///
/// The initialiser is unlabelled, like the synchronous
/// `SignalProducer(_ action: () -> Value)`, because it is the same idea for
/// an `async` function. The two never compete: a closure with no `await`
/// in it is synchronous, and Swift picks the synchronous initialiser for it
/// (it prefers no conversion to a conversion from synchronous to `async`).
///
/// `Value` must be `Sendable`, and the function `@Sendable`, because both
/// cross from the starting thread into the new task (ReactiveSwift's own API
/// never asks it; this initialiser goes beyond it).
extension SignalProducer where Value: Sendable {
    /// Creates a producer that runs `operation` in a new task on every
    /// start, sending its result as one value and `completed`, or its error
    /// as `failed`. Disposing the start cancels the task.
    ///
    /// - Parameter operation: The work of one start; cancelled when the start
    ///   is disposed.
    public init(_ operation: @escaping @Sendable () async throws(Error) -> Value) {
        self.init { observer, lifetime in
            let task = Task {
                let result: Result<Value, Error>
                do throws(Error) {
                    result = .success(try await operation())
                } catch {
                    result = .failure(error)
                }
                // After a disposal the signal has already been interrupted
                // and ignores these.
                switch result {
                case .success(let value):
                    observer.send(value: value)
                    observer.sendCompleted()
                case .failure(let error):
                    observer.send(error: error)
                }
            }
            lifetime.observeEnded { task.cancel() }
        }
    }
}
