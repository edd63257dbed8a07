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
    /// The work, run once per start with that start's input observer and
    /// lifetime.
    private let startHandler: (Signal<Value, Error>.Observer, Lifetime) -> Void

    /// The same work, for a ready-made producer (``init(value:)``, a
    /// sequence, ``empty``...) whose work sends every event, the terminal
    /// one included, before it returns, and attaches nothing to a lifetime.
    /// ``start(_:)`` runs it straight into its observer, without making a
    /// signal; `nil` for producers made from a start handler.
    private let immediateWork: ((Signal<Value, Error>.Observer) -> Void)?

    /// The kind of signal each start creates: `Signal<Value, Error>`. Handy
    /// in signatures, as in `(ProducedSignal.Event) -> Void`.
    public typealias ProducedSignal = Signal<Value, Error>

    /// Creates a producer that runs `startHandler` on every start.
    ///
    /// - Parameter startHandler: Receives the input observer of the signal
    ///   this start creates, and that signal's lifetime, which ends when the
    ///   signal terminates or the start is disposed. Attach to the lifetime
    ///   whatever stops the work.
    public init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        self.startHandler = startHandler
        immediateWork = nil
    }

    /// Creates a ready-made producer: `work` must send all its events, the
    /// terminal event last, before it returns. Started with
    /// ``startWithSignal(_:)``, it runs like any start handler; started with
    /// ``start(_:)``, it sends straight into the observer.
    init(immediate work: @escaping (Signal<Value, Error>.Observer) -> Void) {
        self.init({ observer, _ in work(observer) }, immediate: work)
    }

    /// Creates a ready-made producer whose work, run through a signal,
    /// checks its lifetime on the way (`startHandler`), and run straight
    /// into an observer need not (`work`). Both must send the same events.
    init(
        _ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void,
        immediate work: @escaping (Signal<Value, Error>.Observer) -> Void
    ) {
        self.startHandler = startHandler
        immediateWork = work
    }

    /// Creates the signal of one start, lets `setup` observe it, and only
    /// then runs the start handler, so `setup` cannot miss an event.
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
    public func startWithSignal<Result>(
        _ setup: (_ signal: Signal<Value, Error>, _ interrupter: Disposable) -> Result
    ) -> Result {
        // The start handler gets the signal's own input and lifetime: the
        // lifetime ends when the signal terminates, however that happens.
        var input: Signal<Value, Error>.Observer!
        var lifetime: Lifetime!
        let signal = Signal<Value, Error> { signalInput, signalLifetime in
            input = signalInput
            lifetime = signalLifetime
        }
        let interrupter = AnyDisposable(input.sendInterrupted)
        let result = setup(signal, interrupter)
        if !interrupter.isDisposed {
            startHandler(input, lifetime)
        }
        return result
    }

    /// Starts the work and sends its events to `observer`.
    ///
    /// - Parameter observer: Receives this start's events. The default
    ///   ignores them: the work runs only for its side effects.
    /// - Returns: A disposable that interrupts this start.
    @discardableResult
    public func start(_ observer: Signal<Value, Error>.Observer = .init()) -> Disposable {
        if let immediateWork {
            // A ready-made producer has finished by the time `start` returns,
            // and nothing can reach this start before then: a signal would
            // add nothing but its cost. What `start` returns has nothing
            // left to stop, so it is a disposable that is already disposed,
            // as in ReactiveSwift.
            immediateWork(observer)
            return finishedStart
        }
        return startWithSignal { signal, interrupter in
            signal.observe(observer)
            return interrupter
        }
    }
}

/// What `start` returns for a ready-made producer, which has finished by
/// then: one shared disposable, disposed once and for all.
private let finishedStart: Disposable = {
    let disposable = AnyDisposable()
    disposable.dispose()
    return disposable
}()
