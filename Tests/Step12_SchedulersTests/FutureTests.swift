import Dispatch
import Testing
@testable import Step12_Schedulers

@Suite struct FutureTests {
    @Test("nothing runs before start")
    func lazy() {
        var runs = 0
        let future = Future<Int, Never> { completion in
            runs += 1
            completion(.success(1))
        }
        _ = future.map { $0 + 1 }.flatMap { Future(value: $0) }
        #expect(runs == 0)
    }

    @Test("the operation runs exactly once per start, and each start gets its own result")
    func runsOncePerStart() {
        var runs = 0
        let future = Future<Int, Never> { completion in
            runs += 1
            completion(.success(runs))
        }
        var results: [Result<Int, Never>] = []
        future.start { results.append($0) }
        #expect(runs == 1)
        future.start { results.append($0) }
        #expect(runs == 2)
        #expect(results == [.success(1), .success(2)])
    }

    @Test("init(value:) delivers its value, init(error:) its error")
    func valueAndError() {
        var results: [Result<Int, TestError>] = []
        Future<Int, TestError>(value: 7).start { results.append($0) }
        Future<Int, TestError>(error: TestError("no")).start { results.append($0) }
        #expect(results == [.success(7), .failure(TestError("no"))])
    }

    @Test("map transforms the value, and runs only after start")
    func mapTransformsValue() {
        var transforms = 0
        let future = Future<String, TestError>(value: "test").map { text -> Int in
            transforms += 1
            return text.count
        }
        #expect(transforms == 0)
        var results: [Result<Int, TestError>] = []
        future.start { results.append($0) }
        #expect(results == [.success(4)])
        #expect(transforms == 1)
    }

    @Test("map passes a failure through without calling the transform")
    func mapPassesFailure() {
        var transforms = 0
        var results: [Result<Int, TestError>] = []
        Future<String, TestError>(error: TestError("x"))
            .map { text -> Int in
                transforms += 1
                return text.count
            }
            .start { results.append($0) }
        #expect(results == [.failure(TestError("x"))])
        #expect(transforms == 0)
    }

    @Test("mapError transforms the error and keeps a value")
    func mapErrorTransformsError() {
        var results: [Result<Int, TestError>] = []
        Future<Int, TestError>(error: TestError("x"))
            .mapError { TestError($0.name + "!") }
            .start { results.append($0) }
        Future<Int, TestError>(value: 1)
            .mapError { TestError($0.name + "!") }
            .start { results.append($0) }
        #expect(results == [.failure(TestError("x!")), .success(1)])
    }

    @Test("flatMap runs the second future with the first one's value")
    func flatMapChains() {
        var results: [Result<String, TestError>] = []
        Future<String, TestError>(value: "ada")
            .flatMap { name in Future(value: name.uppercased()) }
            .start { results.append($0) }
        #expect(results == [.success("ADA")])
    }

    @Test("flatMap delivers the second future's failure")
    func flatMapInnerFailure() {
        var results: [Result<String, TestError>] = []
        Future<String, TestError>(value: "ada")
            .flatMap { _ in Future<String, TestError>(error: TestError("inner")) }
            .start { results.append($0) }
        #expect(results == [.failure(TestError("inner"))])
    }

    @Test("flatMap does not call its transform when the first future fails")
    func flatMapOuterFailure() {
        var transforms = 0
        var results: [Result<String, TestError>] = []
        Future<String, TestError>(error: TestError("outer"))
            .flatMap { name -> Future<String, TestError> in
                transforms += 1
                return Future(value: name)
            }
            .start { results.append($0) }
        #expect(results == [.failure(TestError("outer"))])
        #expect(transforms == 0)
    }

    @Test("a future may complete later, on another thread")
    func asynchronousCompletion() async {
        let future = Future<Int, Never> { completion in
            let completeLater = UncheckedTransfer(completion)
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) {
                completeLater.value(.success(42))
            }
        }
        let result = await withCheckedContinuation { (done: CheckedContinuation<Result<Int, Never>, Never>) in
            future.map { $0 + 1 }.start { done.resume(returning: $0) }
        }
        #expect(result == .success(43))
    }

    @Test("calling the completion twice stops the program with a clear message")
    func secondCompletionIsAPreconditionFailure() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Future<Int, Never> { completion in
                completion(.success(1))
                completion(.success(2))
            }
            .start { _ in }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Future: the operation called its completion a second time"))
    }
}
