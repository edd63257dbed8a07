import Testing
@testable import Step12_Schedulers

/// The error of the typed-throws examples.
private enum AccountError: Swift.Error, Equatable {
    case overdrawn(by: Int)
}

/// Checks a balance, or throws an `AccountError`.
private func check(_ balance: Int) throws(AccountError) {
    if balance < 0 { throw .overdrawn(by: -balance) }
}

/// Checks a balance, or throws an error of no type in particular.
private func checkUntyped(_ balance: Int) throws {
    try check(balance)
}

@Suite struct AttemptTests {
    @Test("attempt forwards the values that pass, fails with the first failure, and stops there")
    func resultForm() {
        var calls = 0
        let (balances, input) = Signal<Int, AccountError>.pipe()
        let checker = ContractChecker<Int, AccountError>()
        checker.observe(
            balances.attempt { balance in
                calls += 1
                return balance < 0 ? .failure(.overdrawn(by: -balance)) : .success(())
            }
        )
        input.send(value: 10)
        input.send(value: -5)
        input.send(value: 20)
        #expect(checker.events == [.value(10), .failed(.overdrawn(by: 5))])
        #expect(calls == 2)
        expectNoViolations(checker)
    }

    @Test("ReactiveSwift's scenarios: the values upon success, the error of a failed attempt")
    func reactiveSwiftScenarios() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        var current: Int?
        numbers.attempt { _ in .success(()) }.observeResult { current = try? $0.get() }
        for value in 1...5 {
            input.send(value: value)
            #expect(current == value)
        }

        let (others, otherInput) = Signal<Int, TestError>.pipe()
        var error: TestError?
        others.attempt { _ in .failure(TestError("attempt")) }.observeFailed { error = $0 }
        otherInput.send(value: 42)
        #expect(error == TestError("attempt"))
    }

    @Test("the source's terminal events pass as they are")
    func terminalEvents() {
        let pass = { (_: String) -> Result<(), MarbleError> in .success(()) }
        #expect(MarbleScenario.run("-a-b|") { $0.attempt(pass) } == "-a-b|")
        #expect(MarbleScenario.run("-a#") { $0.attempt(pass) } == "-a#")
        #expect(MarbleScenario.run("-a!") { $0.attempt(pass) } == "-a!")
    }

    @Test("each closure a learner writes compiles and picks its overload, with the result type that says which")
    func overloadResolution() {
        let accounts = SignalProducer<Int, AccountError>([10, -5])
        // A closure that returns a Result: the Result form.
        let a = accounts.attempt { $0 < 0 ? .failure(.overdrawn(by: -$0)) : .success(()) }
        #expect(checkedEvents(of: a) == [.value(10), .failed(.overdrawn(by: 5))])
        // A closure that says throws(AccountError): typed throws, the error
        // type kept.
        let b = accounts.attempt { (balance) throws(AccountError) in try check(balance) }
        #expect(type(of: b) == SignalProducer<Int, AccountError>.self)
        #expect(checkedEvents(of: b) == [.value(10), .failed(.overdrawn(by: 5))])
        // A throwing closure on a Swift.Error stream: ReactiveSwift's form.
        let c = SignalProducer<Int, Swift.Error>([10, -5]).attempt { try checkUntyped($0) }
        #expect(type(of: c) == SignalProducer<Int, Swift.Error>.self)
        #expect(checkedEvents(of: c).map { $0.error as? AccountError } == [nil, .overdrawn(by: 5)])
        // On a stream that cannot fail, a throwing closure or one that does
        // not throw: ReactiveSwift's Never form (its scenario).
        let d = SignalProducer<Int, Never>([10, -5]).attempt { try checkUntyped($0) }
        #expect(type(of: d) == SignalProducer<Int, Swift.Error>.self)
        #expect(checkedEvents(of: d).map(\.value) == [10, nil])
        let e = SignalProducer<Int, Never>(value: 1).attempt { _ in }
        #expect(type(of: e) == SignalProducer<Int, Swift.Error>.self)

        // The same on signals.
        let f = Signal<Int, AccountError>.never.attempt { (balance) throws(AccountError) in try check(balance) }
        #expect(type(of: f) == Signal<Int, AccountError>.self)
        let g = Signal<Int, Swift.Error>.never.attempt { try checkUntyped($0) }
        #expect(type(of: g) == Signal<Int, Swift.Error>.self)
        let h = Signal<Int, Never>.never.attempt { try checkUntyped($0) }
        #expect(type(of: h) == Signal<Int, Swift.Error>.self)
    }

    @Test("a failed attempt interrupts the producer's work at once: no more elements are pulled")
    func interruptsTheWork() {
        var pulled = 0
        let balances = SignalProducer<Int, AccountError>([10, -5, 20].lazy.map { balance -> Int in
            pulled += 1
            return balance
        })
        let checked = balances.attempt { (balance) throws(AccountError) in try check(balance) }
        #expect(checkedEvents(of: checked) == [.value(10), .failed(.overdrawn(by: 5))])
        #expect(pulled == 2)
    }

    @Test("disposing of a start interrupts it and the work underneath")
    func disposal() {
        let scenario = MarbleScenario()
        var workEnded = false
        let work = scenario.producer("-a-b|").on(disposed: { workEnded = true })
        #expect(scenario.run(work.attempt { _ in .success(()) }, disposingAt: 2) == "-a!")
        #expect(workEnded)
    }
}
