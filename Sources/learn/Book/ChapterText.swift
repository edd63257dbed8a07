import Foundation

/// A chapter's markdown, read into what the book tools need: its title, its
/// headings, its Swift listings with their markers, its images, and its
/// "What changes in this step" table.
///
/// Line numbers count from 1, as editors show them.
struct ChapterText: Sendable {
    /// A heading outside code blocks: `## The design` is level 2.
    struct Heading: Sendable {
        let level: Int
        let text: String
        let line: Int
    }

    /// A fenced code block whose info string starts with `swift`.
    struct SwiftBlock: Sendable {
        /// Which of the chapter's Swift blocks this is, from 1.
        let number: Int
        /// The line of the opening fence.
        let line: Int
        /// The lines between the fences.
        let code: [String]
        /// The marker comment on the line just before the fence, if any:
        /// `example`, `diagram: name`, `excerpt: path` or `not compiled: reason`.
        let marker: String?
    }

    /// An image outside code blocks, `![what it shows](Diagrams/06-map.svg)`.
    struct Image: Sendable, Equatable {
        /// The link's target, as written.
        let target: String
        /// Its line.
        let line: Int
    }

    /// A row of the "What changes in this step" table.
    struct ChangeRow: Sendable, Equatable {
        let path: String
        let change: String
        let line: Int
    }

    /// The row of the "What changes in this step" table that stands for
    /// every file of the previous step the table does not name:
    /// `| Every other file of step 6 (102 files) | unchanged but for its import |`.
    /// ``StepChanges`` verifies its step, its count and its claim.
    struct GroupedRow: Sendable, Equatable {
        /// The one claim a grouped row may make, in lower case.
        static let claim = "unchanged but for its import"

        /// The step it names: the one before the chapter's.
        let previousStep: Int
        /// How many files it says it stands for.
        let count: Int
        /// Its second cell.
        let claim: String
        /// The `code spans` of its second cell.
        let codeSpans: [String]
        /// Its line in the chapter.
        let line: Int
    }

    /// Where the chapter lives, from the repository root.
    let path: String
    /// The chapter's lines.
    let lines: [String]
    /// The headings, in order.
    let headings: [Heading]
    /// The Swift blocks, in order.
    let swiftBlocks: [SwiftBlock]
    /// The images, in order.
    let images: [Image]
    /// The rows of the "What changes in this step" table, or `nil` if the
    /// chapter has no such heading.
    let changeRows: [ChangeRow]?
    /// The grouped rows of that table (one at most, in a correct table).
    let groupedRows: [GroupedRow]

    /// The first level-1 heading's text, or the file name.
    var title: String {
        headings.first { $0.level == 1 }?.text ?? path
    }

    /// Reads a chapter.
    init(path: String, text: String) {
        self.path = path
        lines = text.components(separatedBy: "\n")
        var headings: [Heading] = []
        var blocks: [SwiftBlock] = []
        var images: [Image] = []
        var fence: (line: Int, isSwift: Bool, marker: String?, code: [String])?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var open = fence {
                if trimmed.hasPrefix("```") && trimmed.allSatisfy({ $0 == "`" }) {
                    if open.isSwift {
                        blocks.append(
                            SwiftBlock(number: blocks.count + 1, line: open.line, code: open.code, marker: open.marker)
                        )
                    }
                    fence = nil
                } else {
                    open.code.append(line)
                    fence = open
                }
                continue
            }
            if trimmed.hasPrefix("```") {
                let info = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
                let isSwift = info == "swift" || info.hasPrefix("swift ")
                let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
                fence = (index + 1, isSwift, ChapterText.marker(in: previous), [])
                continue
            }
            if let heading = ChapterText.heading(in: line, lineNumber: index + 1) {
                headings.append(heading)
            }
            images += ChapterText.imageTargets(in: line).map { Image(target: $0, line: index + 1) }
        }
        self.headings = headings
        swiftBlocks = blocks
        self.images = images
        let table = ChapterText.changeTable(in: lines, headings: headings)
        changeRows = table?.rows
        groupedRows = table?.grouped ?? []
    }

    /// The text of a marker comment: `<!-- example -->` gives `example`.
    private static func marker(in line: String) -> String? {
        guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return nil }
        return line.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    }

    /// The targets of the images in a line: every `![text](target)`.
    private static func imageTargets(in line: String) -> [String] {
        line.matches(of: #/!\[[^\]]*\]\(([^)\s]+)\)/#).map { String($0.1) }
    }

    /// A heading, if `line` is one (`#` to `######`, then a space).
    private static func heading(in line: String, lineNumber: Int) -> Heading? {
        let hashes = line.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { return nil }
        let text = line.dropFirst(hashes.count).trimmingCharacters(in: .whitespaces)
        return Heading(level: hashes.count, text: text, line: lineNumber)
    }

    /// The rows of the table under the "What changes in this step" heading:
    /// those that name a file, and those that group the rest.
    private static func changeTable(
        in lines: [String], headings: [Heading]
    ) -> (rows: [ChangeRow], grouped: [GroupedRow])? {
        guard let heading = headings.first(where: { $0.text.lowercased().hasPrefix("what changes in this step") }) else {
            return nil
        }
        var rows: [ChangeRow] = []
        var grouped: [GroupedRow] = []
        var index = heading.line  // the line after the heading, as an index
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#") { break }
            if line.hasPrefix("|") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                    .dropFirst()
                if cells.count >= 2, let path = firstCode(in: cells[cells.startIndex]) {
                    let change = cells[cells.startIndex + 1]
                        .prefix { $0.isLetter }
                        .lowercased()
                    rows.append(ChangeRow(path: path, change: change, line: index + 1))
                } else if cells.count >= 2,
                    let match = cells[cells.startIndex].lowercased()
                        .wholeMatch(of: #/every other file of step (\d+) \((\d+) files?\)/#),
                    let previousStep = Int(match.1), let count = Int(match.2)
                {
                    let claim = cells[cells.startIndex + 1]
                    grouped.append(
                        GroupedRow(
                            previousStep: previousStep, count: count, claim: claim,
                            codeSpans: codeSpans(in: claim), line: index + 1
                        )
                    )
                }
            }
            index += 1
        }
        return (rows, grouped)
    }

    /// The texts of every `code span` in a table cell.
    private static func codeSpans(in cell: String) -> [String] {
        let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }

    /// The text of the first `code span` in a table cell.
    private static func firstCode(in cell: String) -> String? {
        let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }

    /// The lines outside fenced code blocks, with their index in ``lines``;
    /// the fences themselves are not prose either. Every tool that rewrites
    /// or checks the prose walks these, so the rule for a fence lives here.
    var proseLines: [(index: Int, text: String)] {
        var prose: [(index: Int, text: String)] = []
        var inFence = false
        for (index, line) in lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
            } else if !inFence {
                prose.append((index, line))
            }
        }
        return prose
    }

    /// The chapter's lines with every prose line (see ``proseLines``) passed
    /// through `rewrite`, given the line and its index; code and fences are
    /// kept as they are.
    func rewritingProse(_ rewrite: (_ line: String, _ index: Int) -> String) -> [String] {
        var rewritten = lines
        for (index, line) in proseLines {
            rewritten[index] = rewrite(line, index)
        }
        return rewritten
    }
}
