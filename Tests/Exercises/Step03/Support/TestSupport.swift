// Helpers shared by the exercise tests of step 3.
//
// Every expectation in these tests is written `#expect(actual == expected)`:
// what your code produced on the left, what it should produce on the right.
// `swift run learn check` relies on that order to label the two values.
//
// The tests record every result a future delivers, in an array: a future
// delivers exactly one, so a correct run records `[.success(4)]`, and a
// mistake shows as `[]` (nothing delivered) or as two results.

@testable import Step03_Exercises

/// An error with a name, for tests that need a failure to compare.
struct TestError: Swift.Error, Equatable, CustomStringConvertible {
    /// What tells this error apart from another in a test.
    let name: String

    /// Creates an error called `name`.
    init(_ name: String = "test") { self.name = name }

    /// `TestError(name)`, as printed in a failing test.
    var description: String { "TestError(\(name))" }
}

/// A future's result as the tests record and compare it, printed the short
/// way (`success(4)`, `failure(TestError(boom))`) in a failing test. (A
/// `Result` in an array prints with its full type name,
/// `Swift.Result<Swift.Int, …>.success(4)`.)
enum Outcome<Value: Equatable>: Equatable, CustomDebugStringConvertible {
    case success(Value)
    case failure(TestError)

    /// The recorded form of `result`.
    init(_ result: Result<Value, TestError>) {
        switch result {
        case .success(let value): self = .success(value)
        case .failure(let error): self = .failure(error)
        }
    }

    /// `success(4)`, `failure(TestError(boom))`.
    var debugDescription: String {
        switch self {
        case .success(let value): return "success(\(String(reflecting: value)))"
        case .failure(let error): return "failure(\(error))"
        }
    }
}

extension Future where Value: Equatable, Error == TestError {
    /// Starts the future and returns the results it has delivered by the
    /// time `start` returns (the futures of these tests finish at once,
    /// unless a test keeps the completion for later).
    func resultsOfOneStart() -> [Outcome<Value>] {
        var results: [Outcome<Value>] = []
        start { results.append(Outcome($0)) }
        return results
    }
}
