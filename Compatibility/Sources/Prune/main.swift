// Prune: leaves out of ReactiveSwift's specs each case the step cannot compile.
//
//     Prune <specs folder> <build log> <report file>
//
// For every `error:` the build log places in a file of the specs folder, it
// finds the innermost spec case around the line (`it`), or, for an error in a
// `beforeEach` or a `describe`'s own code, the innermost `describe` or
// `context`, and turns that block into comments. An error outside every
// block (a helper at file level) leaves the whole file out. Each case left
// out is appended to the report, one tab-separated line: file, line, the
// case's title, the `describe` it went with (or "-"), and the compiler's
// error. Exits 0 when it left something out, 3 when the log names no error
// it can place (the build failed for another reason, or did not fail).

import Foundation

/// The mark put in front of each line left out, so a later pass sees a comment.
let removedMark = "//✂ "

// MARK: - Reading the arguments

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: Prune <specs folder> <build log> <report file>\n".utf8))
    exit(2)
}
let specsFolder = URL(fileURLWithPath: arguments[1]).standardizedFileURL.path
let buildLog = try String(contentsOfFile: arguments[2], encoding: .utf8)
let reportPath = arguments[3]

// MARK: - The errors, by file

/// One compiler error: the line it points at and what it says.
struct CompilerError {
    let line: Int
    let message: String
}

var errorsByFile: [String: [CompilerError]] = [:]
for logLine in buildLog.split(separator: "\n", omittingEmptySubsequences: true) {
    // "<folder>/<File>.swift:<line>:<column>: error: <message>"
    guard let errorRange = logLine.range(of: ": error: ") else { continue }
    let location = logLine[..<errorRange.lowerBound].split(separator: ":")
    guard location.count >= 3, let line = Int(location[location.count - 2]) else { continue }
    let path = URL(fileURLWithPath: location[0..<(location.count - 2)].joined(separator: ":")).standardizedFileURL.path
    guard path.hasPrefix(specsFolder + "/") else { continue }
    let file = String(path.dropFirst(specsFolder.count + 1))
    errorsByFile[file, default: []].append(CompilerError(line: line, message: String(logLine[errorRange.upperBound...])))
}

// MARK: - Blocks of a spec file

/// A Quick block: `it`, `describe`, `context`, `beforeEach`…, from its first
/// line to the line of its closing brace (1-based, inclusive).
struct Block: Hashable {
    let kind: String
    let first: Int
    let last: Int
    let title: String

    var isCase: Bool { ["it", "fit", "xit"].contains(kind) }
    var isDeclaration: Bool { kind == "declaration" }
    /// The spec class itself, or its `spec()`: leaving it out leaves the file out.
    var isSpecItself: Bool { isDeclaration && (title.contains(": QuickSpec") || title.contains("func spec()")) }
    var isGroup: Bool { ["describe", "context", "fdescribe", "xdescribe", "fcontext", "xcontext"].contains(kind) }
    func contains(_ line: Int) -> Bool { first <= line && line <= last }
    func contains(_ other: Block) -> Bool { first <= other.first && other.last <= last && self != other }
}

/// The source with comments and string literals blanked out (line breaks
/// kept), so that braces in them are not counted.
func codeOnly(_ source: String) -> [Substring] {
    var characters = Array(source.unicodeScalars)
    var index = 0
    func blank(_ range: Range<Int>) {
        for position in range where characters[position] != "\n" { characters[position] = " " }
    }
    func starts(_ text: String, at position: Int) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard position + scalars.count <= characters.count else { return false }
        return Array(characters[position..<(position + scalars.count)]) == scalars
    }
    while index < characters.count {
        if starts("//", at: index) {
            var end = index
            while end < characters.count && characters[end] != "\n" { end += 1 }
            blank(index..<end)
            index = end
        } else if starts("/*", at: index) {
            var depth = 0
            var end = index
            while end < characters.count {
                if starts("/*", at: end) {
                    depth += 1
                    end += 2
                } else if starts("*/", at: end) {
                    depth -= 1
                    end += 2
                    if depth == 0 { break }
                } else {
                    end += 1
                }
            }
            blank(index..<min(end, characters.count))
            index = end
        } else if starts("\"\"\"", at: index) {
            var end = index + 3
            while end < characters.count && !starts("\"\"\"", at: end) { end += 1 }
            end = min(end + 3, characters.count)
            blank(index..<end)
            index = end
        } else if characters[index] == "\"" {
            var end = index + 1
            while end < characters.count && characters[end] != "\"" && characters[end] != "\n" {
                end += characters[end] == "\\" ? 2 : 1
            }
            end = min(end + 1, characters.count)
            blank(index..<end)
            index = end
        } else {
            index += 1
        }
    }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: characters)
    return String(text).split(separator: "\n", omittingEmptySubsequences: false)
}

