import Testing
@testable import Step12_Schedulers

/// An object whose release a test can watch through a weak reference.
private final class Resource {}

@Suite struct SignalLifetimeTests {
    @Test(
        "the generator's lifetime ends after the observers have received the terminal event",
        arguments: [Event<Int, TestError>.completed, .failed(TestError()), .interrupted]
    )
    func lifetimeEndsOnTermination(terminal: Event<Int, TestError>) {
        var log: [String] = []
        var input: Signal<Int, TestError>.Observer!
        let signal = Signal<Int, TestError> { observer, lifetime in
            input = observer
            lifetime.observeEnded { log.append("lifetime ended") }
        }
        signal.observe { log.append("observer got \($0)") }
        input.send(value: 1)
        #expect(log == ["observer got VALUE 1"])
        input.send(terminal)
        #expect(log == ["observer got VALUE 1", "observer got \(terminal)", "lifetime ended"])
    }

    @Test("pipe(disposable:) disposes its disposable when the signal terminates")
    func pipeDisposable() {
        let disposable = AnyDisposable {}
        let (output, input) = Signal<Int, Never>.pipe(disposable: disposable)
        output.observe { _ in }
        input.send(value: 1)
        #expect(!disposable.isDisposed)
        input.sendCompleted()
        #expect(disposable.isDisposed)
    }

    @Test("a signal nobody references and nobody observes ends at once, and so does its lifetime")
    func unreachableSignalEnds() {
        var ended = false
        var input: Signal<Int, Never>.Observer?
        do {
            _ = Signal<Int, Never> { observer, lifetime in
                input = observer
                lifetime.observeEnded { ended = true }
            }
        }
        #expect(ended)
        // Sending into a signal that ended is harmless.
        input?.send(value: 1)
    }

    @Test("a signal nobody references stays alive while it is observed, and ends when the last observation stops")
    func observedSignalStaysAlive() {
        var ended = false
        var input: Signal<Int, Never>.Observer!
        let recorder = Recorder<Int, Never>()
        var disposable: Disposable?
        do {
            let signal = Signal<Int, Never> { observer, lifetime in
                input = observer
                lifetime.observeEnded { ended = true }
            }
            disposable = signal.observe(recorder.record)
        }
        #expect(!ended)
        input.send(value: 1)
        #expect(recorder.events == [.value(1)])
        disposable?.dispose()
        #expect(ended)
        input.send(value: 2)
        #expect(recorder.events == [.value(1)])
    }

    @Test("a signal that is still referenced stays alive with no observers")
    func referencedSignalStaysAlive() {
        var ended = false
        var input: Signal<Int, Never>.Observer!
        let signal = Signal<Int, Never> { observer, lifetime in
            input = observer
            lifetime.observeEnded { ended = true }
        }
        signal.observe { _ in }?.dispose()
        #expect(!ended)
        let recorder = Recorder<Int, Never>()
        signal.observe(recorder.record)
        input.send(value: 1)
        #expect(recorder.events == [.value(1)])
    }

    @Test("never keeps its observers waiting without sending anything, until they stop")
    func neverWaits() {
        let recorder = Recorder<Int, Never>()
        let disposable = Signal<Int, Never>.never.observe(recorder.record)
        #expect(disposable != nil)
        disposable?.dispose()
        #expect(recorder.events.isEmpty)
    }

    @Test("a signal built like never, once unobserved and unreferenced, releases its input observer and resources")
    func neverLikeSignalReleasesItsCore() {
        weak var weakInput: Signal<Int, Never>.Observer?
        weak var weakResource: Resource?
        do {
            let signal = Signal<Int, Never> { observer, lifetime in
                weakInput = observer
                let resource = Resource()
                weakResource = resource
                lifetime.observeEnded {
                    _ = observer
                    _ = resource
                }
            }
            signal.observe { _ in }?.dispose()
            #expect(weakInput != nil)
            #expect(weakResource != nil)
        }
        #expect(weakInput == nil)
        #expect(weakResource == nil)
    }

    @Test("a terminated signal releases what its generator attached to the lifetime")
    func terminationReleasesResources() {
        weak var weakResource: Resource?
        var inner: Signal<Int, Never>.Observer!
        let signal = Signal<Int, Never> { observer, lifetime in
            inner = observer
            let resource = Resource()
            weakResource = resource
            lifetime.observeEnded { _ = resource }
        }
        #expect(weakResource != nil)
        inner.sendCompleted()
        #expect(weakResource == nil)
        _ = signal
    }
}
