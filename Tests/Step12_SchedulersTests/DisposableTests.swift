import Dispatch
import Synchronization
import Testing
@testable import Step12_Schedulers

@Suite struct DisposableTests {
    @Test("AnyDisposable runs its action on the first dispose only")
    func runsOnce() {
        var runs = 0
        let disposable = AnyDisposable { runs += 1 }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        #expect(runs == 1)
        #expect(disposable.isDisposed)
    }

    @Test("AnyDisposable runs its action once when many threads dispose it at once")
    func runsOnceAcrossThreads() {
        for _ in 0..<100 {
            let runs = Atomic(0)
            let disposable = AnyDisposable { runs.add(1, ordering: .relaxed) }
            DispatchQueue.concurrentPerform(iterations: 8) { _ in disposable.dispose() }
            #expect(runs.load(ordering: .relaxed) == 1)
        }
    }

    @Test("AnyDisposable() has no action and only remembers that it was disposed")
    func withoutAction() {
        let disposable = AnyDisposable()
        #expect(!disposable.isDisposed)
        disposable.dispose()
        #expect(disposable.isDisposed)
    }

    @Test("AnyDisposable(other) disposes the disposable it wraps, once")
    func wrapperDisposesWrapped() {
        var runs = 0
        let inner = AnyDisposable { runs += 1 }
        let wrapper = AnyDisposable(inner)
        #expect(!wrapper.isDisposed)
        wrapper.dispose()
        wrapper.dispose()
        #expect(runs == 1)
        #expect(inner.isDisposed)
        #expect(wrapper.isDisposed)
    }

    @Test("AnyDisposable(other) counts as disposed as soon as the wrapped disposable is, whoever disposed it")
    func wrapperReportsWrappedState() {
        var runs = 0
        let inner = AnyDisposable { runs += 1 }
        let wrapper = AnyDisposable(inner)
        inner.dispose()
        #expect(wrapper.isDisposed)
        wrapper.dispose()
        #expect(runs == 1)
    }
}
