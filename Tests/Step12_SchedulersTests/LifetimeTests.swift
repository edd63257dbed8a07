import Testing
@testable import Step12_Schedulers

@Suite struct LifetimeTests {
    @Test("a lifetime ends when its token is disposed, and runs its observers once")
    func endsWhenTokenDisposed() {
        var log: [String] = []
        let (lifetime, token) = Lifetime.make()
        let counting = CountingDisposable()
        lifetime.observeEnded { log.append("ended") }
        lifetime += counting
        #expect(!lifetime.hasEnded)
        token.dispose()
        token.dispose()
        #expect(lifetime.hasEnded)
        #expect(log == ["ended"])
        #expect(counting.disposeCalls == 1)
    }

    @Test("a lifetime ends when its token is released")
    func endsWhenTokenReleased() {
        var token: Lifetime.Token? = Lifetime.Token()
        let lifetime = Lifetime(token!)
        var ended = false
        lifetime.observeEnded { ended = true }
        token = nil
        #expect(ended)
        #expect(lifetime.hasEnded)
    }

    @Test("an object's lifetime ends when the object is deallocated")
    func objectLifetime() {
        final class Screen {
            private let token = Lifetime.Token()
            let lifetime: Lifetime
            init() { lifetime = Lifetime(token) }
        }
        var screen: Screen? = Screen()
        var ended = false
        screen?.lifetime.observeEnded { ended = true }
        screen = nil
        #expect(ended)
    }

    @Test("observing the end of an ended lifetime runs the action at once and returns nil")
    func observeEndedAfterEnd() {
        var ran = false
        #expect(Lifetime.empty.hasEnded)
        #expect(Lifetime.empty.observeEnded { ran = true } == nil)
        #expect(ran)
    }

    @Test("+= disposes the disposable when the lifetime ends, and the returned handle takes it back")
    func addDisposables() {
        let (lifetime, token) = Lifetime.make()
        let attached = AnyDisposable {}
        let takenBack = AnyDisposable {}
        lifetime += attached
        let handle = lifetime += takenBack
        handle?.dispose()
        token.dispose()
        #expect(attached.isDisposed)
        #expect(!takenBack.isDisposed)
    }

    @Test("cancelling an observeEnded action keeps it from running")
    func cancelObserveEnded() {
        var ran = false
        let (lifetime, token) = Lifetime.make()
        lifetime.observeEnded { ran = true }?.dispose()
        token.dispose()
        #expect(!ran)
    }

    @Test("ended completes when the lifetime ends, for every observer")
    func endedCompletes() {
        let (lifetime, token) = Lifetime.make()
        let first = Recorder<Never, Never>()
        let second = Recorder<Never, Never>()
        let ended = lifetime.ended
        ended.observe(first.record)
        lifetime.ended.observe(second.record)
        #expect(first.events.isEmpty)
        token.dispose()
        #expect(first.events == [.completed])
        #expect(second.events == [.completed])
    }

    @Test("ended of a lifetime that has already ended has terminated: an observer receives interrupted at once")
    func endedOfEndedLifetime() {
        let recorder = Recorder<Never, Never>()
        let observation = Lifetime.empty.ended.observe(recorder.record)
        #expect(observation == nil)
        #expect(recorder.events == [.interrupted])
    }

    @Test("an observation of ended that was disposed receives nothing when the lifetime ends")
    func endedObservationDisposed() {
        let (lifetime, token) = Lifetime.make()
        let recorder = Recorder<Never, Never>()
        let observation = lifetime.ended.observe(recorder.record)
        observation?.dispose()
        token.dispose()
        #expect(recorder.events.isEmpty)
        #expect(lifetime.hasEnded)
    }

    @Test("addWithoutHandle and observeEndedWithoutHandle act when the lifetime ends, or at once if it has")
    func withoutHandle() {
        var log: [String] = []
        let (lifetime, token) = Lifetime.make()
        lifetime.addWithoutHandle(AnyDisposable { log.append("disposed") })
        lifetime.observeEndedWithoutHandle { log.append("ended") }
        #expect(log.isEmpty)
        token.dispose()
        #expect(log == ["disposed", "ended"])
        lifetime.observeEndedWithoutHandle { log.append("late") }
        #expect(log == ["disposed", "ended", "late"])
    }
}
