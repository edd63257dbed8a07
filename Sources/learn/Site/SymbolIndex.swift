import Foundation

/// The symbols of a step, read from the symbol graphs the compiler writes
/// (`-emit-symbol-graph`): the paths a DocC symbol link names, from the
/// module (`Signal/take(first:)`).
struct SymbolIndex: Sendable {
    /// Every symbol's path from the module.
    let paths: Set<String>
    /// The paths that name one symbol only: not an overloaded method, not a
    /// name two symbols share.
    let uniquePaths: Set<String>

    /// Reads every `*.symbols.json` in a folder.
    ///
    /// - Throws: A ``LearnError`` if the folder has no symbol graph, or one
    ///   cannot be read.
    init(folder: String) throws(LearnError) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".symbols.json") }
        guard !names.isEmpty else {
            throw LearnError("the compiler wrote no symbol graph into \(folder).")
        }
        var counts: [String: Int] = [:]
        for name in names.sorted() {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else {
                throw LearnError("cannot read the symbol graph \(folder)/\(name).")
            }
            do {
                for path in try SymbolIndex.pathList(inSymbolGraph: data) {
                    counts[path, default: 0] += 1
                }
            } catch {
                throw LearnError("cannot read the symbol graph \(folder)/\(name): \(error.localizedDescription)")
            }
        }
        paths = Set(counts.keys)
        uniquePaths = Set(counts.filter { $0.value == 1 }.keys)
    }

    /// An index of the given paths, each naming one symbol.
    init(paths: Set<String>) {
        self.paths = paths
        uniquePaths = paths
    }

    /// Whether exactly one symbol has this path from the module.
    func hasOne(_ path: String) -> Bool {
        uniquePaths.contains(path)
    }

    /// Whether a symbol link names a symbol: its path, relative to the
    /// module or starting with the module's name, without disambiguation.
    func contains(_ path: String, module: String) -> Bool {
        let relative = path.hasPrefix(module + "/") ? String(path.dropFirst(module.count + 1)) : path
        return relative == module || paths.contains(relative)
    }

    /// The paths of the symbols in one symbol graph file.
    static func paths(inSymbolGraph data: Data) throws -> Set<String> {
        Set(try pathList(inSymbolGraph: data))
    }

    /// The path of every symbol in one symbol graph file, once per symbol:
    /// overloads repeat their path.
    static func pathList(inSymbolGraph data: Data) throws -> [String] {
        struct Graph: Decodable {
            struct Symbol: Decodable { let pathComponents: [String] }
            let symbols: [Symbol]
        }
        let graph = try JSONDecoder().decode(Graph.self, from: data)
        return graph.symbols.map { $0.pathComponents.joined(separator: "/") }
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
