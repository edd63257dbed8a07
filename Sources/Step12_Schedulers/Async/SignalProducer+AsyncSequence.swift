/// A producer made from an `AsyncSequence`: each start iterates the
/// sequence once, in a new `Task`, sending each element as a value, then
/// `completed` when the sequence ends, or `failed` with what it throws.
///
/// ```swift
/// let stream = AsyncStream<Int> { continuation in
///     continuation.yield(1)
///     continuation.yield(2)
///     continuation.finish()
/// }
/// SignalProducer(stream).startWithValues { print($0) }
/// // prints 1
/// // prints 2
/// ```
///
/// Disposing the start sends `interrupted` at once and cancels the task, so
/// an iteration waiting for the next element ends as soon as the sequence
/// honours cancellation (every standard one does).
///
/// The sequence is iterated once per start, so a single-pass sequence such
/// as an `AsyncStream` gives its elements to the first start only. The
/// sequence and its elements must be `Sendable`: they cross into the task.
extension SignalProducer where Value: Sendable {
    /// Creates a producer that iterates `sequence` in a new task on every
    /// start, sending its elements, then `completed` or its error.
    ///
    /// - Parameter sequence: The elements of each start. Its `Failure` is the
    ///   producer's `Error`: `Never` for a sequence that cannot fail.
    public init<Elements: AsyncSequence & Sendable>(_ sequence: Elements)
    where Elements.Element == Value, Elements.Failure == Error {
        self.init { observer, lifetime in
            let task = Task {
                do throws(Error) {
                    for try await element in sequence {
                        observer.send(value: element)
                    }
                    observer.sendCompleted()
                } catch {
                    observer.send(error: error)
                }
            }
            lifetime.observeEnded { task.cancel() }
        }
    }
}
