/// A problem `learn` explains to the learner before it exits with a non-zero
/// status, instead of crashing.
struct LearnError: Error, Equatable, CustomStringConvertible {
    /// The exit status that goes with a problem.
    enum Status: Int32, Sendable {
        /// Something did not work: a check failed, a file is missing.
        case failure = 1
        /// The command line asked for something that does not exist.
        case usage = 2
    }

    /// What went wrong and, where possible, what to do about it.
    let message: String
    /// The exit status.
    let status: Status

    /// Creates a problem with its message, a failure unless said otherwise.
    init(_ message: String, status: Status = .failure) {
        self.message = message
        self.status = status
    }

    /// The message.
    var description: String { message }
}
