/// `learn help [COMMAND]`: the list of commands, or one command in full.
enum HelpCommand: Command {
    static let name = "help"
    static let arguments = "[COMMAND]"
    static let summary = "this list, or the details of one command"
    static let details = "Lists the commands, or explains one of them: swift run learn help check"

    static func run(_ arguments: [String]) throws(LearnError) -> Int32 {
        let parsed = try CommandArguments(arguments, command: name, maximumPositional: 1)
        if let word = parsed.positional.first {
            guard let command = allCommands.first(where: { $0.name == word }) else {
                let names = allCommands.map { $0.name }.joined(separator: ", ")
                throw LearnError("there is no command '\(word)'. The commands are: \(names).", status: .usage)
            }
            Console.line(Style.strong("swift run learn \(command.name) \(command.arguments)".trimmed))
            Console.line()
            Console.line(command.details)
            return 0
        }
        Console.line(
            """
            learn, the companion of Build Your Own FRP: it runs the exercise tests against your \
            code, shows hints, and keeps track of your progress.

            Usage: swift run learn [COMMAND]
            """
        )
        Console.line()
        Console.line(commandList())
        Console.line()
        Console.line("N is a chapter (1), N.K an exercise of it (1.2). Details of a command: swift run learn help COMMAND")
        return 0
    }

    /// The commands, one a line with their arguments and summary: the
    /// learner's first, then, under "For maintainers", those that check and
    /// build the book itself.
    static func commandList(_ commands: [any Command.Type] = allCommands) -> String {
        let usages = commands.map { "\($0.name) \($0.arguments)".trimmed }
        let width = (usages.map(\.count).max() ?? 0) + 2
        func lines(maintainers: Bool) -> [String] {
            zip(commands, usages).filter { $0.0.isForMaintainers == maintainers }.map { command, usage in
                "  " + padded(usage, to: width) + command.summary
            }
        }
        return (lines(maintainers: false) + ["", "For maintainers:"] + lines(maintainers: true)).joined(separator: "\n")
    }
}
