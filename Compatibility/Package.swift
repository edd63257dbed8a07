// swift-tools-version: 6.1
import PackageDescription

// ReactiveSwift's own specs, run against a step of the book's library, in a
// package of its own so that the library keeps no dependencies. The specs are
// not in this repository: `Compatibility/run` copies them from a checkout of
// ReactiveSwift that you name into `Specs/` (ignored by git), points their
// import at the step, and leaves out, one case at a time, what the step
// cannot compile. See README.md.
//
//     Compatibility/run /path/to/ReactiveSwift            # the newest step
//     Compatibility/run /path/to/ReactiveSwift Step07_Combining

/// The step the specs import, which `run` chooses; without it, the package
/// has only `Prune`.
let step = Context.environment["FRP_COMPATIBILITY_STEP"].flatMap { $0.isEmpty ? nil : $0 }

var targets: [Target] = [
    // Reads a build log and comments out each spec case the compiler
    // rejected; written here, in Swift, with no dependency.
    .executableTarget(name: "Prune", swiftSettings: [.swiftLanguageMode(.v6)]),
]
var dependencies: [Package.Dependency] = []

// The specs exist only after `run` has copied them.
if let step {
    dependencies += [
        .package(name: "BuildYourOwnFRP", path: ".."),
        .package(url: "https://github.com/Quick/Quick", exact: "7.6.2"),
        .package(url: "https://github.com/Quick/Nimble", exact: "13.8.0"),
    ]
    targets.append(
        // Quick finds no specs under `swift test` on Linux; its documented
        // route there is a program that calls `QCKMain`, so the specs are
        // an executable.
        .executableTarget(
            name: "Specs",
            dependencies: [
                .product(name: step, package: "BuildYourOwnFRP"),
                .product(name: "Quick", package: "Quick"),
                .product(name: "Nimble", package: "Nimble"),
            ],
            path: "Specs",
            // ReactiveSwift 7.2's tests are written in Swift 5.
            swiftSettings: [.swiftLanguageMode(.v5)]
        )
    )
}

let package = Package(
    name: "Compatibility",
    platforms: [.macOS(.v15)],
    dependencies: dependencies,
    targets: targets
)
