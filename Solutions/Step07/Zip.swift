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
            let zipping = Zipping<Value, U, Error>(output: output)
            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    zipping.receiveValue { $0.left.append(value) }
                case .completed:
                    zipping.receiveCompletion { $0.isLeftCompleted = true }
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
                    zipping.receiveValue { $0.right.append(value) }
                case .completed:
                    zipping.receiveCompletion { $0.isRightCompleted = true }
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

/// The two sides' shared state, and the order in which pairs go out: the
/// chapter's two locks, written small.
///
/// - `state` (the given `Locked`) guards the buffers. It is held only to
///   change them and take a pair out, never while sending.
/// - `turn` lets one pair at a time through: a value takes it *before* it
///   touches the buffers and keeps it until its pair has been sent. So two
///   threads that each make a pair send them in the order they made them.
///
/// A completion must not wait for the turn: an observer of the output may
/// complete an input as it receives a pair, on the thread that holds the
/// turn. So a completion only writes "complete" down, as pending, and
/// whoever holds the turn, now or next, sends it once its pair has gone.
private final class Zipping<Left, Right, Error: Swift.Error> {
    private let state = Locked(ZipState<Left, Right>())
    private let turn = NSLock()
    private let output: Signal<(Left, Right), Error>.Observer

    init(output: Signal<(Left, Right), Error>.Observer) {
        self.output = output
    }

    /// A value arrived: `change` files it in its buffer.
    func receiveValue(_ change: (inout ZipState<Left, Right>) -> Void) {
        let thread = Thread.current
        precondition(
            state.withLock { $0.turnHolder !== thread },
            """
            zip(with:): a value was sent into one of its inputs while the zip was sending a pair, on the \
            same thread (by an observer of the zip, or by the deinit of a value let go of during that \
            send). Its pair would have to go out in the middle of the current one. Send it afterwards.
            """
        )
        turn.lock()
        let pair = state.withLock { state -> (Left, Right)? in
            state.turnHolder = thread
            change(&state)
            let pair = state.nextPair()
            state.noteIfExhausted()
            return pair
        }
        if let pair {
            output.send(value: pair)
        }
        state.withLock { $0.turnHolder = nil }
        turn.unlock()
        sendPendingCompletion()
        // The pair is let go of here, with no lock held: its values'
        // deinits may run anything, even a send into one of the inputs.
        withExtendedLifetime(pair) {}
    }

    /// A side completed: `change` notes it.
    func receiveCompletion(_ change: (inout ZipState<Left, Right>) -> Void) {
        state.withLock { state in
            change(&state)
            state.noteIfExhausted()
        }
        sendPendingCompletion()
    }

    /// Sends the pending completion if nobody holds the turn. If somebody
    /// does, they call this once their pair has gone.
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

private struct ZipState<Left, Right> {
    /// Values of the receiver, oldest first, that have no partner yet.
    var left: [Left] = []
    /// Values of the argument, oldest first, that have no partner yet.
    var right: [Right] = []
    var isLeftCompleted = false
    var isRightCompleted = false
    /// Where the zip's completion stands.
    var completion = Completion.notYet
    /// The thread that holds the turn, to refuse a value it sends while it
    /// sends a pair (it would wait for its own turn for ever).
    var turnHolder: Thread?

    enum Completion {
        /// A pair may still be made.
        case notYet
        /// No pair can be made any more; nobody has sent the completion.
        case pending
        /// Sent.
        case sent
    }

    /// The oldest value of each side, taken out of the buffers, if both have
    /// one. (Values arrive one at a time, so there is never more than one
    /// pair to make.)
    mutating func nextPair() -> (Left, Right)? {
        guard completion == .notYet, !left.isEmpty, !right.isEmpty else { return nil }
        return (left.removeFirst(), right.removeFirst())
    }

    /// Writes the completion down as pending once no pair can ever be made
    /// again: a side has completed with nothing left waiting. (When both
    /// have completed, one of them has an empty buffer, or a pair would
    /// have been made.)
    mutating func noteIfExhausted() {
        guard completion == .notYet else { return }
        if (isLeftCompleted && left.isEmpty) || (isRightCompleted && right.isEmpty) {
            completion = .pending
        }
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
