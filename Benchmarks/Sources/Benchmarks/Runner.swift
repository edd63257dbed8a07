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
        build time), and prints a markdown table of medians and ratios to raw.

        Options:
          --quick                 a fiftieth of each count, 3 repetitions: seconds, for CI
          --only NAME             run only this scenario (repeatable): \(Scenario.all.map(\.name).joined(separator: ", "))
          --implementation NAME   measure only this one (repeatable): \(Implementation.allCases.map(\.rawValue).joined(separator: ", "))
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
                guard let implementation = Implementation(rawValue: name.lowercased()) else {
                    throw UsageError("there is no implementation '\(name)'; they are \(Implementation.allCases.map(\.rawValue).joined(separator: ", "))")
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
}

/// Measures `scenario` for each implementation: `repetitions` rounds after
/// one warm-up round, the implementations' order rotated every round so
/// that none always runs first or last; the median of each.
func run(_ scenario: Scenario, options: Options) -> Result {
    let count = max(scenario.minimumCount, options.count ?? (options.quick ? scenario.count / 50 : scenario.count))
    let repetitions = options.repetitions ?? (options.quick ? 3 : 7)
    let implementations = options.implementations
    var samples: [Implementation: [Double]] = [:]
    for round in 0...repetitions {
        for offset in implementations.indices {
            let implementation = implementations[(round + offset) % implementations.count]
            guard let library = implementation.library else { continue }
            let measured = scenario.measure(library, count)
            if round > 0 {
                samples[implementation, default: []].append(measured)
            }
        }
    }
    return Result(scenario: scenario, count: count, medians: samples.mapValues(median))
}

/// The results as a markdown table, with each implementation's ratio to raw
/// closures and whether Step05 meets its goal.
func table(_ results: [Result], implementations: [Implementation]) -> String {
    let compared = implementations.filter { $0 != .raw }
    var header = ["scenario", "unit"] + implementations.map(\.title)
    if implementations.contains(.raw) {
        header += compared.map { "\($0.title) ÷ raw" }
    }
    header += ["Step05 goal", "met"]
    var lines = ["| " + header.joined(separator: " | ") + " |", "|" + String(repeating: "---|", count: header.count)]
    for result in results {
        var row = ["\(result.scenario.title) (n = \(result.count))", result.scenario.unit]
        row += implementations.map { format(result.medians[$0] ?? .nan) }
        let raw = result.medians[.raw]
        if implementations.contains(.raw) {
            row += compared.map { implementation in
                guard let raw, raw > 0, let value = result.medians[implementation] else { return "–" }
                return format(value / raw) + "×"
            }
        }
        row.append(result.scenario.goal?.text ?? "reported only")
        row.append(verdict(result))
        lines.append("| " + row.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n")
}

/// Whether Step05 meets the scenario's goal: "yes", "no", or "–" when it
/// cannot tell.
func verdict(_ result: Result) -> String {
    guard let goal = result.scenario.goal, let step05 = result.medians[.step05] else { return "–" }
    switch goal {
    case .ratioToRaw(let limit):
        guard let raw = result.medians[.raw], raw > 0 else { return "–" }
        return step05 / raw <= limit ? "yes" : "no"
    case .atMost(let limit):
        return step05 <= limit ? "yes" : "no"
    }
}
