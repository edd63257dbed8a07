extension Signal {
    /// Combines every value into a running result, and sends the result after
    /// each value; the terminal event is forwarded as it is.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.scan(0, +).observeValues { print($0) }
    /// for number in 1...3 { input.send(value: number) }
    /// // prints 1
    /// // prints 3
    /// // prints 6
    /// ```
    ///
    /// `initialResult` itself is never sent: the first value sent is
    /// `nextPartialResult(initialResult, firstValue)`. A signal that ends
    /// without a value sends only its terminal event. ``reduce(_:_:)`` is the
    /// same accumulation, sending only the final result.
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value has arrived.
    ///   - nextPartialResult: Combines the result so far with a new value
    ///     into the next result, which is sent.
    /// - Returns: A signal of the running results.
    public func scan<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> Signal<U, Error> {
        scan(into: initialResult) { result, value in
            result = nextPartialResult(result, value)
        }
    }

    /// Combines every value into a running result, changed in place, and
    /// sends the result after each value; the terminal event is forwarded as
    /// it is.
    ///
    /// ```swift
    /// let (letters, input) = Signal<Character, Never>.pipe()
    /// letters.scan(into: "") { word, letter in word.append(letter) }.observeValues { print($0) }
    /// for letter in "abc" { input.send(value: letter) }
    /// // prints a
    /// // prints ab
    /// // prints abc
    /// ```
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value has arrived.
    ///   - nextPartialResult: Changes the result to take in a new value; the
    ///     changed result is sent.
    /// - Returns: A signal of the running results.
    public func scan<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> Signal<U, Error> {
        flatMapEvent(Event.scan(into: initialResult, nextPartialResult))
    }
}

extension SignalProducer {
    /// Sends the running result after each value; see ``Signal/scan(_:_:)``.
    /// Each start begins from `initialResult`.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(1...3).scan(0, +).startWithValues { print($0) }
    /// // prints 1
    /// // prints 3
    /// // prints 6
    /// ```
    public func scan<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> SignalProducer<U, Error> {
        scan(into: initialResult) { result, value in
            result = nextPartialResult(result, value)
        }
    }

    /// Sends the running result, changed in place, after each value; see
    /// ``Signal/scan(into:_:)``.
    public func scan<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> SignalProducer<U, Error> {
        flatMapEvent(ProducedSignal.Event.scan(into: initialResult, nextPartialResult))
    }
}

extension Signal.Event {
    /// `scan` as an event transformation.
    static func scan<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> Transformation<U, Error> {
        { output, _ in
            // The running result: see `Reduce.swift` for why a `var` needs no
            // lock here.
            var result = initialResult
            return Signal.Observer { event in
                // `Event.map` runs its transform only for a value: update the
                // result and send it. Terminal events pass through untouched.
                output.send(event.map { value in
                    nextPartialResult(&result, value)
                    return result
                })
            }
        }
    }
}
