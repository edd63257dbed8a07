import Foundation

/// The symbols of a step, read from the symbol graphs the compiler writes
/// (`-emit-symbol-graph`): the paths a DocC symbol link names, from the
/// module (`Signal/take(first:)`).
struct SymbolIndex: Sendable {
    /// Every symbol's path from the module.
    let paths: Set<String>

    /// Reads every `*.symbols.json` in a folder.
    ///
    /// - Throws: A ``LearnError`` if the folder has no symbol graph, or one
    ///   cannot be read.
    init(folder: String) throws(LearnError) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".symbols.json") }
        guard !names.isEmpty else {
            throw LearnError("the compiler wrote no symbol graph into \(folder).")
        }
        var paths: Set<String> = []
        for name in names.sorted() {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else {
                throw LearnError("cannot read the symbol graph \(folder)/\(name).")
            }
            do {
                paths.formUnion(try SymbolIndex.paths(inSymbolGraph: data))
            } catch {
                throw LearnError("cannot read the symbol graph \(folder)/\(name): \(error.localizedDescription)")
            }
        }
        self.paths = paths
    }

    /// An index of the given paths.
    init(paths: Set<String>) {
        self.paths = paths
    }

    /// Whether a symbol link names a symbol: its path, relative to the
    /// module or starting with the module's name, without disambiguation.
    func contains(_ path: String, module: String) -> Bool {
        let relative = path.hasPrefix(module + "/") ? String(path.dropFirst(module.count + 1)) : path
        return relative == module || paths.contains(relative)
    }

    /// The paths of the symbols in one symbol graph file.
    static func paths(inSymbolGraph data: Data) throws -> Set<String> {
        struct Graph: Decodable {
            struct Symbol: Decodable { let pathComponents: [String] }
            let symbols: [Symbol]
        }
        let graph = try JSONDecoder().decode(Graph.self, from: data)
        return Set(graph.symbols.map { $0.pathComponents.joined(separator: "/") })
    }

    /// A symbol link's path without DocC's disambiguation:
    /// `flatten(_:)-(FlattenStrategy)/x` → `flatten(_:)/x`,
    /// `Signal-swift.class` → `Signal`.
    static func undisambiguated(_ link: String) -> String {
        link.split(separator: "/", omittingEmptySubsequences: false).map { component -> Substring in
            if let close = component.firstIndex(of: ")") {
                return component[...close]
            }
            if let dash = component.dropFirst().firstIndex(of: "-") {
                return component[..<dash]
            }
            return component
        }.joined(separator: "/")
    }
}
