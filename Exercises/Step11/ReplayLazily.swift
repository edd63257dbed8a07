// Exercise 11.1: replayLazily(upTo:).
//
// One start of the source, shared by every start of the result, made at
// the first of them; a memory of the last `capacity` values for the starts
// that come late. The contract is in Exercises/Step11.md.
//
// The placeholder below compiles, so the tests can run and show you what
// they expected. Replace it.

import Foundation
import Step10_Properties

extension SignalProducer {
    /// A producer whose starts share one start of this producer, made at
    /// the first of them, and which replays the last `capacity` values to
    /// each start that comes late.
    ///
    /// ```swift
    /// let pages = SignalProducer<String, Never>(values: "page 1", "page 2")
    /// let shared = pages.replayLazily(upTo: 1)
    /// shared.startWithValues { print("first:", $0) }
    /// shared.startWithValues { print("second:", $0) }
    /// // prints first: page 1
    /// // prints first: page 2
    /// // prints second: page 2
    /// ```
    ///
    /// The shared start is interrupted when the result has been let go of
    /// and every start of it has ended; a start after the end receives the
    /// values kept, then the terminal event, and starts nothing.
    ///
    /// - Precondition: `capacity` is not negative.
    public func replayLazily(upTo capacity: Int) -> SignalProducer<Value, Error> {
        // TODO: share one start of `self` among the starts of the result,
        // made at the first of them, after that start is attached; keep the
        // last `capacity` values and the terminal event for the starts that
        // come later; interrupt the shared start when the result is let go
        // of and every start has ended.
        SignalProducer.empty
    }
}
