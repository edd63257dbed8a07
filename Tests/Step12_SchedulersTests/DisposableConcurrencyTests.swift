import Dispatch
import Synchronization
import Testing
@testable import Step12_Schedulers

@Suite struct DisposableConcurrencyTests {
    @Test("many threads disposing one composite run each action once")
    func compositeDisposedFromManyThreads() {
        for _ in 0..<100 {
            let runs = Atomic(0)
            let composite = CompositeDisposable()
            for _ in 0..<10 {
                composite.add { runs.add(1, ordering: .relaxed) }
            }
            DispatchQueue.concurrentPerform(iterations: 8) { _ in composite.dispose() }
            #expect(runs.load(ordering: .relaxed) == 10)
        }
    }

    @Test("adding from many threads while another disposes: every action runs exactly once")
    func addWhileDisposing() {
        for _ in 0..<50 {
            let runs = Atomic(0)
            let composite = CompositeDisposable()
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                if thread == 0 {
                    composite.dispose()
                } else {
                    for _ in 0..<20 {
                        composite.add { runs.add(1, ordering: .relaxed) }
                    }
                }
            }
            #expect(runs.load(ordering: .relaxed) == 7 * 20)
        }
    }

    @Test("replacing a serial disposable's inner one from many threads disposes every replaced one once")
    func serialFromManyThreads() {
        let runs = Atomic(0)
        let serial = SerialDisposable()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<100 {
                serial.inner = AnyDisposable { runs.add(1, ordering: .relaxed) }
            }
        }
        serial.dispose()
        #expect(runs.load(ordering: .relaxed) == 800)
    }

    @Test("many threads disposing one lifetime token end the lifetime once")
    func tokenFromManyThreads() {
        for _ in 0..<100 {
            let runs = Atomic(0)
            let (lifetime, token) = Lifetime.make()
            lifetime.observeEnded { runs.add(1, ordering: .relaxed) }
            DispatchQueue.concurrentPerform(iterations: 8) { _ in token.dispose() }
            #expect(runs.load(ordering: .relaxed) == 1)
        }
    }
}
