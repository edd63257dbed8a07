// Exercise 11.6 (stretch): multicast to a given subject.
//
// The RACSignal walk-through's `multicast:`: `publish` with a pipe you
// give, so that code which knows only the pipe, and observed it before the
// connection was made, shares the one start.

import Step10_Properties

extension SignalProducer {
    /// A connection that starts this producer, once, into `subject`'s input
    /// when it connects: every observer of `subject`'s output, attached
    /// before or after this call, shares that start, from the connection
    /// on.
    ///
    /// ```swift
    /// let (user, userInput) = Signal<String, Never>.pipe()
    /// user.observeValues { print("header:", $0) }
    /// let connection = SignalProducer(value: "Ada").multicast(to: (user, userInput))
    /// connection.connect()
    /// // prints header: Ada
    /// ```
    ///
    /// The producer's terminal event goes into the subject too, and ends it:
    /// a pipe serves one connection.
    public func multicast(
        to subject: (output: Signal<Value, Error>, input: Signal<Value, Error>.Observer)
    ) -> Connection<Value, Error> {
        // Exercise 11.4's connection does the connecting: its signal is the
        // subject's output, its start goes into the subject's input.
        Connection(self, subject: subject)
    }
}
