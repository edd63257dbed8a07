import Testing
@testable import Step12_Schedulers

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

    @Test("a ScopedDisposable<AnyDisposable> can be made from any kind of disposable, and disposes it on release")
    func fromAnyDisposable() {
        var log: [String] = []
        let serial = SerialDisposable(AnyDisposable { log.append("serial's inner disposed") })
        let composite = CompositeDisposable()
        composite += { log.append("composite disposed") }
        var scoped: [ScopedDisposable<AnyDisposable>] = [ScopedDisposable(serial), ScopedDisposable(composite)]
        #expect(scoped.allSatisfy { !$0.isDisposed })
        scoped.removeAll()
        #expect(log == ["serial's inner disposed", "composite disposed"])
        #expect(serial.isDisposed)
        #expect(composite.isDisposed)
    }

    @Test("a scoped disposable made from another disposable counts as disposed when that one is disposed elsewhere")
    func fromAnyDisposableReportsState() {
        let composite = CompositeDisposable()
        let scoped: ScopedDisposable<AnyDisposable> = ScopedDisposable(composite)
        composite.dispose()
        #expect(scoped.isDisposed)
    }
}
