// Given: do not change this file. Exercise 11.3's `Action` fails its
// starts with it.

/// Why a start of an action's producer failed.
public enum ActionError<Error: Swift.Error>: Swift.Error {
    /// The action was disabled when the start came: nothing ran.
    case disabled
    /// The work ran and failed with this error.
    case producerFailed(Error)
}

extension ActionError: Equatable where Error: Equatable {}
