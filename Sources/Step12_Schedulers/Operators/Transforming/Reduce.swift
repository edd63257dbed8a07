// reduce: one result, at the end
// ==============================
//
// The first operator of the chapter with state: the result so far. It lives
// in a local `var` that the observing closure captures. No lock guards it:
// a signal delivers its events one at a time, so the closure never runs
// twice at once. Each signal made by `reduce` has its own `var`, so each
// start of a producer begins again from `initialResult`. (A copy of it, that
// is, when it is a value; an instance of a class would be shared by every
// start.)

extension Signal {
    /// Combines every value into one result, and sends that result when this
    /// signal completes, then completes.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.reduce(0, +).observeValues { print($0) }
    /// for number in 1...4 { input.send(value: number) }
    /// print("before completion")
    /// input.sendCompleted()
    /// // prints before completion
    /// // prints 10
    /// ```
    ///
    /// - A signal that completes without a value sends `initialResult`.
    /// - A failure or an interruption is forwarded as it is, and no result is
    ///   sent: the work is unfinished, so the partial result is dropped.
    ///
    /// Use ``scan(_:_:)`` to see every partial result as it is made.
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value has arrived.
    ///   - nextPartialResult: Combines the result so far with a new value
    ///     into the next result.
    /// - Returns: A signal that sends the final result when this signal
    ///   completes.
    public func reduce<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> Signal<U, Error> {
        reduce(into: initialResult) { result, value in
            result = nextPartialResult(result, value)
        }
    }

    /// Combines every value into one result by changing it in place, and
    /// sends that result when this signal completes, then completes.
    ///
    /// ```swift
    /// let (words, input) = Signal<String, Never>.pipe()
    /// words.reduce(into: [:]) { counts, word in counts[word, default: 0] += 1 }
    ///     .observeValues { print($0.sorted { $0.key < $1.key }) }
    /// for word in ["b", "a", "b"] { input.send(value: word) }
    /// input.sendCompleted()
    /// // prints [(key: "a", value: 1), (key: "b", value: 2)]
    /// ```
    ///
    /// The same as ``reduce(_:_:)``, without making a new result for every
    /// value: handy when the result is a collection.
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value has arrived.
    ///   - nextPartialResult: Changes the result to take in a new value.
    /// - Returns: A signal that sends the final result when this signal
    ///   completes.
    public func reduce<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> Signal<U, Error> {
        flatMapEvent(Event.reduce(into: initialResult, nextPartialResult))
    }
}

extension SignalProducer {
    /// Sends the combination of every value when a start completes; see
    /// ``Signal/reduce(_:_:)``. Each start begins from `initialResult`.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(1...4).reduce(0, +).startWithValues { print($0) }
    /// // prints 10
    /// ```
    public func reduce<U>(_ initialResult: U, _ nextPartialResult: @escaping (U, Value) -> U) -> SignalProducer<U, Error> {
        reduce(into: initialResult) { result, value in
            result = nextPartialResult(result, value)
        }
    }

    /// Sends the combination of every value, changed in place, when a start
    /// completes; see ``Signal/reduce(into:_:)``.
    public func reduce<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> SignalProducer<U, Error> {
        flatMapEvent(ProducedSignal.Event.reduce(into: initialResult, nextPartialResult))
    }
}

extension Signal.Event {
    /// `reduce` as an event transformation.
    static func reduce<U>(into initialResult: U, _ nextPartialResult: @escaping (inout U, Value) -> Void) -> Transformation<U, Error> {
        { output, _ in
            var result = initialResult
            return Signal.Observer { event in
                switch event {
                case .value(let value):
                    nextPartialResult(&result, value)
                case .completed:
                    output.send(value: result)
                    output.sendCompleted()
                case .failed(let error):
                    output.send(error: error)
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}
