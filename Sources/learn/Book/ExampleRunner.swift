import Foundation

/// Compiles every example listing against its chapter's step module, runs
/// it, and compares what it prints with its `// prints` comments.
///
/// The examples become a small package of their own in
/// `.build-book/examples`, one executable per chapter, that depends on this
/// repository by path; it builds in `.build-book/scratch`, so it never
/// touches the repository's own build. Each listing becomes a function whose
/// lines carry `#sourceLocation` back to the chapter, so a compiler error
/// names the chapter and the line. Each example runs in a process of its own.
struct ExampleRunner {
    /// One example listing and the step module it runs against.
    struct Example {
        let chapter: ChapterText
        let chapterNumber: Int
        let block: ChapterText.SwiftBlock
        let module: String

        /// Names the example among all of the book's:
        /// `Chapters/06-transforming.md#3` for its third listing.
        var key: String { Example.key(of: block, in: chapter) }

        /// The key of a chapter's listing.
        static func key(of block: ChapterText.SwiftBlock, in chapter: ChapterText) -> String {
            "\(chapter.path)#\(block.number)"
        }
    }

    let repository: Repository

    private var packageFolder: String { repository.absolute(".build-book/examples") }
    private var scratchFolder: String { repository.absolute(".build-book/scratch") }

    /// How long one example may run before it counts as hanging.
    private let timeLimit: TimeInterval = 30

    /// Builds and runs the examples.
    ///
    /// - Returns: The problems found (compile errors, and examples whose
    ///   output differs from their `// prints` comments), and what each
    ///   example that ran to its end printed, by ``Example/key``.
    func check(_ examples: [Example]) throws(LearnError) -> (problems: [BookProblem], outputs: [String: [String]]) {
        guard !examples.isEmpty else { return ([], [:]) }
        let swift = try ChildProcess.swift()
        try writePackage(for: examples)

        Console.status("Compiling \(examples.count) example listings…")
        var buildOutput: [String] = []
        let buildStatus = try ChildProcess.run(
            swift,
            ["build", "--package-path", packageFolder, "--scratch-path", scratchFolder],
            in: repository.root
        ) { buildOutput.append($0) }
        Console.clearStatus()
        let diagnostics = buildOutput.filter { $0.contains("error:") || $0.contains("warning:") }
        let chapterDiagnostics = diagnostics.filter { $0.contains("Chapters/") }
        if buildStatus != 0 || !chapterDiagnostics.isEmpty {
            return (compileProblems(chapterDiagnostics.isEmpty ? Array(buildOutput.suffix(30)) : chapterDiagnostics), [:])
        }

        var binFolder = ""
        _ = try ChildProcess.run(
            swift,
            ["build", "--package-path", packageFolder, "--scratch-path", scratchFolder, "--show-bin-path"],
            in: repository.root
        ) { binFolder = $0 }

        var problems: [BookProblem] = []
        var outputs: [String: [String]] = [:]
        for (index, example) in examples.enumerated() {
            Console.status("Running example \(index + 1) of \(examples.count)…")
            let program = "\(binFolder)/\(executableName(example.chapterNumber))"
            let (status, output) = runWithTimeLimit(program, [String(example.block.number)])
            let expected = Listing.expectedOutput(of: example.block.code)
            if status == 0 { outputs[example.key] = output }
            if let problem = compare(example, status: status, output: output, expected: expected) {
                problems.append(problem)
            }
        }
        Console.clearStatus()
        return (problems, outputs)
    }

    /// The executable that runs chapter `number`'s examples.
    private func executableName(_ number: Int) -> String {
        "Chapter\(twoDigits(number))Examples"
    }

    /// Writes the package, touching only files whose text changed so that the
    /// next build is incremental.
    private func writePackage(for examples: [Example]) throws(LearnError) {
        let byChapter = Dictionary(grouping: examples, by: \.chapterNumber)
        let dependencyIdentity = URL(fileURLWithPath: repository.root).lastPathComponent.lowercased()
        var targets: [String] = []
        for number in byChapter.keys.sorted() {
            let chapterExamples = byChapter[number]!
            let name = executableName(number)
            targets.append(
                """
                        .executableTarget(
                            name: "\(name)",
                            dependencies: [.product(name: "\(chapterExamples[0].module)", package: "\(dependencyIdentity)")],
                            path: "\(name)"
                        ),
                """
            )
            try write(mainFile(for: chapterExamples), to: "\(packageFolder)/\(name)/main.swift")
        }
        let manifest = """
            // swift-tools-version: 6.1
            // Generated by `swift run learn book --check` from the chapters' example
            // listings. Not part of the repository; rebuilt on every check.
            import PackageDescription

            let package = Package(
                name: "BookExamples",
                platforms: [.macOS(.v15)],
                dependencies: [.package(path: "../..")],
                targets: [
            \(targets.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v6]
            )

            """
        try write(manifest, to: "\(packageFolder)/Package.swift")
    }

