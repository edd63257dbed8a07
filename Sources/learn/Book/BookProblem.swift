/// Something in a chapter that does not match the code: where it is and
/// what is wrong, printed as `Chapters/02-signal.md:57: listing 3 …`.
struct BookProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The chapter, from the repository root.
    let file: String
    /// The line, if the problem has one.
    let line: Int?
    /// What is wrong, and where useful what to do.
    let message: String

    var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
