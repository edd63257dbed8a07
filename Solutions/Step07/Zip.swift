// Exercise 7.1: zip(with:).
//
// `zip` pairs the values of two streams by position: the first with the
// first, the second with the second. The faster stream's values wait in a
// buffer for their partners. ReactiveCocoa's Basic Operators guide shows it
// with numbers and letters; the ReactiveCocoa book uses it to pair each
// string with its length.

import Foundation
import Step06_Transforming

extension Signal {
    /// Sends pairs of values: the Nth value of this signal with the Nth value
    /// of `other`. A value waits for its partner in a buffer.
    ///
    /// It completes as soon as one signal has completed and none of its
    /// values is left waiting: no pair can be made any more. A failure or an
    /// interruption of either signal is sent at once.
    ///
    /// ```swift
    /// let (numbers, numbersInput) = Signal<Int, Never>.pipe()
    /// let (letters, lettersInput) = Signal<String, Never>.pipe()
    /// numbers.zip(with: letters).observe { print($0) }
    /// numbersInput.send(value: 0)
    /// numbersInput.send(value: 1)
    /// lettersInput.send(value: "A")
    /// numbersInput.sendCompleted()
    /// lettersInput.send(value: "B")
    /// // prints VALUE (0, "A")
    /// // prints VALUE (1, "B")
    /// // prints COMPLETED
    /// ```
    ///
    /// - Parameter other: The signal whose values are paired with this one's.
    /// - Returns: A signal of pairs.
    public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
        Signal<(Value, U), Error> { output, lifetime in
            // Both observers below read and write the buffers, maybe on two
            // threads at once: the state is locked. The lock is recursive:
            // an observer of the output may complete or fail an input as it
            // receives a pair, and that input's observer, below, then takes
            // the lock again on the same thread. (`Locked` cannot: its
            // `withLock` holds the state for the whole of its body.)
            let lock = NSRecursiveLock()
            var state = ZipState<Value, U>()

            // After each change, under the lock: send the pair that became
            // ready, if any, and complete if no pair can be made any more.
            // Two threads that each complete a pair must send them in the
            // order they were made, and a completion must not overtake a
            // pair being sent. The state is read and written in short
            // accesses, none of them open while the output sends: a send may
            // come back here. The pair sent is let go of after the lock: its
            // values' deinits may run anything, even a send into one of the
            // two signals, which would wait for this lock on another thread.
            func change(_ update: (inout ZipState<Value, U>) -> Void) {
                lock.lock()
                update(&state)
                let pair = state.nextPair()
                if let pair {
                    output.send(value: pair)
                }
                if state.isExhausted {
                    output.sendCompleted()
                }
                lock.unlock()
                _ = pair
            }

            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    change { $0.left.append(value) }
                case .completed:
                    change { $0.isLeftCompleted = true }
                case .failed(let error):
                    // No buffer matters any more: end at once. (The output
                    // signal serializes its own deliveries.)
                    output.send(error: error)
                case .interrupted:
                    output.sendInterrupted()
                }
            }
            lifetime += other.observe { event in
                switch event {
                case .value(let value):
                    change { $0.right.append(value) }
                case .completed:
                    change { $0.isRightCompleted = true }
                case .failed(let error):
                    output.send(error: error)
                case .interrupted:
                    output.sendInterrupted()
                }
            }
            // When the output ends, for whatever reason, its lifetime ends:
            // both observations are disposed, and the buffers are released
            // with the closures that hold them.
        }
    }
}

private struct ZipState<Left, Right> {
    /// Values of the receiver, oldest first, that have no partner yet.
    var left: [Left] = []
    /// Values of the argument, oldest first, that have no partner yet.
    var right: [Right] = []
    var isLeftCompleted = false
    var isRightCompleted = false

    /// The oldest value of each side, taken out of the buffers, if both have
    /// one. (Values arrive one at a time, so there is never more than one
    /// pair to make.)
    mutating func nextPair() -> (Left, Right)? {
        guard !left.isEmpty, !right.isEmpty else { return nil }
        return (left.removeFirst(), right.removeFirst())
    }

    /// Whether no pair can ever be made again: a side has completed with
    /// nothing left waiting. (When both have completed, one of them has an
    /// empty buffer, or a pair would have been made.)
    var isExhausted: Bool {
        (isLeftCompleted && left.isEmpty) || (isRightCompleted && right.isEmpty)
    }
}

extension SignalProducer {
    /// Sends pairs of the values of each start of this producer and of
    /// `other`, by position; see ``Signal/zip(with:)``.
    ///
    /// Each start starts this producer first, then `other`, as ReactiveSwift
    /// does.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>([1, 2, 3])
    ///     .zip(with: SignalProducer<String, Never>(["a", "b"]))
    ///     .startWithValues { print($0) }
    /// // prints (1, "a")
    /// // prints (2, "b")
    /// ```
    public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
        // The binary `lift` starts its argument first, then its receiver. To
        // start `self` first, lift on `other` and pass `self` as the
        // argument, with the operator's two signals swapped back.
        other.lift { (otherSignal: Signal<U, Error>) in
            { (signal: Signal<Value, Error>) in signal.zip(with: otherSignal) }
        }(self)
    }
}
