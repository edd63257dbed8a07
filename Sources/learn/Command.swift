/// One of learn's commands: `check`, `hint`, `watch`…
///
/// Each command is a type in its own file under `Commands/`. To add one,
/// write the type and add it to ``allCommands`` in `CommandList.swift`: the
/// dispatch in `main.swift` and the help text come from that list.
protocol Command {
    /// The word that selects the command: `check` in `learn check 1.2`.
    static var name: String { get }
    /// The arguments it takes, as help shows them: `[N | N.K]`.
    static var arguments: String { get }
    /// What it does, in one line for the list of commands.
    static var summary: String { get }
    /// What it does, in full, for `learn help NAME`.
    static var details: String { get }

    /// Whether the command is for the book's maintainers rather than its
    /// readers: `learn help` lists these apart, under "For maintainers".
    static var isForMaintainers: Bool { get }

    /// Runs the command.
    ///
    /// - Parameter arguments: The words after the command's name.
    /// - Returns: The exit status: 0 for success.
    /// - Throws: A ``LearnError`` to explain a problem and exit.
    static func run(_ arguments: [String]) throws(LearnError) -> Int32
}

extension Command {
    /// Most commands are the learner's.
    static var isForMaintainers: Bool { false }
}

/// The words after a command's name, split into options (`--more`) and the
/// rest, and checked against what the command accepts.
struct CommandArguments {
    /// The words that are not options, in order.
    let positional: [String]
    /// The options given.
    let options: Set<String>

    /// Splits and checks the words.
    ///
    /// - Throws: A ``LearnError`` naming an unknown option or an extra word.
    init(_ words: [String], command: String, options allowed: Set<String> = [], maximumPositional: Int) throws(LearnError) {
        var positional: [String] = []
        var options: Set<String> = []
        for word in words {
            if word.hasPrefix("-") && Int(word) == nil {
                guard allowed.contains(word) else {
                    let known = allowed.isEmpty ? "it takes no options" : "its options: " + allowed.sorted().joined(separator: ", ")
                    throw LearnError("there is no option '\(word)' (\(known)). See: swift run learn help \(command)", status: .usage)
                }
                options.insert(word)
            } else {
                positional.append(word)
            }
        }
        guard positional.count <= maximumPositional else {
            throw LearnError("too many arguments: \(positional.joined(separator: " ")). See: swift run learn help \(command)", status: .usage)
        }
        self.positional = positional
        self.options = options
    }
}
