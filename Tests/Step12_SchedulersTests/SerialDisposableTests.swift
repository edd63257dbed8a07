import Testing
@testable import Step12_Schedulers

@Suite struct SerialDisposableTests {
    @Test("replacing the inner disposable disposes the one it replaces")
    func replacingDisposesPrevious() {
        var log: [String] = []
        let serial = SerialDisposable()
        let first = AnyDisposable { log.append("first") }
        serial.inner = first
        #expect(serial.inner === first)
        serial.inner = AnyDisposable { log.append("second") }
        #expect(log == ["first"])
        serial.inner = nil
        #expect(log == ["first", "second"])
        #expect(!serial.isDisposed)
    }

    @Test("disposing the serial disposable disposes the inner one, and any later one at once")
    func disposingDisposesInnerAndLater() {
        var log: [String] = []
        let serial = SerialDisposable(AnyDisposable { log.append("initial") })
        serial.dispose()
        #expect(serial.isDisposed)
        #expect(log == ["initial"])
        serial.inner = AnyDisposable { log.append("late") }
        #expect(log == ["initial", "late"])
        #expect(serial.inner == nil)
    }

    @Test("disposing twice disposes the inner disposable once")
    func disposingTwice() {
        let counting = CountingDisposable()
        let serial = SerialDisposable(counting)
        serial.dispose()
        serial.dispose()
        #expect(counting.disposeCalls == 1)
    }
}
