import Foundation

/// What a Swift listing in a chapter claims to be, from its marker comment.
///
/// - `<!-- example -->`: compiled against the chapter's step and run; its
///   `// prints X` comments are the lines it must print, in order.
/// - `<!-- excerpt: Sources/Step02_Signal/Signal/Signal.swift -->`: lines copied
///   from that file, which must still be there, in order. A line holding
///   only `// ...` stands for lines left out.
/// - `<!-- not compiled: why -->`: a deliberately broken attempt or
///   pseudo-code, with the reason.
/// - `<!-- diagram: 06-map -->`: an example whose output is a marble
///   diagram's lanes (``LaneReader``), which `learn book` draws into
///   `Chapters/Diagrams/06-map.svg`. It is checked as an example.
enum Listing: Equatable, Sendable {
    case example
    case diagram(name: String)
    case excerpt(path: String)
    case notCompiled(reason: String)

    /// Whether the listing is a diagram (and so an example too).
    var isDiagram: Bool {
        if case .diagram = self { return true }
        return false
    }

    /// Reads a marker, or says why it is not one.
    static func parse(marker: String?) -> Result<Listing, ListingMarkerError> {
        guard let marker else { return .failure(.missing) }
        if marker == "example" { return .success(.example) }
        if marker.hasPrefix("excerpt:") {
            let path = marker.dropFirst("excerpt:".count).trimmingCharacters(in: .whitespaces)
            return path.isEmpty ? .failure(.unknown(marker)) : .success(.excerpt(path: path))
        }
        if marker.hasPrefix("diagram:") {
            let name = marker.dropFirst("diagram:".count).trimmingCharacters(in: .whitespaces)
            return isDiagramName(name) ? .success(.diagram(name: name)) : .failure(.badDiagramName(name))
        }
        if marker.hasPrefix("not compiled:") {
            let reason = marker.dropFirst("not compiled:".count).trimmingCharacters(in: .whitespaces)
            return reason.isEmpty ? .failure(.notCompiledWithoutReason) : .success(.notCompiled(reason: reason))
        }
        return .failure(.unknown(marker))
    }

    /// Whether `name` is a diagram's name: the chapter's two-digit number, a
    /// dash, and lower-case words (letters and digits) joined by dashes, as
    /// `06-map` or `08-flatten-latest`.
    static func isDiagramName(_ name: String) -> Bool {
        name.wholeMatch(of: #/\d\d(-[a-z0-9]+)+/#) != nil
    }

    /// The lines an example says it prints: the text after each
    /// `// prints `, in order.
    static func expectedOutput(of code: [String]) -> [String] {
        code.compactMap { line in
            guard let range = line.range(of: "// prints") else { return nil }
            var rest = line[range.upperBound...]
            if rest.first == " " { rest = rest.dropFirst() }
            return String(rest)
        }
    }
}

/// Why the comment before a listing is not a valid marker.
enum ListingMarkerError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing
    case unknown(String)
    case notCompiledWithoutReason
    case badDiagramName(String)

    var description: String {
        switch self {
        case .missing:
            return "has no marker: put <!-- example -->, <!-- excerpt: Sources/… -->"
                + " or <!-- not compiled: reason --> on the line before it"
        case .unknown(let marker):
            return "has the marker <!-- \(marker) -->, which is none of: example, diagram: NAME, excerpt: PATH, not compiled: REASON"
        case .notCompiledWithoutReason:
            return "is marked not compiled without a reason: say why, as <!-- not compiled: the broken first attempt -->"
        case .badDiagramName(let name):
            return "is a diagram named '\(name)', which is not a diagram name: the chapter's two-digit number, a dash,"
                + " and lower-case words joined by dashes, as <!-- diagram: 06-map -->"
        }
    }
}
