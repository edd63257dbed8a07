import Foundation

extension SignalProducer {
    /// Starts the producer and blocks the calling thread until it
    /// terminates; returns its only value, or its error.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(value: 7).single()   // .success(7)
    /// SignalProducer<Int, Never>([1, 2]).single()     // nil
    /// ```
    ///
    /// As in ReactiveSwift, the start is given up after its second value
    /// (`take(first: 2)`), and the result is:
    /// - `.success(value)` if exactly one value came before the producer
    ///   completed or was interrupted;
    /// - `.failure(error)` if it failed (even after a value);
    /// - `nil` if no value came, or more than one.
    ///
    /// The events may arrive on any thread; the call returns on its own.
    ///
    /// - Precondition: The call is not made on the thread that would have to
    ///   deliver the events: the main thread for a producer that observes or
    ///   starts on `QueueScheduler.main` or a ``UIScheduler``, or a
    ///   ``QueueScheduler``'s own queue for a producer that observes or
    ///   starts on that scheduler. Such a call would wait forever; it stops
    ///   the program with a message instead. Only hops that the start itself
    ///   sets up are seen (`observe(on:)`, `lazyMap(on:)`, `start(on:)`,
    ///   `timer(interval:on:)` applied in this producer's chain), not a
    ///   `Signal` hopped before it was wrapped in a producer, an inner
    ///   producer started later on another thread, a queue that targets the
    ///   blocked queue through another, or a ``TestScheduler`` that the
    ///   blocked thread should have advanced: those still hang. See
    ///   `Blocking/BlockingCall.swift`.
    public func single() -> Result<Value, Error>? {
        blockingSingle(calledAs: "single()")
    }

    /// `single()` as the blocking call `name` (`first()` and `last()` are
    /// `single()` of a shorter producer, and say so in a message by name).
    func blockingSingle(calledAs name: String) -> Result<Value, Error>? {
        let semaphore = DispatchSemaphore(value: 0)
        let outcome = Locked(SingleOutcome<Value, Error>())
        BlockingCall.run(
            named: name,
            start: {
                take(first: 2).start { event in
                    let isOver = outcome.update { $0.receive(event) }
                    if isOver { semaphore.signal() }
                }
            },
            isFinished: { outcome.withLock { $0.isOver } },
            wait: { semaphore.wait() }
        )
        return outcome.update { $0.result }
    }
}

/// What `single()` has seen of the start it waits for.
struct SingleOutcome<Value, Error: Swift.Error> {
    /// The answer so far.
    private(set) var result: Result<Value, Error>?
    /// How many values have come.
    private var valueCount = 0
    /// Whether the start has terminated.
    private(set) var isOver = false

    /// Takes in one event; returns whether it was the terminal one.
    mutating func receive(_ event: Signal<Value, Error>.Event) -> Bool {
        switch event {
        case .value(let value):
            valueCount += 1
            result = valueCount == 1 ? .success(value) : nil
        case .failed(let error):
            result = .failure(error)
        case .completed, .interrupted:
            break
        }
        isOver = event.isTerminating
        return isOver
    }
}
