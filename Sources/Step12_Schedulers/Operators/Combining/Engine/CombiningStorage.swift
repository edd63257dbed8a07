import Foundation

extension Signal {
    /// A signal that observes `inputs`, one slot each in order, and sends
    /// what `machine` decides, made into a value by `makeValue`; the engine
    /// of ``combineLatest(_:)`` and ``zip(_:)`` and of their overloads for
    /// two to ten signals.
    ///
    /// With no inputs there is nothing to wait for: the signal completes at
    /// once. Like every signal that has ended, it then sends `interrupted`
    /// to whoever observes it.
    ///
    /// - Parameters:
    ///   - inputs: The signals to combine, as the engine observes them.
    ///   - operatorName: Names the operator in messages about misuse.
    ///   - machine: The operator's rules, ready for `inputs.count` slots.
    ///   - makeValue: Makes the value to send from the machine's values, one
    ///     per slot: the array itself, or a tuple cast from it.
    @inlinable
    static func combining<Machine: CombiningStateMachine>(
        _ inputs: [CombiningInput<Machine.Value, Error>],
        operatorName: String,
        machine: Machine,
        makeValue: @escaping ([Machine.Value]) -> Value
    ) -> Signal<Value, Error> {
        Signal { output, lifetime in
            guard !inputs.isEmpty else {
                output.sendCompleted()
                return
            }
            let storage = CombiningStorage(machine, output: output, makeValue: makeValue, operatorName: operatorName)
            for (slot, input) in inputs.enumerated() {
                // An input that has already ended interrupts the combined
                // signal as soon as it is observed: the rest need not be.
                guard !lifetime.hasEnded else { break }
                lifetime += input.observe { event in storage.receive(event, from: slot) }
            }
        }
    }
}

/// Runs a ``CombiningStateMachine`` for one combined signal: it takes the
/// events of every slot, asks the machine under a lock, and sends what the
/// machine decided.
///
/// It keeps events in order as `Signal.Core` does, with the same two locks
/// and the same ``SerialDelivery``:
///
/// - `stateLock` guards the machine. It is held only while the machine
///   decides, never while sending.
/// - `delivery` lets one combined value at a time through, and a value asks
///   the machine only once it has its turn. That keeps combined values in
///   the order the machine made them. Without it, two threads could make
///   `[a2, b1]` and then `[a2, b2]`, and send them the other way round: the
///   observer's latest pair would be the older one.
///
/// A completion is an ending: it must not overtake a value the machine made
/// before it (zip completes once an input that has completed has all its
/// values paired, and the last pair may still be on its way on another
/// thread), and it must not wait for its turn either (it may come from an
/// observer of the combined signal, on the thread that is delivering). So it
/// is written down as pending, and whichever thread has the turn, now or
/// next, sends it. A failure or an interruption goes straight to the
/// combined signal, at once, which refuses anything after it.
///
/// No lock is held when the values the machine hands back as dropped are
/// let go of: their deinits may send into an input. See ``Dropped`` and
/// ``release(afterUnlocking:)``. The storage keeps no copy of the machine
/// to do so: a copy would hold every value the machine holds, and a thread
/// could then let go last of a value that another thread had sent or
/// dropped, in the middle of a delivery it has nothing to do with.
@usableFromInline
final class CombiningStorage<Machine: CombiningStateMachine, Output, Error: Swift.Error> {
    // `@exclusivity(unchecked)` (step 12), as on `Signal.Core`'s state:
    // every access is made under `stateLock`, so two never overlap.

    /// The operator's rules. Read and written only under `stateLock`.
    @usableFromInline @exclusivity(unchecked) var machine: Machine
    /// Whether the machine has asked for completion and nobody has sent it
    /// yet. Read and written only under `stateLock`.
    @usableFromInline @exclusivity(unchecked) var isCompletionPending = false
    @usableFromInline let stateLock = PlatformLock()
    @usableFromInline let delivery = SerialDelivery()

    /// The combined signal's input.
    @usableFromInline let output: Signal<Output, Error>.Observer
    /// Makes the value to send from the values the machine decided on.
    @usableFromInline let makeValue: ([Machine.Value]) -> Output
    @usableFromInline let operatorName: String

    @inlinable
    init(
        _ machine: Machine,
        output: Signal<Output, Error>.Observer,
        makeValue: @escaping ([Machine.Value]) -> Output,
        operatorName: String
    ) {
        self.machine = machine
        self.output = output
        self.makeValue = makeValue
        self.operatorName = operatorName
    }

    /// Receives one event of the input in `slot`.
    @inlinable
    func receive(_ event: Signal<Machine.Value, Error>.Event, from slot: Int) {
        switch event {
        case .value(let value):
            receiveValue(value, from: slot)
        case .completed:
            receiveCompletion(from: slot)
        case .failed(let error):
            output.send(error: error)
        case .interrupted:
            output.sendInterrupted()
        }
    }

    @inlinable
    func receiveValue(_ value: Machine.Value, from slot: Int) {
        delivery.waitForTurn(
            ifRecursive: """
                \(operatorName): a value was sent into one of its inputs while the combined signal was \
                delivering a combined value, on the same thread: by an observer of the combined signal, \
                or by the deinit of a value let go of during that delivery. The new combined value would \
                have to be sent in the middle of the current one. Send the value after the current one \
                has been delivered.
                """
        )
        stateLock.lock()
        let (action, dropped) = machine.receiveValue(value, from: slot)
        stateLock.unlock()
        switch action {
        case .none:
            break
        case .send(let values):
            output.send(value: makeValue(values))
        case .sendThenComplete(let values):
            output.send(value: makeValue(values))
            output.sendCompleted()
        }
        delivery.endTurn()
        // An input may have completed while this thread was sending: if the
        // machine asked for completion then, it is this thread's job now.
        sendPendingCompletion()
        // What the machine dropped, and the values just sent, may be the
        // last references to objects whose deinits send into an input: they
        // are let go of here, after the turn, when this thread holds no lock.
        release(afterUnlocking: (action, dropped))
    }

    @inlinable
    func receiveCompletion(from slot: Int) {
        stateLock.lock()
        let (action, dropped) = machine.receiveCompletion(from: slot)
        if case .complete = action {
            isCompletionPending = true
        }
        stateLock.unlock()
        sendPendingCompletion()
        release(afterUnlocking: dropped)
    }

    /// Sends the pending completion, if there is one and no value is being
    /// sent. If one is, the thread sending it calls this again when done.
    @inlinable
    func sendPendingCompletion() {
        delivery.deliverPendingEnd(
            lockedBy: stateLock,
            pending: { isCompletionPending ? () : nil },
            take: { isCompletionPending = false },
            deliver: { output.sendCompleted() }
        )
    }
}
