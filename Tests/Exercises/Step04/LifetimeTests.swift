// The tests of exercise 4.3, `Exercises/Step04/Lifetime.swift`.
// Check it with `swift run learn check 4.3`. They use your
// `CompositeDisposable` from exercise 4.2.

import Step03_Future
import Testing
@testable import Step04_Exercises

@Suite("Exercise 4.3: Lifetime and its token")
struct Exercise04_03 {
    @Test("make() pairs a lifetime with its token: disposing the token ends the lifetime and runs its observers once")
    func endsWhenTokenDisposed() {
        var log: [String] = []
        let (lifetime, token) = Lifetime.make()
        lifetime.observeEnded { log.append("ended") }
        let endedBefore = lifetime.hasEnded
        token.dispose()
        token.dispose()
        #expect(endedBefore == false)
        #expect(lifetime.hasEnded == true)
        #expect(log == ["ended"])
    }

    @Test("a lifetime ends when its token is released")
    func endsWhenTokenReleased() {
        var log: [String] = []
        var token: Lifetime.Token? = Lifetime.Token()
        let lifetime = Lifetime(token!)
        lifetime.observeEnded { log.append("ended") }
        let logBeforeRelease = log
        token = nil
        #expect(logBeforeRelease == [])
        #expect(log == ["ended"])
        #expect(lifetime.hasEnded == true)
    }

    @Test("an object that keeps a token has a lifetime that ends when the object is deallocated")
    func objectLifetime() {
        final class Screen {
            private let token = Lifetime.Token()
            let lifetime: Lifetime
            init() { lifetime = Lifetime(token) }
        }
        var log: [String] = []
        var screen: Screen? = Screen()
        screen?.lifetime.observeEnded { log.append("screen gone") }
        log.append("screen is open")
        screen = nil
        #expect(log == ["screen is open", "screen gone"])
    }

    @Test("+= disposes the disposable when the lifetime ends, and the handle it returns takes it back")
    func addDisposables() {
        let (lifetime, token) = Lifetime.make()
        let attached = AnyDisposable {}
        let takenBack = AnyDisposable {}
        lifetime += attached
        let handle = lifetime += takenBack
        handle?.dispose()
        let attachedDisposedBeforeEnd = attached.isDisposed
        token.dispose()
        #expect(handle != nil)
        #expect(attachedDisposedBeforeEnd == false)
        #expect(attached.isDisposed == true)
        #expect(takenBack.isDisposed == false)
    }

    @Test("disposing the handle observeEnded returns keeps the action from running")
    func cancelObserveEnded() {
        var log: [String] = []
        let (lifetime, token) = Lifetime.make()
        let handle = lifetime.observeEnded { log.append("cancelled action") }
        lifetime.observeEnded { log.append("kept action") }
        handle?.dispose()
        token.dispose()
        #expect(handle != nil)
        #expect(log == ["kept action"])
    }

    @Test("empty has ended: observeEnded runs the action at once and returns nil, and += disposes at once")
    func emptyHasEnded() {
        var log: [String] = []
        let handle = Lifetime.empty.observeEnded { log.append("ran at once") }
        let disposable = AnyDisposable {}
        Lifetime.empty += disposable
        #expect(Lifetime.empty.hasEnded == true)
        #expect(log == ["ran at once"])
        #expect(handle == nil)
        #expect(disposable.isDisposed == true)
    }

    @Test("observing the end of a lifetime that has ended runs the action at once and returns nil")
    func observeEndedAfterEnd() {
        var log: [String] = []
        let (lifetime, token) = Lifetime.make()
        token.dispose()
        let handle = lifetime.observeEnded { log.append("ran at once") }
        #expect(log == ["ran at once"])
        #expect(handle == nil)
    }

    @Test("a lifetime does not keep its token alive")
    func lifetimeDoesNotHoldToken() {
        weak var weakToken: Lifetime.Token?
        var lifetime: Lifetime?
        do {
            let made = Lifetime.make()
            weakToken = made.token
            lifetime = made.lifetime
        }
        #expect(weakToken == nil)
        #expect(lifetime?.hasEnded == true)
    }
}
