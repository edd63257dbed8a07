/// A recipe for a signal: work that runs each time it is started, and sends
/// any number of values, then at most one terminal event.
///
/// A ``Future`` runs its work when started and delivers one result. A
/// producer is the same idea, grown up: each start creates a fresh
/// ``Signal``, runs the start handler with that signal's input observer,
/// and hands back a ``Disposable`` that stops the work.
///
/// ```swift
/// let numbers = SignalProducer<Int, Never> { observer, _ in
///     print("started")
///     observer.send(value: 1)
///     observer.send(value: 2)
///     observer.sendCompleted()
/// }
/// print("nothing has happened yet")
/// numbers.startWithValues { print($0) }
/// // prints nothing has happened yet
/// // prints started
/// // prints 1
/// // prints 2
/// ```
///
/// The contract:
/// - The start handler runs on every start, and never before.
/// - Each start has its own signal: what one start sends, another does not
///   see.
/// - Disposing what `start` returned interrupts that start: its observer
///   receives `interrupted` (once), and its lifetime ends, releasing what the
///   start handler attached to it.
/// - A terminal event ends the lifetime too.
public struct SignalProducer<Value, Error: Swift.Error> {
    /// What runs each start: the start handler, a ready-made sequence of
    /// events, or a chain of operators composed onto the producer they were
    /// applied to (see ``SignalProducerCore``).
    // `@usableFromInline` (step 12): the `@inlinable` starts below reach it.
    @usableFromInline let core: SignalProducerCore<Value, Error>

    /// The kind of signal each start creates: `Signal<Value, Error>`. Handy
    /// in signatures, as in `(ProducedSignal.Event) -> Void`.
    public typealias ProducedSignal = Signal<Value, Error>

    /// Creates a producer that runs `startHandler` on every start.
    ///
    /// - Parameter startHandler: Receives the input observer of the signal
    ///   this start creates, and that signal's lifetime, which ends when the
    ///   signal terminates or the start is disposed. Attach to the lifetime
    ///   whatever stops the work.
    @inlinable  // Step 12: the start handler's signal compiles for the caller's types.
    public init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        core = SignalCore(startHandler)
    }

    /// Creates a producer from the core that runs its starts.
    @inlinable
    init(_ core: SignalProducerCore<Value, Error>) {
        self.core = core
    }

    /// Creates a ready-made producer: `work` sends all its events, the
    /// terminal event last, before it returns, and attaches nothing to a
    /// lifetime. Started with ``start(_:)``, it sends straight into the
    /// observer, with no signal in between.
    ///
    /// - Parameters:
    ///   - canStopEarly: Whether `work` looks at the interrupter it is given
    ///     (a sequence, which may be long, does); if not, each start is
    ///     spared the allocation of one.
    ///   - work: Sends the events; may stop early once the interrupter it
    ///     is given has been disposed.
    @inlinable  // Step 12: ready-made work compiles for the caller's types.
    init(
        canStopEarly: Bool = false,
        immediate work: @escaping (_ observer: Signal<Value, Error>.Observer, _ interrupter: Disposable) -> Void
    ) {
        core = ImmediateCore(canStopEarly: canStopEarly, work)
    }

    /// Creates the signal of one start, lets `setup` observe it, and only
    /// then begins the work, so `setup` cannot miss an event.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(value: 1).startWithSignal { signal, _ in
    ///     signal.observeValues { print("first observer: \($0)") }
    ///     signal.observeValues { print("second observer: \($0)") }
    /// }
    /// // prints first observer: 1
    /// // prints second observer: 1
    /// ```
    ///
    /// - Parameter setup: Receives the signal and a disposable that
    ///   interrupts it. If `setup` disposes of it, the work never runs.
    /// - Returns: What `setup` returns.
    @discardableResult
    @inlinable  // Step 12: compiled for the caller's types.
    public func startWithSignal<Result>(
        _ setup: (_ signal: Signal<Value, Error>, _ interrupter: Disposable) -> Result
    ) -> Result {
        let start = core.prepareStart()
        let result = setup(start.signal, start.interrupter)
        start.begin()
        return result
    }

    /// Starts the work and sends its events to `observer`.
    ///
    /// A start with one observer needs no signal of its own: the core sends
    /// straight into `observer` (through the operators, if this producer is
    /// a chain of them).
    ///
    /// - Parameter observer: Receives this start's events. The default
    ///   ignores them: the work runs only for its side effects.
    /// - Returns: A disposable that interrupts this start.
    @discardableResult
    @inlinable  // Step 12: compiled for the caller's types.
    public func start(_ observer: Signal<Value, Error>.Observer = .init()) -> Disposable {
        core.start { _ in observer }
    }
}
