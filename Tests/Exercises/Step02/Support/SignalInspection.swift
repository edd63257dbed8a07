// Test helpers that look inside a signal, through `@testable import`.
//
// They take the state lock with `try()` rather than waiting for it, so that
// a signal whose state lock is held (for example, by a `deliver` that calls
// its observers without releasing it) makes a test fail with "locked"
// instead of hanging for ever.

import Step01_Event
@testable import Step02_Exercises

extension Signal {
    /// The state's name: `"alive"`, `"terminating"` or `"terminated"`; or
    /// `"locked"` if the state lock is held right now.
    var stateName: String {
        guard stateLock.try() else { return "locked" }
        defer { stateLock.unlock() }
        switch state {
        case .alive: return "alive"
        case .terminating: return "terminating"
        case .terminated: return "terminated"
        }
    }

    /// How many observers the state holds: the bag's count while alive or
    /// terminating, 0 once terminated, and -1 if the state lock is held.
    var observerCount: Int {
        guard stateLock.try() else { return -1 }
        defer { stateLock.unlock() }
        switch state {
        case .alive(let alive):
            return alive.observers.count
        case .terminating(let pending):
            return pending.observers.count
        case .terminated:
            return 0
        }
    }

    /// Whether the state lock is free right now, as it must be whenever an
    /// observer is called.
    var isStateLockFree: Bool {
        guard stateLock.try() else { return false }
        stateLock.unlock()
        return true
    }

    /// Where the storage of the state's bag of observers is, and how much
    /// room it has; `nil` unless the signal is alive and its state unlocked.
    ///
    /// An insertion that copies the bag moves its storage elsewhere; one that
    /// appends in place, into spare room, leaves it where it was.
    var bagStorage: (address: UInt, count: Int, capacity: Int)? {
        guard stateLock.try() else { return nil }
        defer { stateLock.unlock() }
        guard case .alive(let alive) = state else { return nil }
        return alive.observers.elements.withUnsafeBufferPointer { buffer in
            (UInt(bitPattern: buffer.baseAddress), buffer.count, alive.observers.elements.capacity)
        }
    }

    /// Puts `observer` into the state's bag directly, without `observe(_:)`,
    /// so that the tests of exercise 2.2 do not depend on exercise 2.3. It
    /// uses your `Bag.insert(_:)` from exercise 2.1.
    func attach(_ observer: Observer) {
        stateLock.withLock {
            guard case .alive(let alive) = state else { return }
            _ = alive.observers.insert(observer)
        }
    }
}
