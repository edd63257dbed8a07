// Event transformations: an operator written once
// ================================================
//
// Most operators of this chapter look at one event at a time and decide what
// to send downstream. Written as a *transformation*, such an operator is a
// function from the observer downstream to the observer upstream:
//
//     { output, lifetime in
//         Signal.Observer { event in ... decide what to send into `output` ... }
//     }
//
// and one transformation serves both kinds of stream:
//
// - on a `Signal`, ``Signal/flatMapEvent(_:)`` makes a new signal whose
//   input is `output`, and has it observe this signal through the observer
//   the transformation returns;
// - on a `SignalProducer`, ``SignalProducer/flatMapEvent(_:)`` composes the
//   transformation into the producer's core, so a chain of operators costs
//   no signal at all (see `SignalProducer.Core.swift`).
//
// The transformation runs once per application: once per signal made, once
// per start of a producer. So state kept in a `var` inside it (`take(first:)`
// counts) is per start, as it must be.

extension Signal.Event {
    /// An operator as what it does to events: given the observer downstream
    /// (of `U` and `F`) and the lifetime of the stream it feeds, returns the
    /// observer that receives this stream's events.
    ///
    /// The returned observer is sent events one at a time (never two at
    /// once), and never after a terminal event. It may send any number of
    /// events into the observer downstream, and ends that stream by sending
    /// a terminal event; anything it keeps alive, it attaches to the
    /// lifetime.
    // `@usableFromInline` (step 12): the `@inlinable` operators name it.
    @usableFromInline
    typealias Transformation<U, F: Swift.Error> =
        (_ output: Signal<U, F>.Observer, _ lifetime: Lifetime) -> Signal<Value, Error>.Observer
}

extension Signal {
    /// A signal of what `transform` makes of this signal's events.
    ///
    /// The new signal observes this one for as long as it lives: when it
    /// terminates, for whatever reason, the observation ends, and with it
    /// everything `transform` holds.
    // `@inlinable` (step 12): the new signal compiles for the caller's types.
    @inlinable
    func flatMapEvent<U, F>(_ transform: @escaping Event.Transformation<U, F>) -> Signal<U, F> {
        Signal<U, F> { output, lifetime in
            // Step 12: without the handle `+=` would make, only to drop.
            lifetime.addWithoutHandle(self.observe(transform(output, lifetime)))
        }
    }
}

extension SignalProducer {
    /// A producer whose every start applies `transform` to the events of a
    /// start of this producer, with no signal in between.
    ///
    /// Disposing a start interrupts this producer's work, and the
    /// interruption reaches the observer through `transform`. If `transform`
    /// ends the stream early, the work underneath is interrupted.
    @inlinable  // Step 12: the transformation is made for the caller's types.
    func flatMapEvent<U, F>(
        _ transform: @escaping Signal<Value, Error>.Event.Transformation<U, F>
    ) -> SignalProducer<U, F> {
        core.flatMapEvent(
            transform,
            guardingOutputWith: TransformedOutput.observer(sendingTo:endingStartWith:)
        )
    }
}
