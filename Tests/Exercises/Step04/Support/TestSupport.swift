// Helpers shared by the exercise tests of step 4.
//
// Every expectation in these tests is written `#expect(actual == expected)`:
// what your code produced on the left, what it should produce on the right.
// `swift run learn check` relies on that order to label the two values.
//
// Many tests check *when* things happen by writing to a log as they happen,
// and compare the whole log: `["result success(1)", "lifetime ended"]`.
// Others check that something was released, through a weak reference that
// must have become `nil`.

import Step03_Future
import Synchronization
@testable import Step04_Exercises

/// Your future, `Future` of `Step04_Exercises`. (Step 3's module has a
/// `Future` too, which cannot be cancelled; the tests always mean yours.)
typealias Future = Step04_Exercises.Future

/// Your signal, `Signal` of `Step04_Exercises`, with its shell and core
/// (exercise 4.5). (Step 3's module has a `Signal` too; the tests always mean
/// yours.)
typealias Signal = Step04_Exercises.Signal

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

    /// The recorded form of a result that cannot fail.
    init(_ result: Result<Value, Never>) {
        switch result {
        case .success(let value): self = .success(value)
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

/// An object whose release a test can watch through a weak reference.
final class Tracked {}

/// Carries a value across a concurrency boundary that the compiler cannot
/// check, in tests that arrange the hand-over themselves (for example, a
/// callback called once from another thread while the test waits for it).
struct UncheckedTransfer<Wrapped>: @unchecked Sendable {
    let value: Wrapped
    init(_ value: Wrapped) { self.value = value }
}

/// A count that many threads may add to at once.
final class Counter: Sendable {
    private let count = Atomic<Int>(0)

    /// Adds one.
    func increment() {
        count.add(1, ordering: .relaxed)
    }

    /// The count so far.
    var value: Int {
        count.load(ordering: .relaxed)
    }
}
