import Dispatch
import Testing
@testable import Step12_Schedulers

/// `SignalProducer.never` has its own core in step 12 (`NeverCore`): a start
/// with one observer makes no signal. These tests pin down that it still
/// behaves as ReactiveSwift's `never`, a producer whose body keeps its
/// observer and sends nothing.
@Suite("SignalProducer.never without a signal")
struct NeverTests {
    /// Lets a test see when what an observer captured is let go of.
    final class Witness {}

    @Test("a start sends nothing until it is disposed, then interrupted, once")
    func interruptedOnDispose() {
        let recorder = Recorder<Int, Never>()
        let disposable = SignalProducer<Int, Never>.never.start { recorder.record($0) }
        #expect(recorder.events == [])
        #expect(!disposable.isDisposed)
        disposable.dispose()
        #expect(disposable.isDisposed)
        #expect(recorder.events == [.interrupted])
        disposable.dispose()
        #expect(recorder.events == [.interrupted])
    }

    @Test("the observer is kept while the start runs, and let go of when it is disposed")
    func observerReleasedOnDispose() {
        weak var witness: Witness?
        let disposable: Disposable = {
            let captured = Witness()
            witness = captured
            return SignalProducer<Int, Never>.never.start { _ in _ = captured }
        }()
        #expect(witness != nil)
        disposable.dispose()
        #expect(witness == nil)
    }

    @Test("an observer that disposes of its start when it hears interrupted hears it once")
    func reentrantDispose() {
        let recorder = Recorder<Int, Never>()
        var disposable: Disposable?
        disposable = SignalProducer<Int, Never>.never.start { event in
            recorder.record(event)
            disposable?.dispose()
        }
        disposable?.dispose()
        #expect(recorder.events == [.interrupted])
    }

    @Test("an operator upstream hears the interruption before the observer, as from any producer")
    func interruptionTravelsDown() {
        var log: [String] = []
        let disposable = SignalProducer<Int, Never>.never
            .on(interrupted: { log.append("upstream") })
            .map { $0 + 1 }
            .startWithInterrupted { log.append("observer") }
        #expect(log == [])
        disposable.dispose()
        #expect(log == ["upstream", "observer"])
    }

    @Test("a start disposed while its observer is made sends it interrupted when it arrives, and keeps nothing")
    func disposedBeforeAttached() {
        // An operator downstream is handed the start as its interrupter when
        // its observer is made, and may dispose of it then. No public
        // operator in a composed start does that today, so this drives the
        // core itself.
        let recorder = Recorder<Int, Never>()
        weak var witness: Witness?
        let disposable: Disposable = {
            let captured = Witness()
            witness = captured
            return NeverCore<Int, Never>().start { interrupter in
                interrupter.dispose()
                #expect(recorder.events == [])
                return Signal<Int, Never>.Observer { event in
                    _ = captured
                    recorder.record(event)
                }
            }
        }()
        #expect(recorder.events == [.interrupted])
        #expect(disposable.isDisposed)
        #expect(witness == nil)
        disposable.dispose()
        #expect(recorder.events == [.interrupted])
    }

    @Test("take(during:) a lifetime that has ended interrupts a start of never at once, as it does any start")
    func takeDuringEndedLifetime() {
        let recorder = Recorder<Int, Never>()
        let ended = Lifetime.make().lifetime
        SignalProducer<Int, Never>.never.take(during: ended).start { recorder.record($0) }
        #expect(recorder.events == [.interrupted])
    }

    @Test("startWithSignal still gets a signal that anyone may observe, interrupted by the interrupter")
    func startWithSignal() {
        let first = Recorder<Int, Never>()
        let second = Recorder<Int, Never>()
        SignalProducer<Int, Never>.never.startWithSignal { signal, interrupter in
            signal.observe { first.record($0) }
            signal.observe { second.record($0) }
            interrupter.dispose()
        }
        #expect(first.events == [.interrupted])
        #expect(second.events == [.interrupted])
    }

    @Test("disposing of many starts from two threads at once sends each observer interrupted exactly once")
    func concurrentDisposals() {
        let count = 2_000
        let recorders = (0..<count).map { _ in Recorder<Int, Never>() }
        let disposables = recorders.map { recorder in
            SignalProducer<Int, Never>.never.start { recorder.record($0) }
        }
        DispatchQueue.concurrentPerform(iterations: 2 * count) { index in
            disposables[index / 2].dispose()
        }
        for recorder in recorders {
            #expect(recorder.events == [.interrupted])
        }
    }
}
