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
            // The lock is recursive: an observer of the output may complete
            // or fail a signal as it receives an array, and that signal's
            // observer, below, then takes the lock again on the same thread.
            // (`Locked` cannot: its `withLock` holds the state for the whole
            // of its body.) The state is read and written in short accesses,
            // none of them open while the output sends.
            let lock = NSRecursiveLock()
            var state = CombineLatestState<Value>(count: signals.count)

            for (index, signal) in signals.enumerated() {
                lifetime += signal.observe { event in
                    switch event {
                    case .value(let value):
                        // Update and send under the lock: two threads that
                        // each make an array must send them in the order
                        // they were made, or the output would end on a
                        // stale picture. The value replaced is let go of
                        // after the lock: its deinit may run anything, even
                        // a send into another of the signals, which would
                        // wait for this lock on another thread.
                        lock.lock()
                        let (values, replaced) = state.update(value, at: index)
                        if let values {
                            output.send(value: values)
                        }
                        lock.unlock()
                        _ = replaced
                    case .completed:
                        lock.lock()
                        state.remaining -= 1
                        let isLast = state.remaining == 0
                        lock.unlock()
                        if isLast {
                            output.sendCompleted()
                        }
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

/// What `combineLatest` remembers: the latest value of each signal, and how
/// many have not completed.
private struct CombineLatestState<Value> {
    /// The latest value of each signal, `nil` until it sends one.
    private var latest: [Value?]
    /// How many signals have sent no value yet; at 0, every change sends.
    private var waiting: Int
    /// How many signals have not completed yet.
    var remaining: Int

    init(count: Int) {
        latest = Array(repeating: nil, count: count)
        waiting = count
        remaining = count
    }

    /// Records `value` as the latest of signal `index`, and returns the
    /// array to send, if every signal has sent a value.
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
