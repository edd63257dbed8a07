// collect: values into arrays
// ===========================
//
// Four ways to cut the stream of values into arrays, one rule for the end.
// Each variant only decides, value by value, when the array collected so
// far is sent; the transformation `collect(using:)` at the bottom of the file does
// the rest, and in particular what happens at the end:
//
// - On completion, the values collected and not yet sent are sent as one
//   last array. If no value arrived at all, an empty array is sent, so that
//   `collect()` always sends exactly one array. If values arrived but have
//   all been sent already, nothing more is sent.
// - On failure or interruption, the values not yet sent are dropped, and the
//   terminal event is forwarded.

extension Signal {
    /// Sends every value as one array when this signal completes, then
    /// completes.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.collect().observeValues { print($0) }
    /// for number in 1...3 { input.send(value: number) }
    /// input.sendCompleted()
    /// // prints [1, 2, 3]
    /// ```
    ///
    /// A signal that completes without a value sends `[]`. A failure or an
    /// interruption is forwarded, and no array is sent.
    ///
    /// - Returns: A signal of one array, sent on completion.
    public func collect() -> Signal<[Value], Error> {
        collect { _, _ in false }
    }

    /// Sends the values in arrays of `count`, each as soon as it is full;
    /// when this signal completes, sends the values left over, fewer than
    /// `count`, as a last array.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.collect(count: 2).observeValues { print($0) }
    /// for number in 1...5 { input.send(value: number) }
    /// input.sendCompleted()
    /// // prints [1, 2]
    /// // prints [3, 4]
    /// // prints [5]
    /// ```
    ///
    /// A signal that completes without a value sends `[]`; one that
    /// completes right after a full array sends nothing more. A failure or
    /// an interruption is forwarded, and the values left over are dropped.
    ///
    /// - Parameter count: How many values each array holds.
    /// - Precondition: `count` is greater than zero. It is checked when the
    ///   operator is applied.
    /// - Returns: A signal of arrays of `count` values, and maybe one shorter
    ///   array at the end.
    public func collect(count: Int) -> Signal<[Value], Error> {
        checkCollectCount(count)
        return collect { collected in collected.count == count }
    }

    /// Adds each value to an array, and sends the array and starts a new one
    /// whenever `shouldEmit` says so.
    ///
    /// ```swift
    /// let (weights, input) = Signal<Int, Never>.pipe()
    /// weights.collect { box in box.reduce(0, +) >= 10 }.observeValues { print($0) }
    /// for weight in [4, 5, 6, 3, 2] { input.send(value: weight) }
    /// input.sendCompleted()
    /// // prints [4, 5, 6]
    /// // prints [3, 2]
    /// ```
    ///
    /// `shouldEmit` sees the array *with* the new value in it. On completion,
    /// the values not yet sent are sent whatever `shouldEmit` says of them;
    /// if no value arrived at all, `[]` is sent. A failure or an interruption
    /// is forwarded, and the values not yet sent are dropped.
    ///
    /// - Parameter shouldEmit: Decides, after each value is added, whether to
    ///   send the array now.
    /// - Returns: A signal of the arrays.
    public func collect(_ shouldEmit: @escaping (_ collectedValues: [Value]) -> Bool) -> Signal<[Value], Error> {
        collect(using: Event.appending(sendingWhen: shouldEmit))
    }

    /// Sends the array collected so far, and starts a new one with the new
    /// value, whenever `shouldEmit` says so; otherwise adds the value to the
    /// array.
    ///
    /// ```swift
    /// let (numbers, input) = Signal<Int, Never>.pipe()
    /// numbers.collect { run, next in next < (run.last ?? next) }.observeValues { print($0) }
    /// for number in [1, 3, 5, 2, 4, 1] { input.send(value: number) }
    /// input.sendCompleted()
    /// // prints [1, 3, 5]
    /// // prints [2, 4]
    /// // prints [1]
    /// ```
    ///
    /// `shouldEmit` sees the array *without* the new value, and the new
    /// value apart: the value that ends an array begins the next one. If
    /// `shouldEmit` returns `true` for the very first value, an empty array
    /// is sent. On completion, the values not yet sent are sent; if no value
    /// arrived at all, `[]` is sent. A failure or an interruption is
    /// forwarded, and the values not yet sent are dropped.
    ///
    /// - Parameter shouldEmit: Decides, before each value is added, whether
    ///   to send the array and start a new one with that value.
    /// - Returns: A signal of the arrays.
    public func collect(_ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool) -> Signal<[Value], Error> {
        collect(using: Event.appending(sendingBefore: shouldEmit))
    }

