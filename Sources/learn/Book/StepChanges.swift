import Foundation

/// The files a step adds, changes and removes against the step before it,
/// in its sources and its tests: what a chapter's "What changes in this
/// step" table must list.
struct StepChanges: Sendable {
    /// One file's change, with the path a table must show (the new step's
    /// path, or the old step's path for a removed file).
    struct Change: Sendable, Equatable, Comparable {
        let path: String
        let change: String

        static func < (left: Change, right: Change) -> Bool { left.path < right.path }
    }

    /// Every change, sorted by path.
    let changes: [Change]

    /// Holds the given changes, sorted.
    init(changes: [Change]) {
        self.changes = changes.sorted()
    }

    /// Compares step `number` with the step before it. For the first step,
    /// every file is added.
    init(step number: Int, modules: [Int: String], repository: Repository) {
        guard let module = modules[number] else {
            changes = []
            return
        }
        let previous = modules[number - 1]
        var changes: [Change] = []
        for (folder, previousFolder) in [
            ("Sources/\(module)", previous.map { "Sources/\($0)" }),
            ("Tests/\(module)Tests", previous.map { "Tests/\($0)Tests" }),
        ] {
            let new = StepChanges.relativeFiles(under: folder, repository: repository)
            let old = previousFolder.map { StepChanges.relativeFiles(under: $0, repository: repository) } ?? []
            for file in new.subtracting(old) {
                changes.append(Change(path: "\(folder)/\(file)", change: "added"))
            }
            for file in old.subtracting(new) {
                changes.append(Change(path: "\(previousFolder!)/\(file)", change: "removed"))
            }
            if let previousFolder {
                for file in new.intersection(old)
                where repository.bytes("\(folder)/\(file)") != repository.bytes("\(previousFolder)/\(file)") {
                    changes.append(Change(path: "\(folder)/\(file)", change: "changed"))
                }
            }
        }
        self.changes = changes.sorted()
    }

    /// The paths of the files under `folder`, relative to it.
    private static func relativeFiles(under folder: String, repository: Repository) -> Set<String> {
        Set(repository.files(under: folder).map { String($0.dropFirst(folder.count + 1)) })
    }

    /// What a table's rows get wrong, one line each; empty if they are right.
    func mismatches(with rows: [ChapterText.ChangeRow]) -> [String] {
        var problems: [String] = []
        let expected = Dictionary(changes.map { ($0.path, $0.change) }, uniquingKeysWith: { first, _ in first })
        var listed: Set<String> = []
        for row in rows {
            if listed.contains(row.path) {
                problems.append("line \(row.line): `\(row.path)` is listed twice")
                continue
            }
            listed.insert(row.path)
            guard let change = expected[row.path] else {
                problems.append("line \(row.line): `\(row.path)` is listed, but the step does not add, change or remove it")
                continue
            }
            if row.change != change {
                problems.append("line \(row.line): `\(row.path)` is listed as '\(row.change)', but it is \(change)")
            }
        }
        for change in changes where !listed.contains(change.path) {
            problems.append("the table does not list `\(change.path)` (\(change.change))")
        }
        return problems
    }
}