    /// The program of one chapter: one function per example, chosen by the
    /// listing number given as its argument.
    private func mainFile(for examples: [Example]) -> String {
        var text = "// Generated from \(examples[0].chapter.path) by `swift run learn book --check`.\n"
        text += "import \(examples[0].module)\n\n"
        for example in examples {
            text += "func listing\(example.block.number)() {\n"
            text += "#sourceLocation(file: \"\(example.chapter.path)\", line: \(example.block.line + 1))\n"
            text += example.block.code.joined(separator: "\n") + "\n"
            text += "#sourceLocation()\n}\n\n"
        }
        let table = examples.map { "\"\($0.block.number)\": listing\($0.block.number)" }.joined(separator: ", ")
        text += "let listings: [String: () -> Void] = [\(table)]\n"
        text += "if CommandLine.arguments.count == 2, let listing = listings[CommandLine.arguments[1]] {\n"
        text += "    listing()\n} else {\n    print(\"usage: give the number of a listing\")\n}\n"
        return text
    }

    private func write(_ text: String, to path: String) throws(LearnError) {
        if let existing = try? String(contentsOfFile: path, encoding: .utf8), existing == text { return }
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true
            )
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw LearnError("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Turns compiler output that points into chapters into problems.
    private func compileProblems(_ lines: [String]) -> [BookProblem] {
        lines.map { line in
            // "<path>/Chapters/02-signal.md:58:13: error: …"
            if let range = line.range(of: "Chapters/") {
                let located = line[range.lowerBound...]
                let parts = located.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
                if parts.count == 4, let lineNumber = Int(parts[1]) {
                    let message = parts[3].trimmingCharacters(in: .whitespaces)
                    return BookProblem(file: String(parts[0]), line: lineNumber, message: "does not compile: \(message)")
                }
            }
            return BookProblem(file: ".build-book/examples", line: nil, message: line)
        }
    }

    /// Compares one example's run with what its comments promise.
    private func compare(_ example: Example, status: Int32?, output: [String], expected: [String]) -> BookProblem? {
        let place = "listing \(example.block.number) (an example)"
        guard let status else {
            return BookProblem(
                file: example.chapter.path, line: example.block.line,
                message: "\(place) ran for more than \(Int(timeLimit)) seconds and was stopped"
            )
        }
        guard status == 0 else {
            let tail = output.suffix(5).joined(separator: "\n    ")
            return BookProblem(
                file: example.chapter.path, line: example.block.line,
                message: "\(place) stopped with status \(status):\n    \(tail)"
            )
        }
        guard output != expected else { return nil }
        for index in 0..<max(output.count, expected.count) {
            let printed = index < output.count ? output[index] : nil
            let promised = index < expected.count ? expected[index] : nil
            guard printed != promised else { continue }
            let message: String
            switch (printed, promised) {
            case (let printed?, let promised?):
                message = "printed line \(index + 1) is `\(printed)`, but the listing says `// prints \(promised)`"
            case (let printed?, nil):
                message = "printed line \(index + 1), `\(printed)`, has no `// prints` comment (add one)"
            case (nil, let promised?):
                message = "says `// prints \(promised)` (line \(index + 1) of its output), but the example printed only \(output.count) lines"
            case (nil, nil):
                continue
            }
            return BookProblem(file: example.chapter.path, line: example.block.line, message: "\(place) \(message)")
        }
        return nil
    }

    /// Runs a program, stopping it if it takes longer than the time limit.
    ///
    /// - Returns: Its exit status (`nil` if it was stopped) and its output
    ///   lines, standard output and error together.
    private func runWithTimeLimit(_ program: String, _ arguments: [String]) -> (Int32?, [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: repository.root)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, ["cannot run \(program): \(error.localizedDescription)"])
        }
        let timer = DispatchWorkItem { [process] in
            if process.isRunning { process.terminate() }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: timer)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        if process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM {
            return (nil, lines)
        }
        return (process.terminationStatus, lines)
    }
}
