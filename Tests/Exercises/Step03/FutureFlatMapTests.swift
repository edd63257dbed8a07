// The tests of exercise 3.2, `Exercises/Step03/FutureFlatMap.swift`.
// Check it with `swift run learn check 3.2`.

import Testing
@testable import Step03_Exercises

@Suite("Exercise 3.2: flatMap")
struct Exercise03_02 {
    @Test("flatMap starts the future the transform makes from the value, and delivers its result")
    func flatMapChains() {
        let future = Future<String, TestError>(value: "ada").flatMap { name in
            Future<String, TestError>(value: name.uppercased())
        }
        #expect(future.resultsOfOneStart() == [.success("ADA")])
    }

    @Test("flatMap delivers the failure of the second future")
    func flatMapInnerFailure() {
        let future = Future<String, TestError>(value: "ada").flatMap { _ in
            Future<String, TestError>(error: TestError("inner"))
        }
        #expect(future.resultsOfOneStart() == [.failure(TestError("inner"))])
    }

    @Test("flatMap delivers the failure of the first future and never calls the transform")
    func flatMapOuterFailure() {
        var transforms = 0
        let future = Future<String, TestError>(error: TestError("outer")).flatMap { name -> Future<String, TestError> in
            transforms += 1
            return Future(value: name)
        }
        #expect(future.resultsOfOneStart() == [.failure(TestError("outer"))])
        #expect(transforms == 0)
    }

    @Test("flatMap runs nothing before start, and runs both futures again on each start")
    func flatMapIsLazy() {
        var log: [String] = []
        let user = Future<String, TestError> { completion in
            log.append("fetch user")
            completion(.success("ada"))
        }
        let avatar = user.flatMap { name in
            log.append("transform \(name)")
            return Future<String, TestError> { completion in
                log.append("fetch avatar of \(name)")
                completion(.success("\(name).png"))
            }
        }
        log.append("chained")
        let first = avatar.resultsOfOneStart()
        let second = avatar.resultsOfOneStart()
        #expect(
            log == [
                "chained",
                "fetch user", "transform ada", "fetch avatar of ada",
                "fetch user", "transform ada", "fetch avatar of ada",
            ]
        )
        #expect(first + second == [.success("ada.png"), .success("ada.png")])
    }

    @Test("the second future starts only when the first delivers, and the caller gets its result when it delivers")
    func flatMapWaitsForEachFuture() {
        var log: [String] = []
        var deliverUser: (() -> Void)?
        var deliverAvatar: (() -> Void)?
        let user = Future<String, TestError> { completion in
            log.append("fetch user")
            deliverUser = { completion(.success("ada")) }
        }
        let avatar = user.flatMap { name in
            Future<String, TestError> { completion in
                log.append("fetch avatar of \(name)")
                deliverAvatar = { completion(.success("\(name).png")) }
            }
        }
        var results: [Outcome<String>] = []
        avatar.start { results.append(Outcome($0)) }
        let logAfterStart = log
        deliverUser?()
        let logAfterUser = log
        let resultsBeforeAvatar = results
        deliverAvatar?()
        #expect(logAfterStart == ["fetch user"])
        #expect(logAfterUser == ["fetch user", "fetch avatar of ada"])
        #expect(resultsBeforeAvatar == [])
        #expect(results == [.success("ada.png")])
    }
}
