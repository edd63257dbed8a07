import Testing
@testable import Step12_Schedulers

@Suite struct CompositeDisposableTests {
    @Test("disposing a composite disposes everything in it, in the order it was added")
    func disposesAllInOrder() {
        var log: [String] = []
        let composite = CompositeDisposable()
        composite += AnyDisposable { log.append("first") }
        composite.add { log.append("second") }
        composite += { log.append("third") }
        #expect(!composite.isDisposed)
        composite.dispose()
        #expect(composite.isDisposed)
        #expect(log == ["first", "second", "third"])
    }

    @Test("disposing a composite twice disposes its contents once")
    func disposesOnce() {
        let counting = CountingDisposable()
        let composite = CompositeDisposable()
        composite.add(counting)
        composite.dispose()
        composite.dispose()
        #expect(counting.disposeCalls == 1)
    }

    @Test("a disposable added after the composite was disposed is disposed at once, and add returns nil")
    func lateAdditionsAreDisposed() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = AnyDisposable {}
        let handle = composite.add(late)
        #expect(handle == nil)
        #expect(late.isDisposed)
        var ran = false
        #expect(composite.add { ran = true } == nil)
        #expect(ran)
    }

    @Test("the handle add returns takes the disposable out without disposing it")
    func handleRemovesWithoutDisposing() {
        var log: [String] = []
        let composite = CompositeDisposable()
        let removed = AnyDisposable { log.append("removed") }
        let handle = composite.add(removed)
        composite.add { log.append("kept") }
        handle?.dispose()
        #expect(!removed.isDisposed)
        composite.dispose()
        #expect(log == ["kept"])
    }

    @Test("adding nil or an already disposed disposable does nothing and returns nil")
    func addingNothing() {
        let composite = CompositeDisposable()
        #expect(composite.add(nil as Disposable?) == nil)
        let disposed = AnyDisposable {}
        disposed.dispose()
        #expect(composite.add(disposed) == nil)
    }

    @Test("init with a sequence holds every disposable given")
    func initWithSequence() {
        let first = AnyDisposable {}
        let second = AnyDisposable {}
        CompositeDisposable([first, second]).dispose()
        #expect(first.isDisposed && second.isDisposed)
    }

    @Test("a disposable may add to its own composite while it is being disposed, and is disposed at once")
    func addingDuringDisposal() {
        var log: [String] = []
        let composite = CompositeDisposable()
        composite.add {
            log.append("outer")
            composite.add { log.append("added during disposal") }
        }
        composite.dispose()
        #expect(log == ["outer", "added during disposal"])
    }

    // Step 12: the library's own callers add without a handle.

    @Test("addWithoutHandle keeps the order of add, and a late addition is disposed at once")
    func addWithoutHandle() {
        var log: [String] = []
        let composite = CompositeDisposable()
        composite += AnyDisposable { log.append("first") }
        composite.addWithoutHandle(AnyDisposable { log.append("second") })
        composite.add { log.append("third") }
        composite.addWithoutHandle(nil)
        composite.dispose()
        #expect(log == ["first", "second", "third"])
        let late = AnyDisposable {}
        composite.addWithoutHandle(late)
        #expect(late.isDisposed)
    }

    @Test("addWithoutHandle ignores a disposable that is already disposed, and keeps nothing")
    func addWithoutHandleIgnoresDisposed() {
        let counting = CountingDisposable()
        counting.dispose()
        let composite = CompositeDisposable()
        composite.addWithoutHandle(counting)
        composite.dispose()
        #expect(counting.disposeCalls == 1)
    }
}
