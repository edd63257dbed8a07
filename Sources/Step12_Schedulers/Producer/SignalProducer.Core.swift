// The producer's core: what runs a start
// =======================================
//
// A producer is started in one of two ways:
//
// - `startWithSignal` wants a signal that anyone may observe, so each start
//   makes one (``SignalProducerCore/prepareStart()``);
// - `start(observer)` has one observer and nobody else, so a start can send
//   straight into it (``SignalProducerCore/start(_:)``).
//
// The second way is what lets a chain of operators cost one signal per start
// instead of one per operator. An operator such as `map` is written once, as
// an *event transformation* (`Signal.Event.Transformation`): given the
// observer downstream, it returns the observer that receives the events from
// upstream. On a signal, a transformation is applied by making a new signal.
// On a producer, it is *composed* into the core (``TransformingCore``): a
// start of `producer.map(f).filter(g)` starts `producer` with one observer,
// `map`'s, which sends into `filter`'s, which sends into yours.
//
// Composing also decides the order in which a disposal is heard. Disposing
// such a start interrupts the work at the source, and the interruption
// travels down through every operator to your observer, as it does in
// ReactiveSwift: an `on(interrupted:)` upstream hears of it before you do.
//
// Three cores, one per kind of producer:
//
// | core               | made by                                  | a start            |
// |--------------------|------------------------------------------|--------------------|
// | `SignalCore`       | `SignalProducer { observer, lifetime in }` | makes a signal     |
// | `ImmediateCore`    | `init(value:)`, sequences, `empty`, ...  | sends, then is over |
// | `TransformingCore` | an operator, on any producer             | starts the source   |

/// Runs the starts of one producer. Each kind of producer has its own
/// subclass; this class only says what each must do.
///
/// `@usableFromInline` (step 12), as are the subclasses' initializers: a
/// program's `@inlinable` producer code makes cores and starts them. The
/// overridden methods stay in the library, called through the class.
@usableFromInline
class SignalProducerCore<Value, Error: Swift.Error> {
    /// Prepares a start that comes out of a signal of its own, for
    /// ``SignalProducer/startWithSignal(_:)``: the work begins only when
    /// the caller has observed the signal.
    @usableFromInline
    func prepareStart() -> SignalProducer<Value, Error>.PreparedStart {
        preconditionFailure("\(Self.self) must override prepareStart()")
    }

    /// Starts once, sending every event straight into one observer.
    ///
    /// - Parameter makeObserver: Called once, before any event, with the
    ///   disposable that interrupts the work upstream; returns the observer
    ///   to send into. An operator whose observer may end early (`take`)
    ///   disposes of that disposable when it does, so that the work stops.
    /// - Returns: A disposable that interrupts this start.
    @usableFromInline
    func start(
        _ makeObserver: (_ upstreamInterrupter: Disposable) -> Signal<Value, Error>.Observer
    ) -> Disposable {
        preconditionFailure("\(Self.self) must override start(_:)")
    }

    /// The producer that applies `transform` to the events of every start of
    /// this one.
    @usableFromInline
    func flatMapEvent<U, F>(
        _ transform: @escaping Signal<Value, Error>.Event.Transformation<U, F>,
        guardingOutputWith makeGuardedOutput: @escaping TransformingCore<U, F, Value, Error>.MakeGuardedOutput
    ) -> SignalProducer<U, F> {
        SignalProducer<U, F>(
            TransformingCore(source: self, transform: transform, makeGuardedOutput: makeGuardedOutput)
        )
    }
}

extension SignalProducer {
    /// One start, made ready but not yet begun: the signal its events will
    /// come out of, the disposable that interrupts it, and the work, which
    /// begins once whoever started the producer has observed the signal.
    @usableFromInline
    struct PreparedStart {
        /// The signal of this start.
        @usableFromInline let signal: Signal<Value, Error>
        /// Interrupts this start.
        @usableFromInline let interrupter: Disposable
        /// Begins the work, unless the start has been interrupted already.
        @usableFromInline let begin: () -> Void

        /// Prepares a start from its parts.
        @inlinable
        init(signal: Signal<Value, Error>, interrupter: Disposable, begin: @escaping () -> Void) {
            self.signal = signal
            self.interrupter = interrupter
            self.begin = begin
        }

