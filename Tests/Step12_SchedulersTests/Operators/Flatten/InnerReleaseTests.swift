import Testing
@testable import Step12_Schedulers

/// What a flattened stream keeps of an inner stream that has ended: nothing,
/// while the result goes on. (ReactiveSwift 7.2's `.throttle` keeps every
/// inner's interrupter until the result ends.) The test watches the inner's
/// input observer, which nothing but the interrupter of its start holds once
/// its start handler has returned.
@Suite struct InnerReleaseTests {
    @Test(
        "an inner that has completed is let go of at once, though the result goes on",
        arguments: [FlattenStrategy.merge, .concat, .concurrent(limit: 2), .race, .throttle]
    )
    func completedInnerIsLetGo(strategy: FlattenStrategy) {
        weak var innerInput: Signal<Int, Never>.Observer?
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.observe(outer.flatten(strategy))
        outerInput.send(
            value: SignalProducer { observer, _ in
                innerInput = observer
                observer.send(value: 1)
                observer.sendCompleted()
            }
        )
        #expect(checker.events == [.value(1)])
        #expect(innerInput == nil)
        expectNoViolations(checker)
        withExtendedLifetime(outerInput) {}
    }

    @Test("the latest inner is let go of once it has ended, before another replaces it; a running one, once replaced")
    func latestIsLetGoOfOnceEndedOrReplaced() {
        weak var endedInput: Signal<Int, Never>.Observer?
        weak var runningInput: Signal<Int, Never>.Observer?
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        checker.observe(outer.flatten(.latest))
        outerInput.send(
            value: SignalProducer { observer, _ in
                endedInput = observer
                observer.sendCompleted()
            }
        )
        #expect(endedInput == nil)
        outerInput.send(value: SignalProducer { observer, _ in runningInput = observer })
        #expect(runningInput != nil)
        outerInput.send(value: SignalProducer(value: 2))
        #expect(runningInput == nil)
        #expect(checker.events == [.value(2)])
        expectNoViolations(checker)
        withExtendedLifetime(outerInput) {}
    }
}
