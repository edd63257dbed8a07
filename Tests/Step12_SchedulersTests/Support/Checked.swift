import Testing
@testable import Step12_Schedulers

/// Starts `producer` through a ``ContractChecker``, and fails the test if the
/// start breaks the contract.
///
/// ```swift
/// #expect(checkedEvents(of: SignalProducer([1, 2]).map { $0 * 2 }) == [.value(2), .value(4), .completed])
/// ```
///
/// - Returns: The events the start sent, in order.
func checkedEvents<Value, Error>(
    of producer: SignalProducer<Value, Error>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [Signal<Value, Error>.Event] {
    let checker = ContractChecker<Value, Error>()
    checker.start(producer)
    expectNoViolations(checker, sourceLocation: sourceLocation)
    return checker.events
}

/// Fails the test with each break of the contract that `checker` saw.
func expectNoViolations<Value, Error>(
    _ checker: ContractChecker<Value, Error>,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for violation in checker.violations {
        Issue.record("the stream broke its contract: \(violation)", sourceLocation: sourceLocation)
    }
}
