// Exercise 11.4 (stretch): publish.
//
// The RACSignal walk-through's `publish`: a connection whose signal anyone
// may observe, and whose `connect()` starts the producer, once, into it.
// The contract is in Exercises/Step11.md.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them. The initializer is given: exercise 11.6
// makes connections with it.

import Foundation
import Step10_Properties

/// A producer waiting to be started into a signal: observers attach to
/// ``signal`` whenever they like, and ``connect()`` starts the producer,
/// once, so that they all share its one run.
///
/// ```swift
/// let fetch = SignalProducer<String, Never> { observer, _ in
///     print("fetching")
///     observer.send(value: "Ada")
/// }
/// let connection = fetch.publish()
/// connection.signal.observeValues { print("header:", $0) }
/// connection.signal.observeValues { print("avatar:", $0) }
/// connection.connect()
/// // prints fetching
/// // prints header: Ada
/// // prints avatar: Ada
/// ```
public final class Connection<Value, Error: Swift.Error>: @unchecked Sendable {
    // @unchecked Sendable: make it so. Several threads may connect at once.

    /// The signal the producer is started into: it sends what the one start
    /// sends, from the connection on, to whoever observes it then.
    public let signal: Signal<Value, Error>
    private let source: SignalProducer<Value, Error>
    private let input: Signal<Value, Error>.Observer

    /// A connection that starts `source` into `subject`'s input: its
    /// ``signal`` is `subject`'s output.
    public init(
        _ source: SignalProducer<Value, Error>,
        subject: (output: Signal<Value, Error>, input: Signal<Value, Error>.Observer)
    ) {
        self.source = source
        (signal, input) = subject
    }

    /// Starts the producer into ``signal``, the first time; later calls,
    /// from any thread, start nothing.
    ///
    /// - Returns: The disposable of the one start, the same for every call:
    ///   disposing of it interrupts the start, and ``signal`` with it.
    @discardableResult
    public func connect() -> Disposable {
        // TODO: start `source` into `input`, once, whoever calls and from
        // whatever thread; return the same disposable to every caller.
        AnyDisposable {}
    }
}

extension SignalProducer {
    /// A connection over a new pipe: observers attach to its `signal`, and
    /// its `connect()` starts this producer, once, into them all.
    public func publish() -> Connection<Value, Error> {
        // TODO: a connection that starts this producer.
        Connection(SignalProducer.empty, subject: Signal<Value, Error>.pipe())
    }
}
