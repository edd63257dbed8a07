/// What a transforming start's operators send into (step 12): it passes
/// events on to the observer downstream until the first terminal event,
/// then ends the start.
///
/// Steps 6 to 11 wrote this as a closure, made in
/// `TransformingCore.start(_:)` around a captured `var`. That method is
/// reached through the class's table of methods, so it always runs the
/// library's own code, compiled for any `Value`: on every value, the
/// closure asked the runtime for the event's type to check its case, and
/// for the `var`'s exclusivity. This object is made instead by a function
/// that the program's module compiled for its own types (see
/// `SignalProducer.flatMapEvent(_:)`), so its `send` is too.
@usableFromInline
final class TransformedOutput<Value, Error: Swift.Error> {
    /// The observer downstream of the operators.
    @usableFromInline let output: Signal<Value, Error>.Observer
    /// Everything the start holds: disposed of when an event ends it.
    @usableFromInline let disposables: CompositeDisposable
    // `@exclusivity(unchecked)`: events from the source come one at a time
    // (it has a signal, or sends before `start` returns), and only `send`
    // reads and writes this, so no two accesses can overlap.
    @usableFromInline @exclusivity(unchecked) var hasTerminated = false

    @inlinable
    init(output: Signal<Value, Error>.Observer, disposables: CompositeDisposable) {
        self.output = output
        self.disposables = disposables
    }

    /// An observer that sends into this one.
    @inlinable
    static func observer(
        sendingTo output: Signal<Value, Error>.Observer,
        endingStartWith disposables: CompositeDisposable
    ) -> Signal<Value, Error>.Observer {
        Signal.Observer(TransformedOutput(output: output, disposables: disposables).send)
    }

    @inlinable
    func send(_ event: Signal<Value, Error>.Event) {
        // An operator that ends early (`take(first:)`) may still be sent
        // events from upstream until the source hears of it.
        guard !hasTerminated else { return }
        hasTerminated = event.isTerminating
        output.send(event)
        if hasTerminated {
            // Ended here, for whatever reason: stop the source, and release
            // what the operators attached to their lifetime.
            disposables.dispose()
        }
    }
}
