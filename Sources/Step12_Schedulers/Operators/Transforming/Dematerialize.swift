/// A type that is an event of some stream: in this library, only
/// `Signal<Value, Error>.Event`. It exists so that an extension can say
/// "where the values are events".
///
/// `dematerialize()` makes sense only on a signal whose values are events,
/// `Signal<Signal<V, E>.Event, Never>`, for any `V` and `E`. Swift cannot say
/// that in an extension's `where` clause: `extension Signal where Value ==
/// Signal<V, E>.Event` would need `V` and `E` to be declared somewhere, and
/// an extension cannot declare generic parameters of its own. A protocol
/// names them instead, as associated types:
///
/// ```swift
/// extension Signal where Value: EventProtocol, Error == Never {
///     func dematerialize() -> Signal<Value.Value, Value.Error>
/// }
/// ```
///
/// reads "on a signal whose values are events of some `Value.Value` and
/// `Value.Error`, and which cannot fail itself". ``event`` turns a value of
/// the protocol's type back into the concrete `Event`, so that the operator
/// can `switch` over it.
///
/// (A generic method would do too: `func dematerialize<V, E>() -> Signal<V, E>
/// where Value == Signal<V, E>.Event`. The protocol is ReactiveSwift's way,
/// and code written against ReactiveSwift may name it.)
public protocol EventProtocol {
    /// The type of the values the event may carry.
    associatedtype Value
    /// The type of the error the event may carry; `Never` if it cannot fail.
    associatedtype Error: Swift.Error
    /// The event itself, as a `Signal.Event`.
    var event: Signal<Value, Error>.Event { get }
}

extension Signal.Event: EventProtocol {
    /// The event itself.
    public var event: Signal<Value, Error>.Event { self }
}

extension Signal where Value: EventProtocol, Error == Never {
    /// Turns a signal of events, sent as values, back into the stream those
    /// events describe: the inverse of ``Signal/materialize()``.
    ///
    /// ```swift
    /// struct Offline: Swift.Error, CustomStringConvertible {
    ///     var description: String { "offline" }
    /// }
    /// let (events, input) = Signal<Signal<Int, Offline>.Event, Never>.pipe()
    /// events.dematerialize().observe { print($0) }
    /// input.send(value: .value(1))
    /// input.send(value: .failed(Offline()))
    /// input.send(value: .value(2))
    /// // prints VALUE 1
    /// // prints FAILED offline
    /// ```
    ///
    /// - A value that carries `value(v)` sends `v`.
    /// - A value that carries a terminal event ends the result with that
    ///   event, at once: it stops observing this signal, whose later values
    ///   are ignored.
    /// - If this signal itself completes or is interrupted first, the result
    ///   does the same.
    ///
    /// - Returns: A signal of the values and terminal event the events
    ///   describe.
    public func dematerialize() -> Signal<Value.Value, Value.Error> {
        flatMapEvent(Event.dematerialize)
    }
}

extension SignalProducer where Value: EventProtocol, Error == Never {
    /// Turns a producer of events, sent as values, back into the stream
    /// those events describe, on every start; see
    /// ``Signal/dematerialize()``.
    ///
    /// ```swift
    /// let events: [Signal<Int, Never>.Event] = [.value(1), .completed, .value(2)]
    /// SignalProducer<Signal<Int, Never>.Event, Never>(events).dematerialize().startWithValues { print($0) }
    /// // prints 1
    /// ```
    ///
    /// A terminal event among the values ends the start and interrupts this
    /// producer's start underneath at once.
    public func dematerialize() -> SignalProducer<Value.Value, Value.Error> {
        flatMapEvent(ProducedSignal.Event.dematerialize)
    }
}

extension Signal.Event where Value: EventProtocol, Error == Never {
    /// `dematerialize` as an event transformation.
    static var dematerialize: Transformation<Value.Value, Value.Error> {
        { output, _ in
            Signal.Observer { outerEvent in
                // There is no `.failed` case to handle: this signal's error
                // type is `Never`, and Swift knows that such an event cannot
                // exist.
                switch outerEvent {
                case .value(let innerEvent):
                    output.send(innerEvent.event)
                case .completed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}
