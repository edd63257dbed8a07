import Foundation

/// The results of the last checks, kept in `.build-learn/learn-results.json`
/// so that `swift run learn` need not run tests that cannot have changed.
///
/// Each result is stored with the fingerprint of its chapter's files (see
/// ``Curriculum/inputFolders(ofChapter:)``) at the time it was checked. A
/// result counts only while that fingerprint still matches: change any file
/// of the chapter and its exercises are checked again. The file is a cache,
/// not a record to edit: deleting it only costs a check.
struct ResultCache: Codable, Sendable {
    /// One exercise's last result.
    struct Entry: Codable, Equatable, Sendable {
        /// The fingerprint of the chapter's files when it was checked.
        var fingerprint: String
        /// Whether its tests passed.
        var passed: Bool
    }

    /// The format of the file, to ignore files written by another version.
    private var version = 1
    /// The results, by exercise label (`1.2`).
    private var entries: [String: Entry] = [:]

    /// The cache's path from the repository root.
    static let path = ".build-learn/learn-results.json"

    /// Reads the cache, or starts an empty one if there is none (or it cannot
    /// be read).
    static func load(from repository: Repository) -> ResultCache {
        guard let data = repository.bytes(path),
            let cache = try? JSONDecoder().decode(ResultCache.self, from: data), cache.version == 1
        else {
            return ResultCache()
        }
        return cache
    }

    /// Creates an empty cache.
    init() {}

    /// Writes the cache. A cache that cannot be written only costs checks
    /// later, so failures are ignored.
    func save(to repository: Repository) {
        let folder = repository.absolute(".build-learn")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let data = try? encoder.encode(self) {
            try? data.write(to: URL(fileURLWithPath: repository.absolute(Self.path)), options: .atomic)
        }
    }

    /// What the cache knows about an exercise whose chapter has this
    /// fingerprint now.
    func status(of exercise: Exercise, fingerprint: String) -> ExerciseStatus {
        guard let entry = entries[exercise.label], entry.fingerprint == fingerprint else {
            return .unknown
        }
        return entry.passed ? .passed : .failed
    }

    /// Records a result.
    mutating func record(_ exercise: Exercise, passed: Bool, fingerprint: String) {
        entries[exercise.label] = Entry(fingerprint: fingerprint, passed: passed)
    }
}
