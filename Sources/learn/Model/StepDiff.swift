/// The output of `diff -ruN OLD NEW` between two steps' folders, one entry
/// per file, for `learn diff` to summarise or print.
struct StepDiff: Equatable, Sendable {
    /// One file's part of the diff.
    struct File: Equatable, Sendable {
        /// How the file changed between the two steps.
        enum Change: String, Equatable, Sendable {
            case added, removed, changed
        }

        /// The path in the new step's folder, from the repository root
        /// (`Sources/Step06_Transforming/Operators/Transforming/Map.swift`); for a removed
        /// file, the path it had in the old step.
        let path: String
        /// The path inside the step's folder: `Operators/Map.swift`.
        let relativePath: String
        /// Added, removed or changed.
        let change: Change
        /// How many lines the new step adds.
        let linesAdded: Int
        /// How many lines the new step removes.
        let linesRemoved: Int
        /// The file's lines of the diff, from its `diff -ruN` line on.
        let text: [String]

        /// Whether the only lines that differ import the step's module
        /// (`@testable import Step08_Flattening` for `Step09_Errors`): each
        /// step's tests import their own step, so most test files differ by
        /// that one line and nothing else.
        var differsOnlyInImport: Bool {
            change == .changed
                && text.filter(isChangedLine).allSatisfy { $0.dropFirst().contains(#/^\s*(@testable\s+)?import\s+Step\d\d_\w+\s*$/#) }
        }

        /// The file's name, without its folder: `Map.swift`.
        var name: String { String(relativePath.split(separator: "/").last ?? Substring(relativePath)) }
    }

    /// The files that differ, in the order diff printed them.
    let files: [File]

    /// A diff of these files.
    init(files: [File]) {
        self.files = files
    }

    /// Reads `diff -ruN old new`'s output.
    ///
    /// - Parameters:
    ///   - output: What diff printed.
    ///   - oldFolder: The old step's folder: `Sources/Step05_SignalProducer`.
    ///   - newFolder: The new step's folder.
    ///   - exists: Whether a path exists, to tell an added or removed file
    ///     (which `-N` compares with an empty one) from a changed one.
    init(parsing output: [String], oldFolder: String, newFolder: String, exists: (String) -> Bool) {
        var files: [File] = []
        var current: (old: String, new: String, lines: [String])?
        func finish() {
            guard let (old, new, lines) = current else { return }
            let change: File.Change = !exists(old) ? .added : !exists(new) ? .removed : .changed
            let path = change == .removed ? old : new
            let folder = change == .removed ? oldFolder : newFolder
            let relative = path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
            let body = lines.filter { !$0.hasPrefix("+++ ") && !$0.hasPrefix("--- ") }
            files.append(
                File(
                    path: path, relativePath: relative, change: change,
                    linesAdded: body.filter { $0.hasPrefix("+") }.count,
                    linesRemoved: body.filter { $0.hasPrefix("-") }.count,
                    text: lines
                )
            )
        }
        for line in output {
            if let match = line.wholeMatch(of: #/diff -\S+ (\S+) (\S+)/#) {
                finish()
                current = (String(match.1), String(match.2), [line])
            } else {
                current?.lines.append(line)
            }
        }
        finish()
        self.files = files
    }
}

/// Whether a line of a diff is an added or removed line (not a file header).
private func isChangedLine(_ line: String) -> Bool {
    (line.hasPrefix("+") && !line.hasPrefix("+++ ")) || (line.hasPrefix("-") && !line.hasPrefix("--- "))
}

/// The step files that answer exercises the learner has not finished: a file
/// of the new step whose name is that of an exercise's file
/// (`Exercises/Step06/SkipRepeats.swift` is answered by
/// `Sources/Step06_Transforming/Operators/Transforming/SkipRepeats.swift`). Only the
/// chapter's own exercises count, and an exercise not checked yet counts as
/// not finished.
///
/// - Returns: For each such file's path, the labels of the exercises it
///   answers.
func spoilers(in files: [StepDiff.File], exercises: [Exercise], status: (Exercise) -> ExerciseStatus) -> [String: [String]] {
    var answers: [String: [String]] = [:]
    let unfinished = exercises.filter { status($0) != .passed }
    for file in files where file.change != .removed && file.path.hasPrefix("Sources/") {
        let labels = unfinished.filter { $0.file.split(separator: "/").last.map(String.init) == file.name }.map(\.label)
        if !labels.isEmpty {
            answers[file.path] = labels
        }
    }
    return answers
}

/// The summary `learn diff N` prints for one folder pair: a line per file
/// with its change and line counts, then a line for the files that differ
/// only in their import, and one for the files left out as spoilers.
func diffSummary(_ diff: StepDiff, hidden spoilers: [String: [String]]) -> [String] {
    let importOnly = diff.files.filter(\.differsOnlyInImport)
    let listed = diff.files.filter { !$0.differsOnlyInImport }
    let width = (listed.map(\.relativePath.count).max() ?? 0) + 2
    var lines: [String] = []
    for file in listed {
        var counts: [String] = []
        if file.linesAdded > 0 { counts.append("+\(file.linesAdded)") }
        if file.linesRemoved > 0 { counts.append("-\(file.linesRemoved)") }
        let note = spoilers[file.path].map { "   (answers exercise \($0.joined(separator: ", ")))" } ?? ""
        lines.append("  " + padded(file.change.rawValue, to: 9) + padded(file.relativePath, to: width) + counts.joined(separator: " ") + note)
    }
    if !importOnly.isEmpty {
        let count = importOnly.count
        lines.append("  \(count) \(count == 1 ? "file differs" : "files differ") only in \(count == 1 ? "its" : "their") import of the step (not listed)")
    }
    if listed.isEmpty && importOnly.isEmpty {
        lines.append("  no file differs")
    }
    return lines
}
