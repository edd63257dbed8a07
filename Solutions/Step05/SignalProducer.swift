// Given: your own `SignalProducer`, the struct of
// `Sources/Step05_SignalProducer/Producer/SignalProducer.swift` with only its start
// handler. You do not need to change this file. The other files of this
// folder extend it; each exercise fills in the `// TODO:` of one of them.
//
// Everything else comes from step 4's module, `Step04_Disposables`: the
// signal and its pipe, the observer, the disposables, the lifetime and the
// cancellable future. A producer needs nothing more.
//
// The start handler is `internal` rather than `private` as in the step, so
// that the tests can start a producer without your `startWithSignal`:
// exercise 5.1 can then be checked before exercise 5.2.

import Step04_Disposables

/// A recipe for a signal: work that runs each time it is started, and sends
/// any number of values, then at most one terminal event.
///
/// ```swift
/// let numbers = SignalProducer<Int, Never> { observer, _ in
///     print("started")
///     observer.send(value: 1)
///     observer.send(value: 2)
///     observer.sendCompleted()
/// }
/// print("nothing has happened yet")
/// numbers.start { print($0) }
/// // prints nothing has happened yet
/// // prints started
/// // prints VALUE 1
/// // prints VALUE 2
/// // prints COMPLETED
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
    let startHandler: (Signal<Value, Error>.Observer, Lifetime) -> Void

    /// Creates a producer that runs `startHandler` on every start.
    ///
    /// - Parameter startHandler: Receives the input observer of the signal
    ///   this start creates, and that signal's lifetime, which ends when the
    ///   signal terminates or the start is disposed. Attach to the lifetime
    ///   whatever stops the work.
    public init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        self.startHandler = startHandler
    }
}

extension Lifetime {
    /// Creates a lifetime that ends when `disposables` is disposed.
    ///
    /// Step 4's module has this initializer, but `internal`: code outside
    /// that module cannot call it. This is the same thing built from public
    /// parts, so that your code can write `Lifetime(disposables)` as the
    /// chapter does: a token whose disposal `disposables` takes care of.
    convenience init(_ disposables: CompositeDisposable) {
        let token = Token()
        // If `disposables` is disposed already, this disposes the token at
        // once, and the lifetime starts out ended, as it should.
        disposables += AnyDisposable { token.dispose() }
        self.init(token)
    }
}
