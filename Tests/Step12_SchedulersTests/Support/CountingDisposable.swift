import Foundation
@testable import Step12_Schedulers

/// A disposable that counts how often `dispose()` is called, to prove that a
/// container calls it once. (An `AnyDisposable` would hide a second call: it
/// runs its action only once whatever happens.)
final class CountingDisposable: Disposable, @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    /// How many times `dispose()` has been called.
    var disposeCalls: Int { lock.withLock { calls } }

    var isDisposed: Bool { disposeCalls > 0 }

    func dispose() {
        lock.withLock { calls += 1 }
    }
}
