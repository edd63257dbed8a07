import Testing
@testable import Step12_Schedulers

/// Chapter 3 compares a chain A → B → C → D built from a push signal with the
/// same chain built from a pull future: what sets the work going, and in what
/// order every link's code runs.
@Suite struct PushPullOrderTests {
    @Test("push: sending into A runs the links from A to D, and D's observer last")
    func pushOrder() {
        var log: [String] = []
        let (a, input) = Signal<String, Never>.pipe()
        let b = link("B", from: a, log: { log.append($0) }) { $0.count }
        let c = link("C", from: b, log: { log.append($0) }) { $0 * 10 }
        let d = link("D", from: c, log: { log.append($0) }) { "\($0)!" }
        d.observeValues { log.append("observer of D got \($0)") }
        log.append("send into A")
        input.send(value: "test")
        #expect(
            log == [
                "send into A",
                "B transforms test", "C transforms 4", "D transforms 40",
                "observer of D got 40!",
            ]
        )
    }

    @Test("pull: starting D starts C, then B, then A; the results then flow back from A to D")
    func pullOrder() {
        var log: [String] = []
        let a = Future<String, Never> { completion in
            log.append("A works")
            completion(.success("test"))
        }
        let b = link("B", from: a, log: { log.append($0) }) { $0.count }
        let c = link("C", from: b, log: { log.append($0) }) { $0 * 10 }
        let d = link("D", from: c, log: { log.append($0) }) { "\($0)!" }
        log.append("start D")
        d.start { log.append("caller of D got \($0)") }
        #expect(
            log == [
                "start D",
                "D starts", "C starts", "B starts", "A works",
                "B transforms test", "C transforms 4", "D transforms 40",
                "caller of D got success(\"40!\")",
            ]
        )
    }

    @Test("push: nothing runs until something is sent, however many links are observed")
    func pushWaitsForTheSource() {
        var log: [String] = []
        let (a, input) = Signal<Int, Never>.pipe()
        let b = link("B", from: a, log: { log.append($0) }) { $0 + 1 }
        let c = link("C", from: b, log: { log.append($0) }) { $0 * 10 }
        let d = link("D", from: c, log: { log.append($0) }) { $0 - 1 }
        d.observeValues { log.append("observer got \($0)") }
        #expect(log.isEmpty)
        input.send(value: 1)
        #expect(log == ["B transforms 1", "C transforms 2", "D transforms 20", "observer got 19"])
    }

    @Test("pull: each start runs the whole chain again")
    func pullRunsAgain() {
        var works = 0
        let a = Future<Int, Never> { completion in
            works += 1
            completion(.success(works))
        }
        let d = a.map { $0 * 10 }.flatMap { Future(value: $0 + 1) }
        var results: [Result<Int, Never>] = []
        d.start { results.append($0) }
        d.start { results.append($0) }
        #expect(works == 2)
        #expect(results == [.success(11), .success(21)])
    }

    /// A push link: a signal that observes `upstream` and sends on each value
    /// transformed, logging as it goes.
    private func link<T, U>(
        _ name: String,
        from upstream: Signal<T, Never>,
        log: @escaping (String) -> Void,
        transform: @escaping (T) -> U
    ) -> Signal<U, Never> {
        let (output, input) = Signal<U, Never>.pipe()
        upstream.observe { event in
            if let value = event.value { log("\(name) transforms \(value)") }
            input.send(event.map(transform))
        }
        return output
    }

    /// A pull link: a future that, when started, logs, starts `upstream`,
    /// and transforms its value.
    private func link<T, U>(
        _ name: String,
        from upstream: Future<T, Never>,
        log: @escaping (String) -> Void,
        transform: @escaping (T) -> U
    ) -> Future<U, Never> {
        Future { completion in
            log("\(name) starts")
            upstream.start { result in
                if case .success(let value) = result { log("\(name) transforms \(value)") }
                completion(result.map(transform))
            }
        }
    }
}
