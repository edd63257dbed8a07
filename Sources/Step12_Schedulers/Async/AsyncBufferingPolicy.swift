/// What an async sequence of a producer's values keeps while nobody is
/// waiting for the next value.
///
/// A producer sends when it likes; a `for await` loop asks when it is ready.
/// Between the two sits a buffer, and this policy says how large it may grow
/// and what it gives up when it is full. The names are `AsyncStream`'s, and
/// so is the meaning:
///
/// ```swift
/// let (signal, input) = Signal<Int, Never>.pipe()
/// var latest = SignalProducer(signal).values(bufferingPolicy: .bufferingNewest(1)).makeAsyncIterator()
/// input.send(value: 1)
/// input.send(value: 2)
/// input.send(value: 3)
/// print(await latest.next()!)
/// // prints 3
/// ```
///
/// A value sent while the consumer is already waiting goes straight to it and
/// never occupies the buffer, so even `.bufferingNewest(0)` loses nothing
/// when the consumer keeps up.
public enum AsyncBufferingPolicy: Sendable, Equatable {
    /// Keeps every value: nothing is lost, and a consumer that never catches
    /// up lets the buffer grow without limit. The default.
    case unbounded
    /// Keeps the `limit` newest values: when the buffer is full, the oldest
    /// buffered value makes room for the new one. A slow consumer sees the
    /// latest state; `.bufferingNewest(1)` suits a stream of states.
    case bufferingNewest(Int)
    /// Keeps the `limit` oldest values: when the buffer is full, the new value
    /// is dropped. A slow consumer sees the first values and misses the rest.
    case bufferingOldest(Int)
}

extension AsyncBufferingPolicy {
    /// Adds `value` to `buffer` as the policy says, dropping the oldest
    /// buffered value or `value` itself when the buffer is full.
    ///
    /// - Returns: The value that was dropped, if any, for the caller to let
    ///   go of once it holds no lock (its deinit may run anything).
    func append<Value>(_ value: Value, to buffer: inout ValueQueue<Value>) -> Value? {
        switch self {
        case .unbounded:
            buffer.append(value)
            return nil
        case .bufferingNewest(let limit):
            guard limit > 0 else { return value }
            buffer.append(value)
            return buffer.count > limit ? buffer.popFirst() : nil
        case .bufferingOldest(let limit):
            guard buffer.count < limit else { return value }
            buffer.append(value)
            return nil
        }
    }

    /// Stops the program if a limit is negative: a buffer cannot hold fewer
    /// than no values.
    func checkLimit() {
        switch self {
        case .unbounded:
            break
        case .bufferingNewest(let limit), .bufferingOldest(let limit):
            precondition(limit >= 0, "AsyncBufferingPolicy: the limit \(limit) is negative; a buffer holds zero or more values.")
        }
    }
}
