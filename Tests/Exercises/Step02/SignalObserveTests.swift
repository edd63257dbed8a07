// The tests of exercise 2.3, `Exercises/Step02/SignalObserve.swift`.
// Check it with `swift run learn check 2.3`.
//
// Your observers are kept in your `Bag` (exercise 2.1), and a signal ends
// through your exercise 2.2: do those two first.

import Step01_Event
import Testing
@testable import Step02_Exercises

@Suite("Exercise 2.3: Observing, before and after the end")
struct Exercise02_03 {
    typealias TestSignal = Signal<Int, TestError>

    @Test("observe adds the observer: it receives the events sent after it started observing")
    func observeReceivesLaterEvents() {
        let (signal, input) = TestSignal.pipe()
        let early = Recorder<Int>()
        let late = Recorder<Int>()
        let earlyDisposable = signal.observe(TestSignal.Observer(early.record))
        input.send(value: 1)
        let lateDisposable = signal.observe(TestSignal.Observer(late.record))
        input.send(value: 2)
        input.sendCompleted()
        #expect(early.events == [.value(1), .value(2), .completed])
        #expect(late.events == [.value(2), .completed])
        #expect([earlyDisposable != nil, lateDisposable != nil] == [true, true])
    }

    @Test("the disposable removes that observer only: it hears nothing more, and the others go on")
    func disposeRemovesOneObserver() {
        let (signal, input) = TestSignal.pipe()
        let stopped = Recorder<Int>()
        let kept = Recorder<Int>()
        let disposable = signal.observe(TestSignal.Observer(stopped.record))
        signal.observe(TestSignal.Observer(kept.record))
        input.send(value: 1)
        let countBefore = signal.observerCount
        disposable?.dispose()
        let countAfter = signal.observerCount
        input.send(value: 2)
        #expect(stopped.events == [.value(1)])
        #expect(kept.events == [.value(1), .value(2)])
        #expect([countBefore, countAfter] == [2, 1])
        #expect(signal.stateName == "alive")
    }

    @Test("the same observer observing twice gets every event twice, and each observation stops on its own")
    func sameObserverTwice() {
        let (signal, input) = TestSignal.pipe()
        let recorder = Recorder<Int>()
        let observer = TestSignal.Observer(recorder.record)
        let first = signal.observe(observer)
        signal.observe(observer)
        input.send(value: 1)
        first?.dispose()
        input.send(value: 2)
        #expect(recorder.events == [.value(1), .value(1), .value(2)])
    }

    @Test("disposing releases the observer")
    func disposeReleasesTheObserver() {
        let (signal, input) = TestSignal.pipe()
        weak var weakCapture: Tracked?
        var disposable: Disposable?
        do {
            let tracked = Tracked()
            disposable = signal.observe(TestSignal.Observer { _ in _ = tracked })
            weakCapture = tracked
        }
        let keptBeforeDispose = weakCapture != nil
        disposable?.dispose()
        #expect([keptBeforeDispose, weakCapture != nil] == [true, false])
        #expect(signal.observerCount == 0)
        _ = input
    }

    @Test("holding the disposable does not keep the signal alive")
    func disposableDoesNotKeepSignalAlive() {
        weak var weakSignal: TestSignal?
        var disposable: Disposable?
        do {
            let (signal, input) = TestSignal.pipe()
            disposable = signal.observe(TestSignal.Observer { _ in })
            weakSignal = signal
            _ = input
        }
        // The input observer is gone, so the signal was interrupted; only the
        // disposable could still hold it.
        let signalFate = weakSignal == nil ? "released" : "kept alive by the disposable"
        #expect(disposable != nil)
        #expect(signalFate == "released")
        // Disposing after the signal is gone does nothing, and does not crash.
        disposable?.dispose()
    }

    @Test("observing a terminated signal sends exactly one interrupted and returns nil")
    func observeTerminated() {
        let (signal, input) = TestSignal.pipe()
        input.sendCompleted()
        let recorder = Recorder<Int>()
        let disposable = signal.observe(TestSignal.Observer(recorder.record))
        input.send(value: 1)
        #expect(recorder.events == [.interrupted])
        #expect(disposable == nil)
        #expect(signal.observerCount == 0)
    }

    @Test("observing a terminating signal, during the delivery that ends it, also sends one interrupted and returns nil")
    func observeTerminating() {
        let (signal, input) = TestSignal.pipe()
        let late = Recorder<Int>()
        var lateGotNil: [Bool] = []
        // The first observer ends the signal while it receives value(1); the
        // signal is then terminating until value(1) has reached everyone. The
        // second observer observes during that time.
        signal.observe { event in
            if event == .value(1) { input.sendCompleted() }
        }
        signal.observe { event in
            if event == .value(1) {
                lateGotNil.append(signal.observe(TestSignal.Observer(late.record)) == nil)
            }
        }
        input.send(value: 1)
        #expect(late.events == [.interrupted])
        #expect(lateGotNil == [true])
    }
}
