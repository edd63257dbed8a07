import Foundation

/// Turns Ctrl-C into a request to stop that a long-running command (`learn
/// watch`) can notice and act on, instead of dying in the middle of a line.
///
/// Once installed, SIGINT no longer ends learn: it records the request and
/// interrupts the `swift test` that may be running, so the command finds out
/// at once and can say goodbye.
///
/// `@unchecked Sendable`: `requested` is read and written only while `lock`
/// is held, and `source` is set once, before anyone else sees the object.
final class StopRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var requested = false
    private var source: (any DispatchSourceSignal)?

    private init() {}

    /// Starts turning Ctrl-C into a stop request.
    static func install() -> StopRequest {
        let request = StopRequest()
        // A signal source only sees signals that no longer end the process.
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            request.lock.withLock { request.requested = true }
            ChildProcess.running.interruptAll()
        }
        source.resume()
        request.source = source
        return request
    }

    /// Whether Ctrl-C was pressed.
    var isRequested: Bool {
        lock.withLock { requested }
    }
}
