// Exercise 5.2: startWithSignal and start.
//
// Starting a producer makes the signal of this start, lets the caller
// observe it, and only then runs the start handler into it. Every piece is
// from step 4: a composite, a pipe that disposes it when the signal
// terminates, a lifetime made from the composite, and an `AnyDisposable`.
//
// `Lifetime(disposables)` is the initializer given at the bottom of
// `SignalProducer.swift`.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace each one. (`start(_ action:)`, at the bottom, is
// given: it calls your `start(_ observer:)`.)

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
        // TODO: make a composite and a pipe that disposes it when the signal
        // terminates; make an interrupter that sends `interrupted` into the
        // pipe's input; call `setup` with the signal and the interrupter;
        // then, unless the interrupter has been disposed, run `startHandler`
        // with the input and `Lifetime(composite)`. Return what `setup`
        // returned. (The placeholder hands `setup` a signal that never
        // sends, and never runs the work.)
        return setup(Signal.never, AnyDisposable {})
    }

    /// Starts the work and sends its events to `observer`.
    ///
    /// - Parameter observer: Receives this start's events. The default
    ///   ignores them: the work runs only for its side effects.
    /// - Returns: A disposable that interrupts this start.
    @discardableResult
    public func start(_ observer: Signal<Value, Error>.Observer = .init()) -> Disposable {
        // TODO: `startWithSignal`, observing the signal with `observer` and
        // returning the interrupter.
        return AnyDisposable {}
    }

    /// Starts the work and sends its events to `action`.
    ///
    /// - Returns: A disposable that interrupts this start.
    @discardableResult
    public func start(_ action: @escaping Signal<Value, Error>.Observer.Action) -> Disposable {
        start(Signal.Observer(action))
    }
}
