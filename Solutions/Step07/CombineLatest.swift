// Exercise 7.6 (stretch): combineLatest of a collection.
//
// A form with any number of fields, a dashboard of any number of sensors:
// whenever one of them changes, the whole picture is sent again.
// ReactiveCocoa's Basic Operators guide shows `combineLatest` of two
// streams; here it combines a whole collection into arrays.

import Foundation
import Step06_Transforming

extension Signal {
    /// Sends an array of the latest value of every signal, in the
    /// collection's order, each time any of them sends a value, once each
    /// has sent at least one.
    ///
    /// It completes once every signal has completed; a failure or an
    /// interruption of any of them is sent at once. An empty collection
    /// gives a signal that has already completed.
    ///
    /// ```swift
    /// let (numbers, numbersInput) = Signal<String, Never>.pipe()
    /// let (letters, lettersInput) = Signal<String, Never>.pipe()
    /// Signal.combineLatest([numbers, letters]).observeValues { print($0) }
    /// numbersInput.send(value: "1")
    /// lettersInput.send(value: "A")
    /// numbersInput.send(value: "2")
    /// // prints ["1", "A"]
    /// // prints ["2", "A"]
    /// ```
    ///
    /// - Parameter signals: The signals to combine.
    /// - Returns: A signal of arrays, one element per signal.
    public static func combineLatest<Signals: Sequence>(_ signals: Signals) -> Signal<[Value], Error>
    where Signals.Element == Signal<Value, Error> {
        Signal<[Value], Error> { output, lifetime in
            let signals = Array(signals)
            guard !signals.isEmpty else {
                output.sendCompleted()
                return
            }
            let combining = CombiningLatest<Value, Error>(count: signals.count, output: output)
            for (index, signal) in signals.enumerated() {
                lifetime += signal.observe { event in
                    switch event {
                    case .value(let value):
                        combining.receiveValue(value, at: index)
                    case .completed:
                        combining.receiveCompletion()
                    case .failed(let error):
                        output.send(error: error)
                    case .interrupted:
                        output.sendInterrupted()
                    }
                }
            }
        }
    }
}

/// The signals' shared state, and the order in which arrays go out: the
/// chapter's two locks, written small.
///
/// - `state` (the given `Locked`) guards the latest values. It is held only
///   to change them and copy the array out, never while sending.
/// - `turn` lets one array at a time through: a value takes it *before* it
///   touches the state and keeps it until its array has been sent. So two
///   threads that each make an array send them in the order they made them,
///   and the output never ends on a stale picture.
///
/// A completion must not wait for the turn: an observer of the output may
/// complete a signal as it receives an array, on the thread that holds the
/// turn. So the last completion only writes "complete" down, as pending,
/// and whoever holds the turn, now or next, sends it once its array has
/// gone.
private final class CombiningLatest<Value, Error: Swift.Error> {
    private let state: Locked<CombineLatestState<Value>>
    private let turn = NSLock()
    private let output: Signal<[Value], Error>.Observer

    init(count: Int, output: Signal<[Value], Error>.Observer) {
        state = Locked(CombineLatestState(count: count))
        self.output = output
    }

    /// Signal `index` sent `value`.
    func receiveValue(_ value: Value, at index: Int) {
        let thread = Thread.current
        precondition(
            state.withLock { $0.turnHolder !== thread },
            """
            combineLatest: a value was sent into one of its signals while it was sending an array, on the \
            same thread (by an observer of the output, or by the deinit of a value let go of during that \
            send). Its array would have to go out in the middle of the current one. Send it afterwards.
            """
        )
        turn.lock()
        let (values, replaced) = state.withLock { state in
            state.turnHolder = thread
            return state.update(value, at: index)
        }
        if let values {
            output.send(value: values)
        }
        state.withLock { $0.turnHolder = nil }
        turn.unlock()
        sendPendingCompletion()
        // The value replaced is let go of here, with no lock held: its
        // deinit may run anything, even a send into one of the signals.
        withExtendedLifetime((values, replaced)) {}
    }

