/// A property's values as an `AsyncSequence`: the current value first, then
/// every change, ending when the property has no further change (it went
/// away, or the source it follows completed).
///
/// ```swift
/// let count = MutableProperty(1)
/// var iterator = count.values.makeAsyncIterator()
/// count.value = 2
/// print(await iterator.next()!, await iterator.next()!)
/// // prints 1 2
/// ```
///
/// It is the property's ``PropertyProtocol/producer`` as an async sequence
/// (see ``SignalProducer/values``): each iteration is one start, which sees
/// the value current when `makeAsyncIterator()` is called, and does not keep
/// the property alive. A property cannot fail, so `for await` needs no
/// `try`. Cancelling the task or breaking out of the loop stops observing.
///
/// The default keeps every change (`.unbounded`). A consumer that wants only
/// the latest state, however far behind it falls, asks for
/// `values(bufferingPolicy: .bufferingNewest(1))`.
///
/// `Value` must be `Sendable`: the values are set on one thread and taken
/// by the iterating task, which may run on another.
extension PropertyProtocol where Value: Sendable {
    /// The current value, then every change, keeping every change the
    /// consumer has not yet taken.
    public var values: SignalProducer<Value, Never>.AsyncValues {
        producer.values
    }

    /// The current value, then every change, keeping what `bufferingPolicy`
    /// says while the consumer is busy.
    ///
    /// - Parameter bufferingPolicy: What to keep while no `next()` waits;
    ///   `.bufferingNewest(1)` keeps only the latest value.
    public func values(bufferingPolicy: AsyncBufferingPolicy = .unbounded) -> SignalProducer<Value, Never>.AsyncValues {
        producer.values(bufferingPolicy: bufferingPolicy)
    }
}
