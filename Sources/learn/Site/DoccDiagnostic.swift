import Foundation

/// A warning or error from `docc convert`, read from the file its
/// `--diagnostics-file` option writes.
struct DoccDiagnostic: Sendable, Equatable {
    /// `warning`, `error`, `note`…
    let severity: String
    /// What DocC says: `'pipe()' doesn't exist at '/Step12_Schedulers/Signal'`.
    let summary: String
    /// The file, as an absolute path, if DocC names one.
    let file: String?
    /// Its line, from 1.
    let line: Int?

    /// Whether the book must not be published with it: every warning and error.
    var isProblem: Bool { severity == "warning" || severity == "error" }

    /// Reads the diagnostics file.
    static func read(_ data: Data) throws -> [DoccDiagnostic] {
        struct File: Decodable {
            struct Diagnostic: Decodable {
                struct Range: Decodable {
                    struct Position: Decodable { let line: Int }
                    let start: Position
                }
                let severity: String
                let summary: String
                let source: String?
                let range: Range?
            }
            let diagnostics: [Diagnostic]
        }
        return try JSONDecoder().decode(File.self, from: data).diagnostics.map { diagnostic in
            DoccDiagnostic(
                severity: diagnostic.severity,
                summary: diagnostic.summary,
                file: diagnostic.source.map { source in
                    source.hasPrefix("file://") ? (URL(string: source)?.path ?? source) : source
                },
                line: diagnostic.range?.start.line
            )
        }
    }
}
