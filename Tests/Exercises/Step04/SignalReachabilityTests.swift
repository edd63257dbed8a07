// The tests of exercise 4.5, `Exercises/Step04/SignalReachability.swift`.
// Check it with `swift run learn check 4.5`.
//
// The signal's lifetime is your `Lifetime` (exercise 4.3) on your
// `CompositeDisposable` (exercise 4.2): do those first. The tests watch
// whether a signal has ended through its lifetime's `observeEnded`.

import Step03_Future
import Testing
@testable import Step04_Exercises

@Suite("Exercise 4.5: Who keeps a signal alive")
struct Exercise04_05 {
    typealias TestSignal = Signal<Int, TestError>

    @Test("a signal nobody references and nobody observes ends at once, and so does its lifetime")
    func unreferencedAndUnobservedEnds() {
        var input: TestSignal.Observer?
        var log: [String] = []
        do {
            _ = TestSignal { observer, lifetime in
                input = observer
                lifetime.observeEnded { log.append("lifetime ended") }
            }
        }
        log.append("shell released")
        input?.send(value: 1)
        #expect(input != nil, "the test still holds the input observer")
        #expect(log == ["lifetime ended", "shell released"])
    }

    @Test("a signal nobody references stays alive while it is observed, and ends when the last observation stops")
    func observedSignalEndsWithLastObservation() {
        var input: TestSignal.Observer?
        var log: [String] = []
        var first: Disposable?
        var second: Disposable?
        do {
            let signal = TestSignal { observer, lifetime in
                input = observer
                lifetime.observeEnded { log.append("lifetime ended") }
            }
            first = signal.observe { log.append("first: \($0)") }
            second = signal.observe { log.append("second: \($0)") }
        }
        input?.send(value: 1)
        first?.dispose()
        input?.send(value: 2)
        log.append("disposing the last observation")
        second?.dispose()
        input?.send(value: 3)
        #expect(
            log == [
                "first: VALUE 1", "second: VALUE 1",
                "second: VALUE 2",
                "disposing the last observation", "lifetime ended",
            ]
        )
    }

    @Test("a signal that is still referenced stays alive with no observers")
    func referencedSignalStaysAlive() {
        var input: TestSignal.Observer?
        var log: [String] = []
        let signal = TestSignal { observer, lifetime in
            input = observer
            lifetime.observeEnded { log.append("lifetime ended") }
        }
        signal.observe { log.append("early: \($0)") }?.dispose()
        signal.observe { log.append("later: \($0)") }
        input?.send(value: 1)
        log.append("still alive")
        input?.sendCompleted()
        #expect(log == ["later: VALUE 1", "still alive", "later: COMPLETED", "lifetime ended"])
    }

    @Test("a signal that keeps its own input in its lifetime, like never, is released once unobserved and unreferenced")
    func neverLikeSignalIsReleased() {
        weak var weakInput: TestSignal.Observer?
        weak var weakResource: Tracked?
        var observation: Disposable?
        do {
            let signal = TestSignal { observer, lifetime in
                let resource = Tracked()
                weakInput = observer
                weakResource = resource
                // The lifetime keeps the input observer and a resource: a
                // cycle through the core, which only the end breaks.
                lifetime.observeEnded { _ = (observer, resource) }
            }
            observation = signal.observe { _ in }
        }
        let aliveWhileObserved = [weakInput != nil, weakResource != nil]
        observation?.dispose()
        #expect(aliveWhileObserved == [true, true])
        #expect([weakInput != nil, weakResource != nil] == [false, false])
    }

    @Test("the signal ends with the state lock released, and the last observer is released after it")
    func endsOutsideTheLock() {
        var input: TestSignal.Observer?
        var lockFree: [String] = []
        var core: TestSignal.Core?
        var observation: Disposable?
        do {
            let signal = TestSignal { observer, lifetime in
                input = observer
                lifetime.observeEnded { lockFree.append("lifetime ended, lock free: \(core?.isStateLockFree ?? false)") }
            }
            core = signal.core
            let watched = ReleaseWatcher { lockFree.append("observer released, lock free: \(core?.isStateLockFree ?? false)") }
            observation = signal.observe { _ in _ = watched }
        }
        observation?.dispose()
        // In either order: both only need the lock to be free.
        #expect(lockFree.sorted() == ["lifetime ended, lock free: true", "observer released, lock free: true"])
        _ = input
    }

    @Test("disposing the observations of a signal that has already ended does nothing more")
    func disposeAfterEnd() {
        var input: TestSignal.Observer?
        var log: [String] = []
        var observation: Disposable?
        do {
            let signal = TestSignal { observer, lifetime in
                input = observer
                lifetime.observeEnded { log.append("lifetime ended") }
            }
            observation = signal.observe { log.append("observer: \($0)") }
        }
        input?.sendCompleted()
        observation?.dispose()
        #expect(log == ["observer: COMPLETED", "lifetime ended"])
    }
}

/// Runs an action when it is released.
private final class ReleaseWatcher {
    private let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    deinit { action() }
}

extension Signal.Core {
    /// Whether the state lock is free right now.
    var isStateLockFree: Bool {
        guard stateLock.try() else { return false }
        stateLock.unlock()
        return true
    }
}
