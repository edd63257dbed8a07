// The tests of exercise 4.1, `Exercises/Step04/SerialDisposable.swift`.
// Check it with `swift run learn check 4.1`.

import Step03_Future
import Testing
@testable import Step04_Exercises

@Suite("Exercise 4.1: SerialDisposable")
struct Exercise04_01 {
    @Test("setting inner keeps the new disposable and disposes the one it replaces, and only that one")
    func replacingDisposesPrevious() {
        var log: [String] = []
        let serial = SerialDisposable()
        let first = AnyDisposable { log.append("first disposed") }
        serial.inner = first
        let innerAfterFirst = serial.inner
        let logAfterFirst = log
        serial.inner = AnyDisposable { log.append("second disposed") }
        let logAfterSecond = log
        serial.inner = nil
        #expect(innerAfterFirst === first)
        #expect(logAfterFirst == [])
        #expect(logAfterSecond == ["first disposed"])
        #expect(log == ["first disposed", "second disposed"])
        #expect(serial.isDisposed == false)
    }

    @Test("dispose disposes the inner disposable and marks the serial disposable disposed")
    func disposeDisposesInner() {
        var log: [String] = []
        let serial = SerialDisposable(AnyDisposable { log.append("initial disposed") })
        serial.dispose()
        #expect(serial.isDisposed == true)
        #expect(log == ["initial disposed"])
        #expect(serial.inner == nil)
    }

    @Test("after dispose, anything assigned to inner is disposed at once and not kept")
    func lateAssignmentIsDisposed() {
        var log: [String] = []
        let serial = SerialDisposable()
        serial.dispose()
        serial.inner = AnyDisposable { log.append("late disposed") }
        #expect(log == ["late disposed"])
        #expect(serial.inner == nil)
        #expect(serial.isDisposed == true)
    }

    @Test("disposing twice disposes the inner disposable once")
    func disposingTwice() {
        var runs = 0
        let serial = SerialDisposable(AnyDisposable { runs += 1 })
        serial.dispose()
        serial.dispose()
        #expect(runs == 1)
    }

    @Test("the setter and dispose() call dispose() after releasing the lock")
    func disposesOutsideTheLock() {
        // Each disposable writes down, as it is disposed, whether the
        // serial disposable's lock is still held.
        var lockHeld: [String] = []
        let serial = SerialDisposable()
        serial.inner = AnyDisposable { lockHeld.append("replaced: \(serial.lock.isHeldByCurrentThread)") }
        serial.inner = AnyDisposable { lockHeld.append("disposed: \(serial.lock.isHeldByCurrentThread)") }
        serial.dispose()
        serial.inner = AnyDisposable { lockHeld.append("late: \(serial.lock.isHeldByCurrentThread)") }
        #expect(lockHeld == ["replaced: false", "disposed: false", "late: false"])
    }

    @Test("a disposable being replaced may set inner again, and what it sets is kept")
    func reentrantReplacement() {
        var log: [String] = []
        let serial = SerialDisposable()
        let replacement = AnyDisposable { log.append("replacement disposed") }
        serial.inner = AnyDisposable {
            log.append("first disposed")
            serial.inner = replacement
        }
        serial.inner = AnyDisposable { log.append("second disposed") }
        // The first one, being replaced by the second, put `replacement` in;
        // that replaced the second, which was disposed then.
        #expect(log == ["first disposed", "second disposed"])
        #expect(serial.inner === replacement)
    }
}
