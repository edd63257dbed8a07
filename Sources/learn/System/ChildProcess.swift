import Foundation

/// Runs another program (`swift`, `diff`) and waits for it.
///
/// Its output is read line by line as it comes, or passed straight through
/// to learn's own output. While it runs it is known to ``ChildProcess/running``,
/// so that Ctrl-C in `learn watch` can stop it before learn exits.
enum ChildProcess {
    /// Finds a program on the `PATH`, as the shell would.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }

    /// The path of `swift`.
    ///
    /// - Throws: A ``LearnError`` explaining how to put it on the `PATH`.
    static func swift() throws(LearnError) -> String {
        guard let swift = find("swift") else {
            throw LearnError(
                "learn needs the 'swift' command, and it is not on your PATH. Install Swift 6 (https://swift.org/install) and add its usr/bin folder to PATH, then try again."
            )
        }
        return swift
    }

    /// Runs a program and hands each line it prints (standard output and
    /// standard error together) to `onLine`.
    ///
    /// - Parameters:
    ///   - program: The program's path.
    ///   - arguments: Its arguments.
    ///   - directory: The folder it runs in.
    ///   - environment: Variables to set (a `nil` value removes one).
    ///   - onLine: Called with each line, without its newline, as it arrives.
    /// - Returns: The program's exit status.
    static func run(
        _ program: String,
        _ arguments: [String],
        in directory: String,
        environment: [String: String?] = [:],
        onLine: (String) -> Void
    ) throws(LearnError) -> Int32 {
        let pipe = Pipe()
        let process = makeProcess(program, arguments, in: directory, environment: environment)
        process.standardOutput = pipe
        process.standardError = pipe
        try start(process)
        // Close our copy of the writing end, so that reading ends when the
        // program (and every program it started) has closed theirs.
        try? pipe.fileHandleForWriting.close()
        var pending = Data()
        let reader = pipe.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 10) {
                onLine(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty {
            onLine(String(decoding: pending, as: UTF8.self))
        }
        process.waitUntilExit()
        running.forget(process)
        return process.terminationStatus
    }

    /// Runs a program with learn's own standard output and error, so what it
    /// prints goes straight to the learner.
    ///
    /// - Returns: The program's exit status.
    static func runPassingOutput(_ program: String, _ arguments: [String], in directory: String) throws(LearnError) -> Int32 {
        let process = makeProcess(program, arguments, in: directory, environment: [:])
        process.standardOutput = FileHandle.standardOutput
        process.standardError = FileHandle.standardError
        try start(process)
        process.waitUntilExit()
        running.forget(process)
        // A reader that stops early (`learn diff 5 | head`) ends the program
        // with SIGPIPE: that is the reader's choice, not a failure.
        if process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE {
            return 0
        }
        return process.terminationStatus
    }

    /// The programs running now.
    static let running = RunningProcesses()

    private static func makeProcess(
        _ program: String,
        _ arguments: [String],
        in directory: String,
        environment: [String: String?]
    ) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment {
            variables[name] = value
        }
        process.environment = variables
        process.standardInput = FileHandle.nullDevice
        return process
    }

    private static func start(_ process: Process) throws(LearnError) {
        do {
            try running.start(process)
        } catch {
            throw LearnError("cannot start \(process.executableURL?.path ?? "a program"): \(error.localizedDescription)")
        }
    }
}

/// The child processes learn is waiting for, so that a Ctrl-C can stop them.
///
/// `@unchecked Sendable`: its only stored property is read and written while
/// `lock` is held.
final class RunningProcesses: @unchecked Sendable {
    private let lock = NSLock()
    private var processes: [ObjectIdentifier: Process] = [:]

    /// Starts a process and remembers it until ``forget(_:)``.
    func start(_ process: Process) throws {
        try lock.withLock {
            try process.run()
            processes[ObjectIdentifier(process)] = process
        }
    }

    /// Forgets a process that has ended.
    func forget(_ process: Process) {
        lock.withLock { _ = processes.removeValue(forKey: ObjectIdentifier(process)) }
    }

    /// Asks every running process to stop, as Ctrl-C would (SIGINT).
    func interruptAll() {
        lock.withLock {
            for process in processes.values where process.isRunning {
                process.interrupt()
            }
        }
    }
}
