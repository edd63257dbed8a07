import Foundation

/// An action's state, and the two properties that show it: whether a run
/// is going on, and whether the action is enabled.
///
///     change (any thread) ──▶ lock: change the state, unlock
///                        ──▶ publish: one thread at a time sets the
///                            properties to the latest state, until no
///                            change is left unpublished
///
/// The state is changed under a lock, and read there by `apply`: two
/// threads applying at once cannot both run. The properties are set
/// afterwards, with no lock held, since setting them calls their observers,
/// and an observer may apply the action again (from `isExecuting` turning
/// false, say). If a thread is already publishing, another change only
/// marks the state as changed, and the publishing thread publishes it too,
/// after the value it is delivering: on its own thread (a change made from
/// inside an observer), or on another. So the properties go through the
/// states in the order they happened, each change is delivered after the
/// one before, and nothing waits for a thread that waits for it.
/// (ReactiveSwift sets them while holding a recursive lock, so its
/// observers' changes are delivered in the middle of the current one.)
final class ActionState<Value>: @unchecked Sendable {
    // @unchecked Sendable: `state` and `publication` are read and written
    // only under `lock`; the properties are safe from any thread.

    /// What the action knows.
    struct State {
        /// The latest value of the action's state property.
        var value: Value
        /// Whether the user's condition holds for `value`.
        var isUserEnabled: Bool
        /// Whether a run is going on.
        var isExecuting = false

        /// Whether a start would run.
        var isEnabled: Bool { isUserEnabled && !isExecuting }
    }

    /// Who is publishing, and whether a change waits to be published.
    private enum Publication {
        /// Nobody is publishing.
        case idle
        /// A thread is setting the properties; `isStale` says whether the
        /// state has changed since it read it.
        case publishing(isStale: Bool)
    }

    private var state: State
    private var publication = Publication.idle
    private let lock = PlatformLock()

    /// Shows `state.isExecuting`.
    let isExecutingProperty: MutableProperty<Bool>
    /// Shows `state.isEnabled`.
    let isEnabledProperty: MutableProperty<Bool>

    init(value: Value, isUserEnabled: Bool) {
        state = State(value: value, isUserEnabled: isUserEnabled)
        isExecutingProperty = MutableProperty(state.isExecuting)
        isEnabledProperty = MutableProperty(state.isEnabled)
    }

    /// Changes the state with `body`, under the lock, then brings the
    /// properties up to date.
    ///
    /// `body` must not let go of a value of the user's under the lock: one
    /// it replaces, it returns, for the caller to let go of.
    ///
    /// - Returns: What `body` returns.
    @discardableResult
    func change<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        let result = body(&state)
        let mustPublish: Bool
        switch publication {
        case .idle:
            publication = .publishing(isStale: false)
            mustPublish = true
        case .publishing:
            publication = .publishing(isStale: true)
            mustPublish = false
        }
        lock.unlock()
        if mustPublish {
            publish()
        }
        return result
    }

    /// Sets the properties to the latest state, again and again, until no
    /// change came while it was setting them.
    private func publish() {
        while true {
            lock.lock()
            let isExecuting = state.isExecuting
            let isEnabled = state.isEnabled
            publication = .publishing(isStale: false)
            lock.unlock()

            if isExecutingProperty.value != isExecuting {
                isExecutingProperty.value = isExecuting
            }
            if isEnabledProperty.value != isEnabled {
                isEnabledProperty.value = isEnabled
            }

            lock.lock()
            guard case .publishing(isStale: true) = publication else {
                publication = .idle
                lock.unlock()
                return
            }
            lock.unlock()
        }
    }
}
