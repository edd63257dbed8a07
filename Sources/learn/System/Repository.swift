import Foundation

/// The learner's copy of the repository: where it is, and its files.
///
/// Paths given to and returned by its methods are relative to the root
/// (`Exercises/Step01/EventMap.swift`), the way the learner sees them.
struct Repository: Sendable {
    /// The absolute path of the folder that holds `Package.swift`.
    let root: String

    /// Finds the repository from a folder inside it, walking up to the first
    /// folder that holds a `Package.swift`.
    ///
    /// - Throws: A ``LearnError`` if no such folder exists, or if the package
    ///   found is not this book's (it has no `Sources/learn`).
    static func locate(from directory: String = FileManager.default.currentDirectoryPath) throws(LearnError) -> Repository {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                let repository = Repository(root: folder.path)
                guard repository.isDirectory("Sources/learn") else {
                    throw LearnError(
                        "the package at \(folder.path) is not Build Your Own FRP (it has no Sources/learn): run learn inside the book's repository."
                    )
                }
                return repository
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path {
                throw LearnError(
                    "no Package.swift in \(directory) or any folder above it: run learn inside the book's repository (the folder you cloned)."
                )
            }
            folder = parent
        }
    }

    /// The absolute path of a file or folder of the repository.
    func absolute(_ path: String) -> String {
        root + "/" + path
    }

    /// Whether a file or folder exists.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: absolute(path))
    }

    /// Whether a folder exists.
    func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: absolute(path), isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The names in a folder, sorted; none if it does not exist.
    func entries(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: absolute(folder))) ?? []).sorted()
    }

    /// Every file under a folder (or the file itself), as sorted paths from
    /// the root, skipping hidden files.
    func files(under path: String) -> [String] {
        guard isDirectory(path) else {
            return exists(path) ? [path] : []
        }
        guard let enumerator = FileManager.default.enumerator(atPath: absolute(path)) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { continue }
            if !isDirectory(path + "/" + relative) {
                files.append(path + "/" + relative)
            }
        }
        return files.sorted()
    }

    /// A text file's contents.
    func read(_ path: String) throws -> String {
        try String(contentsOfFile: absolute(path), encoding: .utf8)
    }

    /// A file's bytes, or `nil` if it cannot be read.
    func bytes(_ path: String) -> Data? {
        FileManager.default.contents(atPath: absolute(path))
    }

    /// The modification date and size of a file, for noticing changes.
    func stamp(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: absolute(path)) else { return nil }
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        return "\(date)/\(size)"
    }

    /// The fingerprint of everything under some files and folders: their
    /// paths and contents.
    func fingerprint(of paths: [String]) -> String {
        var fingerprint = Fingerprint()
        for path in paths {
            for file in files(under: path) {
                fingerprint.add(file)
                fingerprint.add(bytes(file) ?? Data())
            }
        }
        return fingerprint.hexadecimal
    }
}
