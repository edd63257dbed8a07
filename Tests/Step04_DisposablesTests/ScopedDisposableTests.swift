import Testing
@testable import Step04_Disposables

@Suite struct ScopedDisposableTests {
    @Test("a scoped disposable disposes its inner disposable when it is released")
    func disposesOnRelease() {
        let inner = AnyDisposable {}
        var scoped: ScopedDisposable<AnyDisposable>? = ScopedDisposable(inner)
        #expect(scoped?.isDisposed == false)
        scoped = nil
        #expect(inner.isDisposed)
    }

    @Test("disposing a scoped disposable early runs the inner action once, and release does not run it again")
    func disposeEarly() {
        var runs = 0
        var scoped: ScopedDisposable<AnyDisposable>? = ScopedDisposable(AnyDisposable { runs += 1 })
        scoped?.dispose()
        #expect(runs == 1)
        #expect(scoped?.isDisposed == true)
        scoped = nil
        #expect(runs == 1)
    }

    @Test("+= adds to a scoped composite")
    func addToScopedComposite() {
        var runs = 0
        var scoped: ScopedDisposable<CompositeDisposable>? = ScopedDisposable(CompositeDisposable())
        scoped! += AnyDisposable { runs += 1 }
        scoped = nil
        #expect(runs == 1)
    }
}
