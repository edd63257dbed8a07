// Exercise 5.2: startWithSignal and start.
//
// Starting a producer makes the signal of this start, lets the caller
// observe it, and only then runs the start handler into it. Every piece is
// from step 4: a composite, a pipe that disposes it when the signal
// terminates, a lifetime made from the composite, and an `AnyDisposable`.
//
// `Lifetime(disposables)` is the initializer given at the bottom of
// `SignalProducer.swift`.

import Step04_Disposables

extension SignalProducer {
    /// Creates the signal of one start, lets `setup` observe it, and only
    /// then runs the start handler, so `setup` cannot miss an event.
    ///
    /// ```swift
    /// SignalProducer<Int, Never> { observer, _ in
    ///     observer.send(value: 1)
    ///     observer.sendCompleted()
    /// }
    /// .startWithSignal { signal, _ in
    ///     signal.observe { print("first observer: \($0)") }
    ///     signal.observe { print("second observer: \($0)") }
    /// }
    /// // prints first observer: VALUE 1
    /// // prints second observer: VALUE 1
    /// // prints first observer: COMPLETED
    /// // prints second observer: COMPLETED
    /// ```
    ///
    /// - Parameter setup: Receives the signal and a disposable that
    ///   interrupts it. If `setup` disposes of it, the work never runs.
    /// - Returns: What `setup` returns.
    @discardableResult
    public func startWithSignal<Result>(
        _ setup: (_ signal: Signal<Value, Error>, _ interrupter: Disposable) -> Result
    ) -> Result {
        // The start's composite, disposed by the pipe when the signal
        // terminates, for whatever reason: the start's lifetime ends then.
        let disposables = CompositeDisposable()
        let (signal, input) = Signal<Value, Error>.pipe(disposable: disposables)
        // Interrupting is sending `interrupted` into this start's signal. An
        // `AnyDisposable` does it at most once; a terminated signal ignores
        // it anyway. It also keeps the input observer alive, so the start
        // can always be interrupted.
        let interrupter = AnyDisposable(input.sendInterrupted)
        // The caller observes first...
        let result = setup(signal, interrupter)
        // ...then the work runs, unless the caller has interrupted already:
        // the signal has ended, and there is nobody to send to.
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
        // `startWithSignal` with one observer. The interrupter is what the
        // caller gets back: disposing it interrupts this start.
        startWithSignal { signal, interrupter in
            signal.observe(observer)
            return interrupter
        }
    }

    /// Starts the work and sends its events to `action`.
    ///
    /// - Returns: A disposable that interrupts this start.
    @discardableResult
    public func start(_ action: @escaping Signal<Value, Error>.Observer.Action) -> Disposable {
        start(Signal.Observer(action))
    }
}
