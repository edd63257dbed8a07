#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HeapUsage

/// The CPU time the calling thread has used, in nanoseconds. Unlike the
/// wall clock, it does not count time when the thread was not running, so
/// another process on the machine disturbs it less.
func threadCPUTime() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Runs `body` and returns how many nanoseconds of thread CPU time it took.
@inline(never)
func timed(_ body: () -> Void) -> Double {
    let start = threadCPUTime()
    body()
    return Double(threadCPUTime() - start)
}

/// The bytes the program has allocated on the heap and not yet freed.
func heapBytesInUse() -> Int {
    Int(heap_bytes_in_use())
}

/// A sink the optimizer cannot see through: a scenario hands its checksum
/// here, so that the work that computed it cannot be removed.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// The median of some measurements.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// A mutable sum that closures can share: what every scenario's observer
/// adds its values to.
final class Sum {
    var value = 0
}
