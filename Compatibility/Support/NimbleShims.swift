// Written for the book, not taken from ReactiveSwift. Two helpers of
// ReactiveSwift's `SignalProducerLiftingSpec` (`testAsyncInterruptionScheduler`
// and `testAsyncASAPInterruption`) report a failure at their caller's line
// with `fail(_:location: SourceLocation(file:line:))`, an initializer that
// the Nimble of ReactiveSwift's day had and Nimble 13.8.0 keeps internal.
// This file's `SourceLocation` stands in for it, so those helpers, and the
// twelve cases that use them, compile: they are among the cases that check
// that asynchronous operators deliver `interrupted` on their scheduler.

import Nimble

/// Where a spec's helper was called from: a file and a line.
struct SourceLocation {
    let file: FileString
    let line: UInt

    init(file: FileString, line: UInt) {
        self.file = file
        self.line = line
    }
}

/// Fails the running case at `location`, as Nimble's `fail(_:location:)` does.
func fail(_ message: String, location: SourceLocation) {
    Nimble.fail(message, file: location.file, line: location.line)
}
