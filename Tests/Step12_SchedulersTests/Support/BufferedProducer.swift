@testable import Step12_Schedulers

/// A producer and the observer that feeds it, as ReactiveCocoa 4's
/// `SignalProducer.buffer(_:)` made them. The Basic Operators guide's
/// flattening examples use it; ReactiveSwift no longer has it (chapter 11's
/// `replayLazily(upTo:)` is its nearest heir).
///
/// What is sent into `observer` is kept (the last `capacity` values, and
/// the terminal event) and replayed to every start of `producer`, which then
/// follows what is sent from then on. After the terminal event, `observer`
/// takes nothing more.
///
/// ```swift
/// let (producer, observer) = bufferedProducer(String.self, capacity: 5)
/// observer.send(value: "early")
/// producer.startWithValues { print($0) }
/// observer.send(value: "late")
/// // prints early
/// // prints late
/// ```
///
/// For tests on one thread: a start that raced with a send could see a
/// value twice, or miss it.
func bufferedProducer<Value>(
    _: Value.Type = Value.self,
    capacity: Int
) -> (producer: SignalProducer<Value, Never>, observer: Signal<Value, Never>.Observer) {
    let buffer = EventBuffer<Value>(capacity: capacity)
    let (live, liveInput) = Signal<Value, Never>.pipe()
    let observer = Signal<Value, Never>.Observer { event in
        guard buffer.keep(event) else { return }
        liveInput.send(event)
    }
    let producer = SignalProducer<Value, Never> { output, lifetime in
        for value in buffer.values {
            output.send(value: value)
        }
        if let terminal = buffer.terminal {
            output.send(terminal)
        } else {
            lifetime += live.observe(output)
        }
    }
    return (producer, observer)
}

/// What a buffered producer has been sent so far.
private final class EventBuffer<Value> {
    let capacity: Int
    private(set) var values: [Value] = []
    private(set) var terminal: Signal<Value, Never>.Event?

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Keeps `event`, and says whether it was taken: nothing is, after the
    /// terminal event.
    func keep(_ event: Signal<Value, Never>.Event) -> Bool {
        guard terminal == nil else { return false }
        if case .value(let value) = event {
            values.append(value)
            if values.count > capacity {
                values.removeFirst()
            }
        } else {
            terminal = event
        }
        return true
    }
}
