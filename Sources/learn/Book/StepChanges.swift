import Foundation

/// The files a step adds, changes and removes against the step before it,
/// in its sources and its tests: what a chapter's "What changes in this
/// step" table must list.
///
/// A table names each file, or names the files that matter and sums up the
/// rest in one grouped row (``ChapterText/GroupedRow``):
///
///     | Every other file of step 6 (102 files) | unchanged but for its import |
///
/// That row is a claim the check verifies: the number is the count of the
/// previous step's files the table does not name, and each of them is the
/// same in this step, or differs only in lines that import the step's
/// module (`@testable import Step06_Transforming` became
/// `@testable import Step07_Combining`). A file added, removed, or changed
/// in any other line must still be named.
struct StepChanges: Sendable {
    /// One file's change, with the path a table must show (the new step's
    /// path, or the old step's path for a removed file).
    struct Change: Sendable, Equatable, Comparable {
        let path: String
        let change: String

        static func < (left: Change, right: Change) -> Bool { left.path < right.path }
    }

    /// How a file that both steps have differs between them.
    enum Difference: Sendable, Equatable {
        /// Byte for byte the same.
        case none
        /// Only lines that import the step's module differ.
        case importOnly
        /// Some other line differs.
        case more
    }

    /// A file of the previous step that this step still has, by this step's
    /// path, and how it differs.
    struct Carried: Sendable, Equatable {
        let path: String
        let difference: Difference
    }

    /// Every change, sorted by path.
    let changes: [Change]
    /// Every file of the previous step that this step still has.
    let carried: [Carried]
    /// The number of the previous step, if there is one.
    let previousStep: Int?
    /// This step's module (`Step07_Combining`), if known.
    let module: String?

    /// Holds the given changes, sorted, and the files carried over.
    init(changes: [Change], carried: [Carried] = [], previousStep: Int? = nil, module: String? = nil) {
        self.changes = changes.sorted()
        self.carried = carried
        self.previousStep = previousStep
        self.module = module
    }

    /// Compares step `number` with the step before it. For the first step,
    /// every file is added.
    init(step number: Int, modules: [Int: String], repository: Repository) {
        guard let module = modules[number] else {
            self.init(changes: [])
            return
        }
        let previous = modules[number - 1]
        var changes: [Change] = []
        var carried: [Carried] = []
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
            if let previousFolder, let previous {
                for file in new.intersection(old) {
                    let path = "\(folder)/\(file)"
                    let difference = StepChanges.difference(
                        new: repository.bytes(path), old: repository.bytes("\(previousFolder)/\(file)"),
                        module: module, previousModule: previous
                    )
                    carried.append(Carried(path: path, difference: difference))
                    if difference != .none {
                        changes.append(Change(path: path, change: "changed"))
                    }
                }
            }
        }
        self.init(
            changes: changes, carried: carried.sorted { $0.path < $1.path },
            previousStep: previous == nil ? nil : number - 1, module: module
        )
    }

    /// How a file differs from its previous version: not at all, only in
    /// lines that import the step's module where the old one imported the
    /// previous step's, or in more.
    static func difference(new: Data?, old: Data?, module: String, previousModule: String) -> Difference {
        guard new != old else { return .none }
        guard let new, let old,
            let newLines = String(data: new, encoding: .utf8)?.components(separatedBy: "\n"),
            let oldLines = String(data: old, encoding: .utf8)?.components(separatedBy: "\n"),
            newLines.count == oldLines.count
        else { return .more }
        for (newLine, oldLine) in zip(newLines, oldLines) where newLine != oldLine {
            let importsModule = newLine.trimmingCharacters(in: .whitespaces)
                .wholeMatch(of: #/(@testable\s+)?import\s+(\w+)/#)?.2 == Substring(module)
            guard importsModule, oldLine.replacingOccurrences(of: previousModule, with: module) == newLine else {
                return .more
            }
        }
        return .importOnly
    }

    /// The paths of the files under `folder`, relative to it.
    private static func relativeFiles(under folder: String, repository: Repository) -> Set<String> {
        Set(repository.files(under: folder).map { String($0.dropFirst(folder.count + 1)) })
    }

    /// What a table's rows get wrong, one line each; empty if they are right.
    func mismatches(with rows: [ChapterText.ChangeRow], grouped: [ChapterText.GroupedRow] = []) -> [String] {
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
        for extra in grouped.dropFirst() {
            problems.append("line \(extra.line): a second grouped row; a table has one at most")
        }
        let group = grouped.first
        if let group {
            problems += mismatches(with: group, listed: listed)
        }
        let differences = Dictionary(carried.map { ($0.path, $0.difference) }, uniquingKeysWith: { first, _ in first })
        for change in changes where !listed.contains(change.path) {
            switch (group, differences[change.path]) {
            case (.some, .importOnly):
                continue
            case (.some(let group), .more):
                problems.append(
                    "`\(change.path)` is left to the grouped row on line \(group.line), but it differs from step \(previousStep ?? 0) in more than its import: list it by name"
                )
            default:
                problems.append("the table does not list `\(change.path)` (\(change.change))")
            }
        }
        return problems
    }

    /// What a grouped row gets wrong: the step it names, its claim, or its
    /// count of the files the table does not name.
    private func mismatches(with group: ChapterText.GroupedRow, listed: Set<String>) -> [String] {
        var problems: [String] = []
        guard let previousStep else {
            return ["line \(group.line): a grouped row, but this step has no step before it"]
        }
        if group.previousStep != previousStep {
            problems.append("line \(group.line): the grouped row names step \(group.previousStep), but this step follows step \(previousStep)")
        }
        if !group.claim.lowercased().hasPrefix(ChapterText.GroupedRow.claim) {
            problems.append(
                "line \(group.line): a grouped row says '\(ChapterText.GroupedRow.claim)', the one claim the check verifies; it says '\(group.claim)'"
            )
        }
        if let module {
            for name in group.codeSpans where !name.contains(module) {
                problems.append("line \(group.line): the grouped row names `\(name)`, but this step's module is \(module)")
            }
        }
        let others = carried.filter { !listed.contains($0.path) }.count
        if group.count != others {
            problems.append(
                "line \(group.line): the grouped row says \(group.count) files, but \(others) files of step \(previousStep) are not listed by name"
            )
        }
        return problems
    }
}
