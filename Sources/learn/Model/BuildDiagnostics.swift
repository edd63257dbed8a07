/// The errors of a build that failed, read from `swift build` or `swift test`
/// output, with paths made relative to the repository.
///
/// The compiler prints each error as a line `/path/File.swift:3:5: error: …`
/// followed by the source lines it points at, up to a blank line. Those
/// blocks are kept, each once (a module's errors may be printed twice), as
/// are SwiftPM's own `error: …` lines. When there are none, the last lines
/// of the output are the best explanation there is.
///
/// - Parameters:
///   - lines: Everything the build printed.
///   - root: The repository's absolute path, removed from file paths.
///   - limit: How many error blocks to keep.
/// - Returns: The error blocks, each one string of one or more lines.
func buildDiagnostics(in lines: [String], root: String, limit: Int = 5) -> [String] {
    var blocks: [String] = []
    var seen: Set<String> = []
    var current: [String]?

    func finish() {
        if let block = current, let header = block.first, !seen.contains(header) {
            seen.insert(header)
            blocks.append(block.joined(separator: "\n"))
        }
        current = nil
    }

    for rawLine in lines {
        let line = withoutEscapeCodes(rawLine).replacing(root + "/", with: "")
        if line.firstMatch(of: #/^\S+:\d+:\d+: (error|warning|note): /#) != nil {
            let isError = line.contains(": error: ")
            if isError || current == nil {
                finish()
                current = isError ? [line] : nil
            } else {
                current?.append(line)  // a note or warning inside an error's block
            }
        } else if line.hasPrefix("error: ") {
            finish()
            if line != "error: fatalError" {
                current = [line]
                finish()
            }
        } else if line.trimmed.isEmpty || line.hasPrefix("[") {
            finish()
        } else {
            current?.append(line)
        }
    }
    finish()
    if blocks.isEmpty {
        let tail = lines.suffix(20).map { withoutEscapeCodes($0).replacing(root + "/", with: "") }
        return tail.isEmpty ? [] : [tail.joined(separator: "\n")]
    }
    return Array(blocks.prefix(limit))
}
