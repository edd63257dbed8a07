// Exercise 6.1: skipRepeats.
//
// A text field sends its text on every keystroke, and again when nothing
// changed; a sensor repeats its last reading. `skipRepeats` lets a value
// through only when it differs from the value just before it.
//
// The placeholders below compile, so the tests can run and show you what
// they expected. Replace them.

import Step05_SignalProducer

extension Signal {
    /// Sends each value that `isEquivalent` does not consider a repeat of the
    /// value just before it; the first value always passes. Terminal events
    /// pass unchanged.
    ///
    /// ```swift
    /// let (words, input) = Signal<String, Never>.pipe()
    /// words.skipRepeats { $0.lowercased() == $1.lowercased() }.observeValues { print($0) }
    /// for word in ["Hello", "hello", "World", "world", "hello"] { input.send(value: word) }
    /// // prints Hello
    /// // prints World
    /// // prints hello
    /// ```
    ///
    /// - Parameter isEquivalent: Called with the previous value and the new
    ///   one; `true` drops the new one.
    /// - Returns: A signal without repeats.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Signal<Value, Error> {
        // TODO: send each value unless `isEquivalent(previous, value)` says
        // it repeats `previous`, the value just before it (whether that one
        // was sent or not); the first value always passes. Terminal events
        // pass unchanged.
        return Signal { _, _ in }
    }
}

extension Signal where Value: Equatable {
    /// Sends each value that is not equal to the value just before it; see
    /// ``Signal/skipRepeats(_:)``.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.skipRepeats().observeValues { print($0) }
    /// for number in [1, 1, 2, 2, 1] { input.send(value: number) }
    /// // prints 1
    /// // prints 2
    /// // prints 1
    /// ```
    public func skipRepeats() -> Signal<Value, Error> {
        // TODO: the same, where a repeat is a value `==` to the one before.
        return Signal { _, _ in }
    }
}

extension SignalProducer {
    /// Sends each value that `isEquivalent` does not consider a repeat of the
    /// value just before it, on every start; see ``Signal/skipRepeats(_:)``.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> SignalProducer<Value, Error> {
        // TODO: the same on every start of this producer, each start
        // comparing only its own values.
        return SignalProducer { _, _ in }
    }
}

extension SignalProducer where Value: Equatable {
    /// Sends each value that is not equal to the value just before it, on
    /// every start; see ``Signal/skipRepeats()``.
    public func skipRepeats() -> SignalProducer<Value, Error> {
        // TODO: the same on every start of this producer, each start
        // comparing only its own values.
        return SignalProducer { _, _ in }
    }
}
