import Foundation
import Testing
@testable import Step12_Schedulers

@Suite struct ContractCheckerTests {
    @Test("a stream that keeps the contract leaves no violation, and its events are recorded in order")
    func keptContract() {
        let (numbers, input) = Signal<Int, TestError>.pipe()
        let checker = ContractChecker<Int, TestError>()
        checker.observe(numbers)
        input.send(value: 1)
        input.send(error: TestError("offline"))
        #expect(checker.events == [.value(1), .failed(TestError("offline"))])
        #expect(checker.values == [1])
        #expect(checker.violations.isEmpty)
    }

    @Test("an event after a terminal event breaks the grammar")
    func grammarViolation() {
        let checker = ContractChecker<Int, Never>()
        let observer = checker.observer
        observer.send(value: 1)
        observer.sendCompleted()
        observer.send(value: 2)
        #expect(
            checker.violations == [
                .eventAfterTermination(
                    EventGrammarViolation(index: 2, event: "VALUE 2", terminalIndex: 1, terminalEvent: "COMPLETED")
                )
            ]
        )
        #expect(checker.violations.map(\.description) == ["event #2 (VALUE 2) arrived after the terminal event #1 (COMPLETED)"])
    }

    @Test("an event that arrives while another is being delivered is an overlap")
    func recursiveDeliveryOverlaps() {
        var observer: Signal<Int, Never>.Observer?
        let checker = ContractChecker<Int, Never> { event in
            if event == .value(1) { observer?.send(value: 2) }
        }
        observer = checker.observer
        observer?.send(value: 1)
        #expect(checker.events == [.value(1), .value(2)])
        #expect(checker.violations == [.overlappingDelivery(index: 1, event: "VALUE 2")])
    }

    @Test("two threads delivering at once overlap; a signal never lets that happen")
    func concurrentDelivery() async {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let checker = ContractChecker<Int, Never> { event in
            if event == .value(1) {
                entered.signal()
                release.wait()
            }
        }
        let observer = UncheckedTransfer(checker.observer)
        let first = Thread { observer.value.send(value: 1) }
        first.start()
        entered.wait()
        observer.value.send(value: 2)
        release.signal()
        while !first.isFinished { usleep(100) }
        #expect(checker.violations == [.overlappingDelivery(index: 1, event: "VALUE 2")])
    }

    @Test("an event after the observation was disposed of is a violation")
    func eventAfterObservationDisposed() {
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checker = ContractChecker<Int, Never>()
        let observation = checker.observe(numbers)
        observation?.dispose()
        // A broken signal would go on sending; play it by hand.
        checker.observer.send(value: 1)
        withExtendedLifetime(input) {}
        #expect(checker.violations == [.eventAfterDisposal(index: 0, event: "VALUE 1")])
    }

    @Test("disposing a start: interrupted is the only event allowed, and it is required")
    func startDisposal() {
        let checker = ContractChecker<Int, Never>()
        let start = checker.start(SignalProducer<Int, Never>.never)
        start.dispose()
        #expect(checker.events == [.interrupted])
        #expect(checker.violations.isEmpty)

        let silent = ContractChecker<Int, Never>()
        silent.watchDisposal(ofStart: AnyDisposable()).dispose()
        #expect(silent.violations == [.missingInterruption])
        silent.observer.send(value: 1)
        #expect(silent.violations == [.eventAfterDisposal(index: 0, event: "VALUE 1"), .missingInterruption])
    }

    @Test("a start that ends with completed or failed while it is being disposed of breaks the disposal rule")
    func disposalThatCompletes() {
        // A start whose disposal comes out as `completed`: what an operator
        // that treats an interrupted input as ended would deliver if it
        // stood between the work and the observer.
        let checker = ContractChecker<Int, Never>()
        let observer = checker.observer
        checker.watchDisposal(ofStart: AnyDisposable { observer.sendCompleted() }).dispose()
        #expect(checker.events == [.completed])
        #expect(checker.violations == [.disposalEndedWithoutInterruption(index: 0, event: "COMPLETED")])
        #expect(checker.violations.first?.description
            == "event #0 (COMPLETED) ended a start while it was being disposed of: disposing a start ends it with interrupted")

        // Values may still arrive while the start is being disposed of, as
        // long as it ends with `interrupted`.
        let materializing = ContractChecker<Signal<Int, Never>.Event, Never>()
        materializing.start(SignalProducer<Int, Never>.never.materialize()).dispose()
        #expect(materializing.events == [.value(.interrupted), .interrupted])
        #expect(materializing.violations.isEmpty)
    }

    @Test("disposing a start that has already ended requires nothing more")
    func disposingAFinishedStart() {
        let checker = ContractChecker<Int, Never>()
        checker.start(SignalProducer(value: 1)).dispose()
        #expect(checker.events == [.value(1), .completed])
        #expect(checker.violations.isEmpty)
    }
}