    /// One of the signals completed.
    func receiveCompletion() {
        state.withLock { state in
            state.remaining -= 1
            if state.remaining == 0 {
                state.completion = .pending
            }
        }
        sendPendingCompletion()
    }

    /// Sends the pending completion if nobody holds the turn. If somebody
    /// does, they call this once their array has gone.
    private func sendPendingCompletion() {
        // The loop: another thread may write the completion down after
        // this one took it (nothing pending) and before it gave the turn
        // back, and then fail to take the turn. This thread looks again.
        while state.withLock({ $0.completion == .pending }), turn.try() {
            let isPending = state.withLock { state -> Bool in
                guard state.completion == .pending else { return false }
                state.completion = .sent
                return true
            }
            if isPending {
                output.sendCompleted()
            }
            turn.unlock()
        }
    }
}

/// What `combineLatest` remembers: the latest value of each signal, and how
/// many have not completed.
private struct CombineLatestState<Value> {
    /// The latest value of each signal, `nil` until it sends one.
    private var latest: [Value?]
    /// How many signals have sent no value yet; at 0, every change sends.
    private var waiting: Int
    /// How many signals have not completed yet.
    var remaining: Int
    /// Whether the last completion has come, and been sent.
    var completion = Completion.notYet
    /// The thread that holds the turn, to refuse a value it sends while it
    /// sends an array (it would wait for its own turn for ever).
    var turnHolder: Thread?

    enum Completion {
        /// Some signal has not completed.
        case notYet
        /// Every signal has completed; nobody has sent the completion.
        case pending
        /// Sent.
        case sent
    }

    init(count: Int) {
        latest = Array(repeating: nil, count: count)
        waiting = count
        remaining = count
    }

    /// Stores `value` as the latest at `index`.
    ///
    /// - Returns: The latest values to send, once every signal has sent
    ///   one; and the value replaced, for the caller to let go of.
    mutating func update(_ value: Value, at index: Int) -> (values: [Value]?, replaced: Value?) {
        let replaced = latest[index]
        if replaced == nil {
            waiting -= 1
        }
        latest[index] = value
        // Counting the signals still waiting avoids checking every element
        // on every value.
        return (waiting == 0 ? latest.map { $0! } : nil, replaced)
    }
}

extension SignalProducer {
    /// Starts every producer of the collection, in order, and sends an array
    /// of the latest value of each, as ``Signal/combineLatest(_:)`` does. An
    /// empty collection completes at once.
    ///
    /// ```swift
    /// SignalProducer.combineLatest([
    ///     SignalProducer<Int, Never>(value: 1),
    ///     SignalProducer<Int, Never>([2, 3]),
    /// ])
    /// .startWithValues { print($0) }
    /// // prints [1, 2]
    /// // prints [1, 3]
    /// ```
    ///
    /// `lift` takes one producer or two; for any number, the start does the
    /// same by hand, as ReactiveSwift does: a pipe per producer, the signal
    /// operator on their outputs, then each producer started into its pipe.
    public static func combineLatest<Producers: Sequence>(_ producers: Producers) -> SignalProducer<[Value], Error>
    where Producers.Element == SignalProducer<Value, Error> {
        SignalProducer<[Value], Error> { observer, lifetime in
            let pipes = producers.map { producer in (producer: producer, pipe: Signal<Value, Error>.pipe()) }
            guard !pipes.isEmpty else {
                observer.sendCompleted()
                return
            }
            // Observe first, so that no value sent as a producer starts is
            // missed...
            lifetime += Signal.combineLatest(pipes.map(\.pipe.output)).observe(observer)
            // ...then start each producer into its pipe. Each start belongs
            // to this start: it is interrupted when this one ends. A producer
            // that fails as it starts has ended this start already: the
            // ones after it are not started at all.
            for (producer, pipe) in pipes {
                guard !lifetime.hasEnded else { break }
                lifetime += producer.start(pipe.input)
            }
        }
    }
}
