@testable import Step12_Schedulers

/// The links of step 9's random chains that handle failures, each with its
/// reference on plain arrays. `retry(upTo:)` is not among them: it restarts
/// everything above it, so its reference needs the whole chain (see
/// `RandomChainTests.Chain`).
extension ChainLink {
    /// `mapError`, to another `TestError` whose name says it was mapped.
    static func mapError() -> ChainLink {
        let transform = { (error: TestError) in TestError("mapped \(error.name)") }
        return ChainLink(description: "mapError { mapped }", apply: { $0.mapError(transform) }) { events in
            events.map { $0.mapError(transform) }
        }
    }

    /// `flatMapError`, replacing a failure with a small producer that sends
    /// two values, then completes or fails itself.
    static func flatMapError(first: Int, replacementFails: Bool) -> ChainLink {
        let replacementEvents: [ChainEvent] = [
            .value(first),
            .value((first + 1) % 5),
            replacementFails ? .failed(TestError("replacement")) : .completed,
        ]
        let replacement = SignalProducer<Int, TestError> { observer, lifetime in
            for event in replacementEvents where !lifetime.hasEnded {
                observer.send(event)
            }
        }
        return ChainLink(
            description: "flatMapError { \(replacementEvents) }",
            apply: { $0.flatMapError { _ in replacement } }
        ) { events in
            events.flatMap { event in event.error == nil ? [event] : replacementEvents }
        }
    }

    /// `attemptMap`, which fails on one value and maps the others: with a
    /// closure that returns a `Result`, or one that throws a `TestError`.
    static func attemptMap(failingOn failing: Int, typedThrows: Bool) -> ChainLink {
        let failure = TestError("attempt")
        let apply: (Signal<Int, TestError>) -> Signal<Int, TestError> =
            if typedThrows {
                {
                    $0.attemptMap { (value) throws(TestError) -> Int in
                        if value == failing { throw failure }
                        return 4 - value
                    }
                }
            } else {
                { $0.attemptMap { $0 == failing ? .failure(failure) : .success(4 - $0) } }
            }
        let description = typedThrows ? "attemptMap { throws on \(failing) }" : "attemptMap { .failure on \(failing) }"
        return ChainLink(description: description, apply: apply) { events in
            var output: [ChainEvent] = []
            for event in events {
                guard let value = event.value else { return output + [event] }
                if value == failing { return output + [.failed(failure)] }
                output.append(.value(4 - value))
            }
            return output
        }
    }

    /// `materializeResults()` then `dematerializeResults()`: it must change
    /// nothing.
    static func materializeResultsThenDematerializeResults() -> ChainLink {
        ChainLink(
            description: "materializeResults().dematerializeResults()",
            apply: { $0.materializeResults().dematerializeResults() }
        ) { $0 }
    }
}
