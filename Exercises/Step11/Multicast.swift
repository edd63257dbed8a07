// Exercise 11.6 (stretch): multicast to a given subject.
//
// The RACSignal walk-through's `multicast:`: `publish` with a pipe you
// give. The contract is in Exercises/Step11.md; the `Connection` of
// exercise 11.4 does the connecting.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

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
    public func multicast(
        to subject: (output: Signal<Value, Error>, input: Signal<Value, Error>.Observer)
    ) -> Connection<Value, Error> {
        // TODO: a connection over `subject`.
        Connection(SignalProducer.empty, subject: Signal<Value, Error>.pipe())
    }
}
