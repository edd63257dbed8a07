// The runnable listings of chapter 4, copied verbatim from
// `Chapters/04-disposables.md`.
//
// Each test runs one listing with `print` captured, and expects exactly the
// lines its `// prints` comments state, in order. Until the book's tooling
// extracts the listings itself, keep these copies in step with the chapter.
import Testing
import Step04_Disposables

@Suite struct Chapter04ListingsTests {
    @Test("a flag hides the result, but the work still runs to the end")
    func flagHidesResultButWorkRunsOn() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            var stopped = false
            var chunks: [() -> Void] = []  // work that will run later
            let download = Future<Int, Never> { completion in
                for number in 1...3 {
                    chunks.append {
                        print("downloading chunk \(number)")
                        if number == 3 { completion(.success(3)) }
                    }
                }
            }
            download.start { result in
                if !stopped { print("finished with \(result)") }
            }
            stopped = true  // the user leaves the screen
            for chunk in chunks { chunk() }
            // prints downloading chunk 1
            // prints downloading chunk 2
            // prints downloading chunk 3
        }
        listing()

        #expect(
            printed == [
                "downloading chunk 1",
                "downloading chunk 2",
                "downloading chunk 3",
            ]
        )
    }

    @Test("a cancellable future stops its work when the caller disposes")
    func cancellableDownloadStops() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            var chunks: [() -> Void] = []
            let download = Future<Int, Never> { completion, lifetime in
                lifetime.observeEnded { print("download cancelled") }
                for number in 1...3 {
                    chunks.append {
                        guard !lifetime.hasEnded else { return }
                        print("downloading chunk \(number)")
                        if number == 3 { completion(.success(3)) }
                    }
                }
            }
            let cancel = download.start { print("finished with \($0)") }
            chunks[0]()
            cancel.dispose()  // the user leaves the screen
            for chunk in chunks.dropFirst() { chunk() }
            // prints downloading chunk 1
            // prints download cancelled
        }
        listing()

        #expect(
            printed == [
                "downloading chunk 1",
                "download cancelled",
            ]
        )
    }

    @Test("AnyDisposable runs its action on the first dispose only")
    func anyDisposableRunsOnce() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let disposable = AnyDisposable { print("stopped") }
            print(disposable.isDisposed)
            disposable.dispose()
            disposable.dispose()
            print(disposable.isDisposed)
            // prints false
            // prints stopped
            // prints true
        }
        listing()

        #expect(
            printed == [
                "false",
                "stopped",
                "true",
            ]
        )
    }

    @Test("a composite disposes in order, and disposes a late addition at once")
    func compositeDisposesInOrderAndLateAdditionsAtOnce() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let composite = CompositeDisposable()
            composite += AnyDisposable { print("cancel the request") }
            composite.add { print("invalidate the timer") }
            composite.dispose()
            composite += AnyDisposable { print("too late: stopped at once") }
            // prints cancel the request
            // prints invalidate the timer
            // prints too late: stopped at once
        }
        listing()

        #expect(
            printed == [
                "cancel the request",
                "invalidate the timer",
                "too late: stopped at once",
            ]
        )
    }

    @Test("the handle add returns takes a disposable out without disposing it")
    func compositeHandleRemovesWithoutDisposing() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let composite = CompositeDisposable()
            let handle = composite.add { print("invalidate the timer") }
            composite.add { print("cancel the request") }
            handle?.dispose()  // the timer is no longer the composite's business
            composite.dispose()
            // prints cancel the request
        }
        listing()

        #expect(
            printed == [
                "cancel the request",
            ]
        )
    }

    @Test("a serial disposable disposes the one it replaces")
    func serialDisposesTheReplacedOne() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let search = SerialDisposable()
            search.inner = AnyDisposable { print("search for sw cancelled") }
            search.inner = AnyDisposable { print("search for swi cancelled") }
            search.inner = AnyDisposable { print("search for swift cancelled") }
            search.dispose()
            // prints search for sw cancelled
            // prints search for swi cancelled
            // prints search for swift cancelled
        }
        listing()

        #expect(
            printed == [
                "search for sw cancelled",
                "search for swi cancelled",
                "search for swift cancelled",
            ]
        )
    }

    @Test("a scoped composite disposes its contents when its owner is released")
    func scopedDisposesOnRelease() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            final class SearchScreen {
                let observations = ScopedDisposable(CompositeDisposable())
            }
            var screen: SearchScreen? = SearchScreen()
            screen!.observations += AnyDisposable { print("observation stopped") }
            print("screen is open")
            screen = nil  // the user leaves
            // prints screen is open
            // prints observation stopped
        }
        listing()

        #expect(
            printed == [
                "screen is open",
                "observation stopped",
            ]
        )
    }

    @Test("a lifetime ends when its token is disposed, and runs what was attached")
    func lifetimeEndsWhenTokenDisposed() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let (lifetime, token) = Lifetime.make()
            lifetime.observeEnded { print("the work is told to stop") }
            lifetime += AnyDisposable { print("the timer is invalidated") }
            print(lifetime.hasEnded)
            token.dispose()
            print(lifetime.hasEnded)
            // prints false
            // prints the work is told to stop
            // prints the timer is invalidated
            // prints true
        }
        listing()

        #expect(
            printed == [
                "false",
                "the work is told to stop",
                "the timer is invalidated",
                "true",
            ]
        )
    }

    @Test("an object that keeps a token has a lifetime that ends when it is deallocated")
    func objectLifetimeEndsOnDeallocation() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            final class Screen {
                private let token = Lifetime.Token()
                let lifetime: Lifetime
                init() { lifetime = Lifetime(token) }
            }
            var screen: Screen? = Screen()
            screen?.lifetime.observeEnded { print("screen gone: stop its work") }
            print("screen is open")
            screen = nil
            // prints screen is open
            // prints screen gone: stop its work
        }
        listing()

        #expect(
            printed == [
                "screen is open",
                "screen gone: stop its work",
            ]
        )
    }

    @Test("Lifetime.empty has ended: observeEnded runs at once and returns nil")
    func emptyLifetimeHasEnded() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let handle = Lifetime.empty.observeEnded { print("runs at once") }
            print(Lifetime.empty.hasEnded, handle == nil)
            // prints runs at once
            // prints true true
        }
        listing()

        #expect(
            printed == [
                "runs at once",
                "true true",
            ]
        )
    }

    @Test("the generator's lifetime ends after the observers have seen the terminal event")
    func generatorLifetimeEndsAfterTerminalEvent() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            var input: Signal<String, Never>.Observer?
            let signal = Signal<String, Never> { observer, lifetime in
                input = observer
                print("connection opened")
                lifetime.observeEnded { print("connection closed") }
            }
            signal.observe { print("observer got \($0)") }
            input?.send(value: "hello")
            input?.sendCompleted()
            // prints connection opened
            // prints observer got value("hello")
            // prints observer got completed
            // prints connection closed
        }
        listing()

        #expect(
            printed == [
                "connection opened",
                "observer got value(\"hello\")",
                "observer got completed",
                "connection closed",
            ]
        )
    }

    @Test("pipe(disposable:) disposes its disposable after the terminal event")
    func pipeDisposableDisposedOnTermination() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let cleanup = AnyDisposable { print("pipe cleaned up") }
            let (output, input) = Signal<Int, Never>.pipe(disposable: cleanup)
            output.observe { print($0) }
            input.send(value: 1)
            input.sendCompleted()
            // prints value(1)
            // prints completed
            // prints pipe cleaned up
        }
        listing()

        #expect(
            printed == [
                "value(1)",
                "completed",
                "pipe cleaned up",
            ]
        )
    }

    @Test("a signal nobody holds and nobody observes ends at once")
    func unreachableUnobservedSignalEnds() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            var input: Signal<Int, Never>.Observer?
            _ = Signal<Int, Never> { observer, lifetime in
                input = observer
                lifetime.observeEnded { print("unreachable and unobserved: ended") }
            }
            print("the input is still held: \(input != nil)")
            input?.send(value: 1)  // harmless: nobody will ever see it
            // prints unreachable and unobserved: ended
            // prints the input is still held: true
        }
        listing()

        #expect(
            printed == [
                "unreachable and unobserved: ended",
                "the input is still held: true",
            ]
        )
    }

    @Test("a signal nobody holds lives while observed, and ends when the last observer leaves")
    func observedSignalLivesUntilLastObserverLeaves() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            var input: Signal<Int, Never>.Observer?
            var observation: Disposable?
            do {
                let signal = Signal<Int, Never> { observer, lifetime in
                    input = observer
                    lifetime.observeEnded { print("last observer gone: ended") }
                }
                observation = signal.observe { print("got \($0)") }
            }
            input?.send(value: 1)
            observation?.dispose()
            input?.send(value: 2)
            // prints got value(1)
            // prints last observer gone: ended
        }
        listing()

        #expect(
            printed == [
                "got value(1)",
                "last observer gone: ended",
            ]
        )
    }

    @Test("a signal that is still held stays alive without observers")
    func referencedSignalStaysAlive() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            var input: Signal<Int, Never>.Observer?
            let signal = Signal<Int, Never> { observer, lifetime in
                input = observer
                lifetime.observeEnded { print("ended") }
            }
            signal.observe { _ in }?.dispose()  // no observers left, but still reachable
            signal.observe { print("a later observer got \($0)") }
            input?.send(value: 1)
            input?.sendCompleted()
            // prints a later observer got value(1)
            // prints a later observer got completed
            // prints ended
        }
        listing()

        #expect(
            printed == [
                "a later observer got value(1)",
                "a later observer got completed",
                "ended",
            ]
        )
    }

    @Test("never sends nothing, even when its last observer leaves")
    func neverEndsSilently() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let observation = Signal<Int, Never>.never.observe { print("never prints \($0)") }
            print("observing: \(observation != nil)")
            observation?.dispose()  // the last observer leaves, and the signal ends silently
            print("nothing was sent")
            // prints observing: true
            // prints nothing was sent
        }
        listing()

        #expect(
            printed == [
                "observing: true",
                "nothing was sent",
            ]
        )
    }

    @Test("completing a future delivers the result, then ends the run's lifetime")
    func completionEndsRunLifetime() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let greeting = Future<String, Never> { completion, lifetime in
                lifetime.observeEnded { print("resources released") }
                completion(.success("hello"))
            }
            greeting.start { print($0) }
            // prints success("hello")
            // prints resources released
        }
        listing()

        #expect(
            printed == [
                "success(\"hello\")",
                "resources released",
            ]
        )
    }

    @Test("a result that arrives after cancellation is dropped")
    func lateResultIsDropped() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            var answer: Future<String, Never>.Completion?
            let request = Future<String, Never> { completion, lifetime in
                answer = completion
                lifetime.observeEnded { print("request cancelled") }
            }
            let cancel = request.start { print("response: \($0)") }
            cancel.dispose()
            answer?(.success("too late"))  // the work did not notice in time
            print("the late response was dropped")
            // prints request cancelled
            // prints the late response was dropped
        }
        listing()

        #expect(
            printed == [
                "request cancelled",
                "the late response was dropped",
            ]
        )
    }

    @Test("cancelling a flatMapped future cancels the inner work")
    func cancellingFlatMapCancelsInnerWork() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim, in a function of its own: as in
        // `swift run learn book --check`, what it prints when its locals are
        // released at its end counts too.
        func listing() {
            let user = Future<String, Never>(value: "ada")
            let avatar = user.flatMap { name in
                Future<String, Never> { _, lifetime in
                    print("downloading the avatar of \(name)")
                    lifetime.observeEnded { print("avatar download cancelled") }
                }
            }
            let cancel = avatar.start { print("avatar: \($0)") }
            cancel.dispose()
            // prints downloading the avatar of ada
            // prints avatar download cancelled
        }
        listing()

        #expect(
            printed == [
                "downloading the avatar of ada",
                "avatar download cancelled",
            ]
        )
    }
}
