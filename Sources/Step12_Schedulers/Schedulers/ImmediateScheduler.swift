/// A scheduler that runs every action at once, on the caller's thread,
/// before `schedule(_:)` returns.
///
/// Useful where an operator wants a scheduler and the code wants no change
/// of time or thread: `observe(on: ImmediateScheduler())` sends each event
/// exactly as it arrives.
public final class ImmediateScheduler: Scheduler, Sendable {
    /// Creates an immediate scheduler.
    public init() {}

    /// Runs `action` now.
    ///
    /// - Returns: `nil`: by the time the caller has the result, the action
    ///   has run, so there is nothing to cancel.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        action()
        return nil
    }
}