/// The blocks of a file, found by matching braces on the lines that start one.
func blocks(of source: String) -> [Block] {
    let kinds = ["it", "fit", "xit", "describe", "context", "fdescribe", "xdescribe", "fcontext", "xcontext",
                 "beforeEach", "afterEach", "justBeforeEach", "aroundEach"]
    let rawLines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var found: [Block] = []
    var open: [(line: Int, kind: String?)] = []
    // A function whose signature runs over several lines: its body's brace
    // comes lines after the word `func`.
    var pendingDeclaration: Int?
    for (offset, code) in codeOnly(source).enumerated() {
        let line = offset + 1
        let trimmed = code.drop { $0 == " " || $0 == "\t" }
        let word = String(trimmed.prefix { $0.isLetter })
        var kind = kinds.contains(word) ? word : isDeclaration(trimmed) ? "declaration" : nil
        var start = line
        let opensBrace = code.contains("{")
        if kind == "declaration" && !opensBrace {
            // `func` … `) {` lines later; other declarations without a brace
            // on their line (stored properties) have no body.
            let words = trimmed.split(whereSeparator: { !$0.isLetter })
            pendingDeclaration = words.contains("func") || words.contains("init") ? line : nil
        } else if kind == nil, let pending = pendingDeclaration {
            if opensBrace {
                kind = "declaration"
                start = pending
                pendingDeclaration = nil
            }
        } else {
            pendingDeclaration = nil
        }
        for character in code {
            if character == "{" {
                open.append((start, kind))
                kind = nil  // only the line's first brace opens the block
            } else if character == "}", let opened = open.popLast(), let openedKind = opened.kind {
                let title = String(rawLines[opened.line - 1]).trimmingCharacters(in: .whitespaces)
                found.append(Block(kind: openedKind, first: opened.line, last: line, title: title))
            }
        }
    }
    return found
}

/// Whether a line starts a declaration with a body: a function, a type, an
/// extension, a computed property (after any attributes and modifiers).
func isDeclaration(_ line: Substring) -> Bool {
    let modifiers: Set<String> = ["private", "fileprivate", "internal", "public", "open", "final", "static",
                                  "override", "class", "mutating", "nonmutating", "convenience", "required", "lazy"]
    let keywords: Set<String> = ["func", "extension", "class", "struct", "enum", "protocol", "init", "var", "let", "subscript"]
    let words = line.split(whereSeparator: { !$0.isLetter && $0 != "@" && $0 != "_" })
    for word in words {
        let text = String(word)
        if text.hasPrefix("@") { continue }
        if keywords.contains(text) { return true }
        if !modifiers.contains(text) { return false }
    }
    return false
}

/// The quoted name in a block's first line: `it("sends")` → `sends`.
func name(of block: Block) -> String {
    guard let start = block.title.firstIndex(of: "\"") else { return block.title }
    var name = ""
    var escaped = false
    for character in block.title[block.title.index(after: start)...] {
        if escaped {
            name.append(character)
            escaped = false
        } else if character == "\\" {
            escaped = true
        } else if character == "\"" {
            break
        } else {
            name.append(character)
        }
    }
    return name
}

// MARK: - Leaving cases out

var report: [String] = []
var leftOutSomething = false

for (file, errors) in errorsByFile.sorted(by: { $0.key < $1.key }) {
    let path = specsFolder + "/" + file
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
    let fileBlocks = blocks(of: source)
    var chosen: [Block: CompilerError] = [:]
    var wholeFile: CompilerError?
    for error in errors {
        let around = fileBlocks.filter { $0.contains(error.line) }
        func innermost(_ test: (Block) -> Bool) -> Block? {
            around.filter(test).max(by: { $0.first < $1.first })
        }
        if let block = innermost(\.isCase) ?? innermost(\.isGroup) {
            chosen[block] = chosen[block] ?? error
        } else if let helper = innermost(\.isDeclaration), !helper.isSpecItself {
            // A helper the step cannot compile goes alone; the cases that
            // use it fail to compile in the next pass and go then.
            chosen[helper] = chosen[helper] ?? error
        } else {
            wholeFile = wholeFile ?? error
        }
    }
    leftOutSomething = true
    func clean(_ message: String) -> String { message.replacingOccurrences(of: "\t", with: " ") }
    if let error = wholeFile {
        let cases = fileBlocks.filter(\.isCase)
        for block in cases {
            report.append([file, "\(block.first)", name(of: block), "(the whole file)", clean(error.message)].joined(separator: "\t"))
        }
        if cases.isEmpty {
            report.append([file, "\(error.line)", "-", "(the whole file)", clean(error.message)].joined(separator: "\t"))
        }
        try FileManager.default.removeItem(atPath: path)
        print("\(file): left out whole (line \(error.line): \(error.message))")
        continue
    }
    // A block inside another block that goes too goes with it.
    let outermost = chosen.keys.filter { block in !chosen.keys.contains { $0.contains(block) } }
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for block in outermost.sorted(by: { $0.first < $1.first }) {
        let error = chosen[block]!
        if block.isDeclaration {
            report.append([file, "\(block.first)", "-", "(helper) " + block.title, clean(error.message)].joined(separator: "\t"))
        }
        let cases = block.isCase ? [block] : fileBlocks.filter { $0.isCase && block.contains($0) }
        for leftOut in cases {
            let group = block.isCase ? "-" : block.isDeclaration ? "(helper) " + block.title : name(of: block)
            report.append([file, "\(leftOut.first)", name(of: leftOut), group, clean(error.message)].joined(separator: "\t"))
        }
        for index in (block.first - 1)..<block.last where !lines[index].hasPrefix(removedMark) {
            lines[index] = removedMark + lines[index]
        }
        print("\(file):\(block.first): left out \(block.isDeclaration ? block.title : block.kind + "(\"" + name(of: block) + "\")") (line \(error.line): \(error.message))")
    }
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
}

if !report.isEmpty {
    let earlier = (try? String(contentsOfFile: reportPath, encoding: .utf8)) ?? ""
    try (earlier + report.joined(separator: "\n") + "\n").write(toFile: reportPath, atomically: true, encoding: .utf8)
}
exit(leftOutSomething ? 0 : 3)
