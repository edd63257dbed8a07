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
        let disposables = CompositeDisposable()
        let (signal, input) = Signal<Value, Error>.pipe(disposable: disposables)
        let interrupter = AnyDisposable(input.sendInterrupted)
        let result = setup(signal, interrupter)
        if !interrupter.isDisposed {
            startHandler(input, Lifetime(disposables))
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
        startWithSignal { signal, interrupter in
            signal.observe(observer)
            return interrupter
        }
    }
}