    /// What every `collect` shares: the array, and the rule for the end.
    ///
    /// - Parameter takeIn: Takes a new value into the array collected so
    ///   far, and returns the array to send now, if any.
    private func collect(
        using takeIn: @escaping Event.TakeIn
    ) -> Signal<[Value], Error> {
        flatMapEvent(Event.collect(using: takeIn))
    }
}

extension SignalProducer {
    /// Sends every value of a start as one array when it completes; see
    /// ``Signal/collect()``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(1...3).collect().startWithValues { print($0) }
    /// SignalProducer<Int, Never>.empty.collect().startWithValues { print($0) }
    /// // prints [1, 2, 3]
    /// // prints []
    /// ```
    public func collect() -> SignalProducer<[Value], Error> {
        collect { _, _ in false }
    }

    /// Sends the values in arrays of `count`; see ``Signal/collect(count:)``.
    ///
    /// - Precondition: `count` is greater than zero.
    public func collect(count: Int) -> SignalProducer<[Value], Error> {
        // Checked now, when the operator is applied, not at each start.
        checkCollectCount(count)
        return collect { collected in collected.count == count }
    }

    /// Sends the values in arrays, cut after the values where `shouldEmit`
    /// says, on every start; see `Signal.collect(_:)` whose `shouldEmit`
    /// takes the array alone.
    public func collect(_ shouldEmit: @escaping (_ collectedValues: [Value]) -> Bool) -> SignalProducer<[Value], Error> {
        flatMapEvent(ProducedSignal.Event.collect(using: ProducedSignal.Event.appending(sendingWhen: shouldEmit)))
    }

    /// Sends the values in arrays, cut before the values where `shouldEmit`
    /// says, on every start; see `Signal.collect(_:)` whose `shouldEmit`
    /// takes the array and the latest value.
    public func collect(_ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool) -> SignalProducer<[Value], Error> {
        flatMapEvent(ProducedSignal.Event.collect(using: ProducedSignal.Event.appending(sendingBefore: shouldEmit)))
    }
}

extension Signal.Event {
    /// How a variant of `collect` takes in one value: it updates the values
    /// collected so far, and returns an array to send now, if any.
    fileprivate typealias TakeIn = (_ collected: inout [Value], _ value: Value) -> [Value]?

    /// Appends each value, and sends the array once `shouldEmit` says so.
    fileprivate static func appending(sendingWhen shouldEmit: @escaping ([Value]) -> Bool) -> TakeIn {
        { collected, value in
            collected.append(value)
            guard shouldEmit(collected) else { return nil }
            defer { collected.removeAll(keepingCapacity: true) }
            return collected
        }
    }

    /// Sends the array collected so far when `shouldEmit` says so, before
    /// the value that made it say so, which starts the next array.
    fileprivate static func appending(sendingBefore shouldEmit: @escaping ([Value], Value) -> Bool) -> TakeIn {
        { collected, value in
            guard shouldEmit(collected, value) else {
                collected.append(value)
                return nil
            }
            defer { collected = [value] }
            return collected
        }
    }

    /// `collect` as an event transformation, given how it takes in a value;
    /// the end is the same for every variant.
    fileprivate static func collect(using takeIn: @escaping TakeIn) -> Transformation<[Value], Error> {
        { output, _ in
            var collected: [Value] = []
            // Tells "no value at all" (send `[]` on completion) from "every
            // value already sent" (send nothing more).
            var hasReceivedAValue = false
            return Signal.Observer { event in
                switch event {
                case .value(let value):
                    hasReceivedAValue = true
                    if let full = takeIn(&collected, value) {
                        output.send(value: full)
                    }
                case .completed:
                    if !collected.isEmpty {
                        output.send(value: collected)
                    } else if !hasReceivedAValue {
                        output.send(value: [])
                    }
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

/// Stops the program if `count` cannot be the size of the arrays of
/// `collect(count:)`.
private func checkCollectCount(_ count: Int) {
    precondition(
        count > 0,
        """
        collect(count:) was given a count of \(count). It sends arrays of exactly `count` values, \
        so the count must be 1 or more. To collect every value into one array, use collect().
        """
    )
}
