// The tests of exercise 2.6 (stretch), which look again at
// `Exercises/Step02/SignalObserve.swift`.
// Check it with `swift run learn check 2.6`.
//
// Do exercise 2.3 first: this checks how your `observe(_:)` inserts.

import Step01_Event
import Testing
@testable import Step02_Exercises

@Suite("Exercise 2.6 (stretch): Attaching without a copy")
struct Exercise02_06 {
    typealias TestSignal = Signal<Int, TestError>

    @Test("observe inserts into the bag without copying it")
    func observeDoesNotCopyTheBag() {
        let (signal, input) = TestSignal.pipe()
        // Attach observers until the bag's storage has room for one more, so
        // that an insertion in place does not have to move it.
        for _ in 0..<64 {
            if let storage = signal.bagStorage, storage.count > 0, storage.count < storage.capacity { break }
            signal.observe(TestSignal.Observer { _ in })
        }
        let before = signal.bagStorage
        signal.observe(TestSignal.Observer { _ in })
        let after = signal.bagStorage
        let insertion = after?.address == before?.address ? "appended in place" : "copied to new storage"
        #expect(after?.count == (before?.count ?? 0) + 1)
        #expect(insertion == "appended in place")
        _ = input
    }

    @Test("attaching 10,000 observers moves the bag's storage only as it grows, never once per observer")
    func storageMovesOnlyToGrow() {
        let (signal, input) = TestSignal.pipe()
        var moves = 0
        var last = signal.bagStorage?.address
        for _ in 0..<10_000 {
            signal.observe(TestSignal.Observer { _ in })
            let now = signal.bagStorage?.address
            if now != last { moves += 1 }
            last = now
        }
        #expect(signal.observerCount == 10_000)
        // An array that doubles its room needs about log2(10,000) = 14 new
        // buffers to reach 10,000 elements; a copy per insertion needs 10,000.
        #expect(moves <= 20, "the bag's storage moved \(moves) times for 10,000 insertions")
        _ = input
    }
}
