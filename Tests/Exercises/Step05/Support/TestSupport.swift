// Helpers shared by the exercise tests of step 5.
//
// Every expectation in these tests is written `#expect(actual == expected)`:
// what your code produced on the left, what it should produce on the right.
// `swift run learn check` relies on that order to label the two values.
//
// Most tests start producers with `testStart` and `testStartWithSignal`
// below: the step's `start` and `startWithSignal`, written again here, so
// that the tests of one exercise do not depend on another. Only the tests
// of exercise 5.2 call your `start` and `startWithSignal`. (Your `lift` of
// exercises 5.3 and 5.4 calls your `startWithSignal` itself, and your
// `toArray` and `deferred` of 5.5 and 5.6 call your `start`.)

import Step04_Disposables
@testable import Step05_Exercises

extension SignalProducer {
    /// The step's `startWithSignal`, for the tests: a pipe, a lifetime that
    /// ends when the pipe's signal terminates, `setup`, then the start
    /// handler, unless `setup` interrupted.
    @discardableResult
    func testStartWithSignal<Result>(_ setup: (Signal<Value, Error>, Disposable) -> Result) -> Result {
        let (lifetime, token) = Lifetime.make()
        let (signal, input) = Signal<Value, Error>.pipe(disposable: AnyDisposable { token.dispose() })
        let interrupter = AnyDisposable(input.sendInterrupted)
        let result = setup(signal, interrupter)
        if !interrupter.isDisposed {
            startHandler(input, lifetime)
        }
        return result
    }

    /// The step's `start`, for the tests: the events go to `action`; the
    /// disposable returned interrupts the start.
    @discardableResult
    func testStart(_ action: @escaping (Event<Value, Error>) -> Void = { _ in }) -> Disposable {
        testStartWithSignal { signal, interrupter in
            signal.observe(action)
            return interrupter
        }
    }
}

/// Records the events handed to it, in order, so that a test can compare
/// them with the events it expects.
///
/// ```swift
/// let recorder = Recorder<Int>()
/// SignalProducer<Int, TestError>(value: 1).testStart(recorder.record)
/// #expect(recorder.events == [.value(1), .completed])
/// ```
final class Recorder<Value: Equatable> {
    /// Every event recorded so far, in the order they arrived.
    private(set) var events: [TestEvent<Value>] = []

    /// Appends an event to the recording.
    func record(_ event: Event<Value, TestError>) {
        events.append(TestEvent(event))
    }

    /// Appends an event of a producer that cannot fail to the recording.
    func record(_ event: Event<Value, Never>) {
        events.append(TestEvent(event))
    }
}

/// An event as the tests record and compare it: the same four cases as
/// `Event<Value, TestError>`, printed in a failing test as the event prints
/// itself (`VALUE 4`), whichever error type the recorded stream had.
enum TestEvent<Value: Equatable>: Equatable, CustomDebugStringConvertible {
    case value(Value)
    case failed(TestError)
    case completed
    case interrupted

    /// The recorded form of `event`.
    init(_ event: Event<Value, TestError>) {
        switch event {
        case .value(let value): self = .value(value)
        case .failed(let error): self = .failed(error)
        case .completed: self = .completed
        case .interrupted: self = .interrupted
        }
    }

    /// The recorded form of an event that cannot be a failure.
    init(_ event: Event<Value, Never>) {
        switch event {
        case .value(let value): self = .value(value)
        case .completed: self = .completed
        case .interrupted: self = .interrupted
        }
    }

    /// `VALUE 4`, `FAILED TestError(boom)`, `COMPLETED`, `INTERRUPTED`: the
    /// event's own format, which is ReactiveSwift's.
    var debugDescription: String {
        switch self {
        case .value(let value): return "VALUE \(value)"
        case .failed(let error): return "FAILED \(error)"
        case .completed: return "COMPLETED"
        case .interrupted: return "INTERRUPTED"
        }
    }
}

/// A future's result as the tests record and compare it, printed the short
/// way (`success([1, 2])`, `failure(TestError(boom))`) in a failing test.
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

    /// `success([1, 2])`, `failure(TestError(boom))`.
    var debugDescription: String {
        switch self {
        case .success(let value): return "success(\(String(reflecting: value)))"
        case .failure(let error): return "failure(\(error))"
        }
    }
}

/// An error with a name, for tests that need a failure to compare.
struct TestError: Swift.Error, Equatable, CustomStringConvertible {
    /// What tells this error apart from another in a test.
    let name: String

    /// Creates an error called `name`.
    init(_ name: String = "test") { self.name = name }

    /// `TestError(name)`, as printed in a failing test.
    var description: String { "TestError(\(name))" }
}

/// An object whose release a test can watch through a weak reference.
final class Tracked {}

/// A hand-written map on signals: the kind of operator chapter 6 writes.
func mapped<T, U, E>(_ transform: @escaping (T) -> U) -> (Signal<T, E>) -> Signal<U, E> {
    { upstream in
        Signal { observer, lifetime in
            lifetime += upstream.observe { observer.send($0.map(transform)) }
        }
    }
}

/// A hand-written operator that completes after the first value.
func firstOnly<T, E>(_ upstream: Signal<T, E>) -> Signal<T, E> {
    Signal { observer, lifetime in
        lifetime += upstream.observe { event in
            observer.send(event)
            if event.value != nil { observer.sendCompleted() }
        }
    }
}

/// A hand-written binary operator: labels each value of the left signal
/// with the latest value of the right one (`?` before there is one), and
/// ends when the left one ends.
func labelled<E>(_ left: Signal<Int, E>) -> (Signal<String, E>) -> Signal<String, E> {
    { right in
        Signal { observer, lifetime in
            var label = "?"
            lifetime += right.observe { event in
                if let value = event.value { label = value }
            }
            lifetime += left.observe { event in
                observer.send(event.map { "\(label)\($0)" })
            }
        }
    }
}