        /// Prepares a start of a start handler: a new signal, an interrupter
        /// that sends `interrupted` into it, and the start handler, run with
        /// the signal's own input and lifetime. The lifetime ends when the
        /// signal terminates, however that happens.
        @inlinable  // Step 12: each start's signal compiles for the caller's types.
        init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
            let (signal, input, lifetime) = Self.makeSignal()
            let interrupter = InputInterrupter(input)
            self.init(signal: signal, interrupter: interrupter) {
                if !interrupter.isDisposed {
                    startHandler(input, lifetime)
                }
            }
        }

        /// Prepares a start of ready-made work, which may look at the
        /// interrupter to stop early.
        init(immediate work: @escaping (Signal<Value, Error>.Observer, _ interrupter: Disposable) -> Void) {
            let (signal, input, _) = Self.makeSignal()
            let interrupter = InputInterrupter(input)
            self.init(signal: signal, interrupter: interrupter) {
                if !interrupter.isDisposed {
                    work(input, interrupter)
                }
            }
        }

        /// A new signal with its input and lifetime.
        @inlinable
        static func makeSignal() -> (Signal<Value, Error>, Signal<Value, Error>.Observer, Lifetime) {
            var input: Signal<Value, Error>.Observer!
            var lifetime: Lifetime!
            let signal = Signal<Value, Error> { signalInput, signalLifetime in
                input = signalInput
                lifetime = signalLifetime
            }
            return (signal, input, lifetime)
        }
    }
}

/// The core of a producer made from a start handler, or of an operator that
/// prepares its starts itself (`on(starting:started:)`): every start makes a
/// signal.
@usableFromInline
final class SignalCore<Value, Error: Swift.Error>: SignalProducerCore<Value, Error> {
    /// Prepares one start.
    private let prepare: () -> SignalProducer<Value, Error>.PreparedStart

    /// A core whose starts `prepare` makes.
    @usableFromInline
    init(prepare: @escaping () -> SignalProducer<Value, Error>.PreparedStart) {
        self.prepare = prepare
    }

    /// A core that runs `startHandler` on each start.
    @inlinable  // Step 12: the start's signal compiles for the caller's types.
    convenience init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        self.init(prepare: { SignalProducer<Value, Error>.PreparedStart(startHandler) })
    }

    override func prepareStart() -> SignalProducer<Value, Error>.PreparedStart {
        prepare()
    }

    override func start(
        _ makeObserver: (_ upstreamInterrupter: Disposable) -> Signal<Value, Error>.Observer
    ) -> Disposable {
        let start = prepare()
        // `attach`, not `observe` (step 12): nobody could dispose of an
        // observation here; disposing the start interrupts the signal.
        start.signal.core.attach(makeObserver(start.interrupter))
        start.begin()
        return start.interrupter
    }
}

/// The core of a ready-made producer (``SignalProducer/init(value:)``, a
/// sequence, ``SignalProducer/empty``...): its work sends every event, the
/// terminal one included, before it returns. Started with one observer, it
/// sends straight into it: nothing can reach the start before it is over, so
/// a signal would add nothing but its cost.
@usableFromInline
final class ImmediateCore<Value, Error: Swift.Error>: SignalProducerCore<Value, Error> {
    /// Whether the work looks at its interrupter, to stop early.
    private let canStopEarly: Bool
    /// Sends the events.
    private let work: (Signal<Value, Error>.Observer, _ interrupter: Disposable) -> Void

    @usableFromInline
    init(canStopEarly: Bool, _ work: @escaping (Signal<Value, Error>.Observer, _ interrupter: Disposable) -> Void) {
        self.canStopEarly = canStopEarly
        self.work = work
    }

    override func prepareStart() -> SignalProducer<Value, Error>.PreparedStart {
        .init(immediate: work)
    }

    override func start(
        _ makeObserver: (_ upstreamInterrupter: Disposable) -> Signal<Value, Error>.Observer
    ) -> Disposable {
        // Work that never stops early is over by the time anyone could
        // dispose of it: it shares one disposable, disposed once and for all,
        // as in ReactiveSwift. Work that may stop early (a long sequence, with
        // `take(first:)` downstream) gets one of its own to watch.
        let interrupter: Disposable = canStopEarly ? AnyDisposable() : finishedStart
        work(makeObserver(interrupter), interrupter)
        return interrupter
    }
}

/// What a ready-made producer that cannot stop early returns from `start`:
/// one shared disposable, disposed once and for all.
private let finishedStart: Disposable = {
    let disposable = AnyDisposable()
    disposable.dispose()
    return disposable
}()

