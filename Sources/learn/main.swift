// learn: the companion command of Build Your Own FRP.
//
// `swift run learn` shows your progress and what to do next; `swift run learn
// help` lists the other commands. This file only picks the command and turns
// its result into an exit status; each command lives in `Commands/`.

import Foundation

/// Runs the command the arguments name and returns the exit status.
func runLearn(_ arguments: [String]) -> Int32 {
    let commandName = arguments.first ?? defaultCommand.name
    let command: (any Command.Type)?
    switch commandName {
    case "-h", "--help":
        command = HelpCommand.self
    default:
        command = allCommands.first { $0.name == commandName }
    }
    guard let command else {
        let names = allCommands.map { $0.name }.joined(separator: ", ")
        Console.problem("learn: there is no command '\(commandName)'. The commands are: \(names). See: swift run learn help")
        return LearnError.Status.usage.rawValue
    }
    do {
        return try command.run(Array(arguments.dropFirst()))
    } catch {
        Console.clearStatus()
        let prefix = arguments.isEmpty ? "learn" : "learn \(command.name)"
        Console.problem("\(prefix): \(error.message)")
        return error.status.rawValue
    }
}

exit(runLearn(Array(CommandLine.arguments.dropFirst())))
