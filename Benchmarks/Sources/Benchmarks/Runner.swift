/// What the command line asked for.
struct Options {
    var quick = false
    var only: [String] = []
    var implementations: [Implementation] = Implementation.allCases.filter(\.isAvailable)
    var count: Int?
    var repetitions: Int?

    static let usage = """
        Usage: swift run -c release --package-path Benchmarks [options]

        Measures the newest step of the book beside raw closures and OpenCombine
        (and ReactiveSwift, when FRP_BENCH_REACTIVESWIFT named a checkout of it at
        build time), and prints a markdown table of medians, their ratios to raw
        closures and to OpenCombine, and footnotes for what a library lacks.

        Options:
          --quick                 a fiftieth of each count, 3 repetitions: seconds, for CI
          --only NAME             run only this scenario (repeatable): \(Scenario.all.map(\.name).joined(separator: ", "))
          --implementation NAME   measure only this one (repeatable): \(Implementation.allCases.map(\.rawValue).joined(separator: ", "))
                                  (book is the newest step, \(Book.title); \(Book.title.lowercased()) names it too)
          --count N               operations per measurement, for every scenario chosen
          --repetitions N         measurements per implementation (default 7; the first
                                  round is a warm-up and is not counted)
          --help                  this text
        """

    /// Reads the arguments, or explains what is wrong with them.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var chosen: [Implementation] = []
        var remaining = arguments[...]
        func value(after flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
            return value
        }
        func number(after flag: String) throws(UsageError) -> Int {
            let text = try value(after: flag)
            guard let number = Int(text), number > 0 else { throw UsageError("\(flag) needs a whole number above 0, not '\(text)'") }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                options.quick = true
            case "--only":
                let name = try value(after: argument)
                guard Scenario.all.contains(where: { $0.name == name }) else {
                    throw UsageError("there is no scenario '\(name)'; the scenarios are \(Scenario.all.map(\.name).joined(separator: ", "))")
                }
                options.only.append(name)
            case "--implementation":
                let name = try value(after: argument)
                guard let implementation = Implementation(argument: name) else {
                    throw UsageError("there is no implementation '\(name)'; they are \(Implementation.allCases.map(\.rawValue).joined(separator: ", ")) (\(Book.title.lowercased()) is book)")
                }
                guard implementation.isAvailable else {
                    throw UsageError("ReactiveSwift is not built in: build with FRP_BENCH_REACTIVESWIFT=/path/to/a/ReactiveSwift/checkout")
                }
                chosen.append(implementation)
            case "--count":
                options.count = try number(after: argument)
            case "--repetitions":
                options.repetitions = try number(after: argument)
            case "--help", "-h":
                throw UsageError(nil)
            default:
                throw UsageError("unknown option '\(argument)'")
            }
        }
        if !chosen.isEmpty { options.implementations = chosen }
        return options
    }
}

/// A problem with the command line; `nil` asks for the usage text alone.
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}

/// One scenario's medians, by implementation.
struct Result {
    let scenario: Scenario
    let count: Int
    let medians: [Implementation: Double]
    /// The implementations that do not have what the scenario measures.
    let missing: Set<Implementation>
}

/// Measures `scenario` for each implementation: `repetitions` rounds after
/// one warm-up round, the implementations' order rotated every round so
/// that none always runs first or last; the median of each.
func run(_ scenario: Scenario, options: Options) -> Result {
    let count = max(scenario.minimumCount, options.count ?? (options.quick ? scenario.count / 50 : scenario.count))
    let repetitions = options.repetitions ?? (options.quick ? 3 : 7)
    let implementations = options.implementations
    var samples: [Implementation: [Double]] = [:]
    var missing: Set<Implementation> = []
    for round in 0...repetitions {
        for offset in implementations.indices {
            let implementation = implementations[(round + offset) % implementations.count]
            guard let library = implementation.library, !missing.contains(implementation) else { continue }
            guard let measured = scenario.measure(library, count) else {
                missing.insert(implementation)
                continue
            }
            if round > 0 {
                samples[implementation, default: []].append(measured)
            }
        }
    }
    return Result(scenario: scenario, count: count, medians: samples.mapValues(median), missing: missing)
}

/// The results as a markdown table, with each implementation's ratio to raw
/// closures, the book's ratio to OpenCombine, and whether the book meets its
/// goal; then a footnote for every "n/a". The book's columns are titled by
/// the step it measures ("Step10 ÷ OpenCombine").
func table(_ results: [Result], implementations: [Implementation]) -> String {
    let compared = implementations.filter { $0 != .raw }
    let comparesWithOpenCombine = implementations.contains(.book) && implementations.contains(.opencombine)
    var header = ["scenario", "unit"] + implementations.map(\.title)
    if implementations.contains(.raw) {
        header += compared.map { "\($0.title) ÷ raw" }
    }
    if comparesWithOpenCombine {
        header.append("\(Book.title) ÷ OpenCombine")
    }
    header += ["\(Book.title) goal", "met"]
    var lines = ["| " + header.joined(separator: " | ") + " |", "|" + String(repeating: "---|", count: header.count)]
    var footnotes: [String] = []
    for result in results {
        /// The cell of an implementation without a figure, its footnote
        /// numbered in order of appearance.
        func notApplicable(_ implementation: Implementation) -> String {
            guard let note = result.scenario.missing[implementation] else { return "n/a" }
            if !footnotes.contains(note) { footnotes.append(note) }
            return "n/a" + marker(footnotes.firstIndex(of: note)!)
        }
        /// The ratio of one implementation's figure to another's: "n/a"
        /// when either has none to give, "–" when either was not measured.
        func ratio(_ implementation: Implementation, to base: Implementation) -> String {
            if result.missing.contains(implementation) || result.missing.contains(base) { return "n/a" }
            guard let value = result.medians[implementation], let base = result.medians[base], base > 0 else { return "–" }
            return format(value / base) + "×"
        }
        var row = ["\(result.scenario.title) (n = \(result.count))", result.scenario.unit]
        row += implementations.map { implementation in
            result.missing.contains(implementation) ? notApplicable(implementation) : format(result.medians[implementation] ?? .nan)
        }
        if implementations.contains(.raw) {
            row += compared.map { ratio($0, to: .raw) }
        }
        if comparesWithOpenCombine {
            row.append(ratio(.book, to: .opencombine))
        }
        row.append(result.scenario.goal?.text ?? "reported only")
        row.append(verdict(result))
        lines.append("| " + row.joined(separator: " | ") + " |")
    }
    if !footnotes.isEmpty {
        lines.append("")
        lines += footnotes.enumerated().map { marker($0.offset) + " " + $0.element }
    }
    return lines.joined(separator: "\n")
}

/// Whether the book meets the scenario's goal: "yes", "no", or "–" when it
/// cannot tell.
func verdict(_ result: Result) -> String {
    guard let goal = result.scenario.goal, let book = result.medians[.book] else { return "–" }
    switch goal {
    case .ratioToRaw(let limit):
        guard let raw = result.medians[.raw], raw > 0 else { return "–" }
        return book / raw <= limit ? "yes" : "no"
    case .atMost(let limit):
        return book <= limit ? "yes" : "no"
    }
}

/// The mark of the footnote at `index`: ¹, ², ³...
func marker(_ index: Int) -> String {
    let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    return String(String(index + 1).map { superscripts[Int(String($0))!] })
}