/// The core of an operator applied to a producer: it starts the producer
/// underneath (the source) with an observer made by composing the operator's
/// event transformation with the observer downstream. No signal is made:
/// however many operators are chained, a start has the signal of its source,
/// if the source has one, and no other.
@usableFromInline
final class TransformingCore<Value, Error: Swift.Error, SourceValue, SourceError: Swift.Error>:
    SignalProducerCore<Value, Error>
{
    /// Makes the observer the operators send into: it passes events on to
    /// the observer downstream until the first terminal event, then
    /// disposes of the start. See `TransformedOutput`.
    @usableFromInline
    typealias MakeGuardedOutput = (
        _ output: Signal<Value, Error>.Observer, _ start: CompositeDisposable
    ) -> Signal<Value, Error>.Observer

    /// The core of the producer underneath.
    private let source: SignalProducerCore<SourceValue, SourceError>
    /// What the operators do to each event from the source.
    private let transform: Signal<SourceValue, SourceError>.Event.Transformation<Value, Error>
    /// Step 12: made in the program's module, for its types (see
    /// `TransformedOutput`).
    private let makeGuardedOutput: MakeGuardedOutput

    init(
        source: SignalProducerCore<SourceValue, SourceError>,
        transform: @escaping Signal<SourceValue, SourceError>.Event.Transformation<Value, Error>,
        makeGuardedOutput: @escaping MakeGuardedOutput
    ) {
        self.source = source
        self.transform = transform
        self.makeGuardedOutput = makeGuardedOutput
    }

    override func start(
        _ makeObserver: (_ upstreamInterrupter: Disposable) -> Signal<Value, Error>.Observer
    ) -> Disposable {
        // Everything this start holds: the interrupter of the source, first,
        // then whatever the operators attach to their lifetime. Disposing it
        // interrupts the source first, and the interruption travels down
        // through the operators to the observer.
        let disposables = CompositeDisposable()
        // What the source's `start` returns is the interrupter it hands to
        // this closure first, already among `disposables`.
        _ = source.start { upstreamInterrupter in
            disposables.addWithoutHandle(upstreamInterrupter)
            let output = makeObserver(disposables)
            // Passes events on until the first terminal event, then ends the
            // start: `TransformedOutput`.
            let guardedOutput = makeGuardedOutput(output, disposables)
            return transform(guardedOutput, Lifetime(disposables))
        }
        return disposables
    }

    override func prepareStart() -> SignalProducer<Value, Error>.PreparedStart {
        // `startWithSignal` wants a signal: a pipe, fed by a start with one
        // observer, the pipe's input.
        let (signal, input) = Signal<Value, Error>.pipe()
        let started = SerialDisposable()
        let interrupter = AnyDisposable {
            // Interrupt the work if it has begun: the interruption then comes
            // down through the operators into the pipe, when they send it (an
            // operator of chapter 12 sends it from its scheduler, as
            // ReactiveSwift's do). A start disposed before it begins has no
            // operators to come through: its pipe is interrupted here.
            let hasBegun = started.inner != nil
            started.dispose()
            if !hasBegun {
                input.sendInterrupted()
            }
        }
        return .init(signal: signal, interrupter: interrupter) {
            guard !interrupter.isDisposed else { return }
            _ = self.start { upstreamInterrupter in
                // Kept before any event, not when `start` returns: ready-made
                // work sends everything inside `start`, and a disposal on the
                // way (a `take` downstream) must reach it there.
                started.inner = upstreamInterrupter
                return input
            }
        }
    }

    override func flatMapEvent<U, F>(
        _ next: @escaping Signal<Value, Error>.Event.Transformation<U, F>,
        guardingOutputWith makeGuardedOutput: @escaping TransformingCore<U, F, Value, Error>.MakeGuardedOutput
    ) -> SignalProducer<U, F> {
        // One more operator: compose its transformation onto this one's, over
        // the same source, rather than stacking a core on a core.
        let transform = self.transform
        return SignalProducer<U, F>(
            TransformingCore<U, F, SourceValue, SourceError>(
                source: source,
                transform: { output, lifetime in transform(next(output, lifetime), lifetime) },
                // The guard is the last operator's; the type of a core's
                // source does not change what it does.
                makeGuardedOutput: makeGuardedOutput
            )
        )
    }
}
