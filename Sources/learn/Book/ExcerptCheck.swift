import Foundation

/// Checks that an excerpt's lines still stand in its source file.
///
/// The excerpt may drop a common indentation, and a line holding only
/// `// ...` stands for any number of lines left out. Each run of lines
/// between such gaps must appear in the file, unbroken, after the run
/// before it.
enum ExcerptCheck {
    /// - Returns: `nil` if the excerpt matches, or what does not.
    static func mismatch(excerpt: [String], source: [String]) -> String? {
        let runs = excerpt
            .split(omittingEmptySubsequences: true) { $0.trimmingCharacters(in: .whitespaces) == "// ..." }
            .map(Array.init)
        var searchFrom = 0
        for run in runs {
            let trimmedRun = trimBlankEdges(run)
            guard !trimmedRun.isEmpty else { continue }
            guard let found = find(trimmedRun, in: source, from: searchFrom) else {
                let first = trimmedRun.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                let closest = closestLine(to: first, in: source)
                var message = "these lines are not in the file as written, starting with: \(first.trimmingCharacters(in: .whitespaces))"
                if let closest {
                    message += "\n  the file's closest line: \(closest.trimmingCharacters(in: .whitespaces))"
                }
                return message
            }
            searchFrom = found
        }
        return nil
    }

    /// The index just after the first place `run` stands in `source`, at or
    /// after `start`, under any one indentation.
    private static func find(_ run: [String], in source: [String], from start: Int) -> Int? {
        guard run.count <= source.count else { return nil }
        let firstIndex = run.firstIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty }!
        let first = run[firstIndex]
        var position = start
        while position + run.count <= source.count {
            let candidate = source[position + firstIndex]
            if candidate.hasSuffix(first) {
                let indent = String(candidate.dropLast(first.count))
                if indent.allSatisfy({ $0 == " " || $0 == "\t" }) && matches(run, source, at: position, indent: indent) {
                    return position + run.count
                }
            }
            position += 1
        }
        return nil
    }

    private static func matches(_ run: [String], _ source: [String], at position: Int, indent: String) -> Bool {
        for (offset, line) in run.enumerated() {
            let sourceLine = source[position + offset]
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                guard sourceLine.trimmingCharacters(in: .whitespaces).isEmpty else { return false }
            } else if sourceLine != indent + line {
                return false
            }
        }
        return true
    }

    private static func trimBlankEdges(_ lines: [String]) -> [String] {
        var lines = lines[...]
        while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty { lines = lines.dropFirst() }
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines = lines.dropLast() }
        return Array(lines)
    }

    /// The source line sharing the longest prefix with `line`, to help the
    /// writer see what changed.
    private static func closestLine(to line: String, in source: [String]) -> String? {
        let target = line.trimmingCharacters(in: .whitespaces)
        var best: (length: Int, line: String)?
        for candidate in source {
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            let length = zip(trimmed, target).prefix { $0 == $1 }.count
            if length > 8, length > (best?.length ?? 0) {
                best = (length, candidate)
            }
        }
        return best?.line
    }
}
