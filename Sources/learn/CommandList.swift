/// Every command, in the order `learn help` lists them. Adding a command is
/// writing its type in `Commands/` and adding it here.
var allCommands: [any Command.Type] {
    [
        ProgressCommand.self,
        StartCommand.self,
        CheckCommand.self,
        WatchCommand.self,
        HintCommand.self,
        SolutionCommand.self,
        TryCommand.self,
        DiffCommand.self,
        BookCommand.self,
        SiteCommand.self,
        VerifyCommand.self,
        HelpCommand.self,
    ]
}

/// The command run when learn is given no command: progress and what to do
/// next.
var defaultCommand: any Command.Type { ProgressCommand.self }
