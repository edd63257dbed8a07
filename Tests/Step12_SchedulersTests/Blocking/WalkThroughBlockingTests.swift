import Foundation
import Testing
@testable import Step12_Schedulers

// The RACSignal walk-through's blocking calls, as ReactiveSwift spells them:
// `first` is `first()`, `waitUntilCompleted:` is `wait()`, `toArray` is
// `collect().single()`. (`firstOrDefault:` has no ReactiveSwift spelling:
// `first()` answers `nil` where it would answer the default, so
// `(try? producer.first()?.get()) ?? default` is its translation.)

@Suite("The RACSignal walk-through's blocking calls")
struct WalkThroughBlockingTests {
    /// The walk-through's `syncSignal`: 0 and 1, then completed, all during
    /// the start.
    private var syncSignal: SignalProducer<Int, Never> {
        SignalProducer { subscriber, _ in
            for index in 0..<2 { subscriber.send(value: index) }
            subscriber.sendCompleted()
        }
    }

    /// The walk-through's `asyncSignal`: "start" at once, "end" and
    /// completion later, from another scheduler (two seconds there; a fifth
    /// of one here).
    private func asyncSignal(on scheduler: QueueScheduler) -> SignalProducer<String, Never> {
        SignalProducer { subscriber, lifetime in
            subscriber.send(value: "start")
            lifetime += scheduler.schedule(after: .milliseconds(200)) {
                subscriber.send(value: "end")
                subscriber.sendCompleted()
            }
        }
    }

    @Test("first: prints first -- 0")
    func first() {
        var printed: [String] = []
        let x = syncSignal.first()
        printed.append("first -- \((x?.get()).map(String.init) ?? "nil")")
        #expect(printed == ["first -- 0"])
    }

    @Test("firstOrDefault, translated: 0 for syncSignal, the default for an empty producer")
    func firstOrDefault() {
        let x = (syncSignal.first()?.get()).map(String.init) ?? "default"
        let x1 = (SignalProducer<Int, Never>.empty.first()?.get()).map(String.init) ?? "default"
        #expect(["firstOrDefault -- \(x)", "firstOrDefault -- \(x1)"] == ["firstOrDefault -- 0", "firstOrDefault -- default"])
    }

    @Test("waitUntilCompleted is wait(): success, no error")
    func waitUntilCompleted() {
        let result = syncSignal.wait()
        let line: String
        switch result {
        case .success: line = "waitUntilCompleted -- 1 -- (null)"
        }
        #expect(line == "waitUntilCompleted -- 1 -- (null)")
    }

    @Test("toArray is collect().single(): blocks until the later value and completion, then gives [start, end]")
    func toArray() {
        let scheduler = QueueScheduler(name: "org.frp-book.tests.to-array")
        let started = Date()
        let array = inTime(seconds: 10) { [self] in asyncSignal(on: scheduler).collect().single()?.get() }
        #expect(array == .some(["start", "end"]))
        #expect(Date().timeIntervalSince(started) >= 0.19)
    }
}
