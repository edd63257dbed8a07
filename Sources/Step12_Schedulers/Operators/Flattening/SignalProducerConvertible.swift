/// Anything that can be seen as a producer: a ``SignalProducer`` itself, a
/// ``Signal`` (each start observes it from then on), a `Result` (one value
/// and completed, or one failure).
///
/// `flatten` and `flatMap` accept inner streams of any of these kinds, as in
/// ReactiveSwift: whatever the inner is, the engine starts its
/// ``producer``.
///
/// ```swift
/// let (words, input) = Signal<String, Never>.pipe()
/// let inners = SignalProducer<Signal<String, Never>, Never>(value: words)
/// inners.flatten(.merge).startWithValues { print($0) }
/// input.send(value: "inner")
/// // prints inner
/// ```
public protocol SignalProducerConvertible<Value, Error> {
    /// The type of the values.
    associatedtype Value
    /// The type of the failure.
    associatedtype Error: Swift.Error

    /// This stream as a producer.
    var producer: SignalProducer<Value, Error> { get }
}

extension SignalProducer: SignalProducerConvertible {
    /// The producer itself.
    @inlinable
    public var producer: SignalProducer<Value, Error> {
        self
    }
}

/// A signal's ``Signal/producer`` observes it from the start on: what the
/// signal sent before is not replayed. As an inner stream that waits its
/// turn (`.concat`), a signal may have sent values, or even ended, before
/// it is observed.
extension Signal: SignalProducerConvertible {}

extension Result: SignalProducerConvertible {
    /// A producer that sends the success, then completes, or fails with the
    /// failure.
    @inlinable
    public var producer: SignalProducer<Success, Failure> {
        SignalProducer(result: self)
    }
}
