// The tests of exercise 4.2, `Exercises/Step04/CompositeDisposable.swift`.
// Check it with `swift run learn check 4.2`.

import Step03_Future
import Testing
@testable import Step04_Exercises

@Suite("Exercise 4.2: CompositeDisposable")
struct Exercise04_02 {
    @Test("dispose disposes everything added, in the order it was added, and marks the composite disposed")
    func disposesAllInOrder() {
        var log: [String] = []
        let composite = CompositeDisposable()
        composite += AnyDisposable { log.append("first") }
        composite.add { log.append("second") }
        composite += { log.append("third") }
        let logBeforeDispose = log
        let disposedBeforeDispose = composite.isDisposed
        composite.dispose()
        #expect(logBeforeDispose == [])
        #expect(disposedBeforeDispose == false)
        #expect(log == ["first", "second", "third"])
        #expect(composite.isDisposed == true)
    }

    @Test("disposing twice disposes the contents once")
    func disposesOnce() {
        var runs = 0
        let composite = CompositeDisposable()
        composite.add { runs += 1 }
        composite.dispose()
        composite.dispose()
        #expect(runs == 1)
    }

    @Test("add returns a handle for a live disposable, and nil for nil or an already disposed one")
    func addReturnsHandle() {
        let composite = CompositeDisposable()
        let disposed = AnyDisposable {}
        disposed.dispose()
        let handles = [
            composite.add(AnyDisposable {}) != nil,
            composite.add(nil as Disposable?) == nil,
            composite.add(disposed) == nil,
        ]
        #expect(handles == [true, true, true])
    }

    @Test("the handle takes the disposable out without disposing it")
    func handleRemovesWithoutDisposing() {
        var log: [String] = []
        let composite = CompositeDisposable()
        let removed = AnyDisposable { log.append("removed") }
        let handle = composite.add(removed)
        composite.add { log.append("kept") }
        handle?.dispose()
        let logAfterHandle = log
        composite.dispose()
        #expect(logAfterHandle == [])
        #expect(log == ["kept"])
        #expect(removed.isDisposed == false)
    }

    @Test("the handle does not keep the composite alive")
    func handleHoldsCompositeWeakly() {
        weak var weakComposite: CompositeDisposable?
        var handle: Disposable?
        do {
            let composite = CompositeDisposable()
            weakComposite = composite
            handle = composite.add(AnyDisposable {})
        }
        #expect(handle != nil)
        #expect(weakComposite == nil)
        handle?.dispose()  // the composite is gone: nothing to take out
    }

    @Test("a disposable added after dispose is disposed at once, and add returns nil")
    func lateAdditionsAreDisposed() {
        var log: [String] = []
        let composite = CompositeDisposable()
        composite.dispose()
        let late = AnyDisposable { log.append("late disposable") }
        let lateHandle = composite.add(late)
        let lateActionHandle = composite.add { log.append("late action") }
        #expect(log == ["late disposable", "late action"])
        #expect(lateHandle == nil)
        #expect(lateActionHandle == nil)
    }

    @Test("dispose and a late add call dispose() after releasing the lock")
    func disposesOutsideTheLock() {
        // Each disposable writes down, as it is disposed, whether the
        // composite's lock is still held.
        var lockHeld: [String] = []
        let composite = CompositeDisposable()
        composite.add { lockHeld.append("first: \(composite.lock.isHeldByCurrentThread)") }
        composite.add { lockHeld.append("second: \(composite.lock.isHeldByCurrentThread)") }
        composite.dispose()
        composite.add { lockHeld.append("late: \(composite.lock.isHeldByCurrentThread)") }
        #expect(lockHeld == ["first: false", "second: false", "late: false"])
    }

    @Test("a disposable may add to its own composite while it is being disposed, and what it adds is disposed at once")
    func addingDuringDisposal() {
        var log: [String] = []
        var handleOfAddition: Disposable?
        let composite = CompositeDisposable()
        composite.add {
            log.append("outer")
            handleOfAddition = composite.add { log.append("added during disposal") }
            log.append("outer done")
        }
        composite.add { log.append("after outer") }
        composite.dispose()
        #expect(log == ["outer", "added during disposal", "outer done", "after outer"])
        #expect(handleOfAddition == nil)
    }
}
