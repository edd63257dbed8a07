// The runnable listings of chapter 3, copied verbatim from
// `Chapters/03-future.md`.
//
// Each test runs one listing with `print` captured, and expects exactly the
// lines its `// prints` comments state, in order. Until the book's tooling
// extracts the listings itself, keep these copies in step with the chapter.
import Testing
import Step03_Future

@Suite struct Chapter03ListingsTests {
    @Test("a request made as a signal runs before anyone observes, and the observer gets interrupted")
    func signalRunsTheWorkTooEarly() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        var requestsSent = 0
        func fetchGreeting() -> Signal<String, Never> {
            let (output, input) = Signal<String, Never>.pipe()
            requestsSent += 1
            input.send(value: "hello")  // the answer
            input.sendCompleted()
            return output
        }
        let greeting = fetchGreeting()
        print(requestsSent)
        // prints 1
        greeting.observe { print($0) }
        // prints interrupted

        #expect(
            printed == [
                "1",
                "interrupted",
            ]
        )
    }

    @Test("nothing runs before start, not even map")
    func nothingRunsBeforeStart() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        let greeting = Future<String, Never> { completion in
            print("working")
            completion(.success("hello"))
        }
        let length = greeting.map { $0.count }
        print("nothing has run yet")
        // prints nothing has run yet
        length.start { print($0) }
        // prints working
        // prints success(5)

        #expect(
            printed == [
                "nothing has run yet",
                "working",
                "success(5)",
            ]
        )
    }

    @Test("each start runs the work again and gets its own result")
    func eachStartRunsTheWorkAgain() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        var runs = 0
        let roll = Future<Int, Never> { completion in
            runs += 1
            completion(.success(runs))
        }
        roll.start { print("first start: \($0)") }
        // prints first start: success(1)
        roll.start { print("second start: \($0)") }
        // prints second start: success(2)

        #expect(
            printed == [
                "first start: success(1)",
                "second start: success(2)",
            ]
        )
    }

    @Test("the operation may keep the completion and call it later")
    func completionMayComeLater() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        var answerArrives: (() -> Void)?
        let answer = Future<Int, Never> { completion in
            print("request sent")
            answerArrives = { completion(.success(42)) }
        }
        answer.start { print("got \($0)") }
        // prints request sent
        print("waiting for the answer")
        // prints waiting for the answer
        answerArrives?()
        // prints got success(42)

        #expect(
            printed == [
                "request sent",
                "waiting for the answer",
                "got success(42)",
            ]
        )
    }

    @Test("a failure skips map's transform and is transformed by mapError")
    func failurePassesMapAndIsMapped() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        struct NotFound: Error { let name: String }
        struct LoadError: Error { let message: String }
        Future<String, NotFound>(error: NotFound(name: "bob"))
            .map { name -> Int in
                print("never runs")
                return name.count
            }
            .mapError { LoadError(message: "nobody called \($0.name)") }
            .start { result in
                if case .failure(let error) = result { print(error.message) }
            }
        // prints nobody called bob

        #expect(
            printed == [
                "nobody called bob",
            ]
        )
    }

    @Test("flatMap starts the second future with the first one's value, only when started")
    func flatMapChainsDependentWork() {
        var printed: [String] = []
        func print(_ items: Any..., separator: String = " ") {
            printed.append(items.map { "\($0)" }.joined(separator: separator))
        }

        // The listing, verbatim:
        struct User { let name: String; let avatarID: Int }
        func fetchUser(named name: String) -> Future<User, Never> {
            Future { completion in
                print("fetching \(name)")
                completion(.success(User(name: name, avatarID: 7)))
            }
        }
        func fetchAvatar(id: Int) -> Future<String, Never> {
            Future { completion in
                print("fetching avatar \(id)")
                completion(.success("avatar-\(id).png"))
            }
        }
        let avatar = fetchUser(named: "ada").flatMap { fetchAvatar(id: $0.avatarID) }
        print("nothing fetched yet")
        // prints nothing fetched yet
        avatar.start { print($0) }
        // prints fetching ada
        // prints fetching avatar 7
        // prints success("avatar-7.png")

        #expect(
            printed == [
                "nothing fetched yet",
                "fetching ada",
                "fetching avatar 7",
                "success(\"avatar-7.png\")",
            ]
        )
    }
}
