// swift-tools-version: 6.1
import PackageDescription

// The benchmarks of the book's library, in a package of their own so that the
// library itself keeps no dependencies. They compare the newest step with raw
// closures and with OpenCombine, and, if you point FRP_BENCH_REACTIVESWIFT at
// a local checkout of ReactiveSwift, with ReactiveSwift too (never committed).
//
//     swift run -c release --package-path Benchmarks
//     swift run -c release --package-path Benchmarks --quick
//     FRP_BENCH_REACTIVESWIFT=/path/to/ReactiveSwift swift run -c release --package-path Benchmarks

// The step measured: the newest. A new step changes this line and the import
// at the top of `Sources/Benchmarks/Book.swift`; the tables take their
// column titles from the module imported.
let measuredStep = "Step12_Schedulers"

var dependencies: [Package.Dependency] = [
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    .package(name: "BuildYourOwnFRP", path: ".."),
]
var benchmarkDependencies: [Target.Dependency] = [
    .product(name: "OpenCombine", package: "OpenCombine"),
    .product(name: measuredStep, package: "BuildYourOwnFRP"),
    "HeapUsage",
]
if let reactiveSwift = Context.environment["FRP_BENCH_REACTIVESWIFT"], !reactiveSwift.isEmpty {
    dependencies.append(.package(name: "ReactiveSwift", path: reactiveSwift))
    benchmarkDependencies.append(.product(name: "ReactiveSwift", package: "ReactiveSwift"))
}

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: dependencies,
    targets: [
        .executableTarget(name: "Benchmarks", dependencies: benchmarkDependencies),
        // Asks the C allocator how many bytes are in use, for the bytes rows.
        .target(name: "HeapUsage"),
    ],
    swiftLanguageModes: [.v6]
)
