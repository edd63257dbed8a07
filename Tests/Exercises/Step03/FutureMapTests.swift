// The tests of exercise 3.1, `Exercises/Step03/FutureMap.swift`.
// Check it with `swift run learn check 3.1`.

import Testing
@testable import Step03_Exercises

@Suite("Exercise 3.1: map and mapError")
struct Exercise03_01 {
    @Test("map transforms the value")
    func mapTransformsValue() {
        let future = Future<String, TestError>(value: "test").map { $0.count }
        #expect(future.resultsOfOneStart() == [.success(4)])
    }

    @Test("map passes a failure through without calling the transform")
    func mapPassesFailure() {
        var transforms = 0
        let future = Future<String, TestError>(error: TestError("boom")).map { text -> Int in
            transforms += 1
            return text.count
        }
        #expect(future.resultsOfOneStart() == [.failure(TestError("boom"))])
        #expect(transforms == 0)
    }

    @Test("map runs nothing before start, and runs the work and the transform again on each start")
    func mapIsLazy() {
        var log: [String] = []
        let work = Future<Int, TestError> { completion in
            log.append("work")
            completion(.success(20))
        }
        let mapped = work.map { value -> Int in
            log.append("transform \(value)")
            return value + 1
        }
        log.append("mapped")
        let first = mapped.resultsOfOneStart()
        let second = mapped.resultsOfOneStart()
        #expect(log == ["mapped", "work", "transform 20", "work", "transform 20"])
        #expect(first + second == [.success(21), .success(21)])
    }

    @Test("map delivers when the work delivers, even later")
    func mapWaitsForTheWork() {
        var deliverLater: (() -> Void)?
        let work = Future<Int, TestError> { completion in
            deliverLater = { completion(.success(20)) }
        }
        var results: [Outcome<Int>] = []
        work.map { $0 + 1 }.start { results.append(Outcome($0)) }
        let beforeDelivery = results
        deliverLater?()
        #expect(beforeDelivery == [])
        #expect(results == [.success(21)])
    }

    @Test("mapError transforms the error")
    func mapErrorTransformsError() {
        let future = Future<Int, TestError>(error: TestError("boom")).mapError { TestError($0.name + "!") }
        #expect(future.resultsOfOneStart() == [.failure(TestError("boom!"))])
    }

    @Test("mapError passes a value through without calling the transform")
    func mapErrorPassesValue() {
        var transforms = 0
        let future = Future<Int, TestError>(value: 1).mapError { error -> TestError in
            transforms += 1
            return error
        }
        #expect(future.resultsOfOneStart() == [.success(1)])
        #expect(transforms == 0)
    }

    @Test("mapError runs nothing before start, and runs the work again on each start")
    func mapErrorIsLazy() {
        var log: [String] = []
        let work = Future<Int, TestError> { completion in
            log.append("work")
            completion(.failure(TestError("boom")))
        }
        let mapped = work.mapError { error -> TestError in
            log.append("transform \(error)")
            return TestError(error.name + "!")
        }
        log.append("mapped")
        let first = mapped.resultsOfOneStart()
        let second = mapped.resultsOfOneStart()
        #expect(log == ["mapped", "work", "transform TestError(boom)", "work", "transform TestError(boom)"])
        #expect(first + second == [.failure(TestError("boom!")), .failure(TestError("boom!"))])
    }
}
