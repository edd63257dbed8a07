// Exercise 6.1: skipRepeats.
//
// A text field sends its text on every keystroke, and again when nothing
// changed; a sensor repeats its last reading. `skipRepeats` lets a value
// through only when it differs from the value just before it.

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
        Signal { output, lifetime in
            // The state of this one signal. Each call of `skipRepeats` (and
            // so each start of a lifted producer) makes its own, and the
            // upstream signal delivers one event at a time, so it needs no
            // lock.
            var previous: Value?
            lifetime += self.observe { event in
                guard case .value(let value) = event else {
                    // Failure, completion, interruption: as they are.
                    output.send(event)
                    return
                }
                let isRepeat = previous.map { isEquivalent($0, value) } ?? false
                // Remember the value even when it is dropped: the next one is
                // compared with the value just before it, as in ReactiveSwift,
                // not with the last one sent. The two differ when
                // `isEquivalent` is not transitive ("at most 1 apart").
                previous = value
                if !isRepeat {
                    output.send(value: value)
                }
            }
        }
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
        // `==` is a function `(Value, Value) -> Bool`: the general version
        // does the rest.
        skipRepeats(==)
    }
}

extension SignalProducer {
    /// Sends each value that `isEquivalent` does not consider a repeat of the
    /// value just before it, on every start; see ``Signal/skipRepeats(_:)``.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> SignalProducer<Value, Error> {
        // `lift` applies the signal operator to the signal of each start, so
        // each start gets its own `previous`.
        lift { $0.skipRepeats(isEquivalent) }
    }
}

extension SignalProducer where Value: Equatable {
    /// Sends each value that is not equal to the value just before it, on
    /// every start; see ``Signal/skipRepeats()``.
    public func skipRepeats() -> SignalProducer<Value, Error> {
        lift { $0.skipRepeats() }
    }
}
