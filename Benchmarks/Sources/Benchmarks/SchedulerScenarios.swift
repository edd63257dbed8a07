import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The rows chapter 12 adds: work that crosses threads, waits on a virtual
// clock, or is handed to Swift concurrency. A library that has no such
// thing answers `nil` (the table's "n/a"), which is what these defaults do.
extension Library {
    static func observeOnQueue(_ count: Int) -> Double? { nil }
    static func delayOnVirtualClock(_ count: Int) -> Double? { nil }
    static func scheduledActions(_ count: Int) -> Double? { nil }
    static func asyncValues(_ count: Int) -> Double? { nil }
}

/// The scenarios of chapter 12, appended to the table by `Scenario.all`.
let schedulerScenarios: [Scenario] = [
    Scenario(
        name: "observeOn",
        title: "pipe → observe(on: a serial queue) → observe, summing (OpenCombine: receive(on: DispatchQueue)), wall time until the last value arrives",
        unit: "ns per value",
        count: 200_000, minimumCount: 1_000, goal: nil,
        measure: { library, count in library.observeOnQueue(count) }),
    Scenario(
        name: "delay",
        title: "pipe → delay(1, on: TestScheduler) → observe, n values sent, then the clock run, summing",
        unit: "ns per value",
        count: 200_000, minimumCount: 1_000, goal: nil,
        missing: [
            .raw: "No virtual clock to compare with: raw closures have no time.",
            .opencombine: "OpenCombine 0.14.0 has `delay(for:scheduler:)` but no virtual-time scheduler to run it on.",
        ],
        measure: { library, count in library.delayOnVirtualClock(count) }),
    Scenario(
        name: "scheduledActions",
        title: "TestScheduler: schedule n actions at scattered dates, then run() (n = 1,000,000 in a full run)",
        unit: "ns per action",
        count: 1_000_000, minimumCount: 1_000, goal: nil,
        missing: [
            .raw: "No scheduler: raw closures have no time.",
            .opencombine: "OpenCombine 0.14.0 has no virtual-time scheduler.",
        ],
        measure: { library, count in library.scheduledActions(count) }),
    Scenario(
        name: "async",
        title: "SignalProducer(0..<n).values iterated with for await, summing (raw: an AsyncStream of the same values)",
        unit: "ns per value",
        count: 200_000, minimumCount: 1_000, goal: nil,
        missing: [
            .opencombine: "OpenCombine 0.14.0 has no `values` async sequence (Combine's `Publisher.values`).",
            .reactiveswift: "ReactiveSwift 7.2.1 has no bridge from a producer to an async sequence.",
        ],
        measure: { library, count in library.asyncValues(count) }),
]

/// Runs `body` and returns the wall-clock nanoseconds it took: for the rows
/// whose work runs on another thread or task, which the calling thread's
/// CPU time would not count.
@inline(never)
func wallTimed(_ body: () -> Void) -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    body()
    clock_gettime(CLOCK_MONOTONIC, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec)
}

/// Runs an async body to its end from synchronous code, on a task of its
/// own, and waits for it.
func runAsync(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        await body()
        done.signal()
    }
    done.wait()
}

/// A sum that a task hands back to the benchmark's thread when it is done.
final class SendableSum: @unchecked Sendable {
    // @unchecked Sendable: written by one task, read after `runAsync` or a
    // semaphore has waited for that task, which orders the two.
    var value = 0
}

/// The scattered date of action `index` of `count`: a fixed permutation of
/// 0..<count (a multiplier prime to most counts), so that every library
/// sorts the same disorder.
func scatteredSecond(_ index: Int, of count: Int) -> Double {
    Double((index &* 7_919) % count)
}

extension Raw {
    static func observeOnQueue(_ count: Int) -> Double? {
        let queue = DispatchQueue(label: "benchmark.raw.observeOn")
        let sum = SendableSum()
        let done = DispatchSemaphore(value: 0)
        let elapsed = wallTimed {
            for value in 0..<count {
                queue.async {
                    sum.value &+= value
                    if value == count - 1 { done.signal() }
                }
            }
            done.wait()
        }
        blackHole(sum.value)
        return elapsed / Double(count)
    }

    static func asyncValues(_ count: Int) -> Double? {
        let sum = SendableSum()
        let elapsed = wallTimed {
            runAsync {
                let stream = AsyncStream<Int> { continuation in
                    for value in 0..<count { continuation.yield(value) }
                    continuation.finish()
                }
                for await value in stream { sum.value &+= value }
            }
        }
        precondition(sum.value == count &* (count - 1) / 2, "raw asyncValues: wrong sum")
        return elapsed / Double(count)
    }
}
