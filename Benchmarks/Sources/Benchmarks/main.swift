// The benchmarks' command: read the options, run the scenarios, print the
// table. The scenarios themselves live in other files, outside the main
// actor: closures written here, in top-level code, would be isolated to it
// and measure something else.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message {
        print("error: \(message)\n")
        print(Options.usage)
        exit(2)
    }
    print(Options.usage)
    exit(0)
}

#if DEBUG
print("warning: a debug build measures nothing useful; run with -c release\n")
#endif

let chosen = options.only.isEmpty ? Scenario.all : Scenario.all.filter { options.only.contains($0.name) }
let started = threadCPUTime()
var results: [Result] = []
for scenario in chosen {
    results.append(run(scenario, options: options))
}
print("Build Your Own FRP benchmarks\(options.quick ? " (quick mode: small counts, 3 repetitions; figures are rough)" : "")")
print("Medians of thread CPU time (heap bytes for the bytes rows), implementations' order rotated each round.\n")
print(table(results, implementations: options.implementations))
print("\nMeasured in \(format(Double(threadCPUTime() - started) / 1_000_000_000)) s of CPU time.")
