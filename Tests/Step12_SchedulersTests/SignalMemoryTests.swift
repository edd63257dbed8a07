import Testing
@testable import Step12_Schedulers

/// An object whose release a test can watch through a weak reference.
private final class Tracked {}

@Suite struct SignalMemoryTests {
    @Test("a terminated signal and its observers are released")
    func terminatedSignalIsReleased() {
        weak var weakSignal: Signal<Int, Never>?
        weak var weakObserver: Signal<Int, Never>.Observer?
        weak var weakCapture: Tracked?
        do {
            let (output, input) = Signal<Int, Never>.pipe()
            let tracked = Tracked()
            let observer = Signal<Int, Never>.Observer { _ in _ = tracked }
            output.observe(observer)
            weakSignal = output
            weakObserver = observer
            weakCapture = tracked
            input.send(value: 1)
            input.sendCompleted()
        }
        #expect(weakSignal == nil)
        #expect(weakObserver == nil)
        #expect(weakCapture == nil)
    }

    @Test("a terminal event releases the observers even while the signal is kept")
    func terminationReleasesObservers() {
        let (output, input) = Signal<Int, Never>.pipe()
        weak var weakCapture: Tracked?
        do {
            let tracked = Tracked()
            weakCapture = tracked
            output.observe { _ in _ = tracked }
        }
        #expect(weakCapture != nil)
        input.sendCompleted()
        #expect(weakCapture == nil)
        _ = output
    }

    @Test("disposing an observation releases that observer")
    func disposingReleasesObserver() {
        let (output, input) = Signal<Int, Never>.pipe()
        weak var weakCapture: Tracked?
        var disposable: Disposable?
        do {
            let tracked = Tracked()
            weakCapture = tracked
            disposable = output.observe { _ in _ = tracked }
        }
        #expect(weakCapture != nil)
        disposable?.dispose()
        #expect(weakCapture == nil)
        _ = input
    }

    @Test("a signal whose input observer is released is interrupted and released")
    func releasedInputReleasesSignal() {
        weak var weakSignal: Signal<Int, Never>?
        let recorder = Recorder<Int, Never>()
        do {
            let (output, _) = Signal<Int, Never>.pipe()
            output.observe(recorder.record)
            weakSignal = output
        }
        #expect(recorder.events == [.interrupted])
        #expect(weakSignal == nil)
    }
}
