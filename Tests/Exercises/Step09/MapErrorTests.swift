// The tests of exercise 9.1, `Exercises/Step09/MapError.swift`.
// Check it with `swift run learn check 9.1`.

import Foundation
import Step08_Flattening
import Testing
@testable import Step09_Exercises

@Suite("Exercise 9.1: mapError")
struct Exercise09_01 {
    /// The Basic Operators guide's error type, in today's Swift.
    enum CustomError: String, Swift.Error, CustomStringConvertible {
        case foo = "Foo"
        case bar = "Bar"
        case other = "Other"

        var description: String { "\(rawValue) Error" }
    }

    /// The guide's translation: by the `NSError`'s domain.
    static func custom(_ error: NSError) -> CustomError {
        switch error.domain {
        case "com.example.foo":
            return .foo
        case "com.example.bar":
            return .bar
        default:
            return .other
        }
    }

    @Test("the Basic Operators guide's example: an NSError's domain becomes a CustomError")
    func guideExample() {
        let (signal, input) = Signal<String, NSError>.pipe()
        var printed: [String] = []
        signal
            .mapError(Exercise09_01.custom)
            .observeFailed { error in printed.append("\(error)") }
        input.send(error: NSError(domain: "com.example.foo", code: 42, userInfo: nil))
        #expect(printed == ["Foo Error"])
    }

    @Test("values, completion and interruption pass as they are")
    func passesTheRest() {
        #expect(MarbleScenario.checkedRun("-a-b|") { $0.mapError { _ in CustomError.other } } == "-a-b|")
        #expect(MarbleScenario.checkedRun("-a!") { $0.mapError { _ in CustomError.other } } == "-a!")
    }

    @Test("a failure is sent with the new error, once")
    func mapsTheFailure() {
        let (signal, input) = Signal<String, NamedError>.pipe()
        let checker = ContractChecker<String, CustomError>()
        checker.observe(signal.mapError { $0.name == "bar" ? .bar : .other })
        input.send(value: "a")
        input.send(error: NamedError("bar"))
        #expect(checker.events == [.value("a"), .failed(.bar)])
        expectNoViolations(checker)
    }

    @Test("transform is called for the failure only")
    func transformCalls() {
        var calls: [String] = []
        let mapped = MarbleScenario.checkedRun("-a-b-#") { signal in
            signal.mapError { error -> CustomError in
                calls.append("\(error)")
                return .other
            }
        }
        #expect(mapped == "-a-b-#")
        #expect(calls == ["#"])
    }

    @Test("the error type changes: a mapped signal combines with signals of the new error type")
    func changesTheErrorType() {
        let (numbers, numbersInput) = Signal<Int, NamedError>.pipe()
        let (letters, lettersInput) = Signal<String, CustomError>.pipe()
        let combined = numbers.mapError { $0.name == "foo" ? CustomError.foo : .other }.combineLatest(with: letters)
        #expect(type(of: combined) == Signal<(Int, String), CustomError>.self)
        let checker = ContractChecker<(Int, String), CustomError>()
        checker.observe(combined)
        numbersInput.send(value: 1)
        lettersInput.send(value: "a")
        numbersInput.send(error: NamedError("foo"))
        #expect(checker.events.map { $0.value.map { "\($0.0)\($0.1)" } } == ["1a", nil])
        #expect(checker.events.last?.error == .foo)
        expectNoViolations(checker)
    }

    @Test("a producer's mapError maps the failure of every start")
    func producer() {
        let failing = SignalProducer<Int, NamedError>([1, 2]).concat(SignalProducer(error: NamedError("foo")))
        let mapped = failing.mapError { $0.name == "foo" ? CustomError.foo : .other }
        #expect(checkedEvents(of: mapped) == [.value(1), .value(2), .failed(.foo)])
        #expect(checkedEvents(of: mapped) == [.value(1), .value(2), .failed(.foo)])
    }

    @Test("disposing of a start interrupts the start underneath")
    func disposal() {
        var log: [String] = []
        let producer = SignalProducer<Int, NamedError> { _, lifetime in
            lifetime.observeEnded { log.append("upstream ended") }
        }
        let checker = ContractChecker<Int, CustomError>()
        let start = checker.start(producer.mapError { _ in .other })
        start.dispose()
        #expect(checker.events == [.interrupted])
        #expect(log == ["upstream ended"])
        expectNoViolations(checker)
    }

    @Test("transform is let go once the signal has ended")
    func releasesTransform() {
        weak var weakTracked: Tracked?
        let (signal, input) = Signal<Int, NamedError>.pipe()
        let checker = ContractChecker<Int, CustomError>()
        do {
            let tracked = Tracked()
            weakTracked = tracked
            checker.observe(signal.mapError { _ in
                _ = tracked
                return .other
            })
        }
        let isKeptWhileAlive = weakTracked != nil
        input.sendCompleted()
        #expect(isKeptWhileAlive)
        #expect(weakTracked == nil)
        expectNoViolations(checker)
    }
}
