// Exercise 6.3: collect(count:).
//
// A batch upload sends records ten at a time; a chart plots points in
// groups. `collect(count:)` gathers values into arrays of `count`, and sends
// each array as soon as it is full.

import Step05_SignalProducer

extension Signal {
    /// Sends the values in arrays of `count`, each as soon as it is full.
    /// When this signal completes, the values left over are sent as a last,
    /// shorter array, and a signal that sent no value at all sends one empty
    /// array. A failure or an interruption is sent at once, and the values
    /// left over are dropped.
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
    /// - Precondition: `count` is greater than 0.
    /// - Parameter count: How many values each array holds.
    /// - Returns: A signal of arrays.
    public func collect(count: Int) -> Signal<[Value], Error> {
        // Checked when the operator is applied, as ReactiveSwift does.
        precondition(count > 0, "collect(count:) was given a count of \(count). It sends arrays of exactly `count` values, so the count must be 1 or more. To collect every value into one array, use collect().")
        return Signal<[Value], Error> { output, lifetime in
            // The array being filled.
            var collected: [Value] = []
            // Whether any value arrived at all: a source that only completes
            // still gets an (empty) array, as `collect()` gives.
            var hasReceivedValues = false
            lifetime += self.observe { event in
                switch event {
                case .value(let value):
                    hasReceivedValues = true
                    collected.append(value)
                    if collected.count == count {
                        // Full: send it, and start a new one.
                        output.send(value: collected)
                        collected.removeAll(keepingCapacity: true)
                    }
                case .completed:
                    if !collected.isEmpty {
                        // The leftovers: fewer than `count`.
                        output.send(value: collected)
                    } else if !hasReceivedValues {
                        output.send(value: [])
                    }
                    // (Values that all went out in full arrays leave nothing
                    // over, and no empty array follows them.)
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

extension SignalProducer {
    /// Sends the values of each start in arrays of `count`; see
    /// ``Signal/collect(count:)``.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(1...5).collect(count: 2).startWithValues { print($0) }
    /// // prints [1, 2]
    /// // prints [3, 4]
    /// // prints [5]
    /// ```
    public func collect(count: Int) -> SignalProducer<[Value], Error> {
        // Checked here too, so that the mistake shows where the producer is
        // built, not at its first start.
        precondition(count > 0, "collect(count:) was given a count of \(count). It sends arrays of exactly `count` values, so the count must be 1 or more. To collect every value into one array, use collect().")
        return lift { $0.collect(count: count) }
    }
}
